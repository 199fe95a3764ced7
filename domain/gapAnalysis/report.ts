/**
 * The gap report as the pages, the Word document and the mocks show it (issue 13): the report and
 * disposal views built from a stored report, with domain/gapAnalysis/explanation.ts's explanation lines
 * (domain/gapAnalysis/rules.ts scores; this file presents).
 */
import type { GapDisposalItem, GapReport, GapReportCover, GapRow } from './contracts';
import { ISO27001_TOP_CLAUSES, IsoTheme } from '../catalogues';
import { chinaDay } from '../kernel/chinaTime';
import { MlpsConclusion, MlpsIssueRisk, MlpsResult, type IsoGroupSummary } from '../engines/gap';
import type { GapLevel } from './enums';
import type { ProjectLevel } from '../projects/enums';
import type { GapDisposalStatus } from './enums';
import type { AnswerFile } from '../questionnaires/rules';
import type { AccessSubject } from '../kernel/userInfo';
import { gapConfigOf, type GapItemSource, GAP_DISPOSAL_MACHINE, LOWEST_GAP_LEVEL, type GapEngineResult } from './rules';
import { explainGap, gapConfigDescription, isoConclusion } from './explanation';

// ---- The report as the pages and the Word document show it ---------------------------------------

/** A stored report (gap_reports row, or the mock's) with the project's names. */
export interface GapReportRecord {
  reportNo: number;
  projectCode: string;
  projectName: string;
  productName: string;
  level: ProjectLevel | null;
  standard: string;
  configId: string;
  configVersion: string;
  cover: GapReportCover;
  result: Record<string, unknown>;
  sources: GapItemSource[];
  generatedAt: Date;
}

/** A gap's disposal as the report needs it. */
export interface GapDisposalRecord {
  gapKey: string;
  reportNo: number;
  ownerAccountId: string | null;
  plan: string;
  dueDate: string | null;
  evidence: AnswerFile[];
  status: GapDisposalStatus;
  updatedAt: Date;
  finishedAt: Date | null;
}

/** What the company information (SVIP form) or else the tenant and owner give the cover. */
export function gapReportCover(input: {
  generatedAt: Date;
  svipData: Record<string, unknown> | null;
  customerName: string;
  ownerName: string;
  ownerPhone?: string | null;
}): GapReportCover {
  const svip = input.svipData ?? {};
  const field = (key: string) => (typeof svip[key] === 'string' ? (svip[key] as string).trim() : '');
  return {
    checkDate: chinaDay(input.generatedAt),
    companyName: field('companyName') || input.customerName,
    contactName: field('contactName') || input.ownerName,
    department: field('department'),
    telephone: field('telephone') || input.ownerPhone || '',
  };
}

/** One gap of a report, without its disposal. */
export type GapFinding = Omit<GapRow, 'disposalStatus' | 'ownerName' | 'dueDate'>;

const defaultRecommendation = (title: string) => `针对“${title}”制定整改措施并落实，保留执行记录。`;

