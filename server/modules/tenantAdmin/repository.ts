/**
 * tenantAdmin's own tables: channel company details, channel review history, certification
 * bodies. Platform-wide reads by tenant code (the platform console administers every tenant);
 * identity's tenants and accounts are reached only through app.identityAdmin.
 */
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import { certBodies, channelProfiles, channelReviews, type CertBodyRow, type ChannelProfileRow, type ChannelReviewRow } from '../../db/schema';

type NewProfile = typeof channelProfiles.$inferInsert;
type NewReview = typeof channelReviews.$inferInsert;
type NewCertBody = typeof certBodies.$inferInsert;

export function createTenantAdminRepository(db: DbOrTx) {
  return {
    // ---- channel profiles -----------------------------------------------------------------
    async profileCodesMatching(keyword: string, limit = 200): Promise<string[]> {
      const pattern = containsPattern(keyword);
      const rows = await db
        .select({ tenantCode: channelProfiles.tenantCode })
        .from(channelProfiles)
        .where(or(ilike(channelProfiles.companyName, pattern), ilike(channelProfiles.creditCode, pattern)))
        .limit(limit);
      return rows.map((row) => row.tenantCode);
    },

    async profilesOf(codes: readonly string[]): Promise<ChannelProfileRow[]> {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(channelProfiles)
        .where(inArray(channelProfiles.tenantCode, [...codes]));
    },

    async profile(tenantCode: string): Promise<ChannelProfileRow | undefined> {
      const [row] = await db.select().from(channelProfiles).where(eq(channelProfiles.tenantCode, tenantCode));
      return row;
    },

    async upsertProfile(values: NewProfile): Promise<ChannelProfileRow> {
      const { tenantCode, ...rest } = values;
      const [row] = await db.insert(channelProfiles).values(values).onConflictDoUpdate({ target: channelProfiles.tenantCode, set: rest }).returning();
      return row;
    },

    // ---- channel reviews ------------------------------------------------------------------
    async insertReview(values: NewReview): Promise<ChannelReviewRow> {
      const [row] = await db.insert(channelReviews).values(values).returning();
      return row;
    },

    /** The latest review of each of these tenants. */
    async latestReviewsOf(codes: readonly string[]): Promise<ChannelReviewRow[]> {
      if (codes.length === 0) return [];
      return db
        .selectDistinctOn([channelReviews.tenantCode])
        .from(channelReviews)
        .where(inArray(channelReviews.tenantCode, [...codes]))
        .orderBy(asc(channelReviews.tenantCode), desc(channelReviews.reviewedAt), desc(channelReviews.id));
    },

    // ---- certification bodies -------------------------------------------------------------
    async pageCertBodies(filter: { keyword?: string; alsoCodes?: readonly string[] }, page: Page): Promise<{ rows: CertBodyRow[]; total: number }> {
      const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
      const where: SQL | undefined = pattern
        ? or(
            ilike(certBodies.cnasNo, pattern),
            ilike(certBodies.creditCode, pattern),
            ilike(certBodies.contactName, pattern),
            ilike(certBodies.scopes, pattern),
            filter.alsoCodes?.length ? inArray(certBodies.tenantCode, [...filter.alsoCodes]) : undefined,
          )
        : undefined;
      return pagedSelect(db, page, {
        count: { table: certBodies, where },
        rows: db.select().from(certBodies).where(where).orderBy(desc(certBodies.createdAt), asc(certBodies.tenantCode)),
      });
    },

    async certBody(tenantCode: string): Promise<CertBodyRow | undefined> {
      const [row] = await db.select().from(certBodies).where(eq(certBodies.tenantCode, tenantCode));
      return row;
    },

    async certBodyWithCnas(cnasNo: string, exceptCode?: string): Promise<CertBodyRow | undefined> {
      const [row] = await db
        .select()
        .from(certBodies)
        .where(and(eq(certBodies.cnasNo, cnasNo), exceptCode ? ne(certBodies.tenantCode, exceptCode) : undefined));
      return row;
    },

    async insertCertBody(values: NewCertBody): Promise<CertBodyRow> {
      const [row] = await db.insert(certBodies).values(values).returning();
      return row;
    },

    async updateCertBody(
      tenantCode: string,
      values: Partial<Omit<NewCertBody, 'tenantCode' | 'createdAt' | 'managerAccountId'>>,
    ): Promise<CertBodyRow> {
      const [row] = await db.update(certBodies).set(values).where(eq(certBodies.tenantCode, tenantCode)).returning();
      return row;
    },
  };
}

export type TenantAdminRepository = ReturnType<typeof createTenantAdminRepository>;
