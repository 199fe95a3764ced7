/**
 * Service products: the product state machine, the publish check (every problem of a draft, in
 * Chinese) and the defaults a new product starts from (importance list, asset-template option
 * dictionaries of GB/T 20984-2022, delivery steps per kind). Used by the server, the product form
 * and the mocks alike.
 *
 * Versioning: a draft is edited freely; publishing freezes it as version n+1 (projects pin
 * productCode + version, so a product with projects under way keeps the version they bought);
 * editing a published product changes only its draft ("dirty" until published again).
 */
import { ISO_TEMPLATE_SET_SUMMARIES } from '../isoDocuments/templateSets';
import { ISO27001_CLAUSES, ISO27001_CONTROLS, mlpsControlPoint, mlpsAppliesTo, type MlpsLevel } from '../catalogues';
import type { BusinessOption, ImportanceRow, ProcessStep, ProductCatalogue, ProductDefinition, ProductTemplates } from './contracts';
import { AssetOptionCode, ProductStatus, ServiceKind } from './enums';
import { PRODUCT_METHOD_LABELS, type ProductMethod, productMethod } from './method';
import { Importance } from '../engines/risk/scales';
import type { Standard } from '../projects/enums';
import { Role, type RoleCode } from '../kernel/roles';
import { defineStateMachine } from '../kernel/stateMachine';

// ---- State machine ---------------------------------------------------------------------------

export type ProductAction = 'publish' | 'withdraw';

export const PRODUCT_MACHINE = defineStateMachine<ProductStatus, ProductAction>({
  name: '产品',
  states: ProductStatus.labels,
  moves: [
    { from: ['draft', 'published', 'withdrawn'], to: 'published', action: 'publish', label: '发布', by: [{ access: 'canRoot' }] },
    { from: 'published', to: 'withdrawn', action: 'withdraw', label: '下架', by: [{ access: 'canRoot' }] },
  ],
});

/** Only a published product is on sale (channels may be authorized to sell it). */
export const isOnSale = (status: ProductStatus): boolean => status === 'published';

// ---- Owner roles and options -----------------------------------------------------------------

/** Who may own a delivery step: the channel's delivery team, the customer's people, the platform's delivery. */
export const STEP_OWNER_ROLES: readonly RoleCode[] = [
  'channel-owner',
  'channel-executor',
  'platform-delivery',
  'consumer-pm',
  'consumer-owner',
  'consumer-executor',
  'internal_auditor',
];
export const stepOwnerOptions = () => STEP_OWNER_ROLES.map((value) => ({ value, label: Role.label(value) }));

// ---- Defaults --------------------------------------------------------------------------------

export const DEFAULT_IMPORTANCE: readonly ImportanceRow[] = [
  { level: 'VERY_HIGH', description: '关键交付节点：结果直接写入报告结论，须平台复核', reviewRequired: true },
  { level: 'HIGH', description: '重要节点：影响评估结论，须项目负责人确认', reviewRequired: false },
  { level: 'MEDIUM', description: '常规节点：按计划完成即可', reviewRequired: false },
  { level: 'LOW', description: '辅助节点：可与其他步骤并行', reviewRequired: false },
  { level: 'VERY_LOW', description: '可选节点：视客户需要执行', reviewRequired: false },
];

const items = (...labels: string[]) => labels.map((label, index) => ({ value: String(index + 1), label }));
const scale = (high: string, ...rest: string[]) => [high, ...rest].map((label, index) => ({ value: String(5 - index), label }));
const FIVE = scale('很高', '高', '中', '低', '很低');