/** The ranked gaps of a stored result (MLPS or ISO), keyed by the questionnaire item (gapKey). */
export function gapFindings(record: Pick<GapReportRecord, 'result' | 'sources'>): GapFinding[] {
  const result = record.result as unknown as GapEngineResult;
  if (result.standard === 'gov') {
    const sourceOf = new Map(record.sources.map((source) => [source.itemCode, source]));
    return result.gaps.map((gap) => {
      const source = sourceOf.get(gap.itemId);
      const title = gap.title ?? source?.title ?? gap.controlPointName;
      return {
        rank: gap.rank,
        gapKey: gap.itemId,
        ref: gap.controlPointId,
        title,
        categoryKey: gap.category,
        categoryName: gap.categoryName,
        resultLabel: MlpsResult.label(gap.result),
        gapLevel: gap.gapLevel,
        issueRiskLabel: gap.issueRisk ? `${MlpsIssueRisk.label(gap.issueRisk)}风险` : '',
        finding: source?.finding ?? '',
        recommendation: gap.remediation || source?.remediation || defaultRecommendation(title),
      };
    });
  }
  const index = new Map(result.items.map((item, i) => [`${item.kind}:${item.ref}`, i]));
  return result.gaps.map((gap) => {
    const source = record.sources[index.get(`${gap.kind}:${gap.ref}`) ?? -1];
    const title = source?.title ?? gap.title;
    const categoryKey = gap.kind === 'clause' ? `clause-${gap.group}` : `theme-${gap.group}`;
    return {
      rank: gap.rank,
      gapKey: source?.itemCode ?? `${gap.kind}-${gap.ref}`,
      ref: gap.kind === 'control' ? `A.${gap.ref}` : gap.ref,
      title,
      categoryKey,
      categoryName: isoCategoryName(categoryKey),
      resultLabel: `当前 ${gap.current} / 目标 ${gap.target}`,
      gapLevel: gap.gapLevel,
      issueRiskLabel: gap.critical ? '关键差距' : '',
      finding: source?.finding ?? '',
      recommendation: gap.remediation || source?.remediation || defaultRecommendation(title),
    };
  });
}

/**
 * The gaps a report's disposals follow: every gap it lists. The scoring job writes one disposal for
 * each, the report counts its disposal progress over them and /gapDisposal lists them, so the
 * report's 差距 count and the disposal list's total are the same gaps.
 */
export const disposedGapKeys = (record: Pick<GapReportRecord, 'result' | 'sources'>): string[] =>
  gapFindings(record).map((finding) => finding.gapKey);

/** The disposals of a report's gaps (disposedGapKeys), in the order given. */
export function disposalsOfReport<D extends Pick<GapDisposalRecord, 'gapKey'>>(
  record: Pick<GapReportRecord, 'result' | 'sources'>,
  disposals: readonly D[],
): D[] {
  const keys = new Set(disposedGapKeys(record));
  return disposals.filter((disposal) => keys.has(disposal.gapKey));
}

/** A report's disposal figures for one person (home's 我的差距处置): over the report's gaps only. */
export function disposalCounts(
  record: Pick<GapReportRecord, 'result' | 'sources'>,
  disposals: readonly GapDisposalRecord[],
  accountId: string,
  today: string,
): { total: number; inHandle: number; mine: number; overdue: number } {
  const ofReport = disposalsOfReport(record, disposals);
  const inHandle = ofReport.filter((d) => d.status === 'in-handle');
  return {
    total: ofReport.length,
    inHandle: inHandle.length,
    mine: inHandle.filter((d) => d.ownerAccountId === accountId).length,
    overdue: ofReport.filter((d) => isDisposalOverdue(d, today)).length,
  };
}

function isoCategoryName(key: string): string {
  if (key.startsWith('clause-')) {
    const id = key.slice('clause-'.length);
    return `第 ${id} 章 ${ISO27001_TOP_CLAUSES.find((c) => c.id === id)?.title ?? ''}`.trim();
  }
  const theme = key.slice('theme-'.length) as IsoTheme;
  return `附录 A ${IsoTheme.values.includes(theme) ? IsoTheme.label(theme) : theme}`;
}

/** The categories of a report (disposal filter): MLPS categories, or ISO clauses 4–10 and Annex A themes. */
export function gapCategories(record: Pick<GapReportRecord, 'result'>): { key: string; name: string }[] {
  const result = record.result as unknown as GapEngineResult;
  if (result.standard === 'gov') return result.categories.map((c) => ({ key: c.key, name: c.name }));
  return [
    ...result.clauses.map((c) => ({ key: `clause-${c.key}`, name: isoCategoryName(`clause-${c.key}`) })),
    ...result.themes.map((t) => ({ key: `theme-${t.key}`, name: isoCategoryName(`theme-${t.key}`) })),
  ];
}

const countRows = <K extends string>(labels: Readonly<Record<K, string>>, counts: Readonly<Record<K, number>>) =>
  (Object.keys(labels) as K[]).map((key) => ({ key, label: labels[key], count: counts[key] ?? 0 }));
