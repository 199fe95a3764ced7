import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolKitAdminItem, ToolKitItem } from '../../../domain/toolKit/contracts';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart, SAMPLES, type FilePart } from '../multipart';

const LIST = '/api/user/toolKit/list.json';
const MANAGE_LIST = '/api/platform/toolKit/list.json';
const SAVE = '/api/platform/toolKit/save.json';
const UPDATE = '/api/platform/toolKit/update.json';
const PLATFORM_MANAGER = '13800000001';
const OTHERS = { subPlatformManager: '13800000002', channelManager: '13800000011', customerPm: '13800000021' };
const CB_AUDITOR = '13800000032';

type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

describe.each(DRIVERS)('tool kit: guide downloads and their management (%s)', (driver) => {
  let t: TestApp;
  let filesDir: string;
  const clients = new Map<string, TestClient>();

  async function as(phone: string): Promise<TestClient> {
    let client = clients.get(phone);
    if (!client) {
      client = t.client();
      expect((await client.loginWithPassword(phone)).body.success, `login ${phone}`).toBe(true);
      clients.set(phone, client);
    }
    return client;
  }

  const save = async (fields: Record<string, string | number>, file?: FilePart, phone = PLATFORM_MANAGER) =>
    postMultipart<ToolKitAdminItem>(await as(phone), SAVE, fields, file ? [file] : []);
  const update = async (fields: Record<string, string | number>, file?: FilePart, phone = PLATFORM_MANAGER) =>
    postMultipart<ToolKitAdminItem>(await as(phone), UPDATE, fields, file ? [file] : []);
  const publicList = async (phone = OTHERS.customerPm) => (await (await as(phone)).get<ToolKitItem[]>(LIST)).body.data;
  const manageList = async (query: Record<string, string> = {}) =>
    (await (await as(PLATFORM_MANAGER)).get<Page<ToolKitAdminItem>>(MANAGE_LIST, query)).body;
  const download = (client: TestClient, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: `sid=${client.token}` } });

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-toolkit-'));
    t = await startTestApp(driver, { env: { FILES_DIR: filesDir } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('starts with no guide items', async () => {
    expect(await publicList()).toEqual([]);
    expect(await manageList()).toMatchObject({ success: true, data: { list: [], total: 0, current: 1, pageSize: 10 } });
  });

  it('saves an item with an uploaded guide file that every logged-in account can download', async () => {
    const res = await save({ title: '平台使用手册', showMsg: '第一行\r\n第二行', sortOrder: 1 }, { fileName: '使用手册.pdf', content: SAMPLES.pdf });
    expect(res.body.success).toBe(true);
    const item = res.body.data;
    expect(item).toEqual({
      uniqueCode: expect.stringMatching(/^TK[0-9A-F]{12}$/),
      title: '平台使用手册',
      downloadUrl: `/consulting/file/download?objectId=${item.fileMediaId}`,
      showMsg: '第一行\n第二行',
      status: '1',
      fileMediaId: expect.stringMatching(/^[0-9a-f]{32}$/),
      fileName: '使用手册.pdf',
      sortOrder: 1,
      createdAt: t.clock.now().toISOString(),
    });
    expect(await publicList()).toEqual([{ uniqueCode: item.uniqueCode, title: '平台使用手册', downloadUrl: item.downloadUrl }]);

    // Guide files belong to no tenant: customers, channels, CBs and accounts awaiting admission all get them.
    const waiting = await t.sessionFor(await t.insertAccount({ phone: '13600000009' }), null);
    await waiting.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
    for (const client of [await as(OTHERS.customerPm), await as(OTHERS.channelManager), await as(CB_AUDITOR), waiting]) {
      const got = await download(client, item.downloadUrl);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload).toEqual(SAMPLES.pdf);
      expect(String(got.headers['content-disposition'])).toContain(encodeURIComponent('使用手册.pdf'));
    }
  });

  it('saves an item with an external http(s) link instead of a file', async () => {
    const res = await save({ title: '视频教程', downloadUrl: 'https://example.com/guide/video.mp4', sortOrder: 0 });
    expect(res.body.data).toMatchObject({
      title: '视频教程',
      downloadUrl: 'https://example.com/guide/video.mp4',
      fileMediaId: '',
      fileName: '',
      status: '1',
    });
  });

  it('refuses an item with neither file nor link, a bad link, no title or a file of the wrong content, saving nothing', async () => {
    const before = (await manageList()).data.total;
    expect((await save({ title: '无来源' })).body).toMatchObject({
      success: false,
      errorCode: '400',
      errorMsg: '参数错误：请上传指引文件或填写下载地址',
    });
    // A form without a chosen file sends an empty, nameless part: still "no file".
    expect((await save({ title: '无来源' }, { fileName: '', content: '' })).body.errorMsg).toBe('参数错误：请上传指引文件或填写下载地址');
    expect((await save({ title: '坏链接', downloadUrl: 'javascript:alert(1)' })).body).toMatchObject({
      errorCode: '400',
      errorMsg: '参数错误：downloadUrl 下载地址必须是 http(s) 链接',
    });
    expect((await save({ title: '  ', downloadUrl: 'https://example.com/a' })).body.errorMsg).toBe('参数错误：title 请输入标题');
    expect((await save({ title: '排序', downloadUrl: 'https://example.com/a', sortOrder: -1 })).body.errorMsg).toBe(
      '参数错误：sortOrder 排序不能小于 0',
    );
    const wrong = await save({ title: '伪装的图片' }, { fileName: '截图.png', content: 'plain text' });
    expect(wrong.body).toMatchObject({ success: false, errorCode: '14003' });
    const exe = await save({ title: '程序' }, { fileName: '安装包.exe', content: 'MZ' });
    expect(exe.body).toMatchObject({ success: false, errorCode: '14001' });
    expect((await manageList()).data.total).toBe(before);
  });

  it('lists shown items by sort order, then creation time', async () => {
    t.clock.advance(1_000);
    const later = (await save({ title: '排序为一的后建条目', downloadUrl: 'https://example.com/b', sortOrder: 1 })).body.data;
    t.clock.advance(1_000);
    const first = (await save({ title: '排序为零的新条目', downloadUrl: 'https://example.com/c', sortOrder: 0 })).body.data;
    const titles = (await publicList()).map((item) => item.title);
    expect(titles).toEqual(['视频教程', first.title, '平台使用手册', later.title]);
  });

  it('updates only the fields sent; a hidden item leaves the public list but stays in management', async () => {
    const item = (await manageList({ title: '视频' })).data.list[0];
    const renamed = await update({ uniqueCode: item.uniqueCode, title: '视频教程（新版）' });
    expect(renamed.body.data).toEqual({ ...item, title: '视频教程（新版）' });

    const hidden = await update({ uniqueCode: item.uniqueCode, status: '0' });
    expect(hidden.body.data).toMatchObject({ status: '0', title: '视频教程（新版）', downloadUrl: item.downloadUrl });
    expect((await publicList()).map((entry) => entry.uniqueCode)).not.toContain(item.uniqueCode);
    expect((await manageList({ status: '0' })).data.list.map((entry) => entry.uniqueCode)).toEqual([item.uniqueCode]);
    await update({ uniqueCode: item.uniqueCode, status: '1' });
    expect((await publicList()).map((entry) => entry.uniqueCode)).toContain(item.uniqueCode);
  });

  it('replaces the guide file: the link points at the new file and the old one is gone', async () => {
    const item = (await manageList({ title: '平台使用手册' })).data.list[0];
    const newBytes = Buffer.concat([SAMPLES.docx, Buffer.from('v2')]);
    const res = await update({ uniqueCode: item.uniqueCode, downloadUrl: '' }, { fileName: '使用手册 v2.docx', content: newBytes });
    const updated = res.body.data;
    expect(updated).toMatchObject({ title: '平台使用手册', fileName: '使用手册 v2.docx', showMsg: item.showMsg, sortOrder: item.sortOrder });
    expect(updated.fileMediaId).not.toBe(item.fileMediaId);
    expect(updated.downloadUrl).toBe(`/consulting/file/download?objectId=${updated.fileMediaId}`);

    const customer = await as(OTHERS.customerPm);
    expect((await download(customer, updated.downloadUrl)).rawPayload).toEqual(newBytes);
    const old = await download(customer, item.downloadUrl);
    expect(old.statusCode).toBe(404);
    expect(old.json().errorMsg).toBe('文件不存在');

    // Switching to an external link removes the file as well.
    const linked = (await update({ uniqueCode: item.uniqueCode, downloadUrl: 'http://example.com/manual' })).body.data;
    expect(linked).toMatchObject({ downloadUrl: 'http://example.com/manual', fileMediaId: '', fileName: '' });
    expect((await download(customer, updated.downloadUrl)).statusCode).toBe(404);
  });

  it('keeps the item unchanged when the replacement file is refused, and refuses an unknown item', async () => {
    const item = (await manageList({ title: '排序为零' })).data.list[0];
    const refused = await update({ uniqueCode: item.uniqueCode, title: '不应生效' }, { fileName: '损坏.pdf', content: 'no pdf' });
    expect(refused.body).toMatchObject({ success: false, errorCode: '14003' });
    expect((await manageList({ title: '排序为零' })).data.list[0]).toEqual(item);

    const unknown = await update({ uniqueCode: 'TK000000000000', title: '随便' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, errorCode: '404', errorMsg: '指引条目不存在' });
    expect((await update({ title: '没有编号' })).body.errorMsg).toBe('参数错误：uniqueCode 请指定条目');
  });

  it('pages and filters the management list ("" means no filter, % is literal)', async () => {
    const all = await manageList({ title: '', status: '' });
    expect(all.data.total).toBe(4);
    const page2 = await manageList({ pageSize: '3', current: '2' });
    expect(page2.data).toMatchObject({ total: 4, current: 2, pageSize: 3 });
    expect(page2.data.list.map((item) => item.uniqueCode)).toEqual([all.data.list[3].uniqueCode]);
    expect((await manageList({ title: '排序为' })).data.total).toBe(2);
    expect((await manageList({ title: '%' })).data.total).toBe(0);
    expect(await manageList({ status: '2' })).toMatchObject({ success: false, errorCode: '400' });
  });

  it.each(Object.entries(OTHERS))('answers 403 to the %s on every management call, while the public list works', async (_role, phone) => {
    const item = (await manageList()).data.list[0];
    const client = await as(phone);
    expect((await client.get(MANAGE_LIST)).body).toMatchObject({ success: false, errorCode: '403' });
    const saved = await postMultipart(client, SAVE, { title: '越权' }, [{ fileName: 'a.pdf', content: SAMPLES.pdf }]);
    expect(saved.body).toMatchObject({ success: false, errorCode: '403' });
    expect((await postMultipart(client, UPDATE, { uniqueCode: item.uniqueCode, status: '0' })).body).toMatchObject({
      success: false,
      errorCode: '403',
    });
    expect((await client.get<ToolKitItem[]>(LIST)).body).toMatchObject({ success: true });
    expect((await manageList()).data.list[0]).toEqual(item);
  });

  it('answers 10000 without a session', async () => {
    const anonymous = t.client();
    expect((await anonymous.get(LIST)).body.errorCode).toBe('10000');
    expect((await anonymous.get(MANAGE_LIST)).body.errorCode).toBe('10000');
    expect((await postMultipart(anonymous, SAVE, { title: 'x', downloadUrl: 'https://example.com' })).body.errorCode).toBe('10000');
  });
});
