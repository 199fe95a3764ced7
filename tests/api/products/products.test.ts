import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/auditLog/contracts';
import type { ImportanceRow, ProcessStep, ProductDetail, ProductDocument, ProductSummary } from '../../../domain/products/contracts';
import { mlpsControlPointsFor } from '../../../domain/catalogues';
import { DEMO_PRODUCTS } from '../../../domain/demo';
import { neutralFileName } from '../../../domain/files/rules';
import { DEFAULT_IMPORTANCE } from '../../../domain/products/rules';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart, SAMPLES } from '../multipart';

const PLATFORM_MANAGER = '13800000001';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

const basic = {
  name: '数据安全风险评估',
  summary: '按 GB/T 20984 开展的数据安全专项评估',
  serviceKind: 'riskAssessment',
  standard: 'gov',
  projectCreateType: 'gov',
  pricePoints: 1_800,
  deliveryDays: 20,
  saleEndDate: '2026-12-31',
};

describe.each(DRIVERS)('service products (%s)', (driver) => {
  let t: TestApp;
  let root: TestClient;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-products-'));
    t = await startTestApp(driver, { env: { FILES_DIR: filesDir, DEMO_DOCUMENTS: 'true' } });
    root = t.client();
    expect((await root.loginWithPassword(PLATFORM_MANAGER)).body.success).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const audit = async () =>
    (await root.get<Page<AuditEntry>>('/api/platform/auditLog/list.json', { area: 'products', pageSize: '50' })).body.data!.list;

  it('lists the published demo products, every service kind, with server-side filters', async () => {
    const all = (await root.get<Page<ProductSummary>>('/api/product/list.json')).body.data!;
    expect(all.total).toBe(DEMO_PRODUCTS.length);
    expect(all.list.every((product) => product.status === 'published' && product.publishedVersion === 1 && !product.dirty)).toBe(true);
    expect(new Set(all.list.map((product) => product.serviceKind))).toEqual(
      new Set(['riskAssessment', 'gapAnalysis', 'questionnaire', 'certification', 'exam']),
    );
    const iso = (await root.get<Page<ProductSummary>>('/api/product/list.json', { standard: 'iso' })).body.data!;
    expect(iso.list.map((product) => product.productCode).sort()).toEqual([
      'PD-CERT-ISO27001',
      'PD-EXAM-ANNEXA',
      'PD-EXAM-AUDIT',
      'PD-EXAM-ISO27001',
      'PD-GAP-ISO27001',
      'PD-QN-ONLINE',
    ]);
    const named = (await root.get<Page<ProductSummary>>('/api/product/list.json', { name: '等级保护', pageSize: '1' })).body.data!;
    expect(named).toMatchObject({ total: 1, pageSize: 1, list: [{ productCode: 'PD-GAP-MLPS3', pricePoints: 2000 }] });
  });

  it('gives every demo product its working instruction and inspection standard as Word documents written from its data', async () => {
    for (const { productCode, definition } of DEMO_PRODUCTS) {
      const check = await root.post<{ valid: boolean; problems: string[] }>('/api/product/validate', { productCode });
      expect(check.body.data, productCode).toEqual({ valid: true, problems: [] });
      const detail = (await root.get<ProductDetail>('/api/product/detail.json', { productCode })).body.data!;
      expect(detail.dirty).toBe(false);
      const { workingInstruction, inspectionStandard } = detail.draft.documents;
      // Stored under the product's name, its "/" as the full-width "／" (GB／T 20984) like every stored file.
      expect(workingInstruction?.fileName).toBe(neutralFileName(`${definition.basic.name}-作业指导书.docx`));
      expect(inspectionStandard?.fileName).toBe(neutralFileName(`${definition.basic.name}-检查标准.docx`));
      expect((await t.app.products.version(productCode, 1))?.definition.documents).toEqual(detail.draft.documents);
      for (const document of [workingInstruction!, inspectionStandard!]) {
        const download = await t.app.inject({
          method: 'GET',
          url: `/consulting/file/download?objectId=${document.objectId}`,
          headers: { cookie: `sid=${root.token}` },
        });
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-type']).toContain('wordprocessingml');
        const zip = await JSZip.loadAsync(download.rawPayload);
        const xml = await zip.file('word/document.xml')!.async('string');
        expect(xml).toContain(definition.basic.name);
        if (document === workingInstruction) for (const step of definition.steps) expect(xml).toContain(step.name);
        else expect(xml).toContain('检查项');
      }
    }
    const mlps = (await root.get<ProductDetail>('/api/product/detail.json', { productCode: 'PD-GAP-MLPS3' })).body.data!;
    const standard = await t.app.inject({
      method: 'GET',
      url: `/consulting/file/download?objectId=${mlps.draft.documents.inspectionStandard!.objectId}`,
      headers: { cookie: `sid=${root.token}` },
    });
    const xml = await (await JSZip.loadAsync(standard.rawPayload)).file('word/document.xml')!.async('string');
    expect(xml).toContain(`三、检查项（共 ${mlpsControlPointsFor(3, ['cloud']).length} 项）`);
    // Another tenant's session cannot fetch the platform's documents.
    const channel = t.client();
    await channel.loginWithPassword('13800000011');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/consulting/file/download?objectId=${mlps.draft.documents.inspectionStandard!.objectId}`,
      headers: { cookie: `sid=${channel.token}` },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses bad input with a Chinese message naming the field, and changes nothing', async () => {
    const res = await root.post('/api/product/save.json', { basic: { ...basic, pricePoints: 0 } });
    expect(res.body).toMatchObject({ success: false, errorCode: '400' });
    expect(res.body.errorMsg).toContain('价格须为正整数');
    const fraction = await root.post('/api/product/save.json', { basic: { ...basic, pricePoints: 1.5, name: '' } });
    expect(fraction.body.errorMsg).toContain('价格须为正整数');
    expect(fraction.body.errorMsg).toContain('请输入产品名称');
    const taken = await root.post('/api/product/save.json', { basic: { ...basic, name: DEMO_PRODUCTS[0].definition.basic.name } });
    expect(taken.body).toMatchObject({ success: false, errorCode: '12004' });
    expect((await root.get<Page<ProductSummary>>('/api/product/list.json')).body.data!.total).toBe(DEMO_PRODUCTS.length);
  });

  it('creates a draft, completes it section by section, validates every problem in Chinese, then publishes version 1', async () => {
    const created = await root.post<ProductDetail>('/api/product/save.json', { basic });
    expect(created.body.success, created.body.errorMsg).toBe(true);
    const product = created.body.data!;
    expect(product).toMatchObject({ status: 'draft', publishedVersion: null, dirty: true, versions: [] });
    expect(product.draft.steps.length).toBeGreaterThan(0);
    const code = product.productCode;

    const firstCheck = (await root.post<{ valid: boolean; problems: string[] }>('/api/product/validate', { productCode: code })).body.data!;
    expect(firstCheck.valid).toBe(false);
    expect(firstCheck.problems).toEqual(expect.arrayContaining(['文档：请上传作业指导书', '文档：请上传检查标准']));
    // A GB/T 20984 risk assessment starts without a catalogue selection (checked against the method).
    expect(product.draft.catalogue).toMatchObject({ level: null, controlPoints: [] });
    const refused = await root.post('/api/product/publish.json', { productCode: code });
    expect(refused.body).toMatchObject({ success: false, errorCode: '12002' });
    expect(refused.body.errorMsg).toContain('请上传作业指导书');

    const points = mlpsControlPointsFor(3)
      .slice(0, 12)
      .map((point) => point.id);
    const saved = await root.post<ProductDetail>('/api/product/save.json', { productCode: code, catalogue: { level: 3, controlPoints: points } });
    expect(saved.body.data!.draft.catalogue.controlPoints).toEqual(points);
    // MLPS control points do not belong to a GB/T 20984 product: validation names it, the selection is cleared.
    const mismatch = (await root.post<{ valid: boolean; problems: string[] }>('/api/product/validate', { productCode: code })).body.data!;
    expect(mismatch.problems).toContain('标准目录：GB/T 20984 风险评估产品按评估方法的评估内容检查，不能选择等级保护控制点或 ISO/IEC 27001 条款');
    const cleared = await root.post<ProductDetail>('/api/product/save.json', { productCode: code, catalogue: { level: null, controlPoints: [] } });
    expect(cleared.body.data!.draft.catalogue.controlPoints).toEqual([]);

    const steps: ProcessStep[] = [
      { name: '资产识别', importance: 'HIGH', ownerRole: 'consumer-pm', days: 5, description: '' },
      { name: '风险计算', importance: 'VERY_HIGH', ownerRole: 'channel-owner', days: 3, description: '' },
    ];
    expect((await root.post<ProcessStep[]>('/api/product/processDetail/save.json', { productCode: code, steps })).body.data).toEqual(steps);
    expect((await root.get<ProcessStep[]>('/api/product/processDetail/list.json', { productCode: code })).body.data).toEqual(steps);
    const badStep = await root.post('/api/product/processDetail/save.json', { productCode: code, steps: [{ ...steps[0], days: 0 }] });
    expect(badStep.body.errorMsg).toContain('步骤工期须为正整数');

    const rows: ImportanceRow[] = DEFAULT_IMPORTANCE.map((row) => ({ ...row, description: `${row.description}（本产品）` })).reverse();
    const importance = (await root.post<ImportanceRow[]>('/api/product/processDetail/importance/save.json', { productCode: code, rows })).body.data!;
    expect(importance.map((row) => row.level)).toEqual(['VERY_HIGH', 'HIGH', 'MEDIUM', 'LOW', 'VERY_LOW']);
    expect((await root.get<ImportanceRow[]>('/api/product/processDetail/importance/list.json', { productCode: code })).body.data).toEqual(importance);
    const options = (await root.get<{ importance: unknown[]; ownerRoles: { value: string }[] }>('/api/product/processDetail/selectOptions/list.json'))
      .body.data!;
    expect(options.importance).toHaveLength(5);
    expect(options.ownerRoles.map((role) => role.value)).toContain('channel-executor');

    for (const type of ['workingInstruction', 'inspectionStandard']) {
      const uploaded = await postMultipart<ProductDocument>(root, `/api/product/upload/${type}`, { productCode: code }, [
        { fileName: `${type}.pdf`, content: SAMPLES.pdf },
      ]);
      expect(uploaded.body.success, uploaded.body.errorMsg).toBe(true);
      expect(uploaded.body.data).toMatchObject({ fileName: `${type}.pdf`, objectId: expect.stringMatching(/^[0-9a-f]{32}$/) });
      const download = await t.app.inject({
        method: 'GET',
        url: `/consulting/file/download?objectId=${uploaded.body.data!.objectId}`,
        headers: { cookie: `sid=${root.token}` },
      });
      expect(download.rawPayload).toEqual(SAMPLES.pdf);
    }
    const missing = await postMultipart(root, '/api/product/upload/workingInstruction', { productCode: code }, []);
    expect(missing.body).toMatchObject({ success: false, errorCode: '14004' });

    expect((await root.post<{ valid: boolean; problems: string[] }>('/api/product/validate', { productCode: code })).body.data).toEqual({
      valid: true,
      problems: [],
    });
    const published = await root.post<ProductDetail>('/api/product/publish.json', { productCode: code });
    expect(published.body.success, published.body.errorMsg).toBe(true);
    expect(published.body.data).toMatchObject({
      status: 'published',
      publishedVersion: 1,
      dirty: false,
      versions: [{ version: 1, publishedBy: 'A-01' }],
    });
    expect((await root.get('/api/product/hasDirtyProcess.json', { productCode: code })).body.data).toMatchObject({
      dirty: false,
      publishedVersion: 1,
    });

    const actions = (await audit()).filter((entry) => entry.targetId === code).map((entry) => entry.action);
    expect(actions).toEqual([
      '发布产品',
      '上传检查标准',
      '上传作业指导书',
      '保存重要性列表',
      '保存交付流程',
      '保存产品草稿',
      '保存产品草稿',
      '新建产品',
    ]);
  });

  it('edits a published product on its draft, keeps the version on sale, and freezes version 2 on publishing', async () => {
    const code = 'PD-QN-ONLINE';
    const before = (await root.get<ProductDetail>('/api/product/detail.json', { productCode: code })).body.data!;
    const changed = { ...before.draft.basic, pricePoints: 600 };
    await root.post('/api/product/save.json', { productCode: code, basic: changed });
    expect((await root.get('/api/product/hasDirtyProcess.json', { productCode: code })).body.data).toMatchObject({
      dirty: true,
      publishedVersion: 1,
    });
    const version1 = await t.app.products.publishedVersion(code);
    expect(version1).toMatchObject({ version: 1, definition: { basic: { pricePoints: 500 } } });

    // A replaced document goes into the draft only; version 1 keeps the generated one.
    await postMultipart(root, '/api/product/upload/workingInstruction', { productCode: code }, [{ fileName: 'doc.pdf', content: SAMPLES.pdf }]);
    const published = (await root.post<ProductDetail>('/api/product/publish.json', { productCode: code })).body.data!;
    expect(published).toMatchObject({ publishedVersion: 2, dirty: false, pricePoints: 600 });
    expect(await t.app.products.version(code, 1)).toMatchObject({
      definition: { basic: { pricePoints: 500 }, documents: { workingInstruction: { fileName: '信息安全在线问卷评估-作业指导书.docx' } } },
    });
    expect((await t.app.products.publishedVersion(code))?.version).toBe(2);
  });

  it('withdraws a product (no longer on sale, versions kept) and refuses moves the state machine does not allow', async () => {
    const code = 'PD-GAP-ISO27001';
    const withdrawn = await root.post<ProductDetail>('/api/product/withdraw.json', { productCode: code });
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', publishedVersion: 1 });
    expect(await t.app.products.publishedVersion(code)).toBeUndefined();
    expect((await t.app.products.version(code, 1))?.definition.basic.name).toBe('ISO/IEC 27001:2022 差距分析');
    expect((await t.app.products.listPublished()).map((product) => product.productCode)).not.toContain(code);
    const again = await root.post('/api/product/withdraw.json', { productCode: code });
    expect(again.body).toMatchObject({ success: false, errorCode: '12003', errorMsg: '产品当前为“已下架”，不能下架' });
    const unknown = await root.post('/api/product/publish.json', { productCode: 'PD-NOPE' });
    expect(unknown.body).toMatchObject({ success: false, errorCode: '12001', errorMsg: '产品不存在' });
  });
});
