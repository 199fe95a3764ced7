/**
 * Every enum, state and constant of spec §3, §4 and §9, each with its zh-CN labels
 * (../shared/docs/glossary-zh.md). Pages, tables, filters and the server take labels from here;
 * nobody re-types them.
 */
import { z } from 'zod';

export interface LabelledEnum<C extends string> {
  /** The codes in their declared order. */
  readonly values: readonly C[];
  /** zh-CN label by code. */
  readonly labels: Readonly<Record<C, string>>;
  /** zod schema accepting exactly the codes. */
  readonly schema: z.ZodEnum<{ [K in C]: K }>;
  /** Label of a code, or the code itself when unknown (never an empty cell). */
  label(code: string | null | undefined): string;
  /** { value, label } pairs, for Select options and ProTable valueEnum builders. */
  options(): { value: C; label: string }[];
  is(code: unknown): code is C;
}

export function defineEnum<const M extends Record<string, string>>(
  labels: M,
): LabelledEnum<Extract<keyof M, string>> {
  type C = Extract<keyof M, string>;
  const values = Object.keys(labels) as C[];
  const set = new Set<string>(values);
  return {
    values,
    labels: labels as unknown as Record<C, string>,
    schema: z.enum(values as [C, ...C[]]) as unknown as z.ZodEnum<{ [K in C]: K }>,
    label: (code) => (code != null && set.has(code) ? (labels as Record<string, string>)[code] : (code ?? '')),
    options: () => values.map((value) => ({ value, label: (labels as Record<string, string>)[value] })),
    is: (code): code is C => typeof code === 'string' && set.has(code),
  };
}

/** "ALL" filter value; sent to the server as "" (spec §5). */
export const ALL = 'ALL';

// ---- Tenants ----------------------------------------------------------------------------
/** Tenant types: the spec's three plus certification bodies (architecture §4). */
export const TenantType = defineEnum({ platform: '平台', channel: '渠道', customer: '客户', cb: '认证机构' });
export type TenantType = (typeof TenantType.values)[number];

/** Approval state of spec §4; `success` is the channel-admission "approved" state. */
export const ApprovalState = defineEnum({ inhand: '处理中', submitted: '已提交', rejected: '已驳回', success: '已通过' });
export type ApprovalState = (typeof ApprovalState.values)[number];

export const PlatformBelonging = defineEnum({ platform: '平台', subPlatform: '子平台' });
export type PlatformBelonging = (typeof PlatformBelonging.values)[number];

export const CustomerSize = defineEnum({ large: '大型', medium: '中型', small: '小型', micro: '微型' });

// ---- Projects and workflow states -------------------------------------------------------
export const DistributeStatus = defineEnum({ dispatched: '已分派', undispatch: '待分派' });
export const ProjectState = defineEnum({
  empty: '待检查',
  inhand: '进行中',
  audit: '审核中',
  finished: '已完成',
  consumerSubmitSvipData: '客户已提交资料',
});
export const StandardFileStatus = defineEnum({ init: '待生成', generated: '已生成', final: '定稿', finished: '已完成', inhand: '处理中' });
export const AssetItemState = defineEnum({ inhand: '填写中', submitted: '已提交', freeze: '已冻结' });
/** Asset assessment status, in order (spec §4). */
export const AssetAssessStatus = defineEnum({
  combing: '资产梳理',
  'assets-owner-submit': '责任人已提交',
  'assets-owner-finish': '责任人已完成',
  'assess-confirm': '评估确认',
  'assess-complete': '评估完成',
});
/** Status-change actions by target state (spec §4). */
export const AssetStatusAction = defineEnum({
  COMBING: '责任人驳回',
  ASSETS_OWNER_SUBMIT: '责任人提交',
  ASSETS_OWNER_FINISH: '责任人完成',
  ASSESS_COMPLETE: '客户完成评估',
});
export const GapAnalysisStatus = defineEnum({
  'evaluating-risk': '风险评估中',
  'gap-analysising': '差距分析中',
  'report-finished': '报告已完成',
});
export const RoleRelationStatus = defineEnum({ notsubmit: '未提交', submited: '已提交', finished: '已完成' });
export const GapDisposalStatus = defineEnum({ 'in-handle': '处置中', finish: '已处置' });

