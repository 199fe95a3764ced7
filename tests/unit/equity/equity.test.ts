import { describe, expect, it } from 'vitest';
import { EquityApplyInput, EquityReviewInput } from '../../../domain/equity/contracts';
import { DEMO_EQUITY_APPLICATIONS, DEMO_EQUITY_GRANTS } from '../../../domain/demo';
import {
  EQUITY_APPLICATION_MACHINE,
  EQUITY_LEVELS,
  discountLabel,
  equityLevelOf,
  equityPrice,
  grantAt,
  isOpenApplication,
  levelRefusal,
  licenceRefusal,
  reviewRefusal,
} from '../../../domain/equity/rules';
import { effectivePrice } from '../../../domain/authorizations/rules';
import { ApprovalState, EquityLevel } from '../../../domain/enums';
import { subjectOf } from '../fixtures';

const channelManager = subjectOf(['channel-tenant-manager']);
const channelSubManager = subjectOf(['channel-tenant-sub-manager']);
const platformManager = subjectOf(['platform-manager']);
const subPlatformManager = subjectOf(['subPlatformManager']);
const hidden = subjectOf(['channel-tenant-manager'], { tenantPageConfig: { hTab: 'accountEquity' } });

describe('equity levels', () => {
  it('are one per EquityLevel code, ranked upwards with falling discounts', () => {
    expect(EQUITY_LEVELS.map((level) => level.levelCode)).toEqual(EquityLevel.values);
    expect(EQUITY_LEVELS.map((level) => level.name)).toEqual(EquityLevel.values.map((code) => EquityLevel.label(code)));
    for (let i = 1; i < EQUITY_LEVELS.length; i++) {
      expect(EQUITY_LEVELS[i].rank).toBeGreaterThan(EQUITY_LEVELS[i - 1].rank);
      expect(EQUITY_LEVELS[i].discountPercent).toBeLessThan(EQUITY_LEVELS[i - 1].discountPercent);
    }
    expect(equityLevelOf('standard').discountPercent).toBe(100);
    expect(EQUITY_LEVELS.map((level) => discountLabel(level.discountPercent))).toEqual(['无折扣', '9.5 折', '9 折', '8.5 折']);
  });

  it('the demo grants carry their level’s discount; the demo has at most one open application per channel', () => {
    for (const grant of DEMO_EQUITY_GRANTS) expect(grant.discountPercent).toBe(equityLevelOf(grant.levelCode).discountPercent);
    const open = DEMO_EQUITY_APPLICATIONS.filter((row) => isOpenApplication(row.state)).map((row) => row.tenantCode);
    expect(new Set(open).size).toBe(open.length);
  });
});

describe('equity price', () => {
  it.each([
    [2600, null, 2600],
    [2600, 100, 2600],
    [2600, 95, 2470],
    [2600, 90, 2340],
    [1700, 90, 1530],
    [999, 85, 850],
    [1, 85, 1],
  ])('%i points with discount %s → %i', (price, discount, expected) => {
    expect(equityPrice(price, discount)).toBe(expected);
  });

  it('applies on top of the authorized price (effectivePrice)', () => {
    const authorized = effectivePrice(2000, { pricingMode: 'discount', pricePoints: null, discountPercent: 85 });
    expect(equityPrice(authorized, 90)).toBe(1530);
  });

  it('the grant in force at an instant is the latest started at or before it', () => {
    const grants = [
      { levelCode: 'silver' as const, discountPercent: 95, effectiveFrom: '2025-03-01T02:00:00.000Z' },
      { levelCode: 'gold' as const, discountPercent: 90, effectiveFrom: '2025-06-02T02:00:00.000Z' },
    ];
    expect(grantAt(grants, new Date('2025-02-28T00:00:00Z'))).toBeUndefined();
    expect(grantAt(grants, new Date('2025-03-01T02:00:00Z'))?.levelCode).toBe('silver');
    expect(grantAt(grants, new Date('2025-06-02T01:59:59Z'))?.levelCode).toBe('silver');
    expect(grantAt(grants, new Date('2025-06-02T02:00:00Z'))?.levelCode).toBe('gold');
    expect(grantAt([...grants].reverse(), new Date('2026-01-01T00:00:00Z'))?.levelCode).toBe('gold');
  });
});

