/**
 * Excel import and export of the asset inventory through the real app on both drivers
 * (PJ20261015RA0006): a file with bad rows saves nothing and names every row and column; a good
 * file creates, a second import of the same names updates; the export writes dictionary labels and
 * owner names, re-imports as is, and the template is the header with the explanation sheet.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessAssetRow, ImportResult } from '../../../domain/riskAssessment/contracts';
import { ErrorCode } from '../../../domain/errors';
import { DICTIONARY_SHEET, SHEET_COLUMNS } from '../../../domain/riskAssessment/sheets';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart } from '../multipart';
import { A, type Answer, caller, EXECUTOR, loginAll, PM, projectFingerprint } from './helpers';

const P = 'PJ20261015RA0006';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('业务资产');
  sheet.addRow(SHEET_COLUMNS.business.map((c) => c.header));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
/** A business row by header name (the other cells empty). */
const businessRow = (cells: Record<string, string | number>) => SHEET_COLUMNS.business.map((c) => cells[c.header] ?? '');

describe.each(DRIVERS)('risk assessment Excel (%s)', (driver) => {
  let t: TestApp;
  let clients: Map<string, TestClient>;
  let call: ReturnType<typeof caller>;
  const upload = async (tier: string, content: Buffer, who = EXECUTOR) =>
    (
      await postMultipart<ImportResult>(clients.get(who)!, `${A}/import`, { projectCode: P, tier }, [
        { fileName: '资产.xlsx', content, contentType: XLSX },
      ])
    ).body as Answer<ImportResult>;
  const download = async (query: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${A}/export?${new URLSearchParams({ projectCode: P, ...query })}`,
      headers: { cookie: `sid=${clients.get(PM)!.token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return { workbook, raw: response.rawPayload };
  };

  beforeAll(async () => {
    t = await startTestApp(driver);
    clients = await loginAll(t, [PM, EXECUTOR]);
    call = caller(clients);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('saves nothing from a file with bad rows and names each row, column and reason', async () => {
    const before = await projectFingerprint(t, P);
    const file = await workbookOf([
      businessRow({ 资产名称: '生产调度', 业务重要性: '高', 业务功能: '生产经营', 责任人: '客户责任人' }),
      businessRow({ 资产名称: '客户服务', 业务功能: '不存在的功能' }),
      businessRow({ 资产名称: '生产调度', 业务重要性: 9, 紧密关联业务: '不存在的业务' }),
    ]);
    const answer = await upload('business', file);
    expect(answer.success, answer.errorMsg).toBe(true);
    expect(answer.data.ok).toBe(false);
    expect(answer.data.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: '业务重要性', message: '请填写业务重要性' },
        { row: 3, column: '业务功能', message: expect.stringContaining('不存在的功能') },
        { row: 4, column: '资产名称', message: '与第 2 行重名' },
        { row: 4, column: '业务重要性', message: expect.stringContaining('9') },
        { row: 4, column: '紧密关联业务', message: '业务资产“不存在的业务”不存在' },
      ]),
    );
    expect(await projectFingerprint(t, P)).toBe(before);

    const unreadable = await upload('business', Buffer.from('not a workbook'));
    expect(unreadable.errorCode).toBe(ErrorCode.RA_IMPORT_UNREADABLE);
    const closed = await upload('system', await workbookOf([]));
    expect(closed.errorCode).toBe(ErrorCode.RA_TIER_CLOSED);
    expect(await projectFingerprint(t, P)).toBe(before);
  });

  it('imports a good file, updates by name on a second import, and exports it back with labels', async () => {
    const first = await upload(
      'business',
      await workbookOf([
        businessRow({ 资产名称: '生产调度', 业务重要性: '高', 业务功能: '生产经营', 业务对象: '企业客户、内部员工', 紧密关联业务: '设备巡检' }),
        businessRow({ 资产名称: '设备巡检', 业务重要性: 2, 责任人: 'A-41' }),
      ]),
    );
    expect(first.data, JSON.stringify(first.data.errors)).toMatchObject({ ok: true, created: 2, updated: 0 });
    const list = await call.get<{ list: BusinessAssetRow[] }>(PM, '/businessAssets/list', { projectCode: P });
    const scheduling = list.data.list.find((b) => b.name === '生产调度')!;
    const patrol = list.data.list.find((b) => b.name === '设备巡检')!;
    expect(scheduling).toMatchObject({
      importance: 4,
      options: { biz_func: '1', biz_obj: ['2', '4'] },
      associations: [{ assetCode: patrol.assetCode, degree: 'close' }],
    });
    expect(patrol.ownerAccountId).toBe('A-41');

    const second = await upload('business', await workbookOf([businessRow({ 资产名称: '设备巡检', 业务重要性: '很高', 责任人: 'A-41' })]));
    expect(second.data).toMatchObject({ ok: true, created: 0, updated: 1 });

    const { workbook, raw } = await download({ tier: 'business' });
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(SHEET_COLUMNS.business.map((c) => c.header));
    const cells = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(cells.slice(0, 4)).toEqual(['生产调度', '', '高', '生产经营']);
    expect(workbook.getWorksheet(DICTIONARY_SHEET)?.rowCount).toBe(SHEET_COLUMNS.business.length + 1);

    const again = await upload('business', raw);
    expect(again.data).toMatchObject({ ok: true, created: 0, updated: 2 });
    const relisted = await call.get<{ list: BusinessAssetRow[] }>(PM, '/businessAssets/list', { projectCode: P });
    const kept = (b: BusinessAssetRow) => [b.assetCode, b.name, b.options, b.associations, b.ownerAccountId];
    expect(relisted.data.list.map(kept)).toEqual(list.data.list.map(kept));
    expect(relisted.data.list.find((b) => b.name === '设备巡检')?.importance).toBe(5);
  });

  it('gives a template with the headers only', async () => {
    const { workbook } = await download({ tier: 'unit', template: 'true' });
    expect(workbook.worksheets[0].rowCount).toBe(1);
    expect((workbook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(SHEET_COLUMNS.unit.map((c) => c.header));
  });
});
