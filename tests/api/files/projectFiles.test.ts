/**
 * Project files, the other upload paths, batches, share links and images as data URLs, as a
 * client sees them: who may list, download, zip and delete a project's files (the projects area's
 * visibility), what an upload refuses (content against extension, zip bombs, empty files, path
 * characters), per-file batch results, share links through expiry, revocation and download limit
 * (on the test clock; a refused link opened in the browser is a page saying why), uploads without
 * a session (type, size, rate, a day's lifetime).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchUploadResult, FileShareLink, ProjectFile, StoredFile } from '../../../domain/files/contracts';
import { DEMO_FILE_SHARE, DEMO_PROJECT_FILES } from '../../../domain/files/demo';
import { files } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { multipartBody, postMultipart, SAMPLES, type FilePart } from '../multipart';

const RA = 'PJ20261015RA0001';
const GAP = 'PJ20261020GM0002';
const CHANNEL_MANAGER = '13800000011';
const CONSULTANT = '13800000013';
/** The consultant of the gap project, not of the risk project. */
const OTHER_CONSULTANT = '13800000014';
const CUSTOMER_PM = '13800000021';
const CUSTOMER_EXECUTOR = '13800000023';
/** A customer of the same channel, another tenant. */
const OTHER_CUSTOMER = '13800000026';
const HENGXIN_MANAGER = '13800000016';

const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(64)]);

type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

async function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A small zip whose central directory declares its entry unpacks to 2 GB. */
async function declaredBomb(): Promise<Buffer> {
  const zip = Buffer.from(await zipOf({ 'a.txt': 'hello' }));
  const central = zip.indexOf(Buffer.from('PK\x01\x02', 'latin1'));
  zip.writeUInt32LE(2_000_000_000, central + 24);
  return zip;
}