const ISO_RESULT_LABELS = { implemented: '已实施', partial: '部分实施', notImplemented: '未实施', na: '不适用' } as const;

function isoCategoryRow(prefix: 'clause' | 'theme', group: IsoGroupSummary) {
  const key = `${prefix}-${group.key}`;
  return {
    key,
    name: isoCategoryName(key),
    score: group.implementationPct,
    items: group.items,
    counts: countRows(ISO_RESULT_LABELS, { ...group.statusCounts, na: group.notApplicable }),
    maxGapLevel: group.maxGapLevel,
  };
}

/** Whether a disposal is past its due date (`today` a China day) and not finished. */
export const isDisposalOverdue = (disposal: Pick<GapDisposalRecord, 'dueDate' | 'status'>, today: string): boolean =>
  disposal.status !== 'finish' && !!disposal.dueDate && disposal.dueDate < today;

/**
 * The report as the pages, the Word document and the mocks show it, from the stored record, the
 * project's disposals, people's names (accountId → name) and today (China day, for overdue).
 */
export function gapReportView(
  record: GapReportRecord,
  disposals: readonly GapDisposalRecord[],
  names: ReadonlyMap<string, string>,
  today: string,
): GapReport {
  const result = record.result as unknown as GapEngineResult;
  const config = gapConfigOf(record.configId, record.configVersion);
  const ofReport = disposalsOfReport(record, disposals);
  const disposalOf = new Map(ofReport.map((d) => [d.gapKey, d]));
  const gaps: GapRow[] = gapFindings(record).map((finding) => {
    const disposal = disposalOf.get(finding.gapKey);
    return {
      ...finding,
      disposalStatus: disposal?.status ?? null,
      ownerName: disposal?.ownerAccountId ? (names.get(disposal.ownerAccountId) ?? disposal.ownerAccountId) : '',
      dueDate: disposal?.dueDate ?? null,
    };
  });
  const explanation = config
    ? explainGap(result, record.sources, config)
    : [{ key: 'config', text: `评分配置 ${record.configId}@${record.configVersion} 在本系统中不存在，无法给出计算说明。` }];
  const disposal = {
    total: ofReport.length,
    finished: ofReport.filter((d) => d.status === 'finish').length,
    inHandle: ofReport.filter((d) => d.status === 'in-handle').length,
    overdue: ofReport.filter((d) => isDisposalOverdue(d, today)).length,
  };
  const common = {
    reportNo: record.reportNo,
    projectCode: record.projectCode,
    projectName: record.projectName,
    productName: record.productName,
    level: record.level,
    cover: record.cover,
    config: (({ label, summary }) => ({ id: record.configId, version: record.configVersion, label, summary }))(
      gapConfigDescription(record.configId, record.configVersion),
    ),
    gaps,
    disposal,
    explanation,
    generatedAt: record.generatedAt.toISOString(),
  };
  if (result.standard === 'gov') {
    const maxGap = new Map<string, GapLevel | null>();
    for (const point of result.controlPoints) {
      const current = maxGap.get(point.category) ?? null;
      if (point.maxGapLevel !== null && (current === null || point.maxGapLevel > current)) maxGap.set(point.category, point.maxGapLevel);
      else if (!maxGap.has(point.category)) maxGap.set(point.category, current);
    }
    return {
      ...common,
      standard: 'gov',
      summary: {
        score: result.score,
        rawScore: result.rawScore,
        deduction: result.deduction,
        conclusion: MlpsConclusion.label(result.conclusion),
        totalItems: result.counts.total,
        gaps: result.gaps.length,
        issues: countRows({ high: '高风险', medium: '中风险', low: '低风险' }, result.issues),
      },
      byResult: countRows(MlpsResult.labels, result.counts),
      byCategory: result.categories.map((category) => ({
        key: category.key,
        name: category.name,
        score: category.score,
        items: category.counts.conform + category.counts.partial + category.counts.nonconform + category.counts.na,
        counts: countRows(MlpsResult.labels, category.counts),
        maxGapLevel: maxGap.get(category.key) ?? null,
      })),
    };
  }
  return {
    ...common,
    standard: 'iso',
    summary: {
      score: result.overall.implementationPct,
      rawScore: null,
      deduction: null,
      conclusion: isoConclusion(result),
      totalItems: result.overall.items,
      gaps: result.gaps.length,
      issues: [{ key: 'critical', label: '关键差距', count: result.gaps.filter((gap) => gap.critical).length }],
    },
    byResult: countRows(ISO_RESULT_LABELS, { ...result.overall.statusCounts, na: result.overall.notApplicable }),
    byCategory: [...result.clauses.map((c) => isoCategoryRow('clause', c)), ...result.themes.map((t) => isoCategoryRow('theme', t))],
  };
}

