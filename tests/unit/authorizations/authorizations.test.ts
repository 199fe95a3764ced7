import { describe, expect, it } from 'vitest';
import { AuthorizationInput } from '../../../domain/authorizations/contracts';
import { AUTHORIZATION_MACHINE, authorizationEffect, authorizationProblems, effectivePrice, isSellable } from '../../../domain/authorizations/rules';
import { subjectOf } from '../fixtures';

const TODAY = '2025-06-02';
const product = { status: 'published' as const, saleEndDate: '2027-12-31' };
const valid = {
  channelTenantCode: 'T-CH-ANHENG',
  productCode: 'PD-RA-20984',
  pricingMode: 'price',
  pricePoints: 100,
  quota: 5,
  validFrom: '2025-06-01',
  validTo: '2026-06-01',
};

describe('authorization rules', () => {
  it('prices: a fixed price, or the discounted list price rounded up, never below 1 point', () => {
    expect(effectivePrice(2000, { pricingMode: 'price', pricePoints: 1500, discountPercent: null })).toBe(1500);
    expect(effectivePrice(2000, { pricingMode: 'discount', pricePoints: null, discountPercent: 85 })).toBe(1700);
    expect(effectivePrice(999, { pricingMode: 'discount', pricePoints: null, discountPercent: 33 })).toBe(330);
    expect(effectivePrice(1, { pricingMode: 'discount', pricePoints: null, discountPercent: 1 })).toBe(1);
  });

  it.each([
    [{ quota: 0 }, '配额须为正整数'],
    [{ quota: 2.5 }, '配额须为正整数'],
    [{ pricePoints: 0 }, '价格须为正整数'],
    [{ pricePoints: null }, '价格须为正整数'],
    [{ pricingMode: 'discount', discountPercent: 100 }, '折扣须为 1–99 的整数（百分比）'],
    [{ pricingMode: 'discount', discountPercent: null }, '折扣须为 1–99 的整数（百分比）'],
    [{ validFrom: '2026-07-01' }, '有效期开始日期不能晚于结束日期'],
  ])('refuses %j with “%s”', (change, message) => {
    const parsed = AuthorizationInput.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('an authorization never outlives its product', () => {
    expect(authorizationProblems({ validFrom: TODAY, validTo: '2028-01-01' }, product, TODAY)).toEqual([
      '有效期结束日期不能晚于产品的销售截止日期 2027-12-31',
    ]);
    expect(authorizationProblems({ validFrom: '2024-01-01', validTo: '2025-01-01' }, product, TODAY)).toEqual([
      '有效期结束日期不能早于今天（2025-06-02）',
    ]);
    expect(authorizationProblems({ validFrom: TODAY, validTo: '2026-01-01' }, { ...product, status: 'withdrawn' }, TODAY)).toEqual([
      '只能授权已发布的产品',
    ]);
    expect(authorizationProblems({ validFrom: TODAY, validTo: '2027-12-31' }, product, TODAY)).toEqual([]);
  });

  it.each([
    ['active', 'published', '2025-01-01', '2026-01-01', 'effective'],
    ['active', 'published', '2025-07-01', '2026-01-01', 'notStarted'],
    ['active', 'published', '2024-01-01', '2025-06-01', 'expired'],
    ['active', 'withdrawn', '2025-01-01', '2026-01-01', 'productOffSale'],
    ['active', 'draft', '2025-01-01', '2026-01-01', 'productOffSale'],
    ['withdrawn', 'published', '2025-01-01', '2026-01-01', 'withdrawn'],
  ] as const)('%s authorization of a %s product valid %s…%s is %s', (status, productStatus, validFrom, validTo, effect) => {
    expect(authorizationEffect({ status, validFrom, validTo }, productStatus, TODAY)).toBe(effect);
    expect(isSellable(effect)).toBe(effect === 'effective');
  });

  it('the machine: withdraw once, re-authorize, only the platform manager', () => {
    const root = subjectOf(['platform-manager']);
    expect(AUTHORIZATION_MACHINE.assertMove('active', 'withdraw', root)).toBe('withdrawn');
    expect(AUTHORIZATION_MACHINE.assertMove('withdrawn', 'authorize', root)).toBe('active');
    expect(AUTHORIZATION_MACHINE.refusal('withdrawn', 'withdraw', root)).toBe('授权当前为“已撤销”，不能撤销授权');
    expect(AUTHORIZATION_MACHINE.refusal('active', 'withdraw', subjectOf(['channel-tenant-manager']))).toBe('你没有权限撤销授权该授权');
  });
});
