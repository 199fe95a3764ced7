/**
 * Contracts of the gap-analysis area (issue 13): the reports the scoring job produced from a
 * project's questionnaire (web page, Word document) and the customer's disposal of each gap on
 * /gapDisposal. Rules: domain/gapAnalysis/rules.ts; engines: domain/engines/gap.
 *
 * Spec path (§7 "Gap analysis and imports"): GET /consulting/gapAnalysis/listGapAnalysisReport.
 * Ours under the same prefix: report/docx (the Word file), disposal/list, disposal/mine,
 * disposal/save, disposal/move. Keys: `gap*`.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { GapAnalysisStatus, GapDisposalStatus } from './enums';
import { ProjectLevel } from '../projects/enums';
import { DISPOSAL_PLAN_MAX } from './rules';
import { AnswerFile } from '../questionnaires/rules';
import { text } from '../kernel/text';
import type { AnyContract } from '../kernel/contract';
import { DateString, defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';

const tag = '差距分析';
const projectCode = text({ max: 40, required: '请指定项目（projectCode）' });
const gapKey = text({ max: 60, required: '请指定差距项（gapKey）' });
const GapLevelNumber = z.number().int().min(1).max(5);

/** Spec §3 "Gap report fields". */
export const GapReportCover = z.object({
  checkDate: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  department: z.string(),
  telephone: z.string(),
});
export type GapReportCover = z.infer<typeof GapReportCover>;

export const CountRow = z.object({ key: z.string(), label: z.string(), count: z.number().int() });

/** One category of the report: an MLPS category, an ISO clause 4–10 or an Annex A theme. */
export const GapCategoryRow = z.object({
  key: z.string(),
  name: z.string(),
  /** 0–100 (MLPS score, ISO % implemented); null when nothing applicable. */
  score: z.number().nullable(),
  items: z.number().int(),
  counts: z.array(CountRow),
  maxGapLevel: GapLevelNumber.nullable(),
});

export const GapRow = z.object({
  rank: z.number().int(),
  /** The questionnaire item the gap comes from (the disposal's key). */
  gapKey: z.string(),
  ref: z.string(),
  title: z.string(),
  categoryKey: z.string(),
  categoryName: z.string(),
  /** 部分符合 / 不符合 (MLPS), "当前 1 / 目标 3" (ISO). */
  resultLabel: z.string(),
  gapLevel: GapLevelNumber,
  issueRiskLabel: z.string(),
  finding: z.string(),
  recommendation: z.string(),
  disposalStatus: GapDisposalStatus.schema.nullable(),
  ownerName: z.string(),
  dueDate: z.string().nullable(),
});
export type GapRow = z.infer<typeof GapRow>;

/** A line of the report's explanation: what a figure is and which answers and rule produced it. */
export const ExplanationLine = z.object({ key: z.string(), text: z.string() });
export type ExplanationLine = z.infer<typeof ExplanationLine>;

export const GapReport = z.object({
  reportNo: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  productName: z.string(),
  standard: z.enum(['gov', 'iso']),
  level: ProjectLevel.schema.nullable(),
  cover: GapReportCover,
  /**
   * The scoring configuration the report used: its id and version (stored), and as the report
   * shows it — `label` "<Chinese name>（版本 1.0.0）" and `summary`, what it means in a paragraph.
   */
  config: z.object({ id: z.string(), version: z.string(), label: z.string(), summary: z.string() }),
  summary: z.object({
    /** MLPS overall score after deductions; ISO overall % implemented. */
    score: z.number().nullable(),
    rawScore: z.number().nullable(),
    deduction: z.number().nullable(),
    conclusion: z.string(),
    totalItems: z.number().int(),
    gaps: z.number().int(),
    /** MLPS: 高/中/低 issues; ISO: critical gaps. */
    issues: z.array(CountRow),
  }),
  /** Distribution by result (MLPS 符合/部分符合/不符合/不适用; ISO 已实施/部分实施/未实施/不适用). */
  byResult: z.array(CountRow),
  byCategory: z.array(GapCategoryRow),
  gaps: z.array(GapRow),
  disposal: z.object({ total: z.number().int(), finished: z.number().int(), inHandle: z.number().int(), overdue: z.number().int() }),
  explanation: z.array(ExplanationLine),
  generatedAt: Timestamp,
});
export type GapReport = z.infer<typeof GapReport>;

