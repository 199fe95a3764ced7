/**
 * Service products (spec §7 "ISO and product"; issue 10 item 1): the platform defines what channels
 * sell — basic information, the standard and its catalogue selection, the delivery process with its
 * importance list, the questionnaire and asset templates projects start from, and the working
 * instruction and inspection standard documents. Publishing freezes a version (projects pin
 * productCode + version); editing a published product works on its draft.
 *
 * Paths the spec leaves open (detail, publish, withdraw, the importance list and save) are ours:
 * see the alias table in docs/feature-checklist.md.
 */
import { z } from 'zod';
import { MlpsExtension } from '../catalogues/mlps';
import { TIMEOUTS } from '../kernel/constants';
import { AssetOptionCode, ProductDocumentType, ProductStatus, ServiceKind } from './enums';
import { Importance } from '../engines/risk/scales';
import { QuestionAnswerType } from '../engines/exam/answerTypes';
import { Standard } from '../projects/enums';
import { Role } from '../kernel/roles';
import { text } from '../kernel/text';
import { DateString, PageQuery, Timestamp, defineContract, filterOf, pageOf } from '../kernel/contract';

const tag = '产品开发';

/** A whole number ≥ 1, with the field's name in every message ('价格须为正整数'). */
export const positiveInt = (field: string, max = 100_000_000) =>
  z.coerce
    .number({ error: `${field}须为正整数` })
    .int(`${field}须为正整数`)
    .min(1, `${field}须为正整数`)
    .max(max, `${field}不能超过 ${max}`);

export const ProductCode = text({ max: 40, required: '请指定产品' });

// ---- The definition: what a version freezes --------------------------------------------------

export const ProductBasic = z.object({
  name: text({ max: 60, name: true, required: '请输入产品名称' }),
  summary: text({ max: 500, multiline: true }).default(''),
  serviceKind: ServiceKind.schema,
  standard: Standard.schema,
  projectCreateType: Standard.schema,
  pricePoints: positiveInt('价格'),
  /** Planned delivery in calendar days. */
  deliveryDays: positiveInt('交付周期', 365),
  /** The last day the platform sells the product: no channel authorization runs past it. */
  saleEndDate: DateString,
});
export type ProductBasic = z.infer<typeof ProductBasic>;

/** The standard's catalogue items that apply (MLPS 2.0 control points, or ISO/IEC 27001 clauses and Annex A controls). */
export const ProductCatalogue = z.object({
  /** MLPS protection level (gov), null for iso. */
  level: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '等级保护级别须为第一级至第四级' })
    .nullable()
    .default(null),
  extensions: z.array(MlpsExtension.schema).max(4).default([]),
  /** MLPS control-point ids (PE-01…). */
  controlPoints: z
    .array(text({ max: 20 }))
    .max(300)
    .default([]),
  /** ISO/IEC 27001 clause ids (4 … 10.2). */
  clauses: z
    .array(text({ max: 10 }))
    .max(100)
    .default([]),
  /** Annex A control numbers (5.1 … 8.34). */
  controls: z
    .array(text({ max: 10 }))
    .max(93)
    .default([]),
});
export type ProductCatalogue = z.infer<typeof ProductCatalogue>;

export const ProcessStep = z.object({
  name: text({ max: 40, name: true, required: '请输入流程步骤名称' }),
  importance: Importance.schema,
  ownerRole: Role.schema,
  days: positiveInt('步骤工期', 365),
  description: text({ max: 300, multiline: true }).default(''),
});
export type ProcessStep = z.infer<typeof ProcessStep>;

/** How this product describes each importance level of its steps (the importance list). */
export const ImportanceRow = z.object({
  level: Importance.schema,
  description: text({ max: 200, required: '请填写重要性说明' }),
  /** Steps of this level wait for the platform's review before the project moves on. */
  reviewRequired: z.boolean().default(false),
});
export type ImportanceRow = z.infer<typeof ImportanceRow>;

export const QuestionTemplate = z.object({
  title: text({ max: 200, name: true, required: '请输入题目' }),
  answerType: QuestionAnswerType.schema,
  required: z.boolean().default(true),
  options: z
    .array(text({ max: 100, required: '选项不能为空' }))
    .max(20)
    .default([]),
});
export type QuestionTemplate = z.infer<typeof QuestionTemplate>;

