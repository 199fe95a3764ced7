/**
 * Standard configuration data: the standards products are built on (standardTemplate config),
 * the documented not-applicable clause rules, ISO 14001 suggestions and the default criteria for
 * the significance (importance) of environmental aspects. Titles are short facts (numbers and
 * titles), never standard text (domain brief, copyright note).
 */
import type { Standard } from '../../projects/enums';

export const STANDARD_CONFIG_VERSION = 'standard config 1';

export type ManagementStandard = 'ISO9001' | 'ISO14001' | 'ISO45001' | 'ISO27001';

export interface StandardTemplateRow {
  code: string;
  name: string;
  standard: Standard;
  /** What a product on this standard delivers. */
  kind: 'riskAssessment' | 'gapAnalysis' | 'questionnaire' | 'certification';
  /** The catalogue of domain/catalogues the product's items come from, if any. */
  catalogue: 'mlps' | 'iso27001' | null;
  /** MLPS protection levels a product may target (empty when levels do not apply). */
  levels: number[];
  /** The management-system standard, for certification consulting (not-applicable clauses, 14001 config). */
  managementStandard: ManagementStandard | null;
}

export const STANDARD_TEMPLATES: readonly StandardTemplateRow[] = [
  {
    code: 'GBT20984-2022',
    name: 'GB/T 20984-2022 信息安全技术 信息安全风险评估方法',
    standard: 'gov',
    kind: 'riskAssessment',
    catalogue: null,
    levels: [],
    managementStandard: null,
  },
  {
    code: 'GBT22239-2019',
    name: 'GB/T 22239-2019 网络安全等级保护基本要求',
    standard: 'gov',
    kind: 'gapAnalysis',
    catalogue: 'mlps',
    levels: [1, 2, 3, 4],
    managementStandard: null,
  },
  {
    code: 'ISO27001-2022',
    name: 'ISO/IEC 27001:2022 信息安全管理体系 要求',
    standard: 'iso',
    kind: 'gapAnalysis',
    catalogue: 'iso27001',
    levels: [],
    managementStandard: 'ISO27001',
  },
  { code: 'QUESTIONNAIRE', name: '在线问卷评估', standard: 'gov', kind: 'questionnaire', catalogue: null, levels: [], managementStandard: null },
  {
    code: 'ISO9001-2015',
    name: 'ISO 9001:2015 质量管理体系 要求',
    standard: 'iso',
    kind: 'certification',
    catalogue: null,
    levels: [],
    managementStandard: 'ISO9001',
  },
  {
    code: 'ISO14001-2015',
    name: 'ISO 14001:2015 环境管理体系 要求及使用指南',
    standard: 'iso',
    kind: 'certification',
    catalogue: null,
    levels: [],
    managementStandard: 'ISO14001',
  },
  {
    code: 'ISO45001-2018',
    name: 'ISO 45001:2018 职业健康安全管理体系 要求及使用指南',
    standard: 'iso',
    kind: 'certification',
    catalogue: null,
    levels: [],
    managementStandard: 'ISO45001',
  },
  {
    code: 'ISO27001-2022-CERT',
    name: 'ISO/IEC 27001:2022 信息安全管理体系认证咨询',
    standard: 'iso',
    kind: 'certification',
    catalogue: 'iso27001',
    levels: [],
    managementStandard: 'ISO27001',
  },
];

/**
 * What each management standard allows to be declared not applicable, and the clauses that may
 * be, each with the condition that must hold. These restate the standards' own provisions:
 * ISO 9001:2015 4.3 (a requirement may be determined not applicable only if it does not affect
 * the ability to ensure conformity of products and services); ISO 14001:2015 and ISO 45001:2018
 * have no such provision (all requirements of 4–10 apply; only the scope is bounded);
 * ISO/IEC 27001:2022 clause 1 (excluding any requirement of 4–10 is not acceptable) and 6.1.3 d)
 * (Annex A controls are included or excluded in the Statement of Applicability with justification).
 */
export interface NotApplicableRule {
  clause: string;
  title: string;
  /** The fact about the organisation that must hold for the clause to be not applicable. */
  condition: string;
  /** GB/T 4754-2017 divisions where the condition usually holds: the clause is suggested, still to be confirmed. */
  usuallyFor: readonly string[];
}

export const NOT_APPLICABLE_BASIS: Readonly<Record<ManagementStandard, { excludable: boolean; basis: string }>> = {
  ISO9001: { excludable: true, basis: 'ISO 9001:2015 4.3：不能应用且不影响组织确保产品和服务合格能力的要求，可确定为不适用，并在范围中说明理由' },
  ISO14001: { excludable: false, basis: 'ISO 14001:2015 无删减条款：第 4–10 章要求全部适用，只能界定体系范围（4.3）' },
  ISO45001: { excludable: false, basis: 'ISO 45001:2018 无删减条款：第 4–10 章要求全部适用，只能界定体系范围（4.3）' },
  ISO27001: {
    excludable: true,
    basis: 'ISO/IEC 27001:2022 第 1 章：不接受删减第 4–10 章的任何要求；附录 A 控制按 6.1.3 d) 在适用性声明中说明纳入或排除的理由',
  },
};