/** The option dictionaries of an asset template (domain brief §1.3–1.4; GB/T 20984-2022 Tables 1–4 and App. D). */
export const DEFAULT_ASSET_OPTIONS: readonly BusinessOption[] = [
  { attrCode: 'biz_func', hasCategory: false, categorys: [], items: items('生产经营', '客户服务', '内部管理', '监管报送', '决策支持') },
  { attrCode: 'biz_obj', hasCategory: false, categorys: [], items: items('个人用户', '企业客户', '政府机构', '内部员工', '合作伙伴') },
  { attrCode: 'biz_process', hasCategory: false, categorys: [], items: items('受理', '审核', '办理', '交付', '归档') },
  { attrCode: 'biz_scope', hasCategory: false, categorys: [], items: items('全国', '跨省', '省内', '市内', '单位内部') },
  { attrCode: 'biz_align_goal', hasCategory: false, categorys: [], items: FIVE },
  { attrCode: 'biz_worth', hasCategory: false, categorys: [], items: FIVE },
  { attrCode: 'biz_completeness', hasCategory: false, categorys: [], items: items('独立业务', '非独立业务') },
  { attrCode: 'biz_association_type', hasCategory: false, categorys: [], items: items('并列关系', '父子关系', '间接关系') },
  { attrCode: 'biz_association_degree', hasCategory: false, categorys: [], items: items('紧密关联', '非紧密关联') },
  { attrCode: 'biz_importance', hasCategory: false, categorys: [], items: FIVE },
  {
    attrCode: 'biz_domain',
    hasCategory: true,
    categorys: [
      { name: '金融', items: items('银行', '证券', '保险') },
      { name: '政务', items: items('政务服务', '社会治理') },
      { name: '能源', items: items('电力', '石油石化') },
      { name: '医疗', items: items('医院', '医保') },
    ],
    items: [],
  },
  { attrCode: 'biz_region', hasCategory: false, categorys: [], items: items('华北', '华东', '华南', '华中', '西南', '西北', '东北') },
  { attrCode: 'systemRelated', hasCategory: false, categorys: [], items: scale('极高', '高', '中', '低', '极低') },
  { attrCode: 'carryLevel', hasCategory: false, categorys: [], items: scale('极高', '高', '中', '低', '极低') },
  { attrCode: 'systemType', hasCategory: false, categorys: [], items: items('信息系统', '数据资源', '通信网络') },
  { attrCode: 'carryType', hasCategory: false, categorys: [], items: items('采集', '传输', '存储', '处理', '交换', '销毁') },
  { attrCode: 'sys_availability', hasCategory: false, categorys: [], items: FIVE },
  { attrCode: 'sys_confidentiality', hasCategory: false, categorys: [], items: FIVE },
  { attrCode: 'sys_integrity', hasCategory: false, categorys: [], items: FIVE },
];

/** The dictionaries a risk assessment cannot run without (business importance and C/I/A ratings). */
export const RISK_REQUIRED_OPTIONS: readonly BusinessOption['attrCode'][] = [
  'biz_importance',
  'sys_confidentiality',
  'sys_integrity',
  'sys_availability',
];

const step = (name: string, importance: ProcessStep['importance'], ownerRole: RoleCode, days: number, description = ''): ProcessStep => ({
  name,
  importance,
  ownerRole,
  days,
  description,
});

/** Delivery steps a new product of each kind starts from. */
export const DEFAULT_STEPS: Readonly<Record<ServiceKind, readonly ProcessStep[]>> = {
  riskAssessment: [
    step('评估准备与范围确认', 'HIGH', 'channel-owner', 3, '确定评估范围、边界与评估方法'),
    step('业务资产识别', 'HIGH', 'consumer-pm', 5, '按 GB/T 20984 表 1 识别业务并赋值重要性'),
    step('系统资产与组件识别', 'HIGH', 'consumer-executor', 7, '识别系统资产、系统组件和单元资产并赋 C/I/A'),
    step('威胁与脆弱性识别', 'VERY_HIGH', 'channel-executor', 7, '识别威胁、已有安全措施与脆弱性并赋值'),
    step('风险计算与评价', 'VERY_HIGH', 'channel-owner', 3, '计算风险值并评价风险等级'),
    step('评估报告编制', 'HIGH', 'channel-owner', 5),
  ],
  gapAnalysis: [
    step('定级对象确认', 'HIGH', 'channel-owner', 2),
    step('现场访谈与核查', 'VERY_HIGH', 'channel-executor', 5),
    step('差距判定', 'VERY_HIGH', 'channel-executor', 3, '逐项判定符合、部分符合、不符合或不适用'),
    step('整改建议与报告', 'HIGH', 'channel-owner', 4),
  ],
  // The steps of an MLPS (gov) gap analysis; an ISO/IEC 27001 one starts from ISO_GAP_STEPS (defaultSteps).
  questionnaire: [
    step('问卷分发', 'MEDIUM', 'channel-executor', 1),
    step('客户填写问卷', 'HIGH', 'consumer-executor', 7),
    step('问卷审核', 'HIGH', 'channel-owner', 2),
    step('评估结果输出', 'MEDIUM', 'channel-owner', 2),
  ],
  certification: [
    step('体系策划与文件编制', 'HIGH', 'channel-owner', 20),
    step('体系试运行', 'MEDIUM', 'consumer-pm', 60),
    step('内部审核', 'HIGH', 'internal_auditor', 5),
    step('管理评审', 'HIGH', 'consumer-owner', 2),
    step('认证审核陪审', 'VERY_HIGH', 'channel-owner', 5),
  ],
  exam: [
    step('考试安排', 'MEDIUM', 'channel-owner', 1, '确认考生与考试时间，告知考试规则'),
    step('内审员参加考试', 'HIGH', 'internal_auditor', 30, '在规定时间内完成在线考试'),
    step('阅卷与成绩确认', 'HIGH', 'channel-owner', 3, '对简答题评分，确认成绩'),
  ],
};

