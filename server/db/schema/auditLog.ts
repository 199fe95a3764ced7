/** The operator audit log: append-only (a trigger of migration 0006 refuses UPDATE and DELETE). */
import { bigserial, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { AuditArea } from '../../../domain/enums';
import { at, oneOf, newestFirst } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    actorAccountId: text('actor_account_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** The operator's tenant when acting ('' for none). */
    actorTenantCode: text('actor_tenant_code').notNull().default(''),
    area: text('area', { enum: AuditArea.values as [AuditArea, ...AuditArea[]] }).notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetName: text('target_name').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    check('audit_log_area_check', oneOf(t.area, AuditArea.values)),
    index('audit_log_at_idx').on(newestFirst(t.at), newestFirst(t.id)),
    index('audit_log_area_at_idx').on(t.area, newestFirst(t.at)),
  ],
);
