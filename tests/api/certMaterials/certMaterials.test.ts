/**
 * Certification materials, as the two sides see them: the customer's PM lists the demo checklist
 * (5 accepted, 2 awaiting review, 1 returned with its reason, real PDFs), uploads a file (a refused
 * type answers the files area's Chinese message and changes nothing; a stored one is also a
 * project file), deletes or replaces it before acceptance; the body's planner returns only with a
 * reason, accepts, adds, removes and notes; an auditor of the body reads; another customer tenant
 * and another body are refused; the accepted materials come as a zip.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertMaterialItem, CertMaterialsView } from '../../../domain/certMaterials/contracts';
import { DEMO_CERT_MATERIAL_UPLOADS, DEMO_CERT_MATERIALS_PROJECT } from '../../../domain/certMaterials/demo';
import { DEMO_ACCOUNTS } from '../../../domain/identity/demo';
import type { ProjectFile } from '../../../domain/files/contracts';
import { certProjects } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart, SAMPLES } from '../multipart';

const CERT = DEMO_CERT_MATERIALS_PROJECT.certProjectCode;
/**
 * The customer's marketplace project of the demo certification project; while the certification
 * demo names none, the test links 示例科技's gap-analysis project to it (the customer's page is
 * reached through a marketplace project).
 */
const PROJECT = DEMO_CERT_MATERIALS_PROJECT.projectCode ?? 'PJ20261020GM0002';
const PM = '13800000021';
const OWNER = '13800000022';
/** 宁波港航's PM: a customer of another tenant. */
const OTHER_CUSTOMER = '13800000026';
const CB_MANAGER = '13800000031';
const CB_AUDITOR = '13800000032';
const CB_SCHEDULER = '13800000033';
/** 华安认证's manager: another certification body. */
const OTHER_BODY = '13800000034';
const PLATFORM_DELIVERY = '13800000003';
/** A risk-assessment project of 示例科技: no certification project. */
const RA = 'PJ20261015RA0001';

type Page<T> = { list: T[]; total: number };
const nameOf = (phone: string) => DEMO_ACCOUNTS.find((account) => account.phone === phone)!.showName;
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(64)]);