export const GapDisposalItem = z.object({
  gapKey: z.string(),
  ref: z.string(),
  title: z.string(),
  categoryKey: z.string(),
  categoryName: z.string(),
  gapLevel: GapLevelNumber,
  resultLabel: z.string(),
  recommendation: z.string(),
  ownerAccountId: z.string().nullable(),
  ownerName: z.string(),
  plan: z.string(),
  dueDate: z.string().nullable(),
  evidence: z.array(AnswerFile),
  status: GapDisposalStatus.schema,
  overdue: z.boolean(),
  actions: z.array(z.enum(['finish', 'reopen', 'edit'])),
  updatedAt: Timestamp,
  finishedAt: Timestamp.nullable(),
});
export type GapDisposalItem = z.infer<typeof GapDisposalItem>;

export const gapListReports = defineContract({
  method: 'GET',
  path: '/consulting/gapAnalysis/listGapAnalysisReport',
  tag,
  summary: '项目的差距分析报告（新的在前）：封面、总分与结论、分布、差距清单与整改建议、处置进度、计算说明与评分配置',
  query: z.object({ projectCode }),
  response: z.object({
    gapStatus: GapAnalysisStatus.schema.nullable(),
    reports: z.array(GapReport),
  }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const gapReportDocx = defineContract({
  method: 'GET',
  path: '/consulting/gapAnalysis/report/docx',
  tag,
  summary:
    '下载差距分析报告（Word）：由模板生成，含评估方法、统计表与图表、差距清单（发现与整改建议）；appendix=true 时附计算过程附录（默认不附，交给客户的文档）',
  query: z.object({
    projectCode,
    reportNo: z.coerce.number().int().min(1).optional(),
    /** 'true': add the appendix of the engine's calculation lines (the consultant's choice; default none). */
    appendix: filterOf(z.enum(['true', 'false'])),
  }),
  response: z.unknown(),
  access: 'projectReportReader',
  timeout: TIMEOUTS.none,
  download: true,
});

export const gapDisposalList = defineContract({
  method: 'GET',
  path: '/consulting/gapAnalysis/disposal/list',
  tag,
  summary: '差距处置清单（服务端分页）：按类别、差距等级、状态筛选',
  query: PageQuery.extend({
    projectCode,
    categoryKey: filterOf(text({ max: 40 })),
    gapLevel: filterOf(z.coerce.number().int().min(1).max(5)),
    status: filterOf(GapDisposalStatus.schema),
  }),
  response: pageOf(GapDisposalItem).extend({
    categories: z.array(z.object({ key: z.string(), name: z.string() })),
    members: z.array(z.object({ accountId: z.string(), showName: z.string() })),
  }),
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

/** A project of the caller's unit with gaps to dispose (home's 我的差距处置). */
export const GapDisposalProject = z.object({
  projectCode: z.string(),
  projectName: z.string(),
  productName: z.string(),
  /** Gaps of the newest report (each has a disposal). */
  total: z.number().int(),
  inHandle: z.number().int(),
  /** In-handle gaps whose owner is the caller. */
  mine: z.number().int(),
  overdue: z.number().int(),
});
export type GapDisposalProject = z.infer<typeof GapDisposalProject>;

export const gapDisposalMine = defineContract({
  method: 'GET',
  path: '/consulting/gapAnalysis/disposal/mine',
  tag,
  summary: '本单位有差距处置的项目（首页“我的差距处置”）：差距总数、处置中、本人负责、逾期',
  response: z.array(GapDisposalProject),
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

export const gapDisposalSave = defineContract({
  method: 'POST',
  path: '/consulting/gapAnalysis/disposal/save',
  tag,
  summary: '保存差距处置：负责人、整改计划、计划完成日期、证据文件（处置中的差距）',
  body: z.object({
    projectCode,
    gapKey,
    ownerAccountId: text({ max: 64, required: '请选择负责人' }),
    plan: text({ max: DISPOSAL_PLAN_MAX, required: '请填写整改计划' }),
    dueDate: DateString,
    evidence: z.array(AnswerFile).max(9, '最多上传 9 个证据文件').default([]),
  }),
  response: GapDisposalItem,
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

export const gapDisposalMove = defineContract({
  method: 'POST',
  path: '/consulting/gapAnalysis/disposal/move',
  tag,
  summary: '差距处置状态：完成处置（须已有负责人、计划与证据）或重新处置',
  body: z.object({ projectCode, gapKey, action: z.enum(['finish', 'reopen']) }),
  response: GapDisposalItem,
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

export const gapAnalysisContracts = {
  gapListReports,
  gapReportDocx,
  gapDisposalList,
  gapDisposalMine,
  gapDisposalSave,
  gapDisposalMove,
} as const satisfies Record<string, AnyContract>;