/** Delivery steps of an ISO/IEC 27001 gap analysis (scope of the ISMS instead of MLPS grading). */
export const ISO_GAP_STEPS: readonly ProcessStep[] = [
  step('差距分析准备与范围确认', 'HIGH', 'channel-owner', 2, '确认信息安全管理体系的范围、组织环境与相关方要求（第 4 章）'),
  step('现场访谈与文件审阅', 'VERY_HIGH', 'channel-executor', 5, '对照第 4–10 章条款和附录 A 控制措施访谈并查阅制度与记录'),
  step('差距判定', 'VERY_HIGH', 'channel-executor', 3, '逐项判定符合、部分符合、不符合或不适用'),
  step('整改建议与报告', 'HIGH', 'channel-owner', 4, '输出差距报告、整改建议与适用性声明建议'),
];

/** The delivery steps a new product of a kind under a standard starts from. */
export const defaultSteps = (kind: ServiceKind, standard: Standard): readonly ProcessStep[] =>
  kind === 'gapAnalysis' && standard === 'iso' ? ISO_GAP_STEPS : DEFAULT_STEPS[kind];

// ---- The method a product is delivered by ----------------------------------------------------

export { PRODUCT_METHOD_LABELS, type ProductMethod, productMethod, productStandardLabel } from './method';

/**
 * Words that name one method's own work: a delivery step (name or requirement) of a product under
 * another method must not use them (an ISO/IEC 27001 product does not start with 定级对象确认).
 */
export const METHOD_STEP_TERMS: Readonly<Record<ProductMethod, readonly string[]>> = {
  mlps: ['定级', '备案', '等级保护', '等保', 'GB/T 22239', '控制点'],
  iso: ['ISO', '27001', '信息安全管理体系', '适用性声明', '附录 A'],
  gbt20984: ['GB/T 20984'],
};

/** Problems of steps that belong to another method than the product's. */
export function stepMethodProblems(method: ProductMethod, steps: readonly ProcessStep[]): string[] {
  const problems: string[] = [];
  steps.forEach((item, index) => {
    const text = `${item.name} ${item.description}`;
    const other = (Object.keys(METHOD_STEP_TERMS) as ProductMethod[]).find(
      (candidate) => candidate !== method && METHOD_STEP_TERMS[candidate].some((term) => text.includes(term)),
    );
    if (other)
      problems.push(
        `流程详情：第 ${index + 1} 步“${item.name}”属于${PRODUCT_METHOD_LABELS[other]}的流程，与本产品的${PRODUCT_METHOD_LABELS[method]}不符`,
      );
  });
  return problems;
}

/** Kinds whose standard is fixed by what they are. */
const KIND_STANDARD: Partial<Record<ServiceKind, Standard>> = { riskAssessment: 'gov', certification: 'iso', exam: 'iso' };

export const EMPTY_CATALOGUE: ProductCatalogue = { level: null, extensions: [], controlPoints: [], clauses: [], controls: [] };

