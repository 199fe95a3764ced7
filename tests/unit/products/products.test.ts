import { describe, expect, it } from 'vitest';
import { ProductBasic, type ProductDefinition } from '../../../domain/products/contracts';
import { mlpsControlPointsFor } from '../../../domain/catalogues';
import { DEMO_PRODUCTS } from '../../../domain/demo';
import { ProductStatus } from '../../../domain/enums';
import {
  catalogueProblems,
  defaultSteps,
  isDraftDirty,
  ISO_GAP_STEPS,
  PRODUCT_MACHINE,
  productProblems,
  productStandardLabel,
  processProblems,
  templateProblems,
} from '../../../domain/products/rules';
import { subjectOf } from '../fixtures';

const TODAY = '2025-06-02';
const withDocuments = (definition: ProductDefinition): ProductDefinition => ({
  ...definition,
  documents: {
    workingInstruction: { objectId: 'o1', fileName: '作业指导书.pdf', uploadedAt: '2025-06-01T00:00:00.000Z' },
    inspectionStandard: { objectId: 'o2', fileName: '检查标准.pdf', uploadedAt: '2025-06-01T00:00:00.000Z' },
  },
});

describe('the product state machine', () => {
  const root = subjectOf(['platform-manager']);
  const sub = subjectOf(['subPlatformManager']);
  it.each([
    ['draft', 'publish', 'published'],
    ['published', 'publish', 'published'],
    ['withdrawn', 'publish', 'published'],
    ['published', 'withdraw', 'withdrawn'],
  ] as const)('%s --%s--> %s for the platform manager', (from, action, to) => {
    expect(PRODUCT_MACHINE.assertMove(from, action, root)).toBe(to);
  });
  it.each([
    ['draft', 'withdraw', '产品当前为“草稿”，不能下架'],
    ['withdrawn', 'withdraw', '产品当前为“已下架”，不能下架'],
  ] as const)('refuses %s --%s', (from, action, message) => {
    expect(PRODUCT_MACHINE.refusal(from, action, root)).toBe(message);
  });
  it('refuses anyone but the platform manager', () => {
    expect(PRODUCT_MACHINE.refusal('draft', 'publish', sub)).toBe('你没有权限发布该产品');
    for (const status of ProductStatus.values) expect(PRODUCT_MACHINE.allowedActions(status, sub)).toEqual([]);
  });
});

describe('the publish check', () => {
  it('passes every demo product once its documents are uploaded (the demo data is real work)', () => {
    for (const { definition } of DEMO_PRODUCTS) expect(productProblems(withDocuments(definition), TODAY)).toEqual([]);
  });

  it('names every problem of a draft, section by section, in Chinese', () => {
    const base = withDocuments(DEMO_PRODUCTS[0].definition);
    const broken: ProductDefinition = {
      ...base,
      basic: { ...base.basic, saleEndDate: '2025-01-01', projectCreateType: 'iso' },
      steps: [],
      importance: base.importance.slice(0, 3),
      templates: { ...base.templates, assetOptions: [] },
      documents: { workingInstruction: null, inspectionStandard: base.documents.inspectionStandard },
    };
    expect(productProblems(broken, TODAY)).toEqual([
      '基本信息：销售截止日期 2025-01-01 已过，请重新设置',
      '基本信息：项目创建类型须与标准一致',
      '流程详情：请至少添加一个交付步骤',
      '重要性列表：缺少“低、很低”的说明',
      '模板：风险评估产品的资产模板须包含“业务重要性、保密性、完整性、可用性”',
      '文档：请上传作业指导书',
    ]);
  });

  it('checks catalogue selections against the standard and the level', () => {
    const level4Only = mlpsControlPointsFor(4).find((point) => !mlpsControlPointsFor(1).some((p) => p.id === point.id))!;
    expect(catalogueProblems('gov', { level: 1, extensions: [], controlPoints: [level4Only.id], clauses: [], controls: [] })[0]).toMatch(
      /不适用于第一级/,
    );
    expect(catalogueProblems('gov', { level: null, extensions: [], controlPoints: [], clauses: [], controls: [] })).toEqual([
      '标准目录：请选择等级保护级别（第一级至第四级）',
    ]);
    expect(catalogueProblems('iso', { level: null, extensions: [], controlPoints: [], clauses: ['4.1'], controls: ['9.9'] })).toEqual([
      '标准目录：附录 A 控制措施 9.9 不存在',
    ]);
  });

  it('checks steps, the importance list and the templates', () => {
    const step = { name: '访谈', importance: 'HIGH', ownerRole: 'channel-executor', days: 2, description: '' } as const;
    expect(processProblems([step, step], DEMO_PRODUCTS[0].definition.importance)).toEqual(['流程详情：第 2 步“访谈”与前面的步骤重名']);
    expect(processProblems([{ ...step, ownerRole: 'cb-tenant-audit' }], DEMO_PRODUCTS[0].definition.importance)[0]).toMatch(/认证机构审核员/);
    expect(templateProblems('questionnaire', { questionnaire: { title: '', questions: [] }, assetOptions: [] })).toEqual([
      '模板：在线问卷评估产品须至少包含一道问卷题目',
    ]);
    expect(
      templateProblems('gapAnalysis', {
        questionnaire: { title: '', questions: [{ title: '是否备案', answerType: 'single-select', required: true, options: ['是'] }] },
        assetOptions: [],
      }),
    ).toEqual(['模板：第 1 题“是否备案”为选择题，须至少两个选项']);
  });

  it('an ISO document template set belongs to an ISO 认证咨询 product and must exist', () => {
    const empty = { questionnaire: { title: '', questions: [] }, assetOptions: [] };
    expect(templateProblems('certification', { ...empty, isoDocumentSetCode: 'EMS-14001-2015' })).toEqual([]);
    expect(templateProblems('certification', { ...empty, isoDocumentSetCode: 'NOPE' })).toEqual(['模板：体系文件模板“NOPE”不存在']);
    expect(templateProblems('riskAssessment', { ...empty, isoDocumentSetCode: 'ISMS-27001-2022' })).toContain(
      '模板：只有 ISO 认证咨询产品可以选择体系文件模板',
    );
  });

  it('the basic information refuses a price that is not a positive integer, naming the field', () => {
    const basic = DEMO_PRODUCTS[0].definition.basic;
    for (const pricePoints of [0, -1, 1.5, 'abc']) {
      const parsed = ProductBasic.safeParse({ ...basic, pricePoints });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe('价格须为正整数');
    }
  });

  it('a draft is dirty until it equals the published version, whatever the key order', () => {
    const definition = DEMO_PRODUCTS[1].definition;
    expect(isDraftDirty(definition, null)).toBe(true);
    const reordered = JSON.parse(
      JSON.stringify({
        templates: definition.templates,
        steps: definition.steps,
        basic: definition.basic,
        catalogue: definition.catalogue,
        importance: definition.importance,
        documents: definition.documents,
      }),
    );
    expect(isDraftDirty(definition, reordered)).toBe(false);
    expect(isDraftDirty({ ...definition, basic: { ...definition.basic, pricePoints: 1 } }, definition)).toBe(true);
  });
});

