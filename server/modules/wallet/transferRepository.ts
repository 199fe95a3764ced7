/**
 * Data access of company bank transfer records. The submitter's own records through
 * `forAccount(scope)`; finance's view across all accounts and tenants through `crossAccount()`.
 * Only this module's table: the names of a record's account, tenant and auditor come from
 * identity's directory (transfers.ts), and a keyword search across them arrives as the matching
 * ids (`KeywordOwners`).
 */
import { and, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import type { TransferStatus } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { transferRecords, type TransferRecordRow } from '../../db/schema';
import { containsPattern, isAnyOf, type AccountScope, type KeywordOwners, type Page } from './shared';

export type NewTransferRecord = typeof transferRecords.$inferInsert;

export interface TransferFilter {
  status?: TransferStatus;
  keyword?: string;
  from?: Date;
  to?: Date;
}

/** Finance's filter as the repository applies it: the keyword also matches these owners' records. */
export interface TransferSearch extends TransferFilter {
  keywordOwners?: KeywordOwners;
}

export function createTransferRepository(db: DbOrTx) {
  function adminWhere(filter: TransferSearch): SQL | undefined {
    const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
    const owners = filter.keywordOwners;
    return and(
      filter.status ? eq(transferRecords.status, filter.status) : undefined,
      filter.from ? gte(transferRecords.createdAt, filter.from) : undefined,
      filter.to ? lt(transferRecords.createdAt, filter.to) : undefined,
      keyword
        ? or(
            ilike(transferRecords.recordCode, keyword),
            ilike(transferRecords.payerName, keyword),
            owners?.accountIds.length ? isAnyOf(transferRecords.accountId, owners.accountIds) : undefined,
            owners?.tenantCodes.length ? isAnyOf(transferRecords.tenantCode, owners.tenantCodes) : undefined,
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
          return pagedSelect(db, page, {
            count: { table: transferRecords, where },
            rows: db.select().from(transferRecords).where(where).orderBy(desc(transferRecords.createdAt), desc(transferRecords.recordCode)),
            parallel: true,
          });
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

        async byCode(recordCode: string): Promise<TransferRecordRow | undefined> {
          const [row] = await db.select().from(transferRecords).where(eq(transferRecords.recordCode, recordCode));
          return row;
        },

        async list(filter: TransferSearch, page: Page): Promise<{ rows: TransferRecordRow[]; total: number }> {
          const where = adminWhere(filter);
          return pagedSelect(db, page, {
            count: { table: transferRecords, where },
            rows: db.select().from(transferRecords).where(where).orderBy(desc(transferRecords.createdAt), desc(transferRecords.recordCode)),
            parallel: true,
          });
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
