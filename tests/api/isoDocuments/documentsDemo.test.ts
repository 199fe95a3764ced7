/**
 * The demo document set on PGlite and PostgreSQL, with the demo's files generated at start
 * (DEMO_DOCUMENTS): 示例科技's ISO/IEC 27001 project has the whole ISMS set generated from its demo
 * variables, five files delivered (the customer's PM sees them and only them), seven final, and
 * 管理评审程序 replaced by 林志远 — version 2, an edited Word file, 处理中, both versions
 * downloadable; every file a real Word document naming the customer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOCUMENT_STATES, DEMO_REPLACED_DOCUMENT, DEMO_REPLACED_PARAGRAPH } from '../../../domain/isoDocuments/demoDocuments';
import type { IsoDocFile, IsoDocVersion } from '../../../domain/isoDocuments/documentContracts';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { docxText, downloadFile, ISO_PROJECT, LEAKS } from './ncFixtures';

const CONSULTANT = '13800000013';
const CUSTOMER_PM = '13800000021';
const P = '/consulting/project/channel';
type Answer<T> = { success: boolean; data: T; errorMsg: string };
type Page = { list: IsoDocFile[]; total: number };

describe.each(DRIVERS)('ISO document set demo (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const list = async (phone: string, query: Record<string, string> = {}) =>
    (
      (await clients.get(phone)!.get<Page>(`${P}/generate/file/list.json`, { projectCode: ISO_PROJECT, current: '1', pageSize: '100', ...query }))
        .body as Answer<Page>
    ).data;

  beforeAll(async () => {
    t = await startTestApp(driver, { env: { DEMO_DOCUMENTS: 'true', JOBS_RUNNER: 'false' } });
    for (const phone of [CONSULTANT, CUSTOMER_PM]) {
      const client = t.client();
      expect((await client.loginWithPassword(phone)).body.success).toBe(true);
      clients.set(phone, client);
    }
  }, 300_000);
  afterAll(async () => t?.close());

  it('has the whole set generated and partly reviewed', async () => {
    const files = (await list(CONSULTANT)).list.filter((file) => file.docCode !== 'NC-REPORT');
    expect(files.length).toBeGreaterThanOrEqual(55);
    for (const file of files) {
      expect(file.status, file.docCode).toBe(DEMO_DOCUMENT_STATES[file.docCode] ?? 'generated');
      expect(file.objectId, file.docCode).not.toMatch(/^demo-/);
      expect(file.docNumber, file.docCode).toMatch(/-ISMS-/);
    }
    const manual = files.find((file) => file.docCode === 'A-01')!;
    const text = docxText(await downloadFile(t, clients.get(CONSULTANT)!, manual.objectId!));
    expect(text).toContain('示例科技');
    for (const [pattern, what] of LEAKS) expect(text, what).not.toMatch(pattern);
  });

  it('has the file 林志远 replaced as version 2, the generated version kept', async () => {
    const replaced = (await list(CONSULTANT)).list.find((file) => file.docCode === DEMO_REPLACED_DOCUMENT)!;
    expect(replaced).toMatchObject({ status: 'inhand', versionNo: 2, source: 'replaced' });
    const versions = (
      (
        await clients
          .get(CONSULTANT)!
          .get<{ list: IsoDocVersion[] }>(`${P}/generate/file/versions.json`, { projectCode: ISO_PROJECT, docCode: DEMO_REPLACED_DOCUMENT })
      ).body as Answer<{ list: IsoDocVersion[] }>
    ).data.list;
    expect(versions.map((version) => [version.versionNo, version.source, version.accountName])).toEqual([
      [2, 'replaced', '林志远'],
      [1, 'generated', '林志远'],
    ]);
    expect(docxText(await downloadFile(t, clients.get(CONSULTANT)!, versions[0]!.objectId))).toContain(DEMO_REPLACED_PARAGRAPH);
    expect(docxText(await downloadFile(t, clients.get(CONSULTANT)!, versions[1]!.objectId))).not.toContain(DEMO_REPLACED_PARAGRAPH);
  });

  it('shows the customer’s PM the delivered files only', async () => {
    const delivered = await list(CUSTOMER_PM);
    const expected = Object.entries(DEMO_DOCUMENT_STATES)
      .filter(([, status]) => status === 'finished')
      .map(([code]) => code);
    expect(
      delivered.list
        .map((file) => file.docCode)
        .filter((code) => code !== 'NC-REPORT')
        .sort(),
    ).toEqual(expected.sort());
  });
});