describe.each(DRIVERS)('certMaterials (%s)', (driver) => {
  let t: TestApp;
  let filesDir: string;
  const clients = new Map<string, TestClient>();
  async function as(phone: string): Promise<TestClient> {
    let client = clients.get(phone);
    if (!client) {
      client = t.client();
      expect((await client.loginWithPassword(phone)).body.success, phone).toBe(true);
      clients.set(phone, client);
    }
    return client;
  }
  const customerList = async (phone = PM, projectCode: string = PROJECT) =>
    (await as(phone)).get<CertMaterialsView>('/api/certMaterials/customer/list.json', { projectCode });
  const bodyList = async (phone = CB_MANAGER, certProjectCode: string = CERT) =>
    (await as(phone)).get<CertMaterialsView>('/api/certMaterials/body/list.json', { certProjectCode });
  const itemNamed = async (name: string) => (await customerList()).body.data.items.find((entry) => entry.name === name)!;
  const upload = async (phone: string, itemId: number, fileName: string, content: Buffer, extra: Record<string, string> = {}) =>
    postMultipart<CertMaterialItem>(await as(phone), '/api/certMaterials/customer/upload.json', { projectCode: PROJECT, itemId, ...extra }, [
      { fileName, content },
    ]);
  const review = async (phone: string, itemId: number, decision: 'accept' | 'return', reason = '') =>
    (await as(phone)).post<CertMaterialItem>('/api/certMaterials/body/review.json', { certProjectCode: CERT, itemId, decision, reason });
  const projectFiles = async () =>
    (await (await as(PM)).get<Page<ProjectFile>>('/consulting/file/project/list.json', { projectCode: PROJECT, pageSize: '100' })).body.data.list;
  const download = async (phone: string, url: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, query, headers: { cookie: `sid=${(await as(phone)).token}` } });

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-certmat-'));
    t = await startTestApp(driver, { env: { FILES_DIR: filesDir } });
    if (!DEMO_CERT_MATERIALS_PROJECT.projectCode)
      await t.database.db.update(certProjects).set({ projectCode: PROJECT }).where(eq(certProjects.certProjectCode, CERT));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('shows the customer the demo checklist: 5 accepted, 2 awaiting review, 1 returned with its reason', async () => {
    const res = await customerList();
    expect(res.body.success, res.body.errorMsg).toBe(true);
    const view = res.body.data;
    expect(view.certProject).toMatchObject({ certProjectCode: CERT, bodyName: '示例认证中心', standards: ['ISMS'] });
    expect(view.items).toHaveLength(11);
    const count = (status: string) => view.items.filter((entry) => entry.status === status).length;
    expect([count('accepted'), count('submitted'), count('returned'), count('pending')]).toEqual([5, 2, 1, 3]);
    expect(view.progress).toEqual({ total: 11, accepted: 5, requiredTotal: 10, requiredAccepted: 5 });
    const returned = view.items.find((entry) => entry.status === 'returned')!;
    expect(returned.name).toBe('内部审核报告');
    expect(returned.returnReason).toBe(DEMO_CERT_MATERIAL_UPLOADS.find((entry) => entry.status === 'returned')!.returnReason);
    expect(returned.reviewerName).toBe(nameOf(CB_MANAGER));
    expect(view.editable).toBe(true);
  });

  it('the demo files are real PDFs, downloadable by both sides (and project files of its marketplace project)', async () => {
    const soa = await itemNamed('适用性声明（SoA）');
    const [file] = soa.uploads;
    expect(file.size).toBeGreaterThan(200);
    for (const [phone, url, query] of [
      [PM, '/api/certMaterials/customer/download', { projectCode: PROJECT, uploadId: String(file.uploadId) }],
      [CB_MANAGER, '/api/certMaterials/body/download', { certProjectCode: CERT, uploadId: String(file.uploadId) }],
    ] as const) {
      const res = await download(phone, url, query);
      expect(res.statusCode, phone).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.toString('latin1')).toContain('startxref');
    }
    if (DEMO_CERT_MATERIALS_PROJECT.projectCode) expect((await projectFiles()).map((entry) => entry.fileName)).toContain(file.fileName);
  });

  it('refuses a customer of another tenant and another certification body', async () => {
    const other = await customerList(OTHER_CUSTOMER);
    expect(other.body.success).toBe(false);
    expect(other.body.data).toBeNull();
    const pending = await itemNamed('管理评审记录');
    const otherUpload = await postMultipart(
      await as(OTHER_CUSTOMER),
      '/api/certMaterials/customer/upload.json',
      { projectCode: PROJECT, itemId: pending.itemId },
      [{ fileName: '纪要.pdf', content: SAMPLES.pdf }],
    );
    expect(otherUpload.body.success).toBe(false);
    const otherBody = await bodyList(OTHER_BODY);
    expect(otherBody.body.success).toBe(false);
    expect(otherBody.body.data).toBeNull();
    const otherReview = await review(OTHER_BODY, pending.itemId, 'accept');
    expect(otherReview.body.success).toBe(false);
    expect((await itemNamed('管理评审记录')).status).toBe('pending');
  });

  it('explains plainly when the project has no certification project', async () => {
    const res = await customerList(PM, RA);
    expect(res.body.success).toBe(true);
    expect(res.body.data.certProject).toBeNull();
    expect(res.body.data.notice).toContain('该项目还没有认证项目');
    expect(res.body.data.items).toEqual([]);
  });

  it('refuses a file of a refused type with the Chinese message, and stores nothing', async () => {
    const before = await itemNamed('管理评审记录');
    const filesBefore = (await projectFiles()).length;
    const res = await upload(PM, before.itemId, '评审.exe', EXE);
    expect(res.body.success).toBe(false);
    expect(res.body.errorMsg).toContain('不支持的文件类型');
    expect(await itemNamed('管理评审记录')).toEqual(before);
    expect((await projectFiles()).length).toBe(filesBefore);
    const none = await postMultipart(await as(PM), '/api/certMaterials/customer/upload.json', { projectCode: PROJECT, itemId: before.itemId }, []);
    expect(none.body.errorMsg).toBe('参数错误：file 请选择要上传的文件');
  });

  it('upload → return needs a reason → returned with it → upload again → accepted and locked', async () => {
    const item = await itemNamed('管理评审记录');
    const uploaded = await upload(OWNER, item.itemId, '管理评审会议纪要.pdf', SAMPLES.pdf);
    expect(uploaded.body.success, uploaded.body.errorMsg).toBe(true);
    expect(uploaded.body.data).toMatchObject({ status: 'submitted', uploads: [{ fileName: '管理评审会议纪要.pdf', uploaderName: nameOf(OWNER) }] });
    expect((await projectFiles()).map((entry) => entry.fileName)).toContain('管理评审会议纪要.pdf');

    // The body sees it awaiting review; a return without a reason is refused and changes nothing.
    expect((await bodyList()).body.data.items.find((entry) => entry.itemId === item.itemId)?.status).toBe('submitted');
    const bare = await review(CB_MANAGER, item.itemId, 'return', '   ');
    expect(bare.body.success).toBe(false);
    expect(bare.body.errorMsg).toBe('参数错误：reason 退回时请填写退回原因，客户会看到它');
    expect((await itemNamed('管理评审记录')).status).toBe('submitted');

    const returned = await review(CB_SCHEDULER, item.itemId, 'return', '缺少管理评审输入中的风险评估结果');
    expect(returned.body.data).toMatchObject({
      status: 'returned',
      returnReason: '缺少管理评审输入中的风险评估结果',
      reviewerName: nameOf(CB_SCHEDULER),
    });
    expect(await itemNamed('管理评审记录')).toMatchObject({ status: 'returned', returnReason: '缺少管理评审输入中的风险评估结果' });
    // A returned material is not reviewed again until it is sent again.
    expect((await review(CB_MANAGER, item.itemId, 'accept')).body.errorMsg).toBe('认证材料当前为“已退回”，不能通过');

    const [old] = (await itemNamed('管理评审记录')).uploads;
    const replaced = await upload(PM, item.itemId, '管理评审会议纪要（补充）.pdf', SAMPLES.pdf, { replaceUploadId: String(old.uploadId) });
    expect(replaced.body.data.status).toBe('submitted');
    expect(replaced.body.data.uploads.map((entry) => entry.fileName)).toEqual(['管理评审会议纪要（补充）.pdf']);
    const names = (await projectFiles()).map((entry) => entry.fileName);
    expect(names).toContain('管理评审会议纪要（补充）.pdf');
    expect(names).not.toContain('管理评审会议纪要.pdf');

    const accepted = await review(CB_MANAGER, item.itemId, 'accept');
    expect(accepted.body.data).toMatchObject({ status: 'accepted', returnReason: '' });
    const [kept] = accepted.body.data.uploads;
    const locked = await (await as(PM)).post('/api/certMaterials/customer/deleteUpload.json', { projectCode: PROJECT, uploadId: kept.uploadId });
    expect(locked.body.errorMsg).toBe('该材料已通过审核，不能再上传、替换或删除文件');
    expect((await upload(PM, item.itemId, '再来一份.pdf', SAMPLES.pdf)).body.errorMsg).toBe('该材料已通过审核，不能再上传、替换或删除文件');
    const removal = await (await as(CB_MANAGER)).post('/api/certMaterials/body/removeItem.json', { certProjectCode: CERT, itemId: item.itemId });
    expect(removal.body.errorMsg).toBe('该材料项已有通过审核的文件，不能删除');
    expect((await customerList()).body.data.progress.accepted).toBe(6);
  });

  it('deleting the only file of a submitted item takes it back to 待上传 and removes the project file', async () => {
    const item = await itemNamed('法律法规及合同要求清单');
    const sent = await upload(PM, item.itemId, '法律法规清单.docx', SAMPLES.docx);
    expect(sent.body.data.status).toBe('submitted');
    const [file] = sent.body.data.uploads;
    const res = await (await as(PM)).post<CertMaterialItem>('/api/certMaterials/customer/deleteUpload.json', {
      projectCode: PROJECT,
      uploadId: file.uploadId,
    });
    expect(res.body.data).toMatchObject({ status: 'pending', uploads: [] });
    expect((await projectFiles()).map((entry) => entry.fileName)).not.toContain('法律法规清单.docx');
  });

  it('the planner adds, notes and removes items; an auditor of the body reads only', async () => {
    const added = await (await as(CB_SCHEDULER)).post<CertMaterialItem>('/api/certMaterials/body/addItem.json', {
      certProjectCode: CERT,
      name: '信息安全培训记录',
      description: '近一年全员信息安全意识培训的签到和考核记录',
      required: false,
    });
    expect(added.body.data).toMatchObject({ name: '信息安全培训记录', required: false, status: 'pending' });
    const duplicate = await (await as(CB_MANAGER)).post('/api/certMaterials/body/addItem.json', { certProjectCode: CERT, name: '信息安全培训记录' });
    expect(duplicate.body.errorMsg).toBe('参数错误：name 该认证项目已有同名的材料项');
    const note = await (await as(CB_MANAGER)).post('/api/certMaterials/body/note.json', {
      certProjectCode: CERT,
      note: '请于第二阶段审核前 10 个工作日上传全部必需材料',
    });
    expect(note.body.success).toBe(true);
    const customer = (await customerList()).body.data;
    expect(customer.note).toBe('请于第二阶段审核前 10 个工作日上传全部必需材料');
    expect(customer.items.at(-1)?.name).toBe('信息安全培训记录');

    const auditor = await bodyList(CB_AUDITOR);
    expect(auditor.body.success, auditor.body.errorMsg).toBe(true);
    expect(auditor.body.data.editable).toBe(false);
    expect((await bodyList(CB_MANAGER)).body.data.editable).toBe(true);
    // Platform delivery reads every body's projects, and changes nothing.
    const delivery = await bodyList(PLATFORM_DELIVERY);
    expect(delivery.body.success, delivery.body.errorMsg).toBe(true);
    expect(delivery.body.data.editable).toBe(false);
    const refused = await review(CB_AUDITOR, added.body.data.itemId, 'accept');
    expect(refused.body).toMatchObject({ success: false, errorCode: '403' });
    expect((await bodyList(CB_AUDITOR)).body.data.items.find((entry) => entry.itemId === added.body.data.itemId)?.status).toBe('pending');

    const removed = await (await as(CB_MANAGER)).post('/api/certMaterials/body/removeItem.json', {
      certProjectCode: CERT,
      itemId: added.body.data.itemId,
    });
    expect(removed.body.success).toBe(true);
    expect((await customerList()).body.data.items.map((entry) => entry.name)).not.toContain('信息安全培训记录');
  });

  it('exports the accepted materials as a zip, one folder per item', async () => {
    const res = await download(CB_MANAGER, '/api/certMaterials/body/zip', { certProjectCode: CERT });
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).filter((name) => !zip.files[name].dir);
    expect(names).toContain('01 认证申请书/认证申请书（盖章）.pdf');
    // Accepted only: the SoA awaits review.
    expect(names.some((name) => name.includes('SoA'))).toBe(false);
  });
});
