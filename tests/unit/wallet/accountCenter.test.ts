/** The points-rule link and invite-code copy rule (spec §2), as a table. */
import { describe, expect, it } from 'vitest';
import { showsPointsRuleAndInvite } from '../../../domain/identity/accountCenter';
import type { TenantType } from '../../../domain/enums';

const subject = (type: TenantType | null, closeTabKeys: string[] = [], hTab = '') => ({
  tenantDTO: type ? { type, approvalState: 'success' as const } : null,
  closeTabKeys,
  tenantPageConfig: { hTab },
});

describe('showsPointsRuleAndInvite', () => {
  it.each([
    // tenant type, closeTabKeys, hTab, shown
    ['customer', [], '', true],
    ['customer', ['project'], 'partnerManage', true],
    ['customer', ['accountEquity'], '', false],
    ['customer', [' accountEquity '], '', false],
    ['customer', [], 'project,accountEquity', false],
    ['customer', [], ' accountEquity', false],
    ['channel', [], '', false],
    ['channel', ['accountEquity'], '', false],
    ['platform', [], '', false],
    ['cb', [], '', false],
    [null, [], '', false],
  ] as const)('%s tenant, closeTabKeys %j, hTab %j → %s', (type, closeTabKeys, hTab, shown) => {
    expect(showsPointsRuleAndInvite(subject(type, [...closeTabKeys], hTab))).toBe(shown);
  });

  it('no user info shows nothing', () => {
    expect(showsPointsRuleAndInvite(undefined)).toBe(false);
    expect(showsPointsRuleAndInvite(null)).toBe(false);
  });

  it('a tenant without a page configuration reads only closeTabKeys', () => {
    expect(showsPointsRuleAndInvite({ ...subject('customer'), tenantPageConfig: null })).toBe(true);
    expect(showsPointsRuleAndInvite({ ...subject('customer', ['accountEquity']), tenantPageConfig: null })).toBe(false);
  });
});