// ---- Assets and risk ---------------------------------------------------------------------
/** Asset assessment stages, in order, and their reject variants (spec §3, §4). */
export const AssetStage = defineEnum({
  business: '业务资产',
  system: '系统资产',
  unit: '系统组件和单元资产',
  identify: '识别',
  assess: '脆弱性评估',
  control: '已有安全措施',
  risk: '风险分析',
  remnant_risk: '残余风险',
  submit: '提交',
  assets_progress_fin: '资产梳理完成',
  assess_reject: '脆弱性评估驳回',
  control_reject: '已有安全措施驳回',
  risk_reject: '风险分析驳回',
  remnant_risk_reject: '残余风险驳回',
});
/** The order the stages run in (spec §4). */
export const ASSET_STAGE_ORDER = ['business', 'system', 'unit', 'assess', 'control', 'risk', 'remnant_risk', 'submit'] as const;

export const AssetFilter = defineEnum({
  ALL: '全部',
  data: '数据',
  software: '软件',
  hardware: '实物',
  service: '服务',
  staff: '人员',
  other: '其他',
});
export const UnitAssetType = defineEnum({
  systemUnit: '系统单元',
  systemComponents: '系统组件',
  humanResources: '人力资源',
  otherAssets: '其他资产',
});

/** Importance levels with their numeric values (spec §3). */
export const Importance = defineEnum({ VERY_HIGH: '很高', HIGH: '高', MEDIUM: '中', LOW: '低', VERY_LOW: '很低' });
export type Importance = (typeof Importance.values)[number];
export const IMPORTANCE_VALUE: Readonly<Record<Importance, 1 | 2 | 3 | 4 | 5>> = {
  VERY_HIGH: 5,
  HIGH: 4,
  MEDIUM: 3,
  LOW: 2,
  VERY_LOW: 1,
};
export const ImportanceFilter = defineEnum({ ALL: '全部', ...Importance.labels });

/** Risk levels 5..1 and their text codes (spec §3). */
export const RiskLevelText = defineEnum({ hengao: '很高', gao: '高', zhongdeng: '中等', di: '低', hendi: '很低' });
export type RiskLevelText = (typeof RiskLevelText.values)[number];
export type RiskLevel = 1 | 2 | 3 | 4 | 5;
export const RISK_LEVELS: readonly RiskLevel[] = [5, 4, 3, 2, 1];
export const RISK_LEVEL_TEXT: Readonly<Record<RiskLevel, RiskLevelText>> = { 5: 'hengao', 4: 'gao', 3: 'zhongdeng', 2: 'di', 1: 'hendi' };
export const riskLevelLabel = (level: RiskLevel): string => RiskLevelText.labels[RISK_LEVEL_TEXT[level]];

export const AssessmentFilter = defineEnum({
  ALL: '全部',
  waitforassess: '待评估',
  assesscomplete: '评估完成',
  disposecompleted: '处置完成',
});

/** Option dictionaries for asset templates (spec §3). */
export const ASSET_OPTION_DICTIONARIES = [
  'biz_func', 'biz_obj', 'biz_process', 'biz_scope', 'biz_align_goal', 'biz_worth', 'biz_completeness',
  'biz_association_type', 'biz_association_degree', 'biz_importance', 'biz_domain', 'biz_region',
  'systemRelated', 'carryLevel', 'systemType', 'carryType', 'sys_availability', 'sys_confidentiality', 'sys_integrity',
] as const;

