/**
 * The demo data set (issue "Platform foundation", part 6), merged from one file per area. The
 * server seeds it in demo mode (each module's seed.ts) and the umi mocks answer from it, so both
 * show the same tenants and accounts. Pure data.
 *
 * A new area: add domain/demo/<area>.ts and re-export it below.
 */
export * from './identity';
export * from './announcements';
export * from './wallet';
export * from './tenantAdmin';
export * from './products';
export * from './authorizations';
export * from './equity';
export * from './customers';
export * from './projects';
export * from './questionnaires';
export * from './gapAnalysis';
export * from './riskAssessment';
