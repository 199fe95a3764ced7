import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '../../../domain/files/contracts';
import { files } from '../../../server/db/schema';
import { createLocalDiskStorage, InvalidStorageKeyError, newStorageKey, sniffMatchesExtension } from '../../../server/storage';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { multipartBody, postMultipart, SAMPLES, type FilePart } from '../multipart';

const UPLOAD = '/api/file/upload/save.json';
const DOWNLOAD = '/consulting/file/download';
const PLATFORM_MANAGER = '13800000001';
const SUB_PLATFORM_MANAGER = '13800000002';
const CHANNEL_MANAGER = '13800000011';
const PENDING_CHANNEL_MANAGER = '13800000015';
const CUSTOMER_PM = '13800000021';
const CUSTOMER_OWNER = '13800000022';
const CB_MANAGER = '13800000031';

/** Every uploaded file under a directory, relative to it (the demo project files' bytes, under demo/, left out). */
const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter(
        (name) => !name.startsWith(`demo${path.sep}`) && fs.statSync(path.join(dir, name)).isFile(),
      )
    : [];

describe.each(DRIVERS)('files: upload and download (%s)', (driver) => {
  let t: TestApp;
  let filesDir: string;
  const clients = new Map<string, TestClient>();

  /** A logged-in client per demo phone (one login each). */
  async function as(phone: string): Promise<TestClient> {
    let client = clients.get(phone);
    if (!client) {
      client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, `login ${phone}`).toBe(true);
      clients.set(phone, client);
    }
    return client;
  }

  const upload = async (phone: string, file: FilePart | null, fields: Record<string, string> = {}) =>
    postMultipart<StoredFile>(await as(phone), UPLOAD, fields, file ? [file] : []);

  const download = async (client: TestClient, objectId: string) =>
    t.app.inject({ method: 'GET', url: DOWNLOAD, query: { objectId }, headers: client.token ? { cookie: `sid=${client.token}` } : {} });

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-files-'));
    t = await startTestApp(driver, { env: { FILES_DIR: filesDir } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('stores an upload and sends back exactly its bytes, with the Chinese name in Content-Disposition', async () => {
    const bytes = Buffer.concat([SAMPLES.pdf, Buffer.from([0, 1, 2, 255, 254, 13, 10])]);
    const res = await upload(CUSTOMER_PM, { fileName: '风险评估报告（终稿）.pdf', content: bytes, contentType: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, errorCode: '200' });
    const stored = res.body.data;
    expect(stored).toEqual({
      objectId: expect.stringMatching(/^[0-9a-f]{32}$/),
      fileName: '风险评估报告（终稿）.pdf',
      // From the checked extension, never the client's claim.
      contentType: 'application/pdf',
      size: bytes.length,
      createdAt: t.clock.now().toISOString(),
    });

    const [row] = await t.database.db.select().from(files).where(eq(files.objectId, stored.objectId));
    expect(row).toMatchObject({
      tenantCode: 'T-CU-DEMO',
      accountId: 'A-21',
      purpose: 'general',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(row.storageKey).not.toContain('风险');
    expect(fs.readFileSync(path.join(filesDir, row.storageKey))).toEqual(bytes);

    // Another member of the same tenant downloads it.
    const res2 = await download(await as(CUSTOMER_OWNER), stored.objectId);
    expect(res2.statusCode).toBe(200);
    expect(res2.rawPayload).toEqual(bytes);
    expect(res2.headers['content-type']).toBe('application/pdf');
    expect(res2.headers['content-disposition']).toBe(
      `attachment; filename="${'风险评估报告（终稿）'.replace(/./g, '_')}.pdf"; filename*=UTF-8''${encodeURIComponent('风险评估报告（终稿）.pdf')}`,
    );
    expect(res2.headers['x-content-type-options']).toBe('nosniff');
    expect(res2.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps line breaks and bytes of text files and serves svg as an attachment', async () => {
    for (const [fileName, content, type] of [
      ['说明.txt', SAMPLES.txt, 'text/plain; charset=utf-8'],
      ['logo.SVG', SAMPLES.svg, 'image/svg+xml'],
    ] as const) {
      const res = await upload(CHANNEL_MANAGER, { fileName, content });
      expect(res.body.success, fileName).toBe(true);
      const got = await download(await as(CHANNEL_MANAGER), res.body.data.objectId);
      expect(got.rawPayload).toEqual(content);
      expect(got.headers['content-type']).toBe(type);
      expect(String(got.headers['content-disposition'])).toMatch(/^attachment;/);
    }
  });

  it.each(Object.entries(SAMPLES))('accepts a real %s file', async (extension, content) => {
    const res = await upload(CHANNEL_MANAGER, { fileName: `样例.${extension}`, content });
    expect(res.body).toMatchObject({ success: true, data: { fileName: `样例.${extension}`, size: content.length } });
  });

  it.each([
    ['text named .png', '截图.png', Buffer.from('not an image')],
    ['a PNG named .pdf', '合同.pdf', SAMPLES.png],
    ['a zip named .doc', '旧文档.doc', SAMPLES.docx],
    ['an OLE2 file named .docx', '新文档.docx', SAMPLES.doc],
    ['binary (NUL bytes) named .txt', '日志.txt', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')],
    [
      'text with a NUL byte after its first 64 KiB named .txt',
      '长日志.txt',
      Buffer.concat([Buffer.alloc(100_000, 'a'), Buffer.from([0]), Buffer.from('MZ')]),
    ],
    ['text without <svg named .svg', '图标.svg', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a GIF named .jpg', '照片.jpg', SAMPLES.gif],
  ])('refuses %s with 14003', async (_case, fileName, content) => {
    const res = await upload(CUSTOMER_PM, { fileName, content });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, data: null, errorCode: '14003' });
    expect(res.body.errorMsg).toContain('文件内容与扩展名不符');
  });

  it.each([
    ['病毒.exe', SAMPLES.txt],
    ['没有扩展名', SAMPLES.txt],
    ['网页.html', Buffer.from('<html></html>')],
    ['.png', SAMPLES.png],
  ])('refuses the file name %s with 14001', async (fileName, content) => {
    const res = await upload(CUSTOMER_PM, { fileName, content });
    expect(res.body).toMatchObject({ success: false, errorCode: '14001' });
    expect(res.body.errorMsg).toMatch(/^不支持的文件类型，仅支持 png、jpg、jpeg、gif、svg/);
  });

  it('refuses a missing or empty file with 14004 and stores nothing', async () => {
    const before = listFiles(filesDir).length;
    const none = await upload(CUSTOMER_PM, null, { purpose: 'general' });
    expect(none.body).toMatchObject({ success: false, errorCode: '14004', errorMsg: '请选择要上传的文件' });
    const unnamed = await upload(CUSTOMER_PM, { fileName: '', content: '' });
    expect(unnamed.body).toMatchObject({ success: false, errorCode: '14004', errorMsg: '请选择要上传的文件' });
    const empty = await upload(CUSTOMER_PM, { fileName: '空.txt', content: '' });
    expect(empty.body).toMatchObject({ success: false, errorCode: '14004', errorMsg: '文件内容为空' });
    expect(listFiles(filesDir).length).toBe(before);
  });

  it('refuses a purpose users may not upload for, and a field that is not a file part', async () => {
    const guide = await upload(CUSTOMER_PM, { fileName: 'a.txt', content: 'x' }, { purpose: 'toolKit' });
    expect(guide.body).toMatchObject({ success: false, errorCode: '400' });
    expect(guide.body.errorMsg).toMatch(/^参数错误：purpose /);
    const other = await postMultipart(await as(CUSTOMER_PM), UPLOAD, {}, [{ field: 'avatar', fileName: 'a.png', content: SAMPLES.png }]);
    expect(other.body).toMatchObject({ success: false, errorCode: '400', errorMsg: '参数错误：avatar 不接受文件' });
    const json = await (await as(CUSTOMER_PM)).post(UPLOAD, { purpose: 'general' });
    expect(json.body).toMatchObject({ success: false, errorCode: '400', errorMsg: '参数错误：请求体 请以 multipart/form-data 提交' });
  });

  it('answers a body busboy cannot read (no boundary, truncated) with the 400 envelope (HTTP 200), not a 500, and stores nothing', async () => {
    const before = listFiles(filesDir).length;
    const client = await as(CUSTOMER_PM);
    const raw = (contentType: string, payload: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: UPLOAD,
        payload,
        headers: { cookie: `sid=${client.token}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': contentType },
      });
    const invalid = { success: false, errorCode: '400', errorMsg: '参数错误：请求体 不是有效的 multipart/form-data' };

    const { payload, contentType } = multipartBody({ purpose: 'general' }, [{ fileName: 'a.txt', content: 'hello world' }]);
    const noBoundary = await raw('multipart/form-data', payload); // "Boundary not found"
    expect(noBoundary.statusCode).toBe(200);
    expect(noBoundary.json()).toMatchObject(invalid);
    const truncated = await raw(contentType, payload.subarray(0, payload.length - 20)); // "Unexpected end of form"
    expect(truncated.statusCode).toBe(200);
    expect(truncated.json()).toMatchObject(invalid);
    // The checks of our own still answer as before, and a well-formed body still passes.
    expect((await postMultipart(client, UPLOAD, {}, [{ field: 'avatar', fileName: 'a.png', content: SAMPLES.png }])).body.errorMsg).toBe(
      '参数错误：avatar 不接受文件',
    );
    expect(listFiles(filesDir).length).toBe(before);
    expect((await raw(contentType, payload)).json()).toMatchObject({ success: true, data: { fileName: 'a.txt' } });
  });

  it('takes only the base name of a path-like file name; the storage key never comes from it', async () => {
    const res = await upload(CUSTOMER_PM, { fileName: '../../../etc/cron.d/任务.txt', content: 'echo hi\n' });
    expect(res.body).toMatchObject({ success: true, data: { fileName: '任务.txt' } });
    const [row] = await t.database.db.select().from(files).where(eq(files.objectId, res.body.data.objectId));
    expect(row.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}$/);
    expect(fs.existsSync(path.join(filesDir, row.storageKey))).toBe(true);
    expect(listFiles(filesDir).every((name) => !name.includes('任务') && !name.endsWith('.tmp'))).toBe(true);
  });

  it('needs a session and an admitted tenant to upload, and the CSRF header', async () => {
    const stranger = await postMultipart(t.client(), UPLOAD, {}, [{ fileName: 'a.txt', content: 'x' }]);
    expect(stranger.body).toMatchObject({ success: false, errorCode: '10000' });
    const pending = await upload(PENDING_CHANNEL_MANAGER, { fileName: 'a.txt', content: 'x' });
    expect(pending.body).toMatchObject({ success: false, errorCode: '403' });
    const client = await as(CUSTOMER_PM);
    const noCsrf = await client.request('POST', UPLOAD, { csrf: false, body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.errorCode).toBe('csrf_rejected');
  });

  it('answers a file of another tenant exactly like an unknown id: 404 文件不存在', async () => {
    const channelFile = (await upload(CHANNEL_MANAGER, { fileName: '渠道内部.pdf', content: SAMPLES.pdf })).body.data;
    const foreign = await download(await as(CUSTOMER_PM), channelFile.objectId);
    const unknown = await download(await as(CUSTOMER_PM), 'f'.repeat(32));
    for (const res of [foreign, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, data: null, errorCode: '404', errorMsg: '文件不存在' });
    }
    // The platform manager is not a member of the channel tenant either (and it is no voucher).
    expect((await download(await as(PLATFORM_MANAGER), channelFile.objectId)).statusCode).toBe(404);
    expect((await download(await as(CHANNEL_MANAGER), channelFile.objectId)).statusCode).toBe(200);
  });

  it('lets the platform finance download a customer’s transfer voucher, but no other tenant', async () => {
    const voucher = await upload(CUSTOMER_PM, { fileName: '转账凭证.png', content: SAMPLES.png }, { purpose: 'transferVoucher' });
    expect(voucher.body.success).toBe(true);
    const objectId = voucher.body.data.objectId;
    const [row] = await t.database.db.select().from(files).where(eq(files.objectId, objectId));
    expect(row.purpose).toBe('transferVoucher');

    for (const phone of [PLATFORM_MANAGER, SUB_PLATFORM_MANAGER, CUSTOMER_OWNER]) {
      const res = await download(await as(phone), objectId);
      expect(res.statusCode, phone).toBe(200);
      expect(res.rawPayload).toEqual(SAMPLES.png);
    }
    for (const phone of [CHANNEL_MANAGER, CB_MANAGER]) {
      const res = await download(await as(phone), objectId);
      expect(res.statusCode, phone).toBe(404);
      expect(res.json().errorMsg).toBe('文件不存在');
    }
  });

  it('needs a session to download and an objectId', async () => {
    const file = (await upload(CUSTOMER_PM, { fileName: 'a.txt', content: 'x' })).body.data;
    const anonymous = await t.app.inject({ method: 'GET', url: DOWNLOAD, query: { objectId: file.objectId } });
    expect(anonymous.json()).toMatchObject({ success: false, errorCode: '10000' });
    const missing = await download(await as(CUSTOMER_PM), '');
    expect(missing.json()).toMatchObject({ success: false, errorCode: '400', errorMsg: '参数错误：objectId 缺少 objectId' });
  });

  it('answers 404 (and logs) when the bytes of a known file are gone', async () => {
    const file = (await upload(CUSTOMER_PM, { fileName: '会丢失.txt', content: 'bytes' })).body.data;
    const [row] = await t.database.db.select().from(files).where(eq(files.objectId, file.objectId));
    fs.rmSync(path.join(filesDir, row.storageKey));
    const res = await download(await as(CUSTOMER_PM), file.objectId);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMsg).toBe('文件不存在');
  });
});

describe.each(DRIVERS)('files: size limit (%s)', (driver) => {
  let t: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-files-'));
    t = await startTestApp(driver, { env: { FILES_DIR: filesDir, UPLOAD_MAX_BYTES: '2048' } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 14002 and stores nothing; one at the limit passes', async () => {
    const client = t.client();
    await client.loginWithPassword(CUSTOMER_PM);
    // The demo seed stores some files of its own (the certification materials' PDFs).
    const seeded = listFiles(filesDir);
    const tooBig = await postMultipart(client, UPLOAD, {}, [{ fileName: '大文件.txt', content: Buffer.alloc(2049, 'a') }]);
    expect(tooBig.status).toBe(200);
    expect(tooBig.body).toMatchObject({ success: false, errorCode: '14002' });
    expect(tooBig.body.errorMsg).toMatch(/^文件大小超过限制/);
    expect(listFiles(filesDir)).toEqual(seeded);

    const atLimit = await postMultipart<StoredFile>(client, UPLOAD, {}, [{ fileName: '刚好.txt', content: Buffer.alloc(2048, 'a') }]);
    expect(atLimit.body).toMatchObject({ success: true, data: { size: 2048 } });
    expect(listFiles(filesDir)).toHaveLength(seeded.length + 1);
  });
});

describe('files: storage driver and sniffing', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-storage-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, opens, checks and deletes bytes under server-made keys, leaving no temporary file', async () => {
    const storage = createLocalDiskStorage(path.join(root, 'not-yet-created'));
    const key = newStorageKey(new Date('2025-06-02T01:00:00Z'));
    expect(key).toMatch(/^2025\/06\/[0-9a-f]{32}$/);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.open(key)).toBeNull();
    await storage.put(key, Buffer.from('第一版'));
    await storage.put(key, Buffer.from('第二版'));
    const stream = await storage.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('第二版');
    expect(await storage.exists(key)).toBe(true);
    expect(listFiles(path.join(root, 'not-yet-created'))).toEqual([key]);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
  });

  it.each(['../outside', 'a/../../b', '/etc/passwd', 'a\\..\\b', '.hidden', 'a//b', '', 'a/./b', 'C:/x'])('refuses the key %j', async (key) => {
    const storage = createLocalDiskStorage(root);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.open(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(fs.existsSync(path.join(root, '..', 'outside'))).toBe(false);
  });

  it('sniffs by magic bytes, case-insensitively, and never matches unknown or empty content', () => {
    expect(sniffMatchesExtension(SAMPLES.png, 'PNG')).toBe(true);
    expect(sniffMatchesExtension(SAMPLES.tif, 'tiff')).toBe(true);
    expect(sniffMatchesExtension(Buffer.from([0x4d, 0x4d, 0x00, 0x2a]), 'tif')).toBe(true);
    expect(sniffMatchesExtension(SAMPLES.doc, 'xls')).toBe(true);
    expect(sniffMatchesExtension(SAMPLES.doc, 'ppt')).toBe(true);
    expect(sniffMatchesExtension(SAMPLES.docx, 'xlsx')).toBe(true);
    expect(sniffMatchesExtension(SAMPLES.docx, 'pptx')).toBe(true);
    expect(sniffMatchesExtension(SAMPLES.zip, 'docx')).toBe(false);
    expect(sniffMatchesExtension(SAMPLES.jpg, 'jpeg')).toBe(true);
    expect(sniffMatchesExtension(Buffer.from('GIF88a'), 'gif')).toBe(false);
    expect(sniffMatchesExtension(SAMPLES.png.subarray(0, 4), 'png')).toBe(false);
    expect(sniffMatchesExtension(Buffer.from('%PDF'), 'pdf')).toBe(false);
    expect(sniffMatchesExtension(Buffer.from('\uFEFF<svg/>'), 'svg')).toBe(true);
    expect(sniffMatchesExtension(Buffer.from('<svg\u0000'), 'svg')).toBe(false);
    expect(sniffMatchesExtension(Buffer.alloc(0), 'txt')).toBe(false);
    expect(sniffMatchesExtension(SAMPLES.txt, 'exe')).toBe(false);
  });
});
