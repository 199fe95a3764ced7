/**
 * Tables of service products: the product (its state and its draft definition, with the list
 * columns mirrored from the draft for paging and filters) and the frozen published versions that
 * projects pin (productCode + version). Platform-wide, not tenant-owned.
 */
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ProductDefinition } from '../../../domain/products/contracts';
import { ProductStatus, ServiceKind, Standard } from '../../../domain/enums';
import { at, oneOf } from './columns';

export const products = pgTable(
  'products',
  {
    productCode: text('product_code').primaryKey(),
    name: text('name').notNull(),
    serviceKind: text('service_kind', { enum: ServiceKind.values as [ServiceKind, ...ServiceKind[]] }).notNull(),
    standard: text('standard', { enum: Standard.values as [Standard, ...Standard[]] }).notNull(),
    projectCreateType: text('project_create_type', { enum: Standard.values as [Standard, ...Standard[]] }).notNull(),
    pricePoints: integer('price_points').notNull(),
    /** "YYYY-MM-DD", the last day the product is sold. */
    saleEndDate: text('sale_end_date').notNull(),
    status: text('status', { enum: ProductStatus.values as [ProductStatus, ...ProductStatus[]] }).notNull(),
    publishedVersion: integer('published_version'),
    /** The definition being edited (validated by domain ProductDefinition on every write). */
    draft: jsonb('draft').$type<ProductDefinition>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('products_service_kind_check', oneOf(t.serviceKind, ServiceKind.values)),
    check('products_standard_check', oneOf(t.standard, Standard.values)),
    check('products_project_create_type_check', oneOf(t.projectCreateType, Standard.values)),
    check('products_status_check', oneOf(t.status, ProductStatus.values)),
    index('products_updated_idx').on(t.updatedAt),
  ],
);

/** Published versions, never changed once written. */
export const productVersions = pgTable(
  'product_versions',
  {
    productCode: text('product_code')
      .notNull()
      .references(() => products.productCode),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<ProductDefinition>().notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productCode, t.version] })],
);