export const defaultTemplates = (): ProductTemplates => ({
  questionnaire: { title: '', questions: [] },
  assetOptions: DEFAULT_ASSET_OPTIONS.map((option) => structuredClone(option)),
});

// ---- The publish check -----------------------------------------------------------------------

const CLAUSE_IDS = new Set(ISO27001_CLAUSES.map((clause) => clause.id));
const CONTROL_NUMBERS = new Set(ISO27001_CONTROLS.map((control) => control.number));
const CHOICE_TYPES = new Set(['single-select', 'multi-select']);

/** Problems of the catalogue selection for a standard (empty when it is fine). */
export function catalogueProblems(standard: Standard, catalogue: ProductCatalogue): string[] {
  const problems: string[] = [];
  if (standard === 'gov') {
    if (catalogue.level === null) return ['标准目录：请选择等级保护级别（第一级至第四级）'];
    const level = catalogue.level as MlpsLevel;
    if (catalogue.controlPoints.length === 0) problems.push('标准目录：请至少选择一个适用的控制点');
    const outside = catalogue.controlPoints.filter((id) => {
      const point = mlpsControlPoint(id);
      return !point || !mlpsAppliesTo(point, level, catalogue.extensions);
    });
    if (outside.length > 0) problems.push(`标准目录：控制点 ${outside.slice(0, 5).join('、')} 不适用于第${'一二三四'[level - 1]}级及所选扩展要求`);
    if (catalogue.clauses.length > 0 || catalogue.controls.length > 0) problems.push('标准目录：等级保护产品不能选择 ISO/IEC 27001 条款');
  } else {
    if (catalogue.clauses.length === 0 && catalogue.controls.length === 0)
      problems.push('标准目录：请至少选择一个 ISO/IEC 27001 条款或附录 A 控制措施');
    const badClauses = catalogue.clauses.filter((id) => !CLAUSE_IDS.has(id));
    if (badClauses.length > 0) problems.push(`标准目录：条款 ${badClauses.slice(0, 5).join('、')} 不存在`);
    const badControls = catalogue.controls.filter((number) => !CONTROL_NUMBERS.has(number));
    if (badControls.length > 0) problems.push(`标准目录：附录 A 控制措施 ${badControls.slice(0, 5).join('、')} 不存在`);
    if (catalogue.level !== null || catalogue.controlPoints.length > 0) problems.push('标准目录：ISO 产品不能选择等级保护控制点');
  }
  return problems;
}

/**
 * A GB/T 20984 risk assessment is checked against the method's assessment contents (assets,
 * threats, vulnerabilities, existing measures, risk analysis and evaluation), not a selection of
 * MLPS control points or ISO clauses; its level, if any, is not used.
 */
export function riskCatalogueProblems(catalogue: ProductCatalogue): string[] {
  return catalogue.controlPoints.length > 0 || catalogue.clauses.length > 0 || catalogue.controls.length > 0
    ? ['标准目录：GB/T 20984 风险评估产品按评估方法的评估内容检查，不能选择等级保护控制点或 ISO/IEC 27001 条款']
    : [];
}

/** Problems of the delivery steps and the importance list. */
export function processProblems(steps: readonly ProcessStep[], importance: readonly ImportanceRow[]): string[] {
  const problems: string[] = [];
  if (steps.length === 0) problems.push('流程详情：请至少添加一个交付步骤');
  const seen = new Set<string>();
  steps.forEach((item, index) => {
    if (seen.has(item.name)) problems.push(`流程详情：第 ${index + 1} 步“${item.name}”与前面的步骤重名`);
    seen.add(item.name);
    if (!STEP_OWNER_ROLES.includes(item.ownerRole))
      problems.push(`流程详情：第 ${index + 1} 步的负责角色“${Role.label(item.ownerRole)}”不能负责交付步骤`);
  });
  const levels = new Set(importance.map((row) => row.level));
  const missing = Importance.values.filter((level) => !levels.has(level));
  if (missing.length > 0) problems.push(`重要性列表：缺少“${missing.map((level) => Importance.label(level)).join('、')}”的说明`);
  if (levels.size !== importance.length) problems.push('重要性列表：每个重要性级别只能说明一次');
  return problems;
}

