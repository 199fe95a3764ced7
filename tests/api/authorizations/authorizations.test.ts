import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/auditLog/contracts';
import type { AuthorizationRow, ChannelOption } from '../../../domain/authorizations/contracts';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PLATFORM_MANAGER = '13800000001';
const LIST = '/channel/authorization/getChannelPurchaseInfo';
const UPDATE = '/channel/authorization/updatePurchaseInfo';
const WITHDRAW = '/channel/authorization/withdraw';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

const authorize = {
  channelTenantCode: 'T-CH-ANHENG',
  productCode: 'PD-GAP-MLPS3',
  pricingMode: 'price',
  pricePoints: 1_500,
  discountPercent: null,
  quota: 10,
  validFrom: '2025-06-01',
  validTo: '2026-12-31',
};

describe.each(DRIVERS)('service authorization (%s)', (driver) => {
  let t: TestApp;
  let root: TestClient;

  beforeAll(async () => {
    t = await startTestApp(driver);
    root = t.client();
    expect((await root.loginWithPassword(PLATFORM_MANAGER)).body.success).toBe(true);
  });
  afterAll(async () => t?.close());

  const list = async (query: Record<string, string> = {}) => (await root.get<Page<AuthorizationRow>>(LIST, query)).body.data!;

  it('lists the channel tenants from identity, with search and approval filter', async () => {
    const all = (await root.get<ChannelOption[]>('/api/platform/channel/listAll.json')).body.data!;
    expect(all).toEqual(
      expect.arrayContaining([
        { tenantCode: 'T-CH-ANHENG', tenantZhName: '安衡咨询', approvalState: 'success' },
        { tenantCode: 'T-CH-PENDING', tenantZhName: '待审渠道', approvalState: 'submitted' },
      ]),
    );
    expect(all.every((channel) => channel.tenantCode.startsWith('T-CH-'))).toBe(true);
    expect(
      (await root.get<ChannelOption[]>('/api/platform/channel/listAll.json', { approvalState: 'success' })).body.data!.map((c) => c.tenantCode),
    ).toEqual(['T-CH-ANHENG', 'T-CH-HENGXIN']);
    expect((await root.get<ChannelOption[]>('/api/platform/channel/listAll.json', { keyword: '安衡' })).body.data).toHaveLength(1);
  });

  it('shows the demo authorizations of 安衡咨询 with prices in points, all effective and sellable', async () => {
    const page = await list({ channelTenantCode: 'T-CH-ANHENG' });
    // The five services and the three internal-auditor exams.
    expect(page.total).toBe(8);
    const mlps = page.list.find((row) => row.productCode === 'PD-GAP-MLPS3')!;
    expect(mlps).toMatchObject({
      channelName: '安衡咨询',
      pricingMode: 'discount',
      discountPercent: 85,
      listPricePoints: 2000,
      effectivePricePoints: 1700,
      effect: 'effective',
    });
    const sellable = await t.app.authorizations.sellableFor('T-CH-ANHENG');
    expect(sellable.map((item) => item.product.productCode).sort()).toEqual([
      'PD-CERT-ISO27001',
      'PD-EXAM-ANNEXA',
      'PD-EXAM-AUDIT',
      'PD-EXAM-ISO27001',
      'PD-GAP-ISO27001',
      'PD-GAP-MLPS3',
      'PD-QN-ONLINE',
      'PD-RA-20984',
    ]);
    // 安衡咨询 holds 银牌合作伙伴 (demo equity): 95 % of the authorized price (tests/api/equity).
    expect(sellable.find((item) => item.product.productCode === 'PD-RA-20984')).toMatchObject({
      pricePoints: 2470,
      authorizedPricePoints: 2600,
      quota: 20,
      product: { version: 1 },
    });
    expect(await t.app.authorizations.sellableFor('T-CH-PENDING')).toEqual([]);
  });

  it('refuses wrong input with Chinese messages naming the field, and rule breaks with every reason', async () => {
    const zero = await root.post(UPDATE, { ...authorize, quota: 0, pricePoints: -5 });
    expect(zero.body).toMatchObject({ success: false, errorCode: '400' });
    expect(zero.body.errorMsg).toContain('配额须为正整数');
    expect(zero.body.errorMsg).toContain('价格须为正整数');
    const noDiscount = await root.post(UPDATE, { ...authorize, pricingMode: 'discount', pricePoints: null });
    expect(noDiscount.body.errorMsg).toContain('折扣须为 1–99 的整数（百分比）');
    const outlives = await root.post(UPDATE, { ...authorize, validTo: '2028-01-01' });
    expect(outlives.body).toMatchObject({ success: false, errorCode: '12404', errorMsg: '有效期结束日期不能晚于产品的销售截止日期 2027-12-31' });
    const pending = await root.post(UPDATE, { ...authorize, channelTenantCode: 'T-CH-PENDING' });
    expect(pending.body).toMatchObject({ success: false, errorCode: '12402' });
    const customer = await root.post(UPDATE, { ...authorize, channelTenantCode: 'T-CU-DEMO' });
    expect(customer.body).toMatchObject({ success: false, errorCode: '12402' });
    expect((await list({ channelTenantCode: 'T-CH-ANHENG', productCode: 'PD-GAP-MLPS3' })).list[0]).toMatchObject({
      pricingMode: 'discount',
      quota: 30,
    });
  });

  it('changes an authorization, withdraws it (no longer sellable), and records both in the audit log', async () => {
    const changed = await root.post<AuthorizationRow>(UPDATE, authorize);
    expect(changed.body.success, changed.body.errorMsg).toBe(true);
    expect(changed.body.data).toMatchObject({
      authorizationCode: 'AU-DEMO-0002',
      pricingMode: 'price',
      pricePoints: 1500,
      discountPercent: null,
      effectivePricePoints: 1500,
      quota: 10,
      effect: 'effective',
    });

    const confirmWithdraw = await root.post<AuthorizationRow>(WITHDRAW, { authorizationCode: 'AU-DEMO-0002' });
    expect(confirmWithdraw.body.data).toMatchObject({ status: 'withdrawn', effect: 'withdrawn' });
    expect((await t.app.authorizations.sellableFor('T-CH-ANHENG')).map((item) => item.product.productCode)).not.toContain('PD-GAP-MLPS3');
    const twice = await root.post(WITHDRAW, { authorizationCode: 'AU-DEMO-0002' });
    expect(twice.body).toMatchObject({ success: false, errorCode: '12405', errorMsg: '授权当前为“已撤销”，不能撤销授权' });
    expect((await list({ effect: 'withdrawn' })).list.map((row) => row.authorizationCode)).toEqual(['AU-DEMO-0002']);

    const entries = (await root.get<Page<AuditEntry>>('/api/platform/auditLog/list.json', { area: 'authorizations' })).body.data!.list;
    expect(entries.map((entry) => [entry.action, entry.targetName])).toEqual([
      ['撤销授权', '安衡咨询 · 等级保护 2.0 第三级差距分析'],
      ['修改授权', '安衡咨询 · 等级保护 2.0 第三级差距分析'],
    ]);
    expect(entries[1].changed).toEqual(expect.arrayContaining(['pricingMode', 'pricePoints', 'quota']));
  });

  it('a withdrawn product makes its authorizations ineffective; only published products can be authorized', async () => {
    await root.post('/api/product/withdraw.json', { productCode: 'PD-QN-ONLINE' });
    const row = (await list({ productCode: 'PD-QN-ONLINE' })).list[0];
    expect(row).toMatchObject({ status: 'active', effect: 'productOffSale', productStatus: 'withdrawn' });
    expect((await t.app.authorizations.sellableFor('T-CH-ANHENG')).map((item) => item.product.productCode)).not.toContain('PD-QN-ONLINE');
    const refused = await root.post(UPDATE, { ...authorize, productCode: 'PD-QN-ONLINE' });
    expect(refused.body).toMatchObject({ success: false, errorCode: '12403', errorMsg: '只能授权已发布的产品' });
  });
});