export const QuestionnaireTemplate = z.object({
  title: text({ max: 100, name: true }).default(''),
  questions: z.array(QuestionTemplate).max(200).default([]),
});
export type QuestionnaireTemplate = z.infer<typeof QuestionnaireTemplate>;

/** One value of a business-option dictionary. */
export const OptionItem = z.object({ value: text({ max: 40, required: '请输入选项值' }), label: text({ max: 60, required: '请输入选项名称' }) });
export type OptionItem = z.infer<typeof OptionItem>;

/** A business-option dictionary of the asset template (spec §3 "Business options": attrCode, hasCategory, categorys, items). */
export const BusinessOption = z.object({
  attrCode: AssetOptionCode.schema,
  hasCategory: z.boolean(),
  categorys: z
    .array(z.object({ name: text({ max: 40, name: true, required: '请输入分类名称' }), items: z.array(OptionItem).max(50) }))
    .max(30)
    .default([]),
  items: z.array(OptionItem).max(50).default([]),
});
export type BusinessOption = z.infer<typeof BusinessOption>;

export const ProductTemplates = z.object({
  questionnaire: QuestionnaireTemplate.default({ title: '', questions: [] }),
  assetOptions: z.array(BusinessOption).max(AssetOptionCode.values.length).default([]),
  /** The exam paper an internal-auditor exam product (serviceKind exam) draws each attempt from. */
  examPaperCode: text({ max: 40 }).optional(),
  /**
   * The ISO document template set (domain/isoDocuments/templateSets.ts) an ISO 认证咨询 product
   * (serviceKind certification) generates its projects' documents from; frozen with each
   * published version, so a project keeps the set of the version it was bought with.
   */
  isoDocumentSetCode: text({ max: 40 }).optional(),
});
export type ProductTemplates = z.infer<typeof ProductTemplates>;

export const ProductDocument = z.object({ objectId: z.string(), fileName: z.string(), uploadedAt: Timestamp });
export type ProductDocument = z.infer<typeof ProductDocument>;

export const ProductDocuments = z.object({
  workingInstruction: ProductDocument.nullable(),
  inspectionStandard: ProductDocument.nullable(),
});
export type ProductDocuments = z.infer<typeof ProductDocuments>;

/** Everything a published version freezes. */
export const ProductDefinition = z.object({
  basic: ProductBasic,
  catalogue: ProductCatalogue,
  steps: z.array(ProcessStep),
  importance: z.array(ImportanceRow),
  templates: ProductTemplates,
  documents: ProductDocuments,
});
export type ProductDefinition = z.infer<typeof ProductDefinition>;

// ---- What readers get ------------------------------------------------------------------------

