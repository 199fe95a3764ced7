/**
 * The executors' asset inventory through the real app on both drivers (PJ20261015RA0006, fresh):
 * business → system → unit assets with their stage finishes and the handover to the owners; the
 * refusals (wrong stage, taken names, bad links and options, ineligible owners, other tenants,
 * editing after the handover) change nothing; values come from the engine with the assessment's
 * configuration and follow business changes; the lists page on the server (5,000 unit assets).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentInfo, AssetRow, BusinessAssetRow, SystemAssetRow, UnitAssetRow } from '../../../domain/riskAssessment/contracts';
import { ErrorCode } from '../../../domain/errors';
import { assessmentConfig, businessValues, RA_DEFAULT_CONFIG, systemValue, unitValue } from '../../../domain/riskAssessment/compute';
import { raUnitAssets } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp } from '../harness';
import { CHANNEL_OWNER, caller, EXECUTOR, loginAll, NINGBO_PM, OWNER, PM, PM_OWNER, projectFingerprint } from './helpers';

const P = 'PJ20261015RA0006';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };
const config = assessmentConfig(RA_DEFAULT_CONFIG, 'matrix');

describe.each(DRIVERS)('risk assessment assets (%s)', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const unchanged = async (fn: () => Promise<{ errorCode: string; errorMsg: string }>, code: string, message?: string | RegExp) => {
    const before = await projectFingerprint(t, P);
    const answer = await fn();
    expect(answer.errorCode, answer.errorMsg).toBe(code);
    if (message) expect(answer.errorMsg).toMatch(message);
    expect(await projectFingerprint(t, P), 'a refused call changed the assessment').toBe(before);
  };

  beforeAll(async () => {
    t = await startTestApp(driver);
    call = caller(await loginAll(t, [PM, OWNER, EXECUTOR, NINGBO_PM, CHANNEL_OWNER, PM_OWNER]));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const business = (body: Record<string, unknown>) =>
    call.post<BusinessAssetRow>(EXECUTOR, '/businessAssets/addOrUpdate', { projectCode: P, importance: 3, ...body });
  const system = (body: Record<string, unknown>) =>
    call.post<SystemAssetRow>(EXECUTOR, '/systemAssets/addOrUpdate', {
      projectCode: P,
      category: 'software',
      systemType: '1',
      carryTypes: ['3'],
      carryLevel: 4,
      confidentiality: 4,
      integrity: 3,
      availability: 5,
      businessCodes: [],
      ...body,
    });
  const unit = (body: Record<string, unknown>) =>
    call.post<UnitAssetRow>(EXECUTOR, '/unitAssets/update', {
      projectCode: P,
      unitType: 'systemUnit',
      subType: '计算机设备',
      category: 'hardware',
      confidentiality: 3,
      integrity: 4,
      availability: 4,
      ...body,
    });
  const finish = () => call.post<AssessmentInfo>(EXECUTOR, '/assets/finish', { projectCode: P });

  let ba1 = '';
  let ba2 = '';
  let sa1 = '';

  it('lists every active owner in the progress, also without assets', async () => {
    const progress = await call.get<{ accountId: string; total: number }[]>(PM, '/assets/ownerDetailList', { projectCode: P });
    expect(progress.data.map((p) => [p.accountId, p.total])).toEqual([
      ['A-22', 0],
      ['A-41', 0],
    ]);
  });

  it('adds business assets with template options, associations and eligible owners, and refuses bad ones', async () => {
    const first = await business({ name: '数据中心运维', importance: 4, options: { biz_func: '1', biz_obj: ['2', '4'] }, ownerAccountId: 'A-22' });
    expect(first.success, first.errorMsg).toBe(true);
    expect(first.data).toMatchObject({ name: '数据中心运维', importance: 4, importanceAdjusted: 4, state: 'inhand', ownerName: expect.any(String) });
    expect(first.data.assetCode).toMatch(/^BA\d{4}$/);
    ba1 = first.data.assetCode;
    const second = await business({ name: '机房监控', importance: 2, associations: [{ assetCode: ba1, degree: 'close' }], ownerAccountId: 'A-41' });
    expect(second.success, second.errorMsg).toBe(true);
    ba2 = second.data.assetCode;
    const expected = businessValues(config, [
      { assetCode: ba1, name: '', importance: 4, associations: [] },
      { assetCode: ba2, name: '', importance: 2, associations: [{ assetCode: ba1, degree: 'close' }] },
    ]).get(ba2)!;
    expect(second.data).toMatchObject({
      importanceAdjusted: expected.adjusted,
      associations: [{ assetCode: ba1, name: '数据中心运维', degree: 'close' }],
    });

    await unchanged(() => business({ name: '数据中心运维' }), ErrorCode.RA_ASSET_NAME_TAKEN);
    await unchanged(() => business({ name: '新业务', options: { biz_func: '99' } }), ErrorCode.RA_OPTION_INVALID, /业务功能/);
    await unchanged(() => business({ name: '新业务', options: { sys_integrity: '1' } }), ErrorCode.RA_OPTION_INVALID);
    await unchanged(() => business({ name: '新业务', associations: [{ assetCode: 'BA9999', degree: 'loose' }] }), ErrorCode.RA_LINK_INVALID);
    await unchanged(() => business({ name: '新业务', ownerAccountId: 'A-23' }), ErrorCode.RA_OWNER_NOT_ELIGIBLE);
    await unchanged(() => system({ name: '过早的系统资产' }), ErrorCode.RA_TIER_CLOSED, /请先完成业务资产识别/);
    // Asset identification is the executors' and the PM's (the delivery steps give 业务资产识别 to the
    // PM); the owner confirms assets but does not identify them.
    const unitBody = { projectCode: P, name: 'x', unitType: 'systemUnit', category: 'hardware', confidentiality: 1, integrity: 1, availability: 1 };
    await unchanged(() => call.post(OWNER, '/unitAssets/update', { ...unitBody, systemCodes: ['SA0001'] }), ErrorCode.RA_IDENTIFIER_ONLY);
    await unchanged(
      () => call.post(OWNER, '/businessAssets/addOrUpdate', { projectCode: P, name: '责任人新增', importance: 3 }),
      ErrorCode.RA_IDENTIFIER_ONLY,
    );
    await unchanged(() => call.post(PM, '/unitAssets/update', { ...unitBody, systemCodes: ['SA0001'] }), ErrorCode.RA_TIER_CLOSED);
    const pmStatus = await call.get<AssessmentInfo>(PM, '/owner/status', { projectCode: P });
    expect(pmStatus.data.permissions.execute).toBe(true);
    expect((await call.get<AssessmentInfo>(OWNER, '/owner/status', { projectCode: P })).data.permissions.execute).toBe(false);
    const byPm = await call.post<BusinessAssetRow>(PM, '/businessAssets/addOrUpdate', { projectCode: P, name: '项目经理识别的业务', importance: 3 });
    expect(byPm.success, byPm.errorMsg).toBe(true);
    const removed = await call.post<{ deleted: number }>(PM, '/businessAssets/delete', { projectCode: P, assetCodes: [byPm.data.assetCode] });
    expect(removed.data, removed.errorMsg).toEqual({ deleted: 1 });
    const other = await call.get(NINGBO_PM, '/businessAssets/list', { projectCode: P });
    expect(other.errorCode).toBe(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);

    const options = await call.get<{ templateCode: string; options: { attrCode: string }[] }>(EXECUTOR, '/businessAssets/options', {
      projectCode: P,
    });
    expect(options.data.options.map((o) => o.attrCode)).toContain('biz_func');
    expect(options.data.options.every((o) => o.attrCode.startsWith('biz_'))).toBe(true);
    const list = await call.get<Page<BusinessAssetRow>>(CHANNEL_OWNER, '/businessAssets/list', { projectCode: P, keyword: '机房' });
    expect(list.data).toMatchObject({ total: 1, list: [{ assetCode: ba2 }] });
  });

  it('finishes the business stage, then identifies system assets carrying businesses with engine values', async () => {
    const done = await finish();
    expect(done.data).toMatchObject({ stage: 'system', problems: ['请至少识别一项系统资产'] });
    await unchanged(() => finish(), ErrorCode.RA_STAGE_INCOMPLETE, /至少识别一项系统资产/);
    await unchanged(() => system({ name: '机房动环系统', systemType: '9' }), ErrorCode.RA_OPTION_INVALID, /系统资产类型/);
    await unchanged(() => system({ name: '机房动环系统', businessCodes: ['BA9999'] }), ErrorCode.RA_LINK_INVALID);
    const saved = await system({ name: '机房动环系统', businessCodes: [ba1, ba2], ownerAccountId: 'A-22' });
    expect(saved.success, saved.errorMsg).toBe(true);
    sa1 = saved.data.assetCode;
    expect(sa1).toMatch(/^SA\d{4}$/);
    const businesses = businessValues(config, [
      { assetCode: ba1, name: '', importance: 4, associations: [] },
      { assetCode: ba2, name: '', importance: 2, associations: [{ assetCode: ba1, degree: 'close' }] },
    ]);
    const asset = { confidentiality: 4, integrity: 3, availability: 5, carryLevel: 4, systemRelated: null, businessCodes: [ba1, ba2] };
    expect(saved.data).toMatchObject({ value: systemValue(config, asset, businesses).value, businessNames: ['数据中心运维', '机房监控'] });

    // A business change recomputes the stored value of the system assets.
    const raised = await business({ assetCode: ba1, name: '数据中心运维', importance: 1, ownerAccountId: 'A-22' });
    expect(raised.success, raised.errorMsg).toBe(true);
    const after = businessValues(config, [
      { assetCode: ba1, name: '', importance: 1, associations: [] },
      { assetCode: ba2, name: '', importance: 2, associations: [{ assetCode: ba1, degree: 'close' }] },
    ]);
    const systems = await call.get<Page<SystemAssetRow>>(EXECUTOR, '/systemAssets/list', { projectCode: P });
    expect(systems.data.list[0].value).toBe(systemValue(config, asset, after).value);

    await unchanged(
      () => call.post(EXECUTOR, '/businessAssets/delete', { projectCode: P, assetCodes: [ba2] }),
      ErrorCode.RA_ASSET_IN_USE,
      /机房动环系统/,
    );
    const noBusiness = await system({ name: '空调系统' });
    expect(noBusiness.success).toBe(true);
    await unchanged(() => finish(), ErrorCode.RA_STAGE_INCOMPLETE, /未关联所承载的业务/);
    expect(
      (await call.post<{ deleted: number }>(EXECUTOR, '/systemAssets/delete', { projectCode: P, assetCodes: [noBusiness.data.assetCode] })).data,
    ).toEqual({ deleted: 1 });
    expect((await finish()).data.stage).toBe('unit');
  });

  it('identifies unit assets linked to system assets and hands the inventory to the owners', async () => {
    await unchanged(() => unit({ name: '动环主机', systemCodes: [ba1] }), ErrorCode.RA_LINK_INVALID);
    await unchanged(() => unit({ name: '动环主机', subType: '应用系统', systemCodes: [sa1] }), ErrorCode.RA_OPTION_INVALID);
    const saved = await unit({ name: '动环主机', systemCodes: [sa1] });
    expect(saved.success, saved.errorMsg).toBe(true);
    expect(saved.data).toMatchObject({
      value: unitValue(config, { confidentiality: 3, integrity: 4, availability: 4 }).value,
      systemNames: ['机房动环系统'],
    });
    await unchanged(() => call.post(EXECUTOR, '/systemAssets/delete', { projectCode: P, assetCodes: [sa1] }), ErrorCode.RA_ASSET_IN_USE, /动环主机/);
    await unchanged(() => finish(), ErrorCode.RA_STAGE_INCOMPLETE, /未指定责任人/);
    expect((await unit({ assetCode: saved.data.assetCode, name: '动环主机', systemCodes: [sa1], ownerAccountId: 'A-41' })).success).toBe(true);

    const tree = await call.get<{ businesses: { assetCode: string; systems: { assetCode: string }[] }[]; unlinked: unknown[] }>(
      PM,
      '/unitAssets/businessWithSystem',
      { projectCode: P },
    );
    expect(tree.data.businesses.find((b) => b.assetCode === ba1)?.systems.map((s) => s.assetCode)).toEqual([sa1]);
    const modules = await call.get<{ unitType: string; count: number }[]>(PM, '/unitAssets/moduleList', { projectCode: P });
    expect(modules.data.find((m) => m.unitType === 'systemUnit')?.count).toBe(1);
    const all = await call.get<Page<AssetRow>>(PM, '/assets/list', { projectCode: P });
    expect(all.data.list.map((r) => r.tier)).toEqual(['business', 'business', 'system', 'unit']);
    const hardware = await call.get<{ categories: { category: string; count: number }[]; page: Page<AssetRow> }>(PM, '/unitAssets/listByCategory', {
      projectCode: P,
      category: 'hardware',
    });
    expect(hardware.data.categories.find((c) => c.category === 'hardware')?.count).toBe(1);
    expect(hardware.data.page.list.map((r) => r.name)).toEqual(['动环主机']);

    const progress = await call.get<{ accountId: string; total: number; inhand: number }[]>(PM, '/assets/ownerDetailList', { projectCode: P });
    expect(progress.data.map((p) => [p.accountId, p.total, p.inhand])).toEqual([
      ['A-22', 2, 2],
      ['A-41', 2, 2],
    ]);
    const handed = await finish();
    expect(handed.data).toMatchObject({ stage: 'unit', status: 'combing', combingFinished: true });
    expect(handed.data.history[0]).toMatchObject({ action: 'handover', label: '完成资产梳理，提交责任人' });
    await unchanged(() => business({ name: '迟到的业务' }), ErrorCode.RA_TIER_CLOSED, /需责任人驳回后才能修改/);
    await unchanged(() => unit({ name: '迟到的单元', systemCodes: [sa1] }), ErrorCode.RA_TIER_CLOSED);
    await unchanged(() => finish(), ErrorCode.RA_STAGE_MOVE_REFUSED);
  });

  it('pages 5,000 unit assets on the server', async () => {
    const now = new Date();
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      tenantCode: '',
      projectCode: P,
      assetCode: `UB${String(i).padStart(5, '0')}`,
      name: `批量终端 ${i}`,
      unitType: 'systemUnit' as const,
      category: (i % 2 ? 'hardware' : 'software') as 'hardware' | 'software',
      confidentiality: 3,
      integrity: 3,
      availability: 3,
      systemCodes: [sa1],
      value: 3,
      createdBy: 'A-23',
      updatedBy: 'A-23',
      createdAt: now,
      updatedAt: now,
    }));
    const [existing] = await t.database.db.select().from(raUnitAssets).limit(1);
    for (let i = 0; i < rows.length; i += 1000)
      await t.database.db.insert(raUnitAssets).values(rows.slice(i, i + 1000).map((r) => ({ ...r, tenantCode: existing.tenantCode })));
    const started = performance.now();
    const page = await call.get<Page<UnitAssetRow>>(PM, '/unitAssets/list', { projectCode: P, current: '20', pageSize: '100', category: 'hardware' });
    const elapsed = performance.now() - started;
    expect(page.data.total).toBe(2501);
    expect(page.data.list).toHaveLength(100);
    expect(elapsed).toBeLessThan(1000);
    const any = await call.get<Page<AssetRow>>(PM, '/assets/list', { projectCode: P, current: '50', pageSize: '100', tier: 'unit' });
    expect(any.data.total).toBe(5001);
  });
});