describe.each(DRIVERS)('files: project files, batches, share links, images (%s)', (driver) => {
  let t: TestApp;
  let filesDir: string;
  const clients = new Map<string, TestClient>();

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

  const list = async (phone: string, projectCode: string, query: Record<string, string> = {}) =>
    (await as(phone)).get<Page<ProjectFile>>('/consulting/file/project/list.json', { projectCode, ...query });
  const uploadTo = async (phone: string, projectCode: string, file: FilePart) =>
    postMultipart<StoredFile>(await as(phone), '/consulting/file/upload', { projectCode }, [file]);
  const batch = async (phone: string, parts: FilePart[], fields: Record<string, string> = {}) =>
    postMultipart<BatchUploadResult[]>(
      await as(phone),
      '/api/file/upload/batch/save.json',
      fields,
      parts.map((part) => ({ ...part, field: 'files' })),
    );
  const download = async (phone: string | null, objectId: string) =>
    t.app.inject({
      method: 'GET',
      url: '/consulting/file/download',
      query: { objectId },
      headers: phone ? { cookie: `sid=${(await as(phone)).token}` } : {},
    });
  const openShare = (sharePath: string) => t.app.inject({ method: 'GET', url: sharePath });
  const share = async (phone: string, body: Record<string, unknown>) => (await as(phone)).post<FileShareLink>('/api/file/share', body);
  const rowCount = async (where = eq(files.purpose, 'project')) => (await t.database.db.select().from(files).where(where)).length;
  const storedBytes = () =>
    fs.existsSync(filesDir)
      ? (fs.readdirSync(filesDir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => fs.statSync(path.join(filesDir, f)).isFile())
          .length
      : 0;

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-pfiles-'));
    t = await startTestApp(driver, {
      env: {
        FILES_DIR: filesDir,
        UPLOAD_BATCH_MAX_FILES: '3',
        ANON_UPLOAD_MAX_PER_IP_PER_HOUR: '2',
        ANON_UPLOAD_MAX_BYTES: '4096',
        IMG_BASE64_MAX_BYTES: '2048',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('shows the demo files of a project to its customer, consultant and channel manager, newest first', async () => {
    const demo = DEMO_PROJECT_FILES.filter((file) => file.projectCode === RA);
    for (const phone of [CUSTOMER_PM, CUSTOMER_EXECUTOR, CONSULTANT, CHANNEL_MANAGER]) {
      const res = await list(phone, RA);
      expect(res.body.success, phone).toBe(true);
      expect(res.body.data.total).toBe(demo.length);
      expect(res.body.data.list.map((file) => file.fileName)).toEqual([...demo].sort((a, b) => a.daysAgo - b.daysAgo).map((file) => file.fileName));
    }
    const pm = (await list(CUSTOMER_PM, RA)).body.data.list;
    expect(pm.find((file) => file.fileName === '现场访谈纪要.pdf')).toMatchObject({
      source: 'usr',
      uploaderName: expect.any(String),
      canDelete: true,
    });
    // The executor may delete only what they uploaded.
    expect((await list(CUSTOMER_EXECUTOR, RA)).body.data.list.every((file) => !file.canDelete)).toBe(true);
    const gap = await list(OTHER_CONSULTANT, GAP, { source: 'ai' });
    expect(gap.body.data.list).toEqual([
      expect.objectContaining({ fileName: '差距分析初步结论.txt', source: 'ai', uploaderName: '系统生成', uploaderAccountId: null }),
    ]);
    // The demo files' bytes are in the (new) storage.
    const got = await download(CUSTOMER_PM, demo[0].objectId);
    expect(got.statusCode).toBe(200);
  });

  it('refuses the project to another consultant, another customer and another channel, and their downloads', async () => {
    // The demo's project files: the files area's own and the certification materials' PDFs.
    const seeded = await rowCount();
    expect(seeded).toBeGreaterThanOrEqual(DEMO_PROJECT_FILES.length);
    for (const phone of [OTHER_CONSULTANT, OTHER_CUSTOMER, HENGXIN_MANAGER]) {
      const res = await list(phone, RA);
      expect(res.body.success, phone).toBe(false);
      expect(res.body.errorMsg).toMatch(/项目不存在|不存在/);
      const got = await download(phone, DEMO_PROJECT_FILES[0].objectId);
      expect(got.statusCode, phone).toBe(404);
      expect(got.json()).toMatchObject({ success: false, errorMsg: '文件不存在' });
      const zip = await (await as(phone)).get('/consulting/file/project/zip', { projectCode: RA });
      expect(zip.body.success).toBe(false);
      const upload = await uploadTo(phone, RA, { fileName: '闯入.txt', content: SAMPLES.txt });
      expect(upload.body.success).toBe(false);
    }
    expect(await rowCount()).toBe(seeded);
  });

  it('uploads a project file, lists it with its uploader and lets the uploader or a manager delete it, not another member', async () => {
    const mine = await uploadTo(CUSTOMER_EXECUTOR, RA, { fileName: '整改照片说明.txt', content: SAMPLES.txt });
    expect(mine.body).toMatchObject({ success: true, data: { fileName: '整改照片说明.txt', size: SAMPLES.txt.length } });
    const listed = (await list(CUSTOMER_EXECUTOR, RA, { keyword: '整改' })).body.data.list;
    expect(listed).toEqual([expect.objectContaining({ objectId: mine.body.data.objectId, source: 'usr', canDelete: true })]);
    const consultantsView = (await list(CONSULTANT, RA, { keyword: '整改' })).body.data.list[0];
    expect(consultantsView.canDelete).toBe(false);

    const byConsultant = await (await as(CONSULTANT)).post('/consulting/file/project/delete.json', { objectId: mine.body.data.objectId });
    expect(byConsultant.body).toMatchObject({ success: false, errorCode: '14101', errorMsg: '只有上传者或项目负责人可以删除该文件' });
    const byOutsider = await (await as(OTHER_CUSTOMER)).post('/consulting/file/project/delete.json', { objectId: mine.body.data.objectId });
    expect(byOutsider.status).toBe(404);
    expect(await rowCount(eq(files.objectId, mine.body.data.objectId))).toBe(1);

    const byUploader = await (await as(CUSTOMER_EXECUTOR)).post('/consulting/file/project/delete.json', { objectId: mine.body.data.objectId });
    expect(byUploader.body).toMatchObject({ success: true, data: { objectId: mine.body.data.objectId } });
    expect((await download(CUSTOMER_PM, mine.body.data.objectId)).statusCode).toBe(404);

    const theirs = await uploadTo(CONSULTANT, RA, { fileName: '访谈提纲.txt', content: SAMPLES.txt });
    const byManager = await (await as(CHANNEL_MANAGER)).post('/consulting/file/project/delete.json', { objectId: theirs.body.data.objectId });
    expect(byManager.body.success).toBe(true);
  });

  it('refuses a renamed .exe, a zip bomb, an empty file and keeps nothing of them', async () => {
    const before = { rows: await rowCount(), bytes: storedBytes() };
    const exe = await uploadTo(CUSTOMER_PM, RA, { fileName: '报告.pdf', content: EXE });
    expect(exe.body).toMatchObject({ success: false, errorCode: '14003' });
    expect(exe.body.errorMsg).toContain('文件内容不是有效的 pdf 格式');

    const bomb = await uploadTo(CUSTOMER_PM, RA, { fileName: '资料包.zip', content: await declaredBomb() });
    expect(bomb.body).toMatchObject({ success: false, errorCode: '14005', errorMsg: '压缩文件解压后过大或条目过多，已拒绝' });
    // 5 MB of zeros packs to a few KB: a ratio no document has.
    const packed = await zipOf({ 'word/document.xml': Buffer.alloc(5 * 1024 * 1024) });
    const docx = await uploadTo(CUSTOMER_PM, RA, { fileName: '方案.docx', content: packed });
    expect(docx.body).toMatchObject({ success: false, errorCode: '14005' });

    const empty = await uploadTo(CUSTOMER_PM, RA, { fileName: '空白.txt', content: Buffer.alloc(0) });
    expect(empty.body).toMatchObject({ success: false, errorCode: '14004', errorMsg: '文件内容为空' });
    expect({ rows: await rowCount(), bytes: storedBytes() }).toEqual(before);

    // An ordinary zip passes.
    const fine = await uploadTo(CUSTOMER_PM, RA, { fileName: '附件.zip', content: await zipOf({ '说明.txt': '正常的压缩包' }) });
    expect(fine.body.success).toBe(true);
  });

  it('neutralises path characters in file names', async () => {
    for (const [sent, stored] of [
      ['..\\..\\windows\\evil.txt', 'evil.txt'],
      ['../../etc/passwd.txt', 'passwd.txt'],
      ['a:b*c?<>|.txt', 'a：b＊c？＜＞｜.txt'],
      ['..隐藏.txt', '隐藏.txt'],
    ]) {
      const res = await uploadTo(CUSTOMER_PM, RA, { fileName: sent, content: SAMPLES.txt });
      expect(res.body.data?.fileName, sent).toBe(stored);
      const got = await download(CUSTOMER_PM, res.body.data.objectId);
      expect(String(got.headers['content-disposition'])).toContain(encodeURIComponent(stored));
    }
    // A right-to-left override would show "报告\u202Efdp.exe" as "报告exe.pdf": refused, nothing stored.
    const before = await rowCount();
    const disguised = await uploadTo(CUSTOMER_PM, RA, { fileName: '报告\u202Etxt.exe.txt', content: SAMPLES.txt });
    expect(disguised.body).toMatchObject({
      success: false,
      errorCode: '14008',
      errorMsg: '文件名包含无效字符或改变文字方向的不可见字符，请重命名后再上传',
    });
    expect(await rowCount()).toBe(before);
  });

  it('stores a batch file by file: one bad file answers its reason, the others are stored', async () => {
    const res = await batch(
      CONSULTANT,
      [
        { fileName: '访谈记录.txt', content: SAMPLES.txt },
        { fileName: '改名的程序.pdf', content: EXE },
        { fileName: '网络拓扑.png', content: SAMPLES.png },
      ],
      { projectCode: RA },
    );
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual([
      expect.objectContaining({ fileName: '访谈记录.txt', ok: true, objectId: expect.stringMatching(/^[0-9a-f]{32}$/), message: '上传成功' }),
      { fileName: '改名的程序.pdf', ok: false, objectId: null, file: null, message: '文件内容与扩展名不符：文件内容不是有效的 pdf 格式' },
      expect.objectContaining({ fileName: '网络拓扑.png', ok: true }),
    ]);
    const listed = (await list(CUSTOMER_PM, RA, { keyword: '访谈记录' })).body.data.list;
    expect(listed.map((file) => file.objectId)).toEqual([res.body.data[0].objectId]);

    // Without a project: the caller's tenant's files.
    const own = await batch(CUSTOMER_PM, [{ fileName: '制度.pdf', content: SAMPLES.pdf }]);
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.objectId, own.body.data[0].objectId as string));
    expect(row).toMatchObject({ tenantCode: 'T-CU-DEMO', purpose: 'general', projectCode: null });
  });

  it('refuses a batch above the configured count with 413 and stores none of it', async () => {
    const before = await rowCount();
    const parts = [1, 2, 3, 4].map((n) => ({ fileName: `文件${n}.txt`, content: SAMPLES.txt }));
    const res = await batch(CONSULTANT, parts, { projectCode: RA });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, errorCode: '413', errorMsg: '一次最多上传 3 个文件' });
    expect(await rowCount()).toBe(before);
    const none = await batch(CONSULTANT, [], { projectCode: RA });
    expect(none.body).toMatchObject({ success: false, errorCode: '14004' });
  });

  it('zips a project’s files for whoever may see it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/consulting/file/project/zip',
      query: { projectCode: GAP },
      headers: { cookie: `sid=${(await as(CUSTOMER_PM)).token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(
      DEMO_PROJECT_FILES.filter((f) => f.projectCode === GAP)
        .map((f) => f.fileName)
        .sort(),
    );
    expect(await zip.file('差距分析初步结论.txt')?.async('string')).toContain('差距分析初步结论');
  });

  it('stores a server-generated file as the project’s with source ai (storeProjectFile)', async () => {
    const stored = await t.app.fileService.storeProjectFile({
      projectCode: GAP,
      source: 'ai',
      fileName: '差距分析报告.txt',
      data: Buffer.from('报告正文'),
      accountId: null,
    });
    const listed = (await list(OTHER_CONSULTANT, GAP, { keyword: '差距分析报告' })).body.data.list;
    expect(listed).toEqual([expect.objectContaining({ objectId: stored.objectId, source: 'ai', uploaderName: '系统生成' })]);
    await expect(
      t.app.fileService.storeProjectFile({ projectCode: 'PJ-NOPE', source: 'ai', fileName: 'x.txt', data: Buffer.from('x'), accountId: null }),
    ).rejects.toThrow();
  });

  it('uploads the tenant’s own file only into the tenant the session is in', async () => {
    const ok = await postMultipart<StoredFile>(await as(CUSTOMER_PM), '/consulting/file/uploadTenantFile', { tenantCode: 'T-CU-DEMO' }, [
      { fileName: '营业执照.pdf', content: SAMPLES.pdf },
    ]);
    expect(ok.body.success).toBe(true);
    const other = await postMultipart(await as(CUSTOMER_PM), '/consulting/file/uploadTenantFile', { tenantCode: 'T-CU-NINGBO' }, [
      { fileName: '营业执照.pdf', content: SAMPLES.pdf },
    ]);
    expect(other.body).toMatchObject({ success: false, errorCode: '14006', errorMsg: '只能上传到当前所在机构' });
  });

  it('refuses another tenant’s file everywhere: download, share, share list, image, delete', async () => {
    const own = await postMultipart<StoredFile>(await as(CUSTOMER_PM), '/consulting/file/uploadTenantFile', {}, [
      { fileName: 'logo.png', content: SAMPLES.png },
    ]);
    const objectId = own.body.data.objectId;
    const outsider = await as(OTHER_CUSTOMER);
    expect((await download(OTHER_CUSTOMER, objectId)).statusCode).toBe(404);
    for (const res of [
      await outsider.post('/api/file/share', { objectId, expiresIn: 1, unit: 'day' }),
      await outsider.get('/api/file/share/list.json', { objectId }),
      await outsider.post('/api/file/imgBase64', { objectId }),
      await outsider.post('/consulting/file/project/delete.json', { objectId }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, errorMsg: '文件不存在' });
    }
    // Its own tenant reads it as an image.
    const image = await (await as(CUSTOMER_PM)).post<{ dataUrl: string; contentType: string }>('/api/file/imgBase64', { objectId });
    expect(image.body.data.contentType).toBe('image/png');
    expect(Buffer.from(image.body.data.dataUrl.replace('data:image/png;base64,', ''), 'base64')).toEqual(SAMPLES.png);
  });

  it('answers images of a visible project as data URLs and refuses non-images and images above the limit', async () => {
    const photo = DEMO_PROJECT_FILES.find((file) => file.fileName === '机房照片.png');
    const ok = await (await as(CONSULTANT)).post<{ dataUrl: string }>('/api/file/imgBase64', { objectId: photo?.objectId });
    expect(ok.body.data.dataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const text = DEMO_PROJECT_FILES.find((file) => file.fileName.endsWith('.txt'));
    const refused = await (await as(CONSULTANT)).post('/api/file/imgBase64', { objectId: text?.objectId });
    expect(refused.body).toMatchObject({ success: false, errorCode: '14301', errorMsg: '仅支持 png、jpg、gif 图片' });
    const big = await uploadTo(CONSULTANT, RA, { fileName: '大图.png', content: Buffer.concat([SAMPLES.png, Buffer.alloc(4096)]) });
    const tooBig = await (await as(CONSULTANT)).post('/api/file/imgBase64', { objectId: big.body.data.objectId });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errorMsg).toBe('图片过大，无法预览（最大 2 KB）');
  });

  it('opens the demo share link without a session', async () => {
    const res = await openShare(`/api/file/share/download?token=${DEMO_FILE_SHARE.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('shares a file by link until its download limit, then refuses with 410; only that file', async () => {
    const created = await share(CUSTOMER_PM, { objectId: DEMO_PROJECT_FILES[1].objectId, expiresIn: 2, unit: 'day', maxDownloads: 2 });
    expect(created.body.data).toMatchObject({
      status: 'active',
      downloads: 0,
      maxDownloads: 2,
      path: expect.stringMatching(/^\/api\/file\/share\/download\?token=/),
    });
    const link = created.body.data.path as string;
    expect(link.length).toBeGreaterThan(60);
    for (let i = 0; i < 2; i++) {
      const got = await openShare(link);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.toString('utf8')).toContain('资产清单');
    }
    const third = await openShare(link);
    expect(third.statusCode).toBe(410);
    expect(third.json()).toMatchObject({ success: false, errorCode: '14205', errorMsg: '分享链接已达到下载次数上限' });
    // The token opens nothing else: no objectId is read from the request.
    const withId = await openShare(`${link}&objectId=${DEMO_PROJECT_FILES[0].objectId}`);
    expect(withId.statusCode).toBe(410);
    const unknown = await openShare('/api/file/share/download?token=not-a-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorMsg: '分享链接不存在' });
    const links = await (await as(CONSULTANT)).get<FileShareLink[]>('/api/file/share/list.json', { objectId: DEMO_PROJECT_FILES[1].objectId });
    expect(links.body.data).toEqual([expect.objectContaining({ shareId: created.body.data.shareId, status: 'exhausted', downloads: 2, path: null })]);
  });

  it('refuses a revoked link with 410 and a lifetime above the configured maximum', async () => {
    const created = await share(CONSULTANT, { objectId: DEMO_PROJECT_FILES[0].objectId, expiresIn: 12, unit: 'hour' });
    const revoked = await (await as(CUSTOMER_PM)).post<FileShareLink>('/api/file/share/revoke.json', { shareId: created.body.data.shareId });
    expect(revoked.body.data.status).toBe('revoked');
    const got = await openShare(created.body.data.path as string);
    expect(got.statusCode).toBe(410);
    expect(got.json()).toMatchObject({ errorCode: '14204', errorMsg: '分享链接已被撤销' });
    // Opened by the browser itself (the link pasted in the address bar): a page saying why.
    const page = await t.app.inject({
      method: 'GET',
      url: created.body.data.path as string,
      headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' },
    });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>无法下载文件</h1><p>分享链接已被撤销</p>');
    const outsider = await (await as(OTHER_CUSTOMER)).post('/api/file/share/revoke.json', { shareId: created.body.data.shareId });
    expect(outsider.body).toMatchObject({ success: false, errorCode: '14202' });

    const tooLong = await share(CONSULTANT, { objectId: DEMO_PROJECT_FILES[0].objectId, expiresIn: 31, unit: 'day' });
    expect(tooLong.body).toMatchObject({ success: false, errorCode: '14201', errorMsg: '分享有效期最长 30 天' });
    const zero = await share(CONSULTANT, { objectId: DEMO_PROJECT_FILES[0].objectId, expiresIn: 0 });
    expect(zero.body).toMatchObject({ success: false, errorCode: '400' });
    expect(zero.body.errorMsg).toContain('有效期至少为 1');
  });

  it('accepts an upload without a session only as an image or PDF, within size and rate, and removes it after a day unless claimed', async () => {
    const anon = (ip: string, file: FilePart) => {
      const { payload, contentType } = multipartBody({}, [file]);
      return t.app.inject({
        method: 'POST',
        url: '/consulting/file/noAuthority/upload',
        payload,
        headers: { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest' },
        remoteAddress: ip,
      });
    };
    const first = await anon('10.9.9.1', { fileName: '营业执照.pdf', content: SAMPLES.pdf });
    expect(first.json()).toMatchObject({ success: true, data: { fileName: '营业执照.pdf' } });
    const objectId = first.json().data.objectId as string;
    const [row] = await t.database.db.select().from(files).where(eq(files.objectId, objectId));
    expect(row).toMatchObject({ purpose: 'anonymous', tenantCode: null, accountId: null });
    // Nobody but the platform's channel reviewers reads it.
    expect((await download(CUSTOMER_PM, objectId)).statusCode).toBe(404);

    const docx = await anon('10.9.9.2', { fileName: '说明.docx', content: SAMPLES.docx });
    expect(docx.json()).toMatchObject({ success: false, errorCode: '14007' });
    const big = await anon('10.9.9.3', { fileName: '大图.png', content: Buffer.concat([SAMPLES.png, Buffer.alloc(5000)]) });
    expect(big.statusCode).toBe(413);
    expect(big.json().errorMsg).toBe('未登录上传的文件超过限制（最大 4 KB）');

    expect((await anon('10.9.9.1', { fileName: 'b.png', content: SAMPLES.png })).statusCode).toBe(200);
    const limited = await anon('10.9.9.1', { fileName: 'c.png', content: SAMPLES.png });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorMsg).toBe('未登录上传过于频繁，请一小时后再试');

    const claimed = await anon('10.9.9.4', { fileName: 'keep.png', content: SAMPLES.png });
    await t.app.fileService.claimAnonymous(claimed.json().data.objectId, { accountId: 'A-11', tenantCode: 'T-CH-ANHENG', purpose: 'general' });
    t.clock.advance(25 * 3600_000);
    clients.clear();
    expect((await anon('10.9.9.5', { fileName: 'd.png', content: SAMPLES.png })).statusCode).toBe(200);
    expect(await rowCount(eq(files.objectId, objectId))).toBe(0);
    expect(await rowCount(and(eq(files.objectId, claimed.json().data.objectId), eq(files.purpose, 'general')))).toBe(1);
  });

  it('lets a share link expire on the clock: 410 已过期', async () => {
    const created = await share(CUSTOMER_PM, { objectId: DEMO_PROJECT_FILES[2].objectId, expiresIn: 1, unit: 'hour' });
    expect((await openShare(created.body.data.path as string)).statusCode).toBe(200);
    t.clock.advance(61 * 60_000);
    const late = await openShare(created.body.data.path as string);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ success: false, errorCode: '14203', errorMsg: '分享链接已过期' });
  });
});
