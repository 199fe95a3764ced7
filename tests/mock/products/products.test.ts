/**
 * The product and authorization mocks: the same rules as the server (validation problems before
 * publishing, the state machine, "an authorization never outlives its product"), answers valid
 * against the contracts, the platform manager only.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { authorizationContracts as a } from '../../../domain/authorizations/contracts';
import { type AnyContract, envelopeOf } from '../../../domain/kernel/contract';
import { type ProductDetail, productContracts as p } from '../../../domain/products/contracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { authorizationsMockHandlers, resetAuthorizationsMockState } from '../../../mock/authorizations';
import type { MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockRequest } from '../../../mock/lib/handler';
import { productsMockHandlers, resetProductsMockState } from '../../../mock/products';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((account) => account.phone === phone)! });
const platform = sessionOf('13800000001');
const handlers = { ...productsMockHandlers, ...authorizationsMockHandlers };
const call = (contract: AnyContract, request: Partial<MockRequest> = {}): MockAnswer => {
  const answer = handlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, session: platform, ...request });
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return answer;
};

beforeEach(() => {
  resetProductsMockState();
  resetAuthorizationsMockState();
});

describe('product and authorization mocks', () => {
  it('refuse everyone but the platform manager', () => {
    expect(call(p.productList, { session: sessionOf('13800000002') }).envelope.errorCode).toBe('403');
    expect(call(a.getChannelPurchaseInfo, { session: sessionOf('13800000011') }).envelope.errorCode).toBe('403');
  });

  it('list the four demo products and the authorizations of 安衡咨询 with prices in points', () => {
    expect((call(p.productList).envelope.data as { total: number }).total).toBe(4);
    const rows = (
      call(a.getChannelPurchaseInfo, { query: { channelTenantCode: 'T-CH-ANHENG' } }).envelope.data as {
        list: { effectivePricePoints: number; effect: string }[];
      }
    ).list;
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.effect === 'effective' && row.effectivePricePoints > 0)).toBe(true);
  });

  it('create a draft, name every problem, refuse to publish it, and refuse a bad price naming the field', () => {
    const bad = call(p.productSave, {
      body: {
        basic: {
          name: '新产品',
          serviceKind: 'gapAnalysis',
          standard: 'iso',
          projectCreateType: 'iso',
          pricePoints: 0,
          deliveryDays: 5,
          saleEndDate: '2027-12-31',
        },
      },
    });
    expect(bad.envelope.errorMsg).toContain('价格须为正整数');
    const created = call(p.productSave, {
      body: {
        basic: {
          name: '新产品',
          serviceKind: 'gapAnalysis',
          standard: 'iso',
          projectCreateType: 'iso',
          pricePoints: 900,
          deliveryDays: 5,
          saleEndDate: '2027-12-31',
        },
      },
    });
    const code = (created.envelope.data as { productCode: string }).productCode;
    const check = call(p.productValidate, { body: { productCode: code } }).envelope.data as { valid: boolean; problems: string[] };
    expect(check.valid).toBe(false);
    expect(check.problems).toContain('文档：请上传作业指导书');
    expect(call(p.productPublish, { body: { productCode: code } }).envelope.errorCode).toBe('12002');
  });

  it('answers the demo products as valid, with the documents the server writes for them', () => {
    for (const code of ['PD-RA-20984', 'PD-GAP-MLPS3', 'PD-GAP-ISO27001', 'PD-QN-ONLINE']) {
      expect(call(p.productValidate, { body: { productCode: code } }).envelope.data).toEqual({ valid: true, problems: [] });
    }
    const detail = call(p.productDetail, { query: { productCode: 'PD-RA-20984' } }).envelope.data as ProductDetail;
    expect(detail.draft.documents.inspectionStandard?.fileName).toBe('信息安全风险评估（GB/T 20984-2022）-检查标准.docx');
    expect(detail.dirty).toBe(false);
  });

  it('withdraw a product: its authorization is no longer effective and cannot be renewed', () => {
    call(p.productWithdraw, { body: { productCode: 'PD-QN-ONLINE' } });
    const row = (call(a.getChannelPurchaseInfo, { query: { productCode: 'PD-QN-ONLINE' } }).envelope.data as { list: { effect: string }[] }).list[0];
    expect(row.effect).toBe('productOffSale');
    const renewed = call(a.updatePurchaseInfo, {
      body: {
        channelTenantCode: 'T-CH-ANHENG',
        productCode: 'PD-QN-ONLINE',
        pricingMode: 'price',
        pricePoints: 300,
        quota: 5,
        validFrom: '2025-06-01',
        validTo: '2026-06-01',
      },
    });
    expect(renewed.envelope).toMatchObject({ success: false, errorCode: '12403' });
    const outlives = call(a.updatePurchaseInfo, {
      body: {
        channelTenantCode: 'T-CH-ANHENG',
        productCode: 'PD-RA-20984',
        pricingMode: 'price',
        pricePoints: 300,
        quota: 5,
        validFrom: '2025-06-01',
        validTo: '2029-01-01',
      },
    });
    expect(outlives.envelope.errorMsg).toBe('有效期结束日期不能晚于产品的销售截止日期 2027-12-31');
  });
});