/** Problems of the questionnaire and asset templates for a kind of product. */
export function templateProblems(kind: ServiceKind, templates: ProductTemplates): string[] {
  const problems: string[] = [];
  const { questions } = templates.questionnaire;
  if (kind === 'questionnaire' && questions.length === 0) problems.push('模板：在线问卷评估产品须至少包含一道问卷题目');
  if (kind === 'exam' && !templates.examPaperCode) problems.push('模板：内审员认证考试产品须选择一份试卷');
  if (kind !== 'exam' && templates.examPaperCode) problems.push('模板：只有内审员认证考试产品可以选择试卷');
  if (templates.isoDocumentSetCode) {
    if (kind !== 'certification') problems.push('模板：只有 ISO 认证咨询产品可以选择体系文件模板');
    else if (!ISO_TEMPLATE_SET_SUMMARIES.some((set) => set.code === templates.isoDocumentSetCode))
      problems.push(`模板：体系文件模板“${templates.isoDocumentSetCode}”不存在`);
  }
  questions.forEach((question, index) => {
    if (CHOICE_TYPES.has(question.answerType) && question.options.length < 2)
      problems.push(`模板：第 ${index + 1} 题“${question.title}”为选择题，须至少两个选项`);
  });
  const codes = templates.assetOptions.map((option) => option.attrCode);
  const duplicated = codes.filter((code, index) => codes.indexOf(code) !== index);
  if (duplicated.length > 0) problems.push(`模板：业务选项“${AssetOptionCode.label(duplicated[0])}”重复`);
  for (const option of templates.assetOptions) {
    const count = option.hasCategory ? option.categorys.reduce((sum, category) => sum + category.items.length, 0) : option.items.length;
    if (count === 0) problems.push(`模板：业务选项“${AssetOptionCode.label(option.attrCode)}”没有任何选项值`);
  }
  if (kind === 'riskAssessment') {
    const missing = RISK_REQUIRED_OPTIONS.filter((code) => !codes.includes(code));
    if (missing.length > 0) problems.push(`模板：风险评估产品的资产模板须包含“${missing.map((code) => AssetOptionCode.label(code)).join('、')}”`);
  }
  return problems;
}

/**
 * Every problem that keeps a draft from being published, in Chinese, section by section (what
 * POST /api/product/validate answers and what publishing refuses with). `today` is the China day.
 */
export function productProblems(definition: ProductDefinition, today: string): string[] {
  const { basic } = definition;
  const problems: string[] = [];
  if (basic.saleEndDate < today) problems.push(`基本信息：销售截止日期 ${basic.saleEndDate} 已过，请重新设置`);
  if (basic.standard !== basic.projectCreateType) problems.push('基本信息：项目创建类型须与标准一致');
  const fixedStandard = KIND_STANDARD[basic.serviceKind];
  if (fixedStandard && basic.standard !== fixedStandard)
    problems.push(
      basic.serviceKind === 'riskAssessment'
        ? '基本信息：GB/T 20984 风险评估产品的标准须为等级保护（国标）'
        : `基本信息：${ServiceKind.label(basic.serviceKind)}产品的标准须为 ISO/IEC 27001`,
    );
  problems.push(
    ...(basic.serviceKind === 'riskAssessment'
      ? riskCatalogueProblems(definition.catalogue)
      : catalogueProblems(basic.standard, definition.catalogue)),
  );
  problems.push(...processProblems(definition.steps, definition.importance));
  problems.push(...stepMethodProblems(productMethod(basic), definition.steps));
  problems.push(...templateProblems(basic.serviceKind, definition.templates));
  if (!definition.documents.workingInstruction) problems.push('文档：请上传作业指导书');
  if (!definition.documents.inspectionStandard) problems.push('文档：请上传检查标准');
  return problems;
}

/** Whether a draft differs from the version on sale (no version yet: always). */
export function isDraftDirty(draft: ProductDefinition, published: ProductDefinition | null | undefined): boolean {
  return !published || stableJson(draft) !== stableJson(published);
}

/** JSON with object keys sorted, so equal definitions compare equal whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}
