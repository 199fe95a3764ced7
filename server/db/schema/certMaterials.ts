/**
 * Tables of the certification materials area (issue 29 item 4): per certification project the
 * checklist the body asks for (generated once: cert_material_lists marks it, so removing every
 * item does not bring the defaults back), its items and the files uploaded per item. Owned by the
 * certification body: `tenant_code` is the body's code and leads every key and index. The file
 * bytes and metadata are the files area's (a project file of the customer's project); an upload
 * row names it by object id.
 */
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CertMaterialStatus } from '../../../domain/enums';
import { at, oneOf } from './columns';

export const certMaterialLists = pgTable(
  'cert_material_lists',
  {
    /** The certification body. */
    tenantCode: text('tenant_code').notNull(),
    certProjectCode: text('cert_project_code').notNull(),
    /** The body's note to the client on its materials. */
    note: text('note').notNull().default(''),
    generatedAt: at('generated_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.certProjectCode] })],
);

export const certMaterialItems = pgTable(
  'cert_material_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: text('tenant_code').notNull(),
    certProjectCode: text('cert_project_code').notNull(),
    /** The default checklist entry it came from (domain defaultChecklist); null for an item the body added. */
    templateKey: text('template_key'),
    sort: integer('sort').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    required: boolean('required').notNull().default(true),
    status: text('status', { enum: CertMaterialStatus.values as [CertMaterialStatus, ...CertMaterialStatus[]] })
      .notNull()
      .default('pending'),
    returnReason: text('return_reason').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('cert_material_items_project_idx').on(t.tenantCode, t.certProjectCode, t.sort),
    check('cert_material_items_status_check', oneOf(t.status, CertMaterialStatus.values)),
  ],
);

export const certMaterialUploads = pgTable(
  'cert_material_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: text('tenant_code').notNull(),
    certProjectCode: text('cert_project_code').notNull(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => certMaterialItems.id, { onDelete: 'cascade' }),
    /** The stored file (files.object_id): a project file of the customer's project. */
    objectId: text('object_id').notNull(),
    /** The file's owner tenant (the customer), to read it back through app.fileService. */
    fileTenantCode: text('file_tenant_code').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (t) => [index('cert_material_uploads_item_idx').on(t.tenantCode, t.certProjectCode, t.itemId)],
);

export type CertMaterialListRow = typeof certMaterialLists.$inferSelect;
export type CertMaterialItemRow = typeof certMaterialItems.$inferSelect;
export type CertMaterialUploadRow = typeof certMaterialUploads.$inferSelect;
