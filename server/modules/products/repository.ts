/**
 * Data access of service products: the products (draft and state) and their frozen versions.
 * Platform-wide data, not tenant-owned; only the platform manager's calls reach it.
 */
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductStatus, ServiceKind, Standard } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern } from '../../db/query';
import { products, productVersions } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductVersionRow = typeof productVersions.$inferSelect;

export interface ProductFilter {
  name?: string;
  standard?: Standard;
  serviceKind?: ServiceKind;
  status?: ProductStatus;
}

/** A product with the definition of its version on sale (null before the first publication). */
export type ProductWithPublished = ProductRow & { published: ProductVersionRow['definition'] | null };

export function createProductRepository(db: DbOrTx) {
  const withPublished = () =>
    db
      .select({ product: products, published: productVersions.definition })
      .from(products)
      .leftJoin(productVersions, and(eq(productVersions.productCode, products.productCode), eq(productVersions.version, products.publishedVersion)));
  const flatten = (rows: { product: ProductRow; published: ProductVersionRow['definition'] | null }[]): ProductWithPublished[] =>
    rows.map(({ product, published }) => ({ ...product, published }));

  return {
    async page(filter: ProductFilter, page: { current: number; pageSize: number }): Promise<{ rows: ProductWithPublished[]; total: number }> {
      const where: SQL | undefined = and(
        filter.name ? ilike(products.name, containsPattern(filter.name)) : undefined,
        filter.standard ? eq(products.standard, filter.standard) : undefined,
        filter.serviceKind ? eq(products.serviceKind, filter.serviceKind) : undefined,
        filter.status ? eq(products.status, filter.status) : undefined,
      );
      const { rows, total } = await pagedSelect(db, page, {
        count: { table: products, where },
        rows: withPublished().where(where).orderBy(desc(products.updatedAt), desc(products.productCode)),
      });
      return { rows: flatten(rows), total };
    },

    async byCode(productCode: string): Promise<ProductWithPublished | undefined> {
      const [row] = flatten(await withPublished().where(eq(products.productCode, productCode)));
      return row;
    },

    async byCodes(codes: readonly string[]): Promise<ProductRow[]> {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(products)
        .where(inArray(products.productCode, [...new Set(codes)]));
    },

    /** The product, locked until the transaction ends (concurrent edits of one product wait). */
    async lock(productCode: string): Promise<ProductWithPublished | undefined> {
      const [locked] = await db.select({ code: products.productCode }).from(products).where(eq(products.productCode, productCode)).for('update');
      if (!locked) return undefined;
      const [row] = flatten(await withPublished().where(eq(products.productCode, productCode)));
      return row;
    },

    /** Another product with this name (names are unique, ignoring case). */
    async nameTaken(name: string, exceptCode?: string): Promise<boolean> {
      const [row] = await db
        .select({ code: products.productCode })
        .from(products)
        .where(and(sql`lower(${products.name}) = lower(${name})`, exceptCode ? sql`${products.productCode} <> ${exceptCode}` : undefined))
        .limit(1);
      return Boolean(row);
    },

    async insert(values: NewProductRow): Promise<void> {
      await db.insert(products).values(values);
    },

    async update(productCode: string, changes: Partial<Omit<NewProductRow, 'productCode' | 'createdAt' | 'createdBy'>>): Promise<void> {
      await db.update(products).set(changes).where(eq(products.productCode, productCode));
    },

    async versions(productCode: string): Promise<Omit<ProductVersionRow, 'definition'>[]> {
      return db
        .select({
          productCode: productVersions.productCode,
          version: productVersions.version,
          publishedBy: productVersions.publishedBy,
          publishedAt: productVersions.publishedAt,
        })
        .from(productVersions)
        .where(eq(productVersions.productCode, productCode))
        .orderBy(desc(productVersions.version));
    },

    async version(productCode: string, version: number): Promise<ProductVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(productVersions)
        .where(and(eq(productVersions.productCode, productCode), eq(productVersions.version, version)));
      return row;
    },

    async latestVersionNumber(productCode: string): Promise<number> {
      const [row] = await db
        .select({ latest: sql<number>`coalesce(max(${productVersions.version}), 0)` })
        .from(productVersions)
        .where(eq(productVersions.productCode, productCode));
      return Number(row?.latest ?? 0);
    },

    async insertVersion(values: typeof productVersions.$inferInsert): Promise<void> {
      await db.insert(productVersions).values(values);
    },

    /** Rewrites a version's definition: only the demo documents' first fill (server/modules/products/demoDocuments.ts). */
    async replaceVersionDefinition(productCode: string, version: number, definition: ProductVersionRow['definition']): Promise<void> {
      await db
        .update(productVersions)
        .set({ definition })
        .where(and(eq(productVersions.productCode, productCode), eq(productVersions.version, version)));
    },

    /** Published products with their version on sale, by name. */
    async published(): Promise<ProductWithPublished[]> {
      return flatten(await withPublished().where(eq(products.status, 'published')).orderBy(products.name));
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