// ---- Misc dictionaries -------------------------------------------------------------------
export const UrgeType = defineEnum({
  login_verify: '登录验证',
  assets_urge: '资产催办',
  questions_urge: '问卷催办',
  assets_task: '资产任务',
  questionnaire_task: '问卷任务',
});
/** Standards and project create types (spec §3). */
export const Standard = defineEnum({ iso: 'ISO/IEC 27001', gov: '等级保护' });
export type Standard = (typeof Standard.values)[number];
export const GroupListScope = defineEnum({ my: '我的', transform: '转交', all: '全部' });
export const ProjectLevel = defineEnum({ '1': '第一级', '2': '第二级', '3': '第三级', '4': '第四级' });
/** Gap analysis levels and standard asset levels 1-5. */
export const GAP_LEVELS = [1, 2, 3, 4, 5] as const;
export type GapLevel = (typeof GAP_LEVELS)[number];
export const FileSource = defineEnum({ usr: '用户上传', ai: 'AI' });
export const LicenceType = defineEnum({ rechargeBalance: '充值协议', balanceRuleDesc: '积分规则', accountRight: '用户协议' });
export type LicenceType = (typeof LicenceType.values)[number];
export const UploadType = defineEnum({ workingInstruction: '作业指导书', inspectionStandard: '检查标准' });
export const EnvReportType = defineEnum({
  envEvaluationReport: '环境评价报告',
  envEvaluationForm: '环境评价表',
  envEvaluationApproval: '环境评价审批',
});
export const QuestionAnswerType = defineEnum({
  'single-select': '单选',
  'multi-select': '多选',
  text: '文本',
  text_image: '文本和图片',
  text_file: '文本和文件',
  image: '图片',
  table: '表格',
});
export type QuestionAnswerType = (typeof QuestionAnswerType.values)[number];

/** Uploadable file extensions (spec §3). */
export const UPLOADABLE_EXTENSIONS = [
  'png', 'jpg', 'jpeg', 'gif', 'svg', 'tif', 'tiff', 'txt', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'zip', '7z',
] as const;

/** Feature keys that a tenant's hTab or an account's closeTabKeys can hide (spec §6). */
export const HideableTab = defineEnum({
  accountEquity: '权益申请',
  project: '服务市场',
  partnerManage: '合作伙伴',
  collaborationDashboard: '协同看板',
});
export type HideableTab = (typeof HideableTab.values)[number];

// ---- Announcements, guide, wallet, payment, finance (issue "Everyday account features") -----
/** Announcement status (spec §4: platform announcement items have a status toggle). */
export const AocStatus = defineEnum({ '1': '已启用', '0': '已停用' });
export type AocStatus = (typeof AocStatus.values)[number];
/** Tool kit item status (spec §3: default '1'). */
export const ToolKitStatus = defineEnum({ '1': '显示', '0': '隐藏' });
export type ToolKitStatus = (typeof ToolKitStatus.values)[number];
/** Kinds of wallet ledger movements. */
export const LedgerType = defineEnum({
  recharge: '充值',
  consume: '消费',
  gift: '赠送',
  refund: '退款',
  transfer: '对公转账',
  adjustment: '调整',
});
export type LedgerType = (typeof LedgerType.values)[number];
export const OrderStatus = defineEnum({ created: '待支付', paid: '已支付', closed: '已关闭', refunding: '退款中', refunded: '已退款' });
export type OrderStatus = (typeof OrderStatus.values)[number];
export const PayChannel = defineEnum({ sandbox: '模拟支付', wechat: '微信支付', alipay: '支付宝' });
export type PayChannel = (typeof PayChannel.values)[number];
/** Company bank transfer records (spec §4: account-record status can be updated). */
export const TransferStatus = defineEnum({ pending: '待审核', approved: '已通过', rejected: '已驳回' });
export type TransferStatus = (typeof TransferStatus.values)[number];
/** Why a file was stored; decides who besides its tenant may download it (domain/files.ts). */
export const FilePurpose = defineEnum({ general: '普通文件', toolKit: '新手指引', transferVoucher: '转账凭证' });
export type FilePurpose = (typeof FilePurpose.values)[number];
