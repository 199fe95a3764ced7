/** Tables of the files module. */
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { FilePurpose } from '../../../domain/enums';
import { at, oneOf } from './columns';
import { accounts, tenants } from './identity';

/**
 * Stored files (architecture §3): metadata here, bytes in the storage driver under storage_key.
 * tenant_code is the owning tenant (null for platform-wide guide files); downloads are checked
 * with domain/files/rules.ts canDownloadFile.
 */
export const files = pgTable(
  'files',
  {
    objectId: text('object_id').primaryKey(),
    tenantCode: text('tenant_code').references(() => tenants.tenantCode),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.accountId),
    purpose: text('purpose', { enum: FilePurpose.values as [FilePurpose, ...FilePurpose[]] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('files_tenant_idx').on(t.tenantCode, t.createdAt), check('files_purpose_check', oneOf(t.purpose, FilePurpose.values))],
);

export type FileRow = typeof files.$inferSelect;
