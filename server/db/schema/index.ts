/**
 * The database schema (Drizzle), one file per area, merged here: drizzle-kit reads this index
 * (drizzle.config.ts) and the database client types its queries with it.
 *
 * Every tenant-owned table carries `tenant_code` and its keys and indexes lead with it, so the
 * schema can later be distributed by tenant (Citus). Allowed values come from domain/ enums, so a
 * new enum value means a new migration (`npm run db:generate`).
 *
 * A new area: add server/db/schema/<area>.ts, re-export it below, run `npm run db:generate`.
 * Only the area's own module reads and writes its tables (docs/feature-checklist.md).
 */
export * from './meta';
export * from './identity';
export * from './files';
export * from './toolKit';
export * from './announcements';
export * from './wallet';
export * from './auditLog';
export * from './dictionaries';
export * from './tenantAdmin';
export * from './products';
export * from './authorizations';
export * from './equity';
export * from './customers';
export * from './projects';
export * from './jobs';
export * from './questionnaires';
export * from './riskAssessment';
