/**
 * The mocks' operator audit log (like app.auditLog on the server): the platform console's mocks
 * record their changes here and mock/auditLog.ts lists them. Kept in memory, newest first.
 */
import type { AuditEntry } from '../../domain/auditLog/contracts';
import { type AuditEntryInput, auditSnapshot, changedFields } from '../../domain/auditLog/rules';
import type { MockCaller } from './handler';
import { onMockReset } from './state';

const state = { entries: [] as AuditEntry[], sequence: 0 };

/** Empty again (tests). */
export function resetAuditMockState(): void {
  state.entries = [];
  state.sequence = 0;
}
onMockReset(resetAuditMockState);

export function recordMockAudit(caller: MockCaller, entry: AuditEntryInput): void {
  const before = auditSnapshot(entry.before);
  const after = auditSnapshot(entry.after);
  state.sequence += 1;
  state.entries.unshift({
    id: state.sequence,
    at: new Date().toISOString(),
    actorAccountId: caller.user.accountId,
    actorName: caller.user.showName,
    actorTenantCode: caller.user.tenantPageConfig?.tenantCode ?? '',
    area: entry.area,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName: entry.targetName,
    before,
    after,
    changed: changedFields(before, after),
  });
}

export const auditEntries = (): readonly AuditEntry[] => state.entries;
