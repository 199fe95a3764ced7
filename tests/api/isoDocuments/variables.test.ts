/**
 * The organisation variables, departments and timeline of the demo ISO/IEC 27001 documentation
 * project on PGlite and PostgreSQL: the demo's finalised set with its history and timeline; a
 * draft checked for types only (a number field given text refused naming the field); a group
 * checked in full (credit code, dates before the founding date); the final save's problems and a
 * second 定稿; the optimistic version check; the customer PM limited to the customerFills fields;
 * departments in use refused, codes assigned, notMerged; the timeline engine for 2026 and 2027; and
 * other tenants answered "not found". Every refused write leaves the row and its history unchanged.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineResult } from '../../../domain/engines/timeline';
import type { IsoDepartmentItem, IsoVariableSaved, IsoVariablesView } from '../../../domain/isoDocuments/variableContracts';
import { isoProjects, isoVariableHistory } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PROJECT = 'PJ20260815CE0006';
const GROUP = 'PG20260815CE0006';
const CONSULTANT = '13800000013';
const CUSTOMER_PM = '13800000021';
const OTHER_CHANNEL = '13800000016';
const OTHER_CUSTOMER = '13800000025';
const LIST = `/iso/variable/${GROUP}/${PROJECT}/list.json`;
const SAVE_ALL = `/iso/variable/${GROUP}/${PROJECT}/save.json`;
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

describe.each(DRIVERS)('ISO variables, departments and timeline (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const get = async <T>(phone: string, url: string, query: Record<string, string> = {}) =>
    (await clients.get(phone)!.get<T>(url, query)).body as Answer<T>;
  const post = async <T>(phone: string, url: string, body: unknown) => (await clients.get(phone)!.post<T>(url, body)).body as Answer<T>;
  const view = async (phone = CONSULTANT) => (await get<IsoVariablesView>(phone, LIST)).data;
  const stored = async () => {
    const [row] = await t.database.db.select().from(isoProjects).where(eq(isoProjects.projectCode, PROJECT));
    const history = await t.database.db.select().from(isoVariableHistory).where(eq(isoVariableHistory.projectCode, PROJECT));
    return { row: row!, historyCount: history.length };
  };
  /** Runs a refused write and checks nothing changed. */
  const refused = async (write: () => Promise<Answer<unknown>>, code: string, ...mentions: string[]) => {
    const before = await stored();
    const answer = await write();
    expect(answer.success).toBe(false);
    expect(answer.errorCode).toBe(code);
    for (const mention of mentions) expect(answer.errorMsg).toContain(mention);
    const after = await stored();
    expect(after.row.valuesVersion).toBe(before.row.valuesVersion);
    expect(after.row.values).toEqual(before.row.values);
    expect(after.historyCount).toBe(before.historyCount);
  };
  const draft = async (values: Record<string, unknown>, phone = CONSULTANT) =>
    post<IsoVariableSaved>(phone, '/iso/variable/saveDraft.json', { projectCode: PROJECT, valuesVersion: (await view()).valuesVersion, values });
  const saveGroup = async (groupKey: string, values: Record<string, unknown>, phone = CONSULTANT) =>
    post<IsoVariableSaved>(phone, '/iso/variable/save.json', { projectCode: PROJECT, groupKey, valuesVersion: (await view()).valuesVersion, values });

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [CONSULTANT, CUSTOMER_PM, OTHER_CHANNEL, OTHER_CUSTOMER]) {
      const client = t.client();
      expect((await client.loginWithPassword(phone)).body.success).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('shows the demo’s finalised variables with problems, permissions, timeline and history', async () => {
    const answer = await get<IsoVariablesView>(CONSULTANT, LIST);
    expect(answer.success).toBe(true);
    const v = answer.data;
    expect(v.project).toMatchObject({ projectCode: PROJECT, groupCode: GROUP, customerName: '示例科技有限公司', systems: ['ISMS'] });
    expect(v.groups.map((g) => g.key)).toEqual(['basic', 'leadership', 'scope', 'policy', 'structure', 'documentControl', 'dates']);
    expect(v.values.orgName).toBe('示例科技有限公司');
    expect(v).toMatchObject({ variableState: 'final', finalVersion: 1, finalizedBy: '林志远', problems: [] });
    expect(v.permissions).toMatchObject({ side: 'delivery', canEdit: true, canFinalize: true });
    expect(v.timeline!.entries.find((e) => e.key === 'release')!.date).toBe('2026-09-01');
    expect(v.timeline!.holidayDataAvailable).toBe(true);
    expect(v.history.map((h) => [h.action, h.accountName, h.side])).toEqual([
      ['final', '林志远', 'delivery'],
      ['group', '林志远', 'delivery'],
      ['group', '客户项目经理', 'customer'],
      ['draft', '林志远', 'delivery'],
    ]);
    expect(v.history[2]!.changes).toContainEqual({ key: 'foundedDate', label: '成立日期', before: '2015-03-01', after: '2015-03-18' });
  });

  it('saves a draft checking types only; a number given text is refused naming the field', async () => {
    await refused(() => draft({ headcount: '很多' }), '23003', 'headcount', '员工人数须为数字');
    await refused(() => draft({ manualReleaseDate: '2026/09/01' }), '23003', '管理手册发布日期');
    const saved = await draft({ orgEnglishName: 'Demo Tech Co., Ltd. (Hangzhou)', legalRepresentative: '' });
    expect(saved.success).toBe(true);
    expect(saved.data).toMatchObject({ variableState: 'draft', finalVersion: 1, changed: ['orgEnglishName', 'legalRepresentative'] });
    const v = await view();
    expect(v.values.legalRepresentative).toBeUndefined();
    expect(v.problems).toContainEqual({ key: 'legalRepresentative', label: '法定代表人', group: 'basic', message: '请填写法定代表人' });
    expect(v.history[0]!.changes).toContainEqual({ key: 'legalRepresentative', label: '法定代表人', before: '陈建国', after: '' });
  });

  it('saves one group checked in full: formats, the founding date, keys of the group only', async () => {
    await refused(() => saveGroup('basic', { legalRepresentative: '陈建国', creditCode: '91330106MA2DEMA012' }), '23003', 'creditCode', '校验位');
    await refused(() => saveGroup('basic', { foundedDate: '2026-12-01' }), '23003', 'legalRepresentative', '不能晚于今天');
    await refused(() => saveGroup('dates', { internalAuditDate: '2014-05-06' }), '23003', 'internalAuditDate', '日期早于公司成立日期');
    await refused(() => saveGroup('basic', { docPrefix: 'SL' }), '23003', 'docPrefix', '不属于本组');
    await refused(() => saveGroup('documentControl', { docPrefix: 'slkj' }), '23003', '文件编号前缀须为 2–8 位大写字母');
    const saved = await saveGroup('basic', { legalRepresentative: '陈建国' });
    expect(saved.success).toBe(true);
    expect((await view()).problems).toEqual([]);
  });

  it('refuses a final save with problems, then finalises the complete set as version 2', async () => {
    await draft({ certScope: '' });
    const v = await view();
    expect(v.problems.map((p) => p.key)).toEqual(['certScope']);
    await refused(
      () => post(CONSULTANT, `${SAVE_ALL}?lastSave=true`, { valuesVersion: v.valuesVersion, values: {} }),
      '23003',
      'certScope',
      '请填写认证范围',
    );
    const values = { certScope: '计算机软件开发、信息系统集成及运维服务所涉及的信息安全管理活动' };
    const done = await post<IsoVariableSaved>(CONSULTANT, `${SAVE_ALL}?lastSave=true`, { valuesVersion: v.valuesVersion, values });
    expect(done.success).toBe(true);
    expect(done.data).toMatchObject({ variableState: 'final', finalVersion: 2 });
    const after = await view();
    expect(after).toMatchObject({ variableState: 'final', finalVersion: 2, finalizedBy: '林志远' });
    expect(after.history[0]!.action).toBe('final');
  });

  it('refuses a save from a stale version', async () => {
    const { valuesVersion } = await view();
    await refused(
      () => post(CONSULTANT, '/iso/variable/saveDraft.json', { projectCode: PROJECT, valuesVersion: valuesVersion - 1, values: { phone: '0571-1' } }),
      '23004',
    );
  });

  it('lets the customer PM change only the customerFills fields, never finalise', async () => {
    const v = await view(CUSTOMER_PM);
    expect(v.permissions).toMatchObject({ side: 'customer', canEdit: true, canFinalize: false });
    expect(v.permissions.editableKeys).toContain('headcount');
    expect(v.permissions.editableKeys).not.toContain('certScope');
    await refused(() => draft({ certScope: '客户自己改的范围' }, CUSTOMER_PM), '23007', 'certScope', '认证范围');
    await refused(() => post(CUSTOMER_PM, `${SAVE_ALL}?lastSave=true`, { valuesVersion: v.valuesVersion, values: {} }), '23007');
    const saved = await draft({ headcount: 192, certScope: v.values.certScope }, CUSTOMER_PM);
    expect(saved.success).toBe(true);
    const after = await view();
    expect(after.values.headcount).toBe(192);
    expect(after.variableState).toBe('draft');
    expect(after.history[0]).toMatchObject({ side: 'customer', accountName: '客户项目经理', action: 'draft' });
  });

  it('counts departments’ use, refuses deleting or disabling one in use, codes a new one, lists notMerged', async () => {
    const departments = (await get<IsoDepartmentItem[]>(CONSULTANT, '/iso/department/list.json', { projectCode: PROJECT })).data;
    expect(departments).toHaveLength(7);
    const itDept = departments.find((d) => d.name === '信息技术部')!;
    expect(itDept).toMatchObject({ code: 'D03', isEnable: true });
    expect(itDept.leadCount).toBeGreaterThan(0);
    expect(itDept.ncCount).toBeGreaterThan(0);
    const v = await view();
    const rows = v.values.departments as Record<string, unknown>[];
    const matrix = v.values.responsibilityMatrix as Record<string, { lead: string; support: string[] }>;
    const withoutD03 = Object.fromEntries(
      Object.entries(matrix).map(([id, row]) => [
        id,
        { lead: row.lead === 'D03' ? 'D02' : row.lead, support: row.support.filter((c) => c !== 'D03' && c !== (row.lead === 'D03' ? 'D02' : '')) },
      ]),
    );
    // Still leading clauses in the matrix.
    await refused(() => saveGroup('structure', { departments: rows.filter((r) => r.code !== 'D07') }), '23006', '人力资源部');
    // Gone from the matrix too, but nonconformities still name it.
    await refused(
      () => saveGroup('structure', { departments: rows.filter((r) => r.code !== 'D03'), responsibilityMatrix: withoutD03 }),
      '23006',
      '信息技术部',
    );
    await refused(
      () => saveGroup('structure', { departments: rows.map((r) => (r.code === 'D03' ? { ...r, isEnable: '否' } : r)) }),
      '23003',
      '信息技术部',
      '不能停用',
    );
    await refused(
      () => saveGroup('structure', { departments: [...rows, { name: '信息技术部', head: '某人', isEnable: '是' }] }),
      '23003',
      '部门名称“信息技术部”重复',
    );
    await refused(() => saveGroup('structure', { responsibilityMatrix: { ...matrix, '4.1': { lead: 'D99', support: [] } } }), '23003', 'D99');
    const saved = await saveGroup('structure', { departments: [...rows, { name: '法务部', head: '吴律', responsibilities: '合同与合规' }] });
    expect(saved.success).toBe(true);
    const added = (saved.data.values.departments as Record<string, unknown>[]).at(-1);
    expect(added).toMatchObject({ code: 'D08', name: '法务部', isEnable: '是' });
    const notMerged = (await get<IsoDepartmentItem[]>(CONSULTANT, '/iso/department/notMerged/list.json', { projectCode: PROJECT })).data;
    expect(notMerged.map((d) => d.name)).toEqual(['法务部']);
    expect((await view()).problems).toEqual([]);
  });

  it('computes the timeline for 2026 with holidays and says when 2027 has no holiday data', async () => {
    const y2026 = (await get<TimelineResult>(CONSULTANT, '/api/iso/common/calDateTimeline', { latestManageManualReleaseDateTime: '2026-09-25' }))
      .data;
    expect(y2026.makeUpWorkdays).toContainEqual({ date: '2026-10-10', name: '国庆节' });
    expect(y2026.trainingDate).toBe('2026-10-09');
    const y2027 = (await get<TimelineResult>(CONSULTANT, '/api/iso/common/calDateTimeline', { latestManageManualReleaseDateTime: '2027-03-01' }))
      .data;
    expect(y2027.holidayDataAvailable).toBe(false);
    expect(y2027.notes.join()).toContain('节假日数据不含 2027 年');
    const bad = await get(CUSTOMER_PM, '/api/iso/common/calDateTimeline', { latestManageManualReleaseDateTime: '2026-02-30' });
    expect(bad.success).toBe(false);
    expect(bad.errorMsg).toContain('管理手册发布日期');
  });

  it('answers other tenants and a wrong group “not found”, and they change nothing', async () => {
    for (const phone of [OTHER_CHANNEL, OTHER_CUSTOMER]) {
      const answer = await get(phone, LIST);
      expect(answer.success).toBe(false);
      expect(answer.errorMsg).toMatch(/不存在/);
      await refused(
        () => post(phone, '/iso/variable/saveDraft.json', { projectCode: PROJECT, valuesVersion: 0, values: { phone: '1' } }),
        answer.errorCode,
      );
      expect((await get(phone, '/iso/department/list.json', { projectCode: PROJECT })).success).toBe(false);
    }
    const wrongGroup = await get(CONSULTANT, `/iso/variable/PG20261101PD0005/${PROJECT}/list.json`);
    expect(wrongGroup).toMatchObject({ success: false, errorCode: '23001' });
  });
});
