/**
 * The customers area's queries: customer profiles and consultations, always scoped by the
 * channels the caller may see (server/tenancy.ts pattern). A `ChannelsScope` is built only by
 * the service from the session (own channel; plus direct sub-channels for the channel tenant
 * manager; `all` for the platform's read-only view); writes go through `forChannel(own)`, so a
 * channel can only ever change its own rows.
 */
import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, isAnyOf, type Page } from '../../db/query';
import { type ConsultationRow, type CustomerProfileRow, consultations, customerProfiles } from '../../db/schema';

type NewProfile = typeof customerProfiles.$inferInsert;
type NewConsultation = typeof consultations.$inferInsert;

/** The channels whose customers a caller may read: a list, or every channel (the platform). */
export type ChannelsScope = { readonly all: true } | { readonly all: false; readonly channels: readonly string[] };

export interface ProfileFilter {
  keyword?: string;
  /** Industry code prefixes (a section letter expands to its divisions); any of them matches. */
  industryPrefixes?: readonly string[];
  regionPrefix?: string;
  size?: CustomerProfileRow['size'];
  channelTenantCode?: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createCustomersRepository(db: DbOrTx) {
  /** `tenant_code in scope`: the first condition of every read. */
  const inScope = (scope: ChannelsScope): SQL | undefined =>
    scope.all
      ? undefined
      : scope.channels.length
        ? isAnyOf(customerProfiles.tenantCode, scope.channels)
        : eq(customerProfiles.tenantCode, '\u0000none');

  const consultationsInScope = (scope: ChannelsScope): SQL | undefined =>
    scope.all ? undefined : scope.channels.length ? isAnyOf(consultations.tenantCode, scope.channels) : eq(consultations.tenantCode, '\u0000none');

  return {
    /** Reads across the channels of `scope`. */
    forChannels(scope: ChannelsScope) {
      return {
        async pageProfiles(filter: ProfileFilter, page: Page): Promise<{ rows: CustomerProfileRow[]; total: number }> {
          const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
          const where = and(
            inScope(scope),
            pattern
              ? or(
                  ilike(customerProfiles.companyName, pattern),
                  ilike(customerProfiles.creditCode, pattern),
                  ilike(customerProfiles.contactName, pattern),
                  ilike(customerProfiles.contactPhone, pattern),
                )
              : undefined,
            filter.industryPrefixes
              ? filter.industryPrefixes.length
                ? or(...filter.industryPrefixes.map((prefix) => like(customerProfiles.industryCode, `${escapeLike(prefix)}%`)))
                : eq(customerProfiles.industryCode, '\u0000none')
              : undefined,
            filter.regionPrefix ? like(customerProfiles.regionCode, `${escapeLike(filter.regionPrefix)}%`) : undefined,
            filter.size ? eq(customerProfiles.size, filter.size) : undefined,
            filter.channelTenantCode ? eq(customerProfiles.tenantCode, filter.channelTenantCode) : undefined,
          );
          return pagedSelect(db, page, {
            count: { table: customerProfiles, where },
            rows: db.select().from(customerProfiles).where(where).orderBy(desc(customerProfiles.createdAt), asc(customerProfiles.customerTenantCode)),
          });
        },

        /** The profile of a customer, when one of the scope's channels serves it. */
        async profile(customerTenantCode: string): Promise<CustomerProfileRow | undefined> {
          const [row] = await db
            .select()
            .from(customerProfiles)
            .where(and(inScope(scope), eq(customerProfiles.customerTenantCode, customerTenantCode)))
            .orderBy(asc(customerProfiles.createdAt))
            .limit(1);
          return row;
        },

        /** Consultations recorded per customer (keys: customer tenant codes of one page). */
        async consultationCounts(customerTenantCodes: readonly string[]): Promise<Map<string, number>> {
          if (customerTenantCodes.length === 0) return new Map();
          const rows = await db
            .select({ customer: consultations.customerTenantCode, total: count() })
            .from(consultations)
            .where(and(consultationsInScope(scope), inArray(consultations.customerTenantCode, [...new Set(customerTenantCodes)])))
            .groupBy(consultations.customerTenantCode);
          return new Map(rows.map((row) => [row.customer, Number(row.total)]));
        },

        async pageConsultations(
          channelTenantCode: string,
          customerTenantCode: string,
          page: Page,
        ): Promise<{ rows: ConsultationRow[]; total: number }> {
          const where = and(
            consultationsInScope(scope),
            eq(consultations.tenantCode, channelTenantCode),
            eq(consultations.customerTenantCode, customerTenantCode),
          );
          return pagedSelect(db, page, {
            count: { table: consultations, where },
            rows: db.select().from(consultations).where(where).orderBy(desc(consultations.consultationDate), desc(consultations.id)),
          });
        },
      };
    },

    /** Reads and writes of the caller's own channel. */
    forChannel(channelTenantCode: string) {
      const mine = (...conditions: (SQL | undefined)[]) => and(eq(customerProfiles.tenantCode, channelTenantCode), ...conditions);
      return {
        async profile(customerTenantCode: string): Promise<CustomerProfileRow | undefined> {
          const [row] = await db
            .select()
            .from(customerProfiles)
            .where(mine(eq(customerProfiles.customerTenantCode, customerTenantCode)))
            .for('update');
          return row;
        },

        async profileWithCreditCode(creditCode: string): Promise<CustomerProfileRow | undefined> {
          const [row] = await db
            .select()
            .from(customerProfiles)
            .where(mine(eq(customerProfiles.creditCode, creditCode)));
          return row;
        },

        async insertProfile(values: Omit<NewProfile, 'tenantCode'>): Promise<CustomerProfileRow> {
          const [row] = await db
            .insert(customerProfiles)
            .values({ ...values, tenantCode: channelTenantCode })
            .returning();
          return row;
        },

        async updateProfile(
          customerTenantCode: string,
          values: Partial<Omit<NewProfile, 'tenantCode' | 'customerTenantCode' | 'createdAt' | 'createdBy' | 'pmAccountId'>>,
        ): Promise<CustomerProfileRow> {
          const [row] = await db
            .update(customerProfiles)
            .set(values)
            .where(mine(eq(customerProfiles.customerTenantCode, customerTenantCode)))
            .returning();
          return row;
        },

        async insertConsultation(values: Omit<NewConsultation, 'tenantCode' | 'id'>): Promise<ConsultationRow> {
          const [row] = await db
            .insert(consultations)
            .values({ ...values, tenantCode: channelTenantCode })
            .returning();
          return row;
        },
      };
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
