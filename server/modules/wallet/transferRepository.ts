/**
 * Data access of company bank transfer records. The submitter's own records through
 * `forAccount(scope)`; finance's view across all accounts and tenants through `crossAccount()`.
 */
import { and, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransferStatus } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { accounts, tenants, transferRecords, type TransferRecordRow } from '../../db/schema';
import { containsPattern, offsetOf, type AccountScope, type Page } from './shared';

export type NewTransferRecord = typeof transferRecords.$inferInsert;

export interface TransferFilter {
  status?: TransferStatus;
  keyword?: string;
  from?: Date;
  to?: Date;
}

const auditor = alias(accounts, 'auditor');

export function createTransferRepository(db: DbOrTx) {
  const ownerSelect = () =>
    db
      .select({
        record: transferRecords,
        accountName: accounts.showName,
        accountPhone: accounts.phone,
        tenantZhName: tenants.tenantZhName,
        tenantType: tenants.type,
        auditorName: auditor.showName,
      })
      .from(transferRecords)
      .innerJoin(accounts, eq(accounts.accountId, transferRecords.accountId))
      .innerJoin(tenants, eq(tenants.tenantCode, transferRecords.tenantCode))
      .leftJoin(auditor, eq(auditor.accountId, transferRecords.auditedBy));

  function adminWhere(filter: TransferFilter): SQL | undefined {
    const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
    return and(
      filter.status ? eq(transferRecords.status, filter.status) : undefined,
      filter.from ? gte(transferRecords.createdAt, filter.from) : undefined,
      filter.to ? lt(transferRecords.createdAt, filter.to) : undefined,
      keyword
        ? or(
            ilike(transferRecords.recordCode, keyword),
            ilike(transferRecords.payerName, keyword),
            ilike(accounts.showName, keyword),
            ilike(accounts.phone, keyword),
            ilike(tenants.tenantZhName, keyword),
          )
        : undefined,
    );
  }

  return {
    forAccount(scope: AccountScope) {
      const own = (...conditions: (SQL | undefined)[]) => and(eq(transferRecords.accountId, scope.accountId), ...conditions) as SQL;
      return {
        insert: (values: Omit<NewTransferRecord, 'accountId'>) =>
          db
            .insert(transferRecords)
            .values({ ...values, accountId: scope.accountId })
            .returning()
            .then(([row]) => row),

        async list(status: TransferStatus | undefined, page: Page) {
          const where = own(status ? eq(transferRecords.status, status) : undefined);
          const [rows, [{ total }]] = await Promise.all([
            db
              .select()
              .from(transferRecords)
              .where(where)
              .orderBy(desc(transferRecords.createdAt), desc(transferRecords.recordCode))
              .limit(page.pageSize)
              .offset(offsetOf(page)),
            db.select({ total: count() }).from(transferRecords).where(where),
          ]);
          return { rows, total };
        },
      };
    },

    /** Finance: every account's records, explicitly. */
    crossAccount() {
      return {
        async lock(recordCode: string): Promise<TransferRecordRow | undefined> {
          const [row] = await db.select().from(transferRecords).where(eq(transferRecords.recordCode, recordCode)).for('update');
          return row;
        },

        async withOwner(recordCode: string) {
          const [row] = await ownerSelect().where(eq(transferRecords.recordCode, recordCode));
          return row;
        },

        async list(filter: TransferFilter, page: Page) {
          const where = adminWhere(filter);
          const [rows, [{ total }]] = await Promise.all([
            ownerSelect()
              .where(where)
              .orderBy(desc(transferRecords.createdAt), desc(transferRecords.recordCode))
              .limit(page.pageSize)
              .offset(offsetOf(page)),
            db
              .select({ total: count() })
              .from(transferRecords)
              .innerJoin(accounts, eq(accounts.accountId, transferRecords.accountId))
              .innerJoin(tenants, eq(tenants.tenantCode, transferRecords.tenantCode))
              .where(where),
          ]);
          return { rows, total };
        },

        async audit(recordCode: string, values: { status: TransferStatus; auditRemark: string; auditedBy: string; auditedAt: Date }): Promise<void> {
          await db.update(transferRecords).set(values).where(eq(transferRecords.recordCode, recordCode));
        },

        /** Whether a live (not rejected) record already rests on one of these voucher files. */
        async voucherUsed(voucherObjectIds: readonly string[]): Promise<boolean> {
          if (voucherObjectIds.length === 0) return false;
          const [row] = await db
            .select({ recordCode: transferRecords.recordCode })
            .from(transferRecords)
            .where(and(ne(transferRecords.status, 'rejected'), inArray(transferRecords.voucherObjectId, [...voucherObjectIds])))
            .limit(1);
          return !!row;
        },
      };
    },
  };
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;
export type TransferWithOwner = NonNullable<Awaited<ReturnType<ReturnType<TransferRepository['crossAccount']>['withOwner']>>>;