/** A disposal as /gapDisposal shows it: the gap it remedies (from its report) and what the caller may do. */
export function gapDisposalView(
  disposal: GapDisposalRecord,
  finding: GapFinding | undefined,
  names: ReadonlyMap<string, string>,
  today: string,
  subject: AccessSubject | null | undefined,
): GapDisposalItem {
  const actions: GapDisposalItem['actions'] = [];
  if (disposal.status === 'in-handle') actions.push('edit');
  for (const move of GAP_DISPOSAL_MACHINE.allowedActions(disposal.status, subject)) if (move.action) actions.push(move.action);
  return {
    gapKey: disposal.gapKey,
    ref: finding?.ref ?? '',
    title: finding?.title ?? disposal.gapKey,
    categoryKey: finding?.categoryKey ?? '',
    categoryName: finding?.categoryName ?? '',
    gapLevel: finding?.gapLevel ?? LOWEST_GAP_LEVEL,
    resultLabel: finding?.resultLabel ?? '',
    recommendation: finding?.recommendation ?? '',
    ownerAccountId: disposal.ownerAccountId,
    ownerName: disposal.ownerAccountId ? (names.get(disposal.ownerAccountId) ?? disposal.ownerAccountId) : '',
    plan: disposal.plan,
    dueDate: disposal.dueDate,
    evidence: disposal.evidence,
    status: disposal.status,
    overdue: isDisposalOverdue(disposal, today),
    actions,
    updatedAt: disposal.updatedAt.toISOString(),
    finishedAt: disposal.finishedAt ? disposal.finishedAt.toISOString() : null,
  };
}

/** What keeps a disposal from being finished (Chinese), [] when it may be. */
export function disposalFinishProblems(disposal: Pick<GapDisposalRecord, 'ownerAccountId' | 'plan' | 'dueDate' | 'evidence'>): string[] {
  const problems: string[] = [];
  if (!disposal.ownerAccountId) problems.push('负责人');
  if (!disposal.plan.trim()) problems.push('整改计划');
  if (!disposal.dueDate) problems.push('计划完成日期');
  if (disposal.evidence.length === 0) problems.push('证据文件');
  return problems;
}

/**
 * How the report was made, in Chinese prose (the Word report's 评估方法 section): where the
 * answers come from, how they are scored (the configuration's own description) and how the gap
 * list is ordered and followed up. The engine's figure-by-figure trace is the appendix.
 */
export function gapMethodText(report: Pick<GapReport, 'standard' | 'config'>): string[] {
  const standard = report.standard === 'gov' ? '网络安全等级保护 2.0 基本要求（GB/T 22239-2019）' : 'ISO/IEC 27001:2022 信息安全管理体系要求';
  return [
    `本次差距分析以${standard}为依据，采用问卷方式收集证据：客户对每个检查项作出自评并上传证明材料，咨询顾问审核材料、判定结果并记录发现与整改建议；顾问已判定的项以顾问判定为准，未判定的项按客户自评计。`,
    `评分规则采用“${report.config.label}”：${report.config.summary}`,
    '差距清单按差距等级从高到低排列，列出每项的现状与发现、整改建议和处置进度；清单中的每一项差距都纳入整改处置跟踪。',
  ];
}
