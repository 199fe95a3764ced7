/**
 * Certification application forms of the demo ISO/IEC 27001 documentation project on PGlite and
 * PostgreSQL: the consultant sees the bodies admitted on the platform with their form and the
 * variables still missing; downloads a body's form pre-filled (company, credit code, certScope,
 * the standard), stored as a project file; an unknown body, another channel and the customer are
 * refused, and nothing is stored for them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationBody } from '../../../domain/isoDocuments/ncContracts';
import { files, isoProjects } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { docxText, downloadFile, ensureDemoVariables, ISO_PROJECT, LEAKS } from './ncFixtures';

const CONSULTANT = '13800000013';
const CUSTOMER_PM = '13800000021';
const OTHER_CHANNEL = '13800000016';
const P = '/consulting/project/channel';
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

describe.each(DRIVERS)('ISO application forms (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const get = async <T>(phone: string, url: string, query: Record<string, string>) =>
    (await as(phone).get<T>(`${P}/${url}`, query)).body as Answer<T>;
  const post = async <T>(phone: string, url: string, body: unknown) => (await as(phone).post<T>(`${P}/${url}`, body)).body as Answer<T>;
  const projectFiles = () => t.database.db.select().from(files).where(eq(files.projectCode, ISO_PROJECT));

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [CONSULTANT, CUSTOMER_PM, OTHER_CHANNEL]) {
      const client = t.client();
      expect((await client.loginWithPassword(phone)).body.success).toBe(true);
      clients.set(phone, client);
    }
    expect((await get(CONSULTANT, 'generate/file/application/list.json', { projectCode: ISO_PROJECT })).success).toBe(true);
    await ensureDemoVariables(t);
  }, 120_000);
  afterAll(async () => t?.close());

  let bodies: ApplicationBody[];
  it('lists the admitted certification bodies with their form and the variables still missing', async () => {
    const answer = await get<{ list: ApplicationBody[] }>(CONSULTANT, 'generate/file/application/list.json', { projectCode: ISO_PROJECT });
    expect(answer.success, answer.errorMsg).toBe(true);
    bodies = answer.data.list;
    expect(bodies.map((body) => body.bodyName)).toContain('示例认证中心');
    const demo = bodies.find((body) => body.bodyName === '示例认证中心')!;
    expect(demo.title).toBe('示例认证中心管理体系认证申请书');
    expect(demo.missing.every((field) => /[\u4e00-\u9fff]/.test(field.label))).toBe(true);
    expect(demo.missing.map((field) => field.key)).not.toContain('orgName');
  });

  it('fills the chosen body’s form from the variables and stores it as a project file', async () => {
    const body = bodies.find((item) => item.bodyName === '示例认证中心')!;
    const answer = await post<{ objectId: string; fileName: string }>(CONSULTANT, 'download/file/application', {
      projectCode: ISO_PROJECT,
      cbTenantCode: body.cbTenantCode,
    });
    expect(answer.success, answer.errorMsg).toBe(true);
    expect(answer.data.fileName).toMatch(/^示例认证中心管理体系认证申请书-.+\.docx$/);
    const text = docxText(await downloadFile(t, as(CONSULTANT), answer.data.objectId));
    expect(text).toContain('示例科技');
    expect(text).toContain('ISO/IEC 27001:2022');
    const [project] = await t.database.db.select().from(isoProjects).where(eq(isoProjects.projectCode, ISO_PROJECT));
    expect(text).toContain(String(project!.values.certScope));
    expect(text).toContain(String(project!.values.creditCode));
    for (const [pattern, what] of LEAKS) expect(text, what).not.toMatch(pattern);
  });

  it('refuses an unknown body, another channel and the customer, storing nothing', async () => {
    const before = (await projectFiles()).length;
    expect((await post(CONSULTANT, 'download/file/application', { projectCode: ISO_PROJECT, cbTenantCode: 'T-CB-NOPE' })).errorCode).toBe('23201');
    const other = await post(OTHER_CHANNEL, 'download/file/application', { projectCode: ISO_PROJECT, cbTenantCode: bodies[0]!.cbTenantCode });
    expect(other.success).toBe(false);
    expect(other.errorMsg).toMatch(/不存在/);
    expect((await get(OTHER_CHANNEL, 'generate/file/application/list.json', { projectCode: ISO_PROJECT })).success).toBe(false);
    expect(
      (await post(CUSTOMER_PM, 'download/file/application', { projectCode: ISO_PROJECT, cbTenantCode: bodies[0]!.cbTenantCode })).errorCode,
    ).toBe('403');
    expect((await projectFiles()).length).toBe(before);
  });
});
