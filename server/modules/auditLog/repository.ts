/** The audit log's one table: insert and page. Platform-wide (the platform's own record), not tenant-owned. */
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditArea } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  area?: AuditArea;
  keyword?: string;
  from?: Date;
  to?: Date;
}

export function createAuditLogRepository(db: DbOrTx) {
  return {
    async insert(values: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(values);
    },

    async page(filter: AuditFilter, page: Page): Promise<{ rows: AuditRow[]; total: number }> {
      const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
      const where: SQL | undefined = and(
        filter.area ? eq(auditLog.area, filter.area) : undefined,
        filter.from ? gte(auditLog.at, filter.from) : undefined,
        filter.to ? lt(auditLog.at, filter.to) : undefined,
        pattern
          ? or(
              ilike(auditLog.action, pattern),
              ilike(auditLog.targetName, pattern),
              ilike(auditLog.targetId, pattern),
              ilike(auditLog.actorName, pattern),
            )
          : undefined,
      );
      return pagedSelect(db, page, {
        count: { table: auditLog, where },
        rows: db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)),
      });
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