describe('application rules', () => {
  it('only a higher level may be applied for', () => {
    expect(levelRefusal('standard', 'silver')).toBeNull();
    expect(levelRefusal('silver', 'strategic')).toBeNull();
    expect(levelRefusal('silver', 'silver')).toBe('当前已是“银牌合作伙伴”，只能申请更高的权益等级');
    expect(levelRefusal('gold', 'silver')).toBe('当前已是“金牌合作伙伴”，只能申请更高的权益等级');
  });

  it('a submission accepts the latest accountRight licence version', () => {
    expect(licenceRefusal(1, 1)).toBeNull();
    expect(licenceRefusal(null, 1)).toBe('请阅读并同意最新版本的《用户服务协议》后再提交');
    expect(licenceRefusal(1, 2)).toBe('《用户服务协议》已更新，请阅读并同意最新版本（第 2 版）后再提交');
    expect(licenceRefusal(null, null)).toBeNull();
  });

  it('a rejection needs a reason', () => {
    expect(reviewRefusal('approve', undefined)).toBeNull();
    expect(reviewRefusal('reject', '材料不足')).toBeNull();
    expect(reviewRefusal('reject', '  ')).toBe('驳回时请填写驳回原因');
    expect(reviewRefusal('reject', null)).toBe('驳回时请填写驳回原因');
  });

  it('validates the apply and review bodies with Chinese messages', () => {
    const empty = EquityApplyInput.safeParse({ levelCode: 'gold', reason: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toContain('请填写申请说明');
    expect(EquityApplyInput.parse({ levelCode: 'gold', reason: '说明' })).toMatchObject({ submit: false, licenceVersion: null });
    expect(EquityApplyInput.safeParse({ levelCode: 'platinum', reason: '说明' }).success).toBe(false);
    expect(EquityReviewInput.safeParse({ applicationCode: 'EQ1', decision: 'maybe' }).success).toBe(false);
  });

  it('open applications are drafts and submitted ones', () => {
    expect(ApprovalState.values.filter(isOpenApplication)).toEqual(['inhand', 'submitted']);
  });
});

describe('application machine', () => {
  const M = EQUITY_APPLICATION_MACHINE;

  it.each([
    ['inhand', 'save', channelManager, null],
    ['inhand', 'submit', channelManager, null],
    ['submitted', 'withdraw', channelManager, null],
    ['submitted', 'approve', platformManager, null],
    ['submitted', 'reject', subPlatformManager, null],
    ['submitted', 'approve', channelManager, '你没有权限审核通过该权益申请'],
    ['inhand', 'submit', channelSubManager, '你没有权限提交该权益申请'],
    ['inhand', 'submit', hidden, '你没有权限提交该权益申请'],
    ['inhand', 'approve', platformManager, '权益申请当前为“处理中”，不能审核通过'],
    ['success', 'reject', platformManager, '权益申请当前为“已通过”，不能驳回'],
    ['rejected', 'withdraw', channelManager, '权益申请当前为“已驳回”，不能撤回'],
    ['submitted', 'submit', channelManager, '权益申请当前为“已提交”，不能提交'],
  ] as const)('%s --%s--> by %#: %s', (state, action, subject, refusal) => {
    expect(M.refusal(state, action, subject)).toBe(refusal);
  });

  it('offers the channel withdraw and the platform approve/reject on a submitted application; nothing once decided', () => {
    expect(M.allowedActions('submitted', channelManager).map((move) => move.action)).toEqual(['withdraw']);
    expect(M.allowedActions('submitted', platformManager).map((move) => move.action)).toEqual(['approve', 'reject']);
    expect(M.allowedActions('inhand', channelManager).map((move) => move.action)).toEqual(['save', 'submit']);
    expect(M.allowedActions('success', platformManager)).toEqual([]);
    expect(M.allowedActions('rejected', channelManager)).toEqual([]);
  });
});
