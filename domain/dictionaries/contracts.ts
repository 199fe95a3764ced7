/**
 * National dictionaries, standard configuration and the enterprise registry (issue 10 items 6–7;
 * spec §7 "Gap analysis and imports", "ISO and product", "Tenants, users and marketing"). Every
 * dictionary answers with the version and source of the data it serves (docs/dictionaries.md).
 * Reads: any member of an admitted tenant (canReadPublic); the one write (env importance): canRoot.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { Standard } from '../projects/enums';
import { text } from '../kernel/text';
import { defineContract, filterOf, Timestamp } from '../kernel/contract';

const tag = '字典与标准配置';

// ---- Tree dictionaries ---------------------------------------------------------------------

/** One node of a tree dictionary; `children` only down to the requested depth. */
export interface DictionaryNode {
  code: string;
  name: string;
  /** section/division/group/class, province/city/county, domain/field, category. */
  level: string;
  /** '' for a root. */
  parentCode: string;
  /** Whether the dictionary holds children of this node (load them with parentCode). */
  hasChildren: boolean;
  children?: DictionaryNode[];
}
export const DictionaryNode: z.ZodType<DictionaryNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    level: z.string(),
    parentCode: z.string(),
    hasChildren: z.boolean(),
    children: z.array(DictionaryNode).optional(),
  }),
);

/** What every dictionary answer carries: the data's version and source, and the nodes asked for. */
export const DictionaryAnswer = z.object({ version: z.string(), source: z.string(), list: z.array(DictionaryNode) });
export type DictionaryAnswer = z.infer<typeof DictionaryAnswer>;

export const MAX_DICTIONARY_DEPTH = 4;
/** Keyword searches answer at most this many nodes (flat, without children). */
export const DICTIONARY_SEARCH_LIMIT = 50;

const dictionaryCode = text({ max: 12 }).refine((value) => /^[0-9A-Za-z]*$/.test(value), '代码只能包含字母和数字');
export const DictionaryQuery = z.object({
  /** Children of this node; absent or '' = the roots. */
  parentCode: filterOf(dictionaryCode),
  /** Levels below parentCode to include, nested (1 = only the direct children). */
  depth: z.coerce
    .number({ error: `depth 须为 1–${MAX_DICTIONARY_DEPTH} 的整数` })
    .int(`depth 须为 1–${MAX_DICTIONARY_DEPTH} 的整数`)
    .min(1, `depth 须为 1–${MAX_DICTIONARY_DEPTH} 的整数`)
    .max(MAX_DICTIONARY_DEPTH, `depth 须为 1–${MAX_DICTIONARY_DEPTH} 的整数`)
    .default(1),
  /** Name or code search over every level (ignores parentCode and depth). */
  keyword: filterOf(text({ max: 30 })),
});
export type DictionaryQuery = z.infer<typeof DictionaryQuery>;

const treeDictionary = (path: string, summary: string, access: 'canReadPublic' | 'session' = 'canReadPublic') =>
  defineContract({
    method: 'GET',
    path,
    tag,
    summary,
    query: DictionaryQuery,
    response: DictionaryAnswer,
    access,
    timeout: TIMEOUTS.default,
  });

export const guominhangyeList = treeDictionary('/api/common/china/guominhangye/list.json', '国民经济行业分类（GB/T 4754-2017）');
export const tecDomainList = treeDictionary('/api/common/china/tecDomain/list.json', '国家重点支持的高新技术领域');
// Any session: a phone awaiting admission picks its company's region when applying as a channel (issue 11).
export const provinceList = treeDictionary('/api/common/china/province/list.json', '省、市、区县（GB/T 2260 行政区划代码）', 'session');
export const govProductClsList = treeDictionary('/api/common/china/govProductCls/list.json', '政府采购品目分类');

