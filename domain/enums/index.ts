/**
 * Every enum, state and constant list of spec §3, §4 and §9, each with its zh-CN labels
 * (../shared/docs/glossary-zh.md), merged from one file per area. Pages, tables, filters, the
 * server and the mocks take labels from here; nobody re-types them.
 *
 * A new area: add domain/enums/<area>.ts (enums declared with defineEnum from ./define) and
 * re-export it below.
 */
export { ALL, defineEnum, type LabelledEnum } from './define';
export * from './identity';
export * from './projects';
export * from './riskAssessment';
export * from './gapAnalysis';
export * from './questionnaires';
export * from './documents';
export * from './files';
export * from './announcements';
export * from './toolKit';
export * from './wallet';
export * from './auditLog';
export * from './tenantAdmin';
export * from './products';
export * from './equity';
export * from './customers';