export const ProductSummary = z.object({
  productCode: z.string(),
  name: z.string(),
  serviceKind: ServiceKind.schema,
  standard: Standard.schema,
  projectCreateType: Standard.schema,
  pricePoints: z.number().int(),
  saleEndDate: z.string(),
  status: ProductStatus.schema,
  /** The version on sale (null until first published). */
  publishedVersion: z.number().int().nullable(),
  /** The draft holds changes not yet published. */
  dirty: z.boolean(),
  updatedAt: Timestamp,
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const ProductVersionInfo = z.object({ version: z.number().int(), publishedAt: Timestamp, publishedBy: z.string() });
export type ProductVersionInfo = z.infer<typeof ProductVersionInfo>;

export const ProductDetail = ProductSummary.extend({ draft: ProductDefinition, versions: z.array(ProductVersionInfo) });
export type ProductDetail = z.infer<typeof ProductDetail>;

const byCode = z.object({ productCode: ProductCode });

// ---- Calls -----------------------------------------------------------------------------------

export const productList = defineContract({
  method: 'GET',
  path: '/api/product/list.json',
  tag,
  summary: '产品列表（分页，按名称、标准、类型、状态筛选）',
  query: PageQuery.extend({
    name: filterOf(text({ max: 60 })),
    standard: filterOf(Standard.schema),
    serviceKind: filterOf(ServiceKind.schema),
    status: filterOf(ProductStatus.schema),
  }),
  response: pageOf(ProductSummary),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const productDetail = defineContract({
  method: 'GET',
  path: '/api/product/detail.json',
  tag,
  summary: '产品详情（草稿内容与已发布版本）',
  query: byCode,
  response: ProductDetail,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

/** Create (no productCode: basic is required) or change the draft; absent sections stay. */
export const productSave = defineContract({
  method: 'POST',
  path: '/api/product/save.json',
  tag,
  summary: '新建产品或保存草稿（基本信息、标准目录、模板）',
  body: z
    .object({
      productCode: ProductCode.optional(),
      basic: ProductBasic.optional(),
      catalogue: ProductCatalogue.optional(),
      templates: ProductTemplates.optional(),
    })
    .refine((body) => body.productCode || body.basic, { message: '新建产品须填写基本信息', path: ['basic'] }),
  response: ProductDetail,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const productHasDirtyProcess = defineContract({
  method: 'GET',
  path: '/api/product/hasDirtyProcess.json',
  tag,
  summary: '草稿是否有未发布的修改',
  query: byCode,
  response: z.object({ dirty: z.boolean(), publishedVersion: z.number().int().nullable(), draftUpdatedAt: Timestamp }),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const productValidate = defineContract({
  method: 'POST',
  path: '/api/product/validate',
  tag,
  summary: '发布前校验草稿，返回全部问题',
  body: byCode,
  response: z.object({ valid: z.boolean(), problems: z.array(z.string()) }),
  access: 'canRoot',
  timeout: TIMEOUTS.productValidate,
});

export const productPublish = defineContract({
  method: 'POST',
  path: '/api/product/publish.json',
  tag,
  summary: '发布产品（冻结为新版本）',
  body: byCode,
  response: ProductDetail,
  access: 'canRoot',
  timeout: TIMEOUTS.productValidate,
});

export const productWithdraw = defineContract({
  method: 'POST',
  path: '/api/product/withdraw.json',
  tag,
  summary: '下架产品（已购项目不受影响）',
  body: byCode,
  response: ProductDetail,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const processDetailList = defineContract({
  method: 'GET',
  path: '/api/product/processDetail/list.json',
  tag,
  summary: '产品交付流程步骤（草稿）',
  query: byCode,
  response: z.array(ProcessStep),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const processDetailSave = defineContract({
  method: 'POST',
  path: '/api/product/processDetail/save.json',
  tag,
  summary: '保存产品交付流程步骤',
  body: z.object({ productCode: ProductCode, steps: z.array(ProcessStep).max(50, '流程步骤最多 50 个') }),
  response: z.array(ProcessStep),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

const Option = z.object({ value: z.string(), label: z.string() });

export const processDetailSelectOptions = defineContract({
  method: 'GET',
  path: '/api/product/processDetail/selectOptions/list.json',
  tag,
  summary: '流程步骤的可选项（重要性、负责角色）',
  response: z.object({ importance: z.array(Option), ownerRoles: z.array(Option) }),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const processImportanceList = defineContract({
  method: 'GET',
  path: '/api/product/processDetail/importance/list.json',
  tag,
  summary: '产品的重要性说明列表（草稿）',
  query: byCode,
  response: z.array(ImportanceRow),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const processImportanceSave = defineContract({
  method: 'POST',
  path: '/api/product/processDetail/importance/save.json',
  tag,
  summary: '保存产品的重要性说明列表',
  body: z.object({ productCode: ProductCode, rows: z.array(ImportanceRow).max(Importance.values.length) }),
  response: z.array(ImportanceRow),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

const uploadOf = <P extends string>(type: ProductDocumentType, path: P) =>
  defineContract({
    method: 'POST',
    path,
    tag,
    summary: `上传${ProductDocumentType.labels[type]}（multipart：productCode、file）`,
    multipart: true,
    fileFields: ['file'],
    body: byCode,
    response: ProductDocument,
    access: 'canRoot',
    timeout: TIMEOUTS.default,
  });

export const productUploadWorkingInstruction = uploadOf('workingInstruction', '/api/product/upload/workingInstruction');
export const productUploadInspectionStandard = uploadOf('inspectionStandard', '/api/product/upload/inspectionStandard');

export const productContracts = {
  productList,
  productDetail,
  productSave,
  productHasDirtyProcess,
  productValidate,
  productPublish,
  productWithdraw,
  processDetailList,
  processDetailSave,
  processDetailSelectOptions,
  processImportanceList,
  processImportanceSave,
  productUploadWorkingInstruction,
  productUploadInspectionStandard,
};
