/**
 * The audit log's service: `record` (what other modules call through app.auditLog, inside their
 * own transaction so the entry and the change commit together) and the platform's paged list.
 */
import type { AuditEntry } from '../../../domain/auditLog/contracts';
import { type AuditEntryInput, auditSnapshot, changedFields } from '../../../domain/auditLog/rules';
import { chinaDayRange } from '../../../domain/kernel/chinaTime';
import type { AuditArea } from '../../../domain/enums';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import type { Repositories } from '../../db/repositories';
import type { RequestContext } from '../../http/context';
import type { AuditLogRepository, AuditRow } from './repository';

/** Who acted: the request's account (and its current tenant). */
export type AuditActor = Pick<RequestContext, 'account' | 'tenant'>;

export interface AuditLog {
  /** Appends one entry; pass the caller's transaction so the entry commits (or rolls back) with the change. */
  record(actor: AuditActor, entry: AuditEntryInput, options?: { tx?: DbOrTx }): Promise<void>;
}

export interface AuditListQuery {
  current: number;
  pageSize: number;
  area?: AuditArea;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorAccountId: row.actorAccountId,
  actorName: row.actorName,
  actorTenantCode: row.actorTenantCode,
  area: row.area,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetName: row.targetName,
  before: row.before ?? null,
  after: row.after ?? null,
  changed: changedFields(row.before, row.after),
});

export function createAuditLogService({ repos, clock }: { repos: Repositories<AuditLogRepository>; clock: Clock }) {
  return {
    async record(actor: AuditActor, entry: AuditEntryInput, options: { tx?: DbOrTx } = {}): Promise<void> {
      const repo = options.tx ? repos.within(options.tx) : repos.repo;
      await repo.insert({
        at: clock.now(),
        actorAccountId: actor.account.accountId,
        actorName: actor.account.showName,
        actorTenantCode: actor.tenant?.tenantCode ?? '',
        area: entry.area,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetName: entry.targetName,
        before: auditSnapshot(entry.before),
        after: auditSnapshot(entry.after),
      });
    },

    async list(query: AuditListQuery) {
      const { from, to } = chinaDayRange(query);
      const { rows, total } = await repos.repo.page({ area: query.area, keyword: query.keyword, from, to }, query);
      return { list: rows.map(toEntry), total, current: query.current, pageSize: query.pageSize };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
