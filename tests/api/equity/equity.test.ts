/**
 * Account equity through the API: the channel manager's level and applications, apply (draft,
 * submit with the licence), withdraw, the platform's review list and decision, refusals that
 * change nothing, tenant isolation, and the marketplace price: discounted from the approval
 * instant on, never retroactively.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/auditLog/contracts';
import type { EquityApplication, EquityLevelInfo, MyEquity } from '../../../domain/equity/contracts';
import { equityApplications, equityGrants } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PLATFORM_MANAGER = '13800000001';
const SUB_PLATFORM_MANAGER = '13800000002';
const CHANNEL_MANAGER = '13800000011';
const CHANNEL_SUB_MANAGER = '13800000012';
const PENDING_MANAGER = '13800000015';
const CUSTOMER_PM = '13800000021';
const CB_MANAGER = '13800000031';

const MINE = '/api/equity/mine.json';
const APPLY = '/api/equity/apply.json';
const WITHDRAW = '/api/equity/withdraw.json';
const LIST = '/api/platform/equity/list.json';
const REVIEW = '/api/platform/equity/review.json';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

describe.each(DRIVERS)('account equity (%s)', (driver) => {
  let t: TestApp;
  let root: TestClient;
  let sub: TestClient;
  let channel: TestClient;
  /** The manager of T-CH-PENDING, admitted in the cross-tenant test. */
  let other: TestClient;

  beforeAll(async () => {
    t = await startTestApp(driver);
    root = t.client();
    sub = t.client();
    channel = t.client();
    other = t.client();
    for (const [client, phone] of [
      [root, PLATFORM_MANAGER],
      [sub, SUB_PLATFORM_MANAGER],
      [channel, CHANNEL_MANAGER],
      [other, PENDING_MANAGER],
    ] as const)
      expect((await client.loginWithPassword(phone)).body.success).toBe(true);
  });
  afterAll(async () => t?.close());

  const mine = async (client = channel) => {
    const answer = await client.get<MyEquity>(MINE);
    expect(answer.body.success, answer.body.errorMsg).toBe(true);
    return answer.body.data!;
  };
  const list = async (query: Record<string, string> = {}) => (await root.get<Page<EquityApplication>>(LIST, query)).body.data!;
  const fingerprint = async () =>
    JSON.stringify([
      await t.database.db.select().from(equityApplications).orderBy(equityApplications.applicationCode),
      await t.database.db.select().from(equityGrants).orderBy(equityGrants.grantCode),
    ]);
  const priceOf = async (productCode: string, at?: Date) =>
    (await t.app.authorizations.sellableFor('T-CH-ANHENG', at)).find((item) => item.product.productCode === productCode)?.pricePoints;

  it('shows the levels, and 安衡咨询 holding 银牌合作伙伴 with its 金牌 application waiting for review', async () => {
    const levels = (await channel.get<EquityLevelInfo[]>('/api/equity/levels.json')).body.data!;
    expect(levels.map((level) => [level.levelCode, level.name, level.discountPercent])).toEqual([
      ['standard', '普通渠道', 100],
      ['silver', '银牌合作伙伴', 95],
      ['gold', '金牌合作伙伴', 90],
      ['strategic', '战略合作伙伴', 85],
    ]);
    const current = await mine();
    expect(current).toMatchObject({ tenantCode: 'T-CH-ANHENG', tenantZhName: '安衡咨询', levelCode: 'silver', discountPercent: 95 });
    expect(current.grants).toHaveLength(1);
    expect(current.applications.map((row) => [row.applicationCode, row.levelCode, row.state])).toEqual([
      ['EQ-DEMO-0002', 'gold', 'submitted'],
      ['EQ-DEMO-0001', 'silver', 'success'],
    ]);
    expect(current.applications[1]).toMatchObject({ applicantName: '渠道管理员', reviewerName: '平台管理员', licenceVersion: 1 });

    const page = await list();
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({ applicationCode: 'EQ-DEMO-0002', tenantZhName: '安衡咨询', state: 'submitted', fromLevel: 'silver' });
    expect((await list({ state: 'submitted' })).list.map((row) => row.applicationCode)).toEqual(['EQ-DEMO-0002']);
    expect((await list({ keyword: '安衡' })).total).toBe(2);
    expect((await list({ keyword: '不存在的渠道' })).total).toBe(0);
    expect((await list({ state: 'inhand' })).total).toBe(0);
    // The sub-platform manager reviews too (canReadChannelManage).
    expect((await sub.get<Page<EquityApplication>>(LIST)).body.data!.total).toBe(2);
  });

  it('refuses customers, certification bodies, the sub-manager and a channel under review; the platform cannot apply', async () => {
    for (const phone of [CUSTOMER_PM, CB_MANAGER, CHANNEL_SUB_MANAGER]) {
      const client = t.client();
      expect((await client.loginWithPassword(phone)).body.success).toBe(true);
      expect((await client.get(MINE)).body.errorCode, phone).toBe('403');
      expect((await client.post(APPLY, { levelCode: 'gold', reason: '测试', submit: false })).body.errorCode, phone).toBe('403');
      expect((await client.get(LIST)).body.errorCode, phone).toBe('403');
    }
    expect((await other.get(MINE)).body.errorCode).toBe('403');
    expect((await root.post(APPLY, { levelCode: 'gold', reason: '测试' })).body.errorCode).toBe('403');
    expect((await channel.post(REVIEW, { applicationCode: 'EQ-DEMO-0002', decision: 'approve' })).body.errorCode).toBe('403');
  });

  it('refuses a second open application, a level not higher, a submission without the licence and a rejection without a reason — changing nothing', async () => {
    const before = await fingerprint();
    const second = await channel.post(APPLY, { levelCode: 'strategic', reason: '再申请一次', submit: false });
    expect(second.body).toMatchObject({ success: false, errorCode: '16602', errorMsg: '已有待审核的权益申请，请等待审核结果或先撤回' });
    const same = await channel.post(APPLY, { levelCode: 'silver', reason: '同级', submit: false });
    expect(same.body).toMatchObject({ success: false, errorCode: '16603', errorMsg: '当前已是“银牌合作伙伴”，只能申请更高的权益等级' });
    const lower = await channel.post(APPLY, { levelCode: 'standard', reason: '降级', submit: true, licenceVersion: 1 });
    expect(lower.body.errorCode).toBe('16603');
    const noLicence = await channel.post(APPLY, { levelCode: 'gold', reason: '未同意协议', submit: true });
    expect(noLicence.body).toMatchObject({ success: false, errorCode: '16604' });
    expect(noLicence.body.errorMsg).toContain('用户服务协议');
    const oldLicence = await channel.post(APPLY, { levelCode: 'gold', reason: '旧版协议', submit: true, licenceVersion: 7 });
    expect(oldLicence.body).toMatchObject({ success: false, errorCode: '16604' });
    expect(oldLicence.body.errorMsg).toContain('第 1 版');
    const empty = await channel.post(APPLY, { levelCode: 'gold', reason: '   ', submit: false });
    expect(empty.body).toMatchObject({ success: false, errorCode: '400' });
    expect(empty.body.errorMsg).toContain('请填写申请说明');
    const noReason = await root.post(REVIEW, { applicationCode: 'EQ-DEMO-0002', decision: 'reject', reason: ' ' });
    expect(noReason.body).toMatchObject({ success: false, errorCode: '16605', errorMsg: '驳回时请填写驳回原因' });
    const reviewed = await root.post(REVIEW, { applicationCode: 'EQ-DEMO-0001', decision: 'approve' });
    expect(reviewed.body).toMatchObject({ success: false, errorCode: '16606', errorMsg: '权益申请当前为“已通过”，不能审核通过' });
    const unknown = await root.post(REVIEW, { applicationCode: 'EQ-NOPE', decision: 'approve' });
    expect(unknown.body).toMatchObject({ success: false, errorCode: '16601' });
    expect(await fingerprint()).toBe(before);
  });

  it('withdraws the waiting application to a draft, edits it and submits it again with the licence accepted', async () => {
    const withdrawn = await channel.post<EquityApplication>(WITHDRAW, { applicationCode: 'EQ-DEMO-0002' });
    expect(withdrawn.body.success, withdrawn.body.errorMsg).toBe(true);
    expect(withdrawn.body.data).toMatchObject({ state: 'inhand' });
    expect((await list({ state: 'submitted' })).total).toBe(0);
    const twice = await channel.post(WITHDRAW, { applicationCode: 'EQ-DEMO-0002' });
    expect(twice.body).toMatchObject({ success: false, errorCode: '16606', errorMsg: '权益申请当前为“处理中”，不能撤回' });
    const notSubmitted = await root.post(REVIEW, { applicationCode: 'EQ-DEMO-0002', decision: 'approve' });
    expect(notSubmitted.body).toMatchObject({ success: false, errorCode: '16606', errorMsg: '权益申请当前为“处理中”，不能审核通过' });

    const draft = await channel.post<EquityApplication>(APPLY, { levelCode: 'gold', reason: '补充：新增 2 名持证顾问。', submit: false });
    expect(draft.body.success, draft.body.errorMsg).toBe(true);
    expect(draft.body.data).toMatchObject({ applicationCode: 'EQ-DEMO-0002', state: 'inhand', reason: '补充：新增 2 名持证顾问。' });
    const submitted = await channel.post<EquityApplication>(APPLY, {
      levelCode: 'gold',
      reason: '近 12 个月成交项目 36 个，持证顾问 8 名。',
      submit: true,
      licenceVersion: 1,
    });
    expect(submitted.body.success, submitted.body.errorMsg).toBe(true);
    expect(submitted.body.data).toMatchObject({ applicationCode: 'EQ-DEMO-0002', state: 'submitted', licenceVersion: 1 });
    expect((await mine()).applications).toHaveLength(2);
  });

  it('keeps channels apart: another channel sees only its own and cannot act on 安衡咨询’s application', async () => {
    const approved = await root.post('/consulting/tenant/channel/updateCustomApprovalState', {
      tenantCode: 'T-CH-PENDING',
      approvalState: 'success',
    });
    expect(approved.body.success, approved.body.errorMsg).toBe(true);
    const own = await mine(other);
    expect(own).toMatchObject({
      tenantCode: 'T-CH-PENDING',
      levelCode: 'standard',
      discountPercent: 100,
      effectiveFrom: null,
      grants: [],
      applications: [],
    });
    const before = await fingerprint();
    expect((await other.post(WITHDRAW, { applicationCode: 'EQ-DEMO-0002' })).body).toMatchObject({ success: false, errorCode: '16601' });
    expect(await fingerprint()).toBe(before);

    const applied = await other.post<EquityApplication>(APPLY, {
      levelCode: 'strategic',
      reason: '签署年度战略合作协议。',
      submit: true,
      licenceVersion: 1,
    });
    expect(applied.body.success, applied.body.errorMsg).toBe(true);
    expect(applied.body.data).toMatchObject({ tenantCode: 'T-CH-PENDING', fromLevel: 'standard', state: 'submitted' });
    expect((await mine()).applications.map((row) => row.tenantCode)).toEqual(['T-CH-ANHENG', 'T-CH-ANHENG']);
    expect((await list({ state: 'submitted' })).total).toBe(2);
  });

  it('rejects with a reason the channel sees; the channel may apply again with a new application', async () => {
    const code = (await mine(other)).applications[0].applicationCode;
    t.clock.advance(60_000);
    const rejected = await sub.post<EquityApplication>(REVIEW, { applicationCode: code, decision: 'reject', reason: '尚未签署年度战略合作协议' });
    expect(rejected.body.success, rejected.body.errorMsg).toBe(true);
    expect(rejected.body.data).toMatchObject({ state: 'rejected', reviewerName: '子平台管理员', reviewReason: '尚未签署年度战略合作协议' });
    const seen = await mine(other);
    expect(seen.levelCode).toBe('standard');
    expect(seen.applications[0]).toMatchObject({ state: 'rejected', reviewReason: '尚未签署年度战略合作协议' });

    t.clock.advance(60_000);
    const again = await other.post<EquityApplication>(APPLY, { levelCode: 'silver', reason: '先申请银牌。', submit: false });
    expect(again.body.success, again.body.errorMsg).toBe(true);
    expect(again.body.data!.applicationCode).not.toBe(code);
    expect((await mine(other)).applications.map((row) => row.state)).toEqual(['inhand', 'rejected']);
  });

  it('an approval discounts the channel’s marketplace prices from then on, never retroactively', async () => {
    // PD-RA-20984: authorized at 2600 points; 银牌 (95 %) since 2025-03-01.
    const beforeApproval = t.clock.now();
    expect(await priceOf('PD-RA-20984')).toBe(2470);
    expect(await priceOf('PD-RA-20984', new Date('2025-02-01T00:00:00Z'))).toBe(2600);
    expect(await t.app.equity.discountPercentAt('T-CH-ANHENG', beforeApproval)).toBe(95);

    t.clock.advance(60 * 60_000);
    const approved = await root.post<EquityApplication>(REVIEW, { applicationCode: 'EQ-DEMO-0002', decision: 'approve' });
    expect(approved.body.success, approved.body.errorMsg).toBe(true);
    expect(approved.body.data).toMatchObject({ state: 'success', reviewerName: '平台管理员', reviewReason: null });

    expect(await priceOf('PD-RA-20984')).toBe(2340);
    // PD-GAP-MLPS3: 85 % of 2000 = 1700 authorized, 90 % of it = 1530.
    expect(await priceOf('PD-GAP-MLPS3')).toBe(1530);
    // Reads for instants before the approval do not change.
    expect(await priceOf('PD-RA-20984', beforeApproval)).toBe(2470);
    expect(await priceOf('PD-RA-20984', new Date('2025-02-01T00:00:00Z'))).toBe(2600);

    const current = await mine();
    expect(current).toMatchObject({ levelCode: 'gold', discountPercent: 90, effectiveFrom: t.clock.now().toISOString() });
    expect(current.grants.map((grant) => grant.levelCode)).toEqual(['gold', 'silver']);
    // Held now: applying for gold again is refused.
    expect((await channel.post(APPLY, { levelCode: 'gold', reason: '再次申请', submit: false })).body.errorCode).toBe('16603');
  });

  it('records every change in the audit log', async () => {
    const entries = (await root.get<Page<AuditEntry>>('/api/platform/auditLog/list.json', { area: 'equity', pageSize: '50' })).body.data!.list;
    expect(entries.map((entry) => entry.action)).toEqual([
      '审核通过权益申请',
      '变更权益等级',
      '保存权益申请草稿',
      '驳回权益申请',
      '提交权益申请',
      '提交权益申请',
      '保存权益申请草稿',
      '撤回权益申请',
    ]);
    expect(entries[1]).toMatchObject({ targetName: '安衡咨询', before: { levelCode: 'silver' }, after: { levelCode: 'gold', discountPercent: 90 } });
    expect(entries[0]).toMatchObject({ actorName: '平台管理员', targetName: '安衡咨询 · 金牌合作伙伴' });
  });
});