export const industryList = defineContract({
  method: 'GET',
  path: '/consulting/tenant/industryList',
  tag,
  summary: '客户所属行业（国民经济行业门类及大类）',
  response: DictionaryAnswer,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

// ---- Certification scopes and industry configuration ----------------------------------------

export const CertScope = z.object({
  /** IAF code 1–39. */
  code: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  /** GB/T 4754-2017 divisions suggested under this code. */
  divisions: z.array(z.string()),
});
export type CertScope = z.infer<typeof CertScope>;

export const CertScopeAnswer = z.object({ version: z.string(), source: z.string(), list: z.array(CertScope) });

export const listCertScopes = defineContract({
  method: 'GET',
  path: '/api/product/listCertScopes.json',
  tag,
  summary: '认证范围代码（IAF 1–39）及对应的国民经济行业大类',
  query: z.object({ keyword: filterOf(text({ max: 30 })) }),
  response: CertScopeAnswer,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

const hangyeCode = text({ max: 8, required: '请选择行业（hangyeCode）' }).refine(
  (value) => /^(?:[A-T]|\d{2,4})$/.test(value),
  '行业代码（hangyeCode）应为门类字母 A–T 或 2–4 位数字',
);
export const HangyeBody = z.object({ hangyeCode });

export const EmsComplexity = z.enum(['high', 'medium', 'low', 'limited']);
export const IndustryRef = z.object({ code: z.string(), name: z.string(), level: z.string() });

export const HangyeConfig = z.object({
  industry: IndustryRef,
  /** From the section down to the industry itself. */
  path: z.array(IndustryRef),
  certScopes: z.array(CertScope),
  /** Reference EMS complexity (the highest among the scope codes), null when there is no scope. */
  emsComplexity: z.object({ category: EmsComplexity, label: z.string(), basis: z.string() }).nullable(),
  version: z.string(),
});
export type HangyeConfig = z.infer<typeof HangyeConfig>;

export const hangyeConfig = defineContract({
  method: 'POST',
  path: '/api/standard/hangye/config.json',
  tag,
  summary: '行业配置：行业路径、认证范围代码、参考环境复杂程度',
  body: HangyeBody,
  response: HangyeConfig,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const findCertScopeCodeByHangyeCode = defineContract({
  method: 'POST',
  path: '/api/standard/findCertScopeCodeByHangyeCode',
  tag,
  summary: '按行业代码查认证范围代码（建议对应）',
  body: HangyeBody,
  response: z.array(CertScope),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const ManagementStandard = z.enum(['ISO9001', 'ISO14001', 'ISO45001', 'ISO27001'], {
  error: '标准（standard）须为 ISO9001、ISO14001、ISO45001 或 ISO27001',
});

export const NotApplicableAnswer = z.object({
  standard: ManagementStandard,
  /** Whether the standard allows declaring anything not applicable at all. */
  excludable: z.boolean(),
  basis: z.string(),
  clauses: z.array(
    z.object({
      clause: z.string(),
      title: z.string(),
      condition: z.string(),
      /** The condition usually holds in this industry: suggested, still to be confirmed by the organisation. */
      suggested: z.boolean(),
    }),
  ),
});
export type NotApplicableAnswer = z.infer<typeof NotApplicableAnswer>;

export const findNotApplicableClause = defineContract({
  method: 'POST',
  path: '/api/standard/findNotApplicableClause',
  tag,
  summary: '可确定为不适用的条款及其成立条件',
  body: z.object({ standard: ManagementStandard, hangyeCode: hangyeCode.optional() }),
  response: NotApplicableAnswer,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

// ---- ISO 14001: environmental aspects and their significance --------------------------------

export const EnvCriterion = z.object({
  code: text({ max: 20, required: '请输入评价因子代码' }).refine(
    (value) => /^[a-zA-Z][a-zA-Z0-9_]*$/.test(value),
    '评价因子代码只能包含字母、数字和下划线，且以字母开头',
  ),
  name: text({ max: 30, name: true, required: '请输入评价因子名称' }),
  description: text({ max: 200 }),
  maxScore: z.coerce
    .number({ error: '最高分须为 1–10 的整数' })
    .int('最高分须为 1–10 的整数')
    .min(1, '最高分须为 1–10 的整数')
    .max(10, '最高分须为 1–10 的整数'),
});
export type EnvCriterion = z.infer<typeof EnvCriterion>;

export const EnvImportanceConfig = z.object({
  /** 0 = the shipped default (never saved). */
  version: z.number().int(),
  criteria: z.array(EnvCriterion),
  threshold: z.number().int(),
  updatedBy: z.string(),
  updatedAt: Timestamp.nullable(),
});
export type EnvImportanceConfig = z.infer<typeof EnvImportanceConfig>;

export const envImportanceList = defineContract({
  method: 'GET',
  path: '/api/product/env/importance/list.json',
  tag,
  summary: '环境因素重要性评价标准（ISO 14001）',
  response: EnvImportanceConfig,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const EnvImportanceSaveBody = z.object({
  /** The version the form was loaded with (optimistic check; 0 = the default). */
  version: z.coerce.number({ error: '版本号须为整数' }).int('版本号须为整数').min(0, '版本号须为整数'),
  criteria: z.array(EnvCriterion, { error: '请填写评价因子' }),
  threshold: z.coerce.number({ error: '判定阈值须为正整数' }).int('判定阈值须为正整数').min(1, '判定阈值须为正整数'),
});

export const envImportanceSave = defineContract({
  method: 'POST',
  path: '/api/product/env/importance/save.json',
  tag,
  summary: '保存环境因素重要性评价标准（新版本）',
  body: EnvImportanceSaveBody,
  response: EnvImportanceConfig,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const Iso14001Config = z.object({
  industry: IndustryRef,
  certScopes: z.array(CertScope),
  emsComplexity: HangyeConfig.shape.emsComplexity,
  /** Suggested environmental aspects (to edit, not findings). */
  aspects: z.array(z.object({ name: z.string(), activity: z.string(), impact: z.string() })),
  importance: EnvImportanceConfig,
});
export type Iso14001Config = z.infer<typeof Iso14001Config>;

export const iso14001Config = defineContract({
  method: 'POST',
  path: '/api/standard/14001/config.json',
  tag,
  summary: 'ISO 14001 配置：建议环境因素、参考复杂程度、重要性评价标准',
  body: HangyeBody,
  response: Iso14001Config,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

// ---- Standards and their templates ----------------------------------------------------------

export const StandardTemplate = z.object({
  code: z.string(),
  name: z.string(),
  standard: Standard.schema,
  kind: z.enum(['riskAssessment', 'gapAnalysis', 'questionnaire', 'certification']),
  catalogue: z.enum(['mlps', 'iso27001']).nullable(),
  levels: z.array(z.number().int()),
  managementStandard: ManagementStandard.nullable(),
});
export type StandardTemplate = z.infer<typeof StandardTemplate>;

export const standardTemplateConfigList = defineContract({
  method: 'GET',
  path: '/api/standardTemplate/config/list.json',
  tag,
  summary: '可用于服务产品的标准及其模板配置',
  query: z.object({ standard: filterOf(Standard.schema) }),
  response: z.array(StandardTemplate),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const CatalogueCode = z.enum(['mlps', 'iso27001'], { error: '标准代码（standardCode）须为 mlps 或 iso27001' });

export const StandardSummary = z.object({
  standardCode: CatalogueCode,
  name: z.string(),
  standard: Standard.schema,
  /** Items in the full catalogue (control points, or clauses plus Annex A controls). */
  itemCount: z.number().int(),
});

export const consultingStandardList = defineContract({
  method: 'GET',
  path: '/consulting/standard/list',
  tag,
  summary: '标准目录列表（等级保护 2.0、ISO/IEC 27001:2022）',
  response: z.array(StandardSummary),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const StandardItem = z.object({
  id: z.string(),
  /** '' for a top item. */
  parentId: z.string(),
  kind: z.enum(['clause', 'control', 'category', 'controlPoint']),
  title: z.string(),
  titleEn: z.string(),
  /** MLPS levels the control point applies to (empty for ISO). */
  levels: z.array(z.number().int()),
  /** MLPS extension type, '' for general requirements and ISO items. */
  extension: z.string(),
});
export type StandardItem = z.infer<typeof StandardItem>;

const mlpsLevel = z.coerce
  .number({ error: '等级（level）须为 1–4' })
  .int('等级（level）须为 1–4')
  .min(1, '等级（level）须为 1–4')
  .max(4, '等级（level）须为 1–4');

export const consultingStandardDetail = defineContract({
  method: 'GET',
  path: '/consulting/standard/detail',
  tag,
  summary: '标准目录详情（等级保护可按等级筛选）',
  query: z.object({ standardCode: CatalogueCode, level: filterOf(mlpsLevel) }),
  response: StandardSummary.extend({ items: z.array(StandardItem) }),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

// ---- SVIP page meta configuration ------------------------------------------------------------

export const SvipModule = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  standards: z.array(Standard.schema),
  componentCount: z.number().int(),
});
export const SvipComponent = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(['text', 'textarea', 'number', 'date', 'select', 'industry', 'region', 'creditCode', 'certScope', 'table']),
  required: z.boolean(),
  /** The dictionary feeding the component's options, '' for none. */
  dictionary: z.string(),
  sortOrder: z.number().int(),
});
export type SvipComponent = z.infer<typeof SvipComponent>;

export const svipModuleList = defineContract({
  method: 'GET',
  path: '/api/metaConfig/svipPage/module/list.json',
  tag,
  summary: 'SVIP 资料页模块',
  query: z.object({ standard: filterOf(Standard.schema) }),
  response: z.array(SvipModule),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const svipComponentList = defineContract({
  method: 'GET',
  path: '/api/metaConfig/svipPage/module/component/list.json',
  tag,
  summary: 'SVIP 资料页模块的组件',
  query: z.object({ moduleCode: text({ max: 40, required: '请选择模块（moduleCode）' }) }),
  response: z.array(SvipComponent),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

// ---- Enterprise registry ---------------------------------------------------------------------

export const Enterprise = z.object({
  name: z.string(),
  /** '' when the source does not know it. */
  creditCode: z.string(),
  /** Where the row comes from: 'platform' = a tenant already known to the platform; else the registry provider's name. */
  source: z.string(),
  /** The platform tenant, for source 'platform'. */
  tenantCode: z.string(),
  legalPerson: z.string(),
  address: z.string(),
});
export type Enterprise = z.infer<typeof Enterprise>;

export const EnterprisePullAnswer = z.object({
  /** The configured provider ('offline' = no registry, only the platform's tenants). */
  provider: z.string(),
  /** The credit code asked for, checked (GB 32100-2015); null when only a name was given. */
  creditCodeCheck: z.object({ code: z.string(), valid: z.boolean(), message: z.string() }).nullable(),
  list: z.array(Enterprise),
});
export type EnterprisePullAnswer = z.infer<typeof EnterprisePullAnswer>;

export const ENTERPRISE_NAME_MIN = 2;

export const enterprisePull = defineContract({
  method: 'GET',
  path: '/api/common/enterprise/pull',
  tag,
  summary: '按企业名称或统一社会信用代码查询企业信息',
  query: z.object({ name: filterOf(text({ max: 100 })), creditCode: filterOf(text({ max: 30 })) }),
  response: EnterprisePullAnswer,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const dictionaryContracts = {
  guominhangyeList,
  tecDomainList,
  provinceList,
  govProductClsList,
  industryList,
  listCertScopes,
  hangyeConfig,
  findCertScopeCodeByHangyeCode,
  findNotApplicableClause,
  envImportanceList,
  envImportanceSave,
  iso14001Config,
  standardTemplateConfigList,
  consultingStandardList,
  consultingStandardDetail,
  svipModuleList,
  svipComponentList,
  enterprisePull,
} as const;
