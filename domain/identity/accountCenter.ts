/**
 * Rules of the account centre (/account/*) that both the pages and their tests read. Pure.
 */
import { hiddenTabs } from '../kernel/access';
import type { AccessSubject } from '../kernel/userInfo';

/**
 * Spec §2 "Layout and other UI": the points-rule link and the invite-code copy show only for
 * customer-type tenants whose hidden tabs (the account's closeTabKeys or the tenant's hTab) do not
 * hide accountEquity.
 */
export function showsPointsRuleAndInvite(
  subject: Pick<AccessSubject, 'tenantDTO' | 'closeTabKeys' | 'tenantPageConfig'> | null | undefined,
): boolean {
  if (subject?.tenantDTO?.type !== 'customer') return false;
  return !hiddenTabs(subject).has('accountEquity');
}