export const NOT_APPLICABLE_RULES: Readonly<Record<ManagementStandard, readonly NotApplicableRule[]>> = {
  ISO9001: [
    {
      clause: '8.3',
      title: '产品和服务的设计和开发',
      condition: '组织不承担产品和服务的设计和开发（按顾客或他方提供的设计生产、或只经销现成产品）',
      usuallyFor: ['51', '52'],
    },
    { clause: '7.1.5.2', title: '测量溯源', condition: '没有需要校准或检定以提供有效结果的监视和测量设备', usuallyFor: [] },
    {
      clause: '8.5.1 f)',
      title: '生产和服务提供过程的确认',
      condition: '所有过程的输出都能由后续的监视或测量加以验证，不存在特殊过程',
      usuallyFor: [],
    },
    {
      clause: '8.5.3',
      title: '顾客或外部供方的财产',
      condition: '不控制或使用顾客或外部供方的财产（含其提供的材料、知识产权和个人信息）',
      usuallyFor: [],
    },
    { clause: '8.5.5', title: '交付后的活动', condition: '产品和服务交付后不承担任何活动（如保修、维护、回收）', usuallyFor: [] },
  ],
  ISO14001: [],
  ISO45001: [],
  ISO27001: [
    { clause: 'A.8.25', title: '安全开发生命周期', condition: '组织不开发软件或系统', usuallyFor: [] },
    { clause: 'A.8.28', title: '安全编码', condition: '组织不编写代码', usuallyFor: [] },
    { clause: 'A.8.29', title: '开发和验收中的安全测试', condition: '组织不开发或验收软件和系统', usuallyFor: [] },
    { clause: 'A.8.30', title: '外包开发', condition: '组织没有外包的开发活动', usuallyFor: [] },
    { clause: 'A.8.31', title: '开发、测试与生产环境的分离', condition: '组织没有开发和测试环境', usuallyFor: [] },
    { clause: 'A.7.4', title: '物理安全监视', condition: '组织没有自行控制的场所（全部场所由他方管理，责任已在合同中约定）', usuallyFor: [] },
  ],
};

/** The EMS complexity categories (IAF MD 5) and their Chinese names. */
export const EMS_COMPLEXITY_LABELS = { high: '高', medium: '中', low: '低', limited: '有限' } as const;

/** Environmental aspects suggested for every organisation, and by section for typical activities. Suggestions to edit, not findings. */
export type AspectRow = readonly [name: string, activity: string, impact: string];

export const COMMON_ASPECTS: readonly AspectRow[] = [
  ['电能消耗', '办公和生产用电', '资源消耗'],
  ['水资源消耗', '办公和生活用水', '资源消耗'],
  ['办公固体废物排放', '办公活动', '土壤污染'],
  ['废弃电子产品和硒鼓墨盒', '办公设备更换', '土壤和水体污染'],
  ['火灾（潜在紧急情况）', '用电和办公场所', '大气污染、资源损失'],
];

export const SECTION_ASPECTS: Readonly<Record<string, readonly AspectRow[]>> = {
  B: [
    ['粉尘排放', '开采和运输', '大气污染'],
    ['废石和尾矿', '选矿', '土地占用和土壤污染'],
  ],
  C: [
    ['生产废水排放', '生产过程', '水体污染'],
    ['废气排放', '生产过程', '大气污染'],
    ['危险废物（废油、废化学品）', '设备维护和生产', '土壤和水体污染'],
    ['设备噪声', '生产设备运行', '噪声污染'],
    ['化学品泄漏（潜在紧急情况）', '化学品储存和使用', '土壤和水体污染'],
  ],
  D: [
    ['燃料燃烧废气', '发电和供热', '大气污染'],
    ['废水排放', '生产和冷却', '水体污染'],
  ],
  E: [
    ['施工扬尘', '土方和建筑施工', '大气污染'],
    ['施工噪声', '施工机械', '噪声污染'],
    ['建筑垃圾', '施工和拆除', '土地占用'],
  ],
  G: [
    ['车辆尾气排放', '运输车辆', '大气污染'],
    ['燃油消耗', '运输', '资源消耗'],
    ['油品泄漏（潜在紧急情况）', '加油和车辆维护', '土壤和水体污染'],
  ],
  H: [
    ['餐饮油烟排放', '厨房烹饪', '大气污染'],
    ['餐厨垃圾', '餐饮服务', '土壤污染'],
    ['含油废水排放', '厨房清洗', '水体污染'],
  ],
  I: [
    ['机房电能消耗', '数据中心和机房运行', '资源消耗'],
    ['废旧服务器和存储介质', '设备报废', '土壤污染'],
  ],
};

/** Default criteria for the significance of environmental aspects (多因子评分法): each scored 1…maxScore, significant when the sum reaches the threshold. */
export const DEFAULT_ENV_IMPORTANCE = {
  criteria: [
    { code: 'law', name: '法律法规符合性', description: '与适用的法律法规和其他要求的符合程度', maxScore: 5 },
    { code: 'scope', name: '影响范围', description: '影响局限于场所内还是扩散到周边或更大区域', maxScore: 5 },
    { code: 'severity', name: '影响程度', description: '对环境造成影响的严重程度', maxScore: 5 },
    { code: 'frequency', name: '发生频次', description: '活动发生或环境因素出现的频繁程度', maxScore: 5 },
    { code: 'concern', name: '社会关注度', description: '相关方和社会对该环境因素的关注程度', maxScore: 5 },
  ],
  threshold: 15,
} as const;