describe('a product is labelled by the method it is delivered by (issue 35 item 6)', () => {
  const demo = (code: string) => withDocuments(DEMO_PRODUCTS.find((product) => product.productCode === code)!.definition);

  it('the GB/T 20984 product shows its own method, not 等级保护, and selects no MLPS control points', () => {
    const risk = demo('PD-RA-20984');
    expect(productStandardLabel(risk.basic)).toBe('GB/T 20984-2022 风险评估');
    expect(risk.catalogue.controlPoints).toEqual([]);
    expect(productStandardLabel(demo('PD-GAP-MLPS3').basic)).toBe('等级保护（GB/T 22239-2019）');
    expect(productStandardLabel(demo('PD-GAP-ISO27001').basic)).toBe('ISO/IEC 27001:2022');
  });

  it('the ISO/IEC 27001 gap product has ISO steps, and a new ISO gap product starts from them', () => {
    const iso = demo('PD-GAP-ISO27001');
    expect(iso.steps[0].name).toBe('差距分析准备与范围确认');
    expect(iso.steps.map((step) => step.name)).not.toContain('定级对象确认');
    expect(defaultSteps('gapAnalysis', 'iso')).toBe(ISO_GAP_STEPS);
    expect(defaultSteps('gapAnalysis', 'gov')[0].name).toBe('定级对象确认');
  });

  it('publishing refuses an ISO product with an MLPS step, and an MLPS product with an ISO step', () => {
    const iso = demo('PD-GAP-ISO27001');
    const mlpsStep = defaultSteps('gapAnalysis', 'gov')[0];
    expect(productProblems({ ...iso, steps: [mlpsStep, ...iso.steps.slice(1)] }, TODAY)).toEqual([
      '流程详情：第 1 步“定级对象确认”属于等级保护（GB/T 22239-2019）的流程，与本产品的ISO/IEC 27001:2022不符',
    ]);
    const mlps = demo('PD-GAP-MLPS3');
    expect(productProblems({ ...mlps, steps: [...mlps.steps, ISO_GAP_STEPS[0]] }, TODAY)).toEqual([
      '流程详情：第 5 步“差距分析准备与范围确认”属于ISO/IEC 27001:2022的流程，与本产品的等级保护（GB/T 22239-2019）不符',
    ]);
  });

  it('publishing refuses a risk assessment with MLPS control points or MLPS steps', () => {
    const risk = demo('PD-RA-20984');
    const controlPoints = mlpsControlPointsFor(3).map((point) => point.id);
    expect(productProblems({ ...risk, catalogue: { ...risk.catalogue, level: 3, controlPoints } }, TODAY)).toEqual([
      '标准目录：GB/T 20984 风险评估产品按评估方法的评估内容检查，不能选择等级保护控制点或 ISO/IEC 27001 条款',
    ]);
    expect(productProblems({ ...risk, steps: [defaultSteps('gapAnalysis', 'gov')[0], ...risk.steps] }, TODAY)).toEqual([
      '流程详情：第 1 步“定级对象确认”属于等级保护（GB/T 22239-2019）的流程，与本产品的GB/T 20984-2022 风险评估不符',
    ]);
  });

  it('publishing refuses an ISO 认证咨询 product whose standard is 等级保护', () => {
    const cert = demo('PD-CERT-ISO27001');
    const problems = productProblems({ ...cert, basic: { ...cert.basic, standard: 'gov', projectCreateType: 'gov' } }, TODAY);
    expect(problems[0]).toBe('基本信息：ISO 认证咨询产品的标准须为 ISO/IEC 27001');
  });
});
