/**
 * The gap report as the pages, the Word document and the mocks show it (issue 13): the
 * explanation lines that trace every figure to the answers and the rules, the report and disposal
 * views built from a stored report (domain/gapAnalysis.ts scores; this file presents).
 */
import type { GapDisposalItem, GapReport, GapReportCover, GapRow } from './api/gapAnalysis';
import { ISO27001_TOP_CLAUSES, IsoTheme } from './catalogues';
import { chinaDay } from './chinaTime';
import {
  MlpsConclusion,
  MlpsImportance,
  MlpsIssueRisk,
  MlpsResult,
  type IsoGapConfig,
  type IsoGapResult,
  type IsoGroupSummary,
  type MlpsConclusionBand,
  type MlpsGapConfig,
  type MlpsGapResult,
} from './engines/gap';
import { roundTo } from './engines/gap/summary';
import type { GapLevel, ProjectLevel } from './enums';
import type { GapDisposalStatus } from './enums';
import type { AnswerFile } from './questionnaires';
import type { AccessSubject } from './userInfo';

import {
  type AnyGapConfig,
  gapConfigOf,
  SELF_ASSESSED_NONCONFORM_RISK,
  type GapItemSource,
  GAP_DISPOSAL_MACHINE,
  DISPOSAL_MIN_GAP_LEVEL,
  type GapEngineResult,
} from './gapAnalysis';

// ---- Explanation ---------------------------------------------------------------------------------

/** A line of the report's explanation (domain/api/gapAnalysis.ts ExplanationLine). */
export interface ExplanationLine {
  key: string;
  text: string;
}

const fmt = (value: number, decimals = 2): string => String(roundTo(value, decimals));
const CONFIG_NAMES: Readonly<Record<string, string>> = {
  'gov-gap-default': '等保 2.0 差距评分默认配置',
  'iso-gap-default': 'ISO/IEC 27001:2022 差距评分默认配置（成熟度 0–5）',
  'iso-gap-1to5': 'ISO/IEC 27001:2022 差距评分配置（成熟度 1–5）',
};
/** Where the rules of the configurations are documented (report footer). */
export const GAP_CONFIG_SOURCE = 'docs/engines-gap.md「Configuration used by reports」';
/** The report footer's name of a configuration. */
export const gapConfigLabel = (id: string, version: string): string =>
  `${CONFIG_NAMES[id] ?? '自定义差距评分配置'} ${id}@${version}（规则与依据见 ${GAP_CONFIG_SOURCE}）`;

const bandText = (band: MlpsConclusionBand): string => {
  const risk = !band.allowHighRisk && !band.allowMediumRisk ? '且无中、高风险问题' : !band.allowHighRisk ? '且无高风险问题' : '';
  return `“${MlpsConclusion.label(band.conclusion)}”（得分 ≥ ${band.minScore}${risk ? ` ${risk}` : ''}）`;
};

/** Why the conclusion is what it is: each band tried, best first, and the one that applied. */
function conclusionLines(result: MlpsGapResult, config: MlpsGapConfig): string {
  const tried: string[] = [];
  for (const band of config.conclusionBands) {
    const why: string[] = [];
    if (result.score < band.minScore) why.push(`得分 ${result.score} < ${band.minScore}`);
    if (!band.allowHighRisk && result.issues.high > 0) why.push(`有 ${result.issues.high} 个高风险问题`);
    if (!band.allowMediumRisk && result.issues.medium > 0) why.push(`有 ${result.issues.medium} 个中风险问题`);
    if (why.length === 0)
      return `${tried.join('；')}${tried.length ? '；' : ''}满足${bandText(band)}，结论为“${MlpsConclusion.label(band.conclusion)}”。`;
    tried.push(`不满足${bandText(band)}：${why.join('，')}`);
  }
  return `${tried.join('；')}；均不满足，结论取兜底“${MlpsConclusion.label(config.fallbackConclusion)}”。`;
}

function answerText(source: GapItemSource | undefined): string {
  if (!source) return '';
  const self = source.selfAssessed ? `客户自评“${source.selfAssessed}”` : '客户未作答自评';
  if (source.judged) return `依据顾问判定（${self}）`;
  return source.selfAssessed ? `依据${self}，顾问未判定` : `${self}（按最低结果计），顾问未判定`;
}

function explainMlps(result: MlpsGapResult, sources: readonly GapItemSource[], config: MlpsGapConfig): ExplanationLine[] {
  const lines: ExplanationLine[] = [];
  const ref = `${config.id}@${config.version}`;
  const { resultScores: s, weights: w } = config;
  lines.push({
    key: 'config',
    text: `评分配置 ${ref}：单项得分 符合 ${s.conform}、部分符合 ${s.partial}、不符合 ${s.nonconform}，不适用不计；权重 关键 ${w.key}、重要 ${w.important}、一般 ${w.general}（未标注按“${MlpsImportance.label(config.defaultImportance)}”）；差距等级 符合 ${config.gapLevels.conform}、部分符合 ${config.gapLevels.partial}、低/中/高风险问题 ${config.gapLevels.risk.low}/${config.gapLevels.risk.medium}/${config.gapLevels.risk.high}；客户自评“不符合”而顾问未判定风险时按“${MlpsIssueRisk.label(SELF_ASSESSED_NONCONFORM_RISK)}”风险计。`,
  });
  let ws = 0;
  let sw = 0;
  let scored = 0;
  for (const item of result.items) {
    if (item.weight === null || item.score === null) continue;
    ws += item.weight * item.score;
    sw += item.weight;
    scored++;
  }
  const overallFormula =
    config.overallAggregation === 'items'
      ? `总体得分 = 100 × Σ(w·s) / Σw = 100 × ${fmt(ws, 4)} / ${fmt(sw, 4)} = ${result.rawScore}（计分 ${scored} 项，不适用 ${result.counts.na} 项不计）`
      : `总体得分 = 各类别得分的平均值 = (${result.categories
          .filter((c) => c.score !== null)
          .map((c) => c.score)
          .join(' + ')}) / ${result.categories.filter((c) => c.score !== null).length} = ${result.rawScore}`;
  lines.push({ key: 'overall', text: `${overallFormula}。` });
  const d = config.deductions;
  lines.push({
    key: 'deduction',
    text: `扣分 = 高风险 ${result.issues.high} × ${d.high} + 中风险 ${result.issues.medium} × ${d.medium} + 低风险 ${result.issues.low} × ${d.low}（上限 ${d.max}）= ${result.deduction}；得分 = ${result.rawScore} − ${result.deduction} = ${result.score}。`,
  });
  lines.push({ key: 'conclusion', text: `结论：${conclusionLines(result, config)}` });
  const pointsByCategory = new Map<string, number[]>();
  for (const point of result.controlPoints) {
    if (point.score === null) continue;
    pointsByCategory.set(point.category, [...(pointsByCategory.get(point.category) ?? []), point.score]);
  }
  for (const category of result.categories) {
    const c = category.counts;
    const counts = `符合 ${c.conform}、部分符合 ${c.partial}、不符合 ${c.nonconform}、不适用 ${c.na}`;
    let formula: string;
    if (category.score === null) formula = '全部不适用，不计分';
    else if (config.categoryAggregation === 'mean') {
      const scores = pointsByCategory.get(category.key) ?? [];
      formula = `控制点得分的平均值 = (${scores.join(' + ')}) / ${scores.length} = ${category.score}`;
    } else formula = `100 × 本类 Σ(w·s) / Σw = ${category.score}`;
    lines.push({ key: `category:${category.key}`, text: `${category.name}（${category.controlPoints} 个控制点；${counts}）：${formula}。` });
  }
  const sourceOf = new Map(sources.map((source) => [source.itemCode, source]));
  for (const gap of result.gaps) {
    const source = sourceOf.get(gap.itemId);
    const importance = (Object.keys(w) as MlpsImportance[]).find((k) => w[k] === gap.weight);
    const risk = gap.issueRisk
      ? `问题风险“${MlpsIssueRisk.label(gap.issueRisk)}”${source?.defaultRisk ? `（顾问未判定，取默认 ${MlpsIssueRisk.label(SELF_ASSESSED_NONCONFORM_RISK)}）` : ''} → 差距等级 ${gap.gapLevel}`
      : `部分符合 → 差距等级 ${gap.gapLevel}`;
    lines.push({
      key: `gap:${gap.itemId}`,
      text: `第 ${gap.rank} 项 ${gap.controlPointId} ${gap.title ?? gap.controlPointName}：结果“${MlpsResult.label(gap.result)}”，${answerText(source)}；规则 ${ref}：单项得分 ${gap.score}、权重 ${gap.weight}${importance ? `（${MlpsImportance.label(importance)}）` : ''}，${risk}。`,
    });
  }
  return lines;
}

function isoGroupFormula(group: IsoGroupSummary, config: IsoGapConfig): string {
  if (group.implementationPct === null) return '全部不适用，不计分';
  const { implemented, partial, notImplemented } = group.statusCounts;
  const sc = config.implementation.scores;
  return `实施率 = 100 × (已实施 ${implemented} × ${sc.implemented} + 部分实施 ${partial} × ${sc.partial} + 未实施 ${notImplemented} × ${sc.notImplemented}) / 适用 ${group.applicable} 项 = ${group.implementationPct}%`;
}

function explainIso(result: IsoGapResult, sources: readonly GapItemSource[], config: IsoGapConfig): ExplanationLine[] {
  const lines: ExplanationLine[] = [];
  const ref = `${config.id}@${config.version}`;
  const { min, max } = config.maturityScale;
  const t = config.gapLevelThresholds;
  lines.push({
    key: 'config',
    text: `评分配置 ${ref}：成熟度 ${min}–${max}，未给出目标时按 ${config.defaultTarget}；差距 = 目标 − 当前，差距 ≥ ${t[0]}/${t[1]}/${t[2]}/${t[3]} 分别为差距等级 2/3/4/5，其余为 1；条款${config.criticalWhenAbsent.keyControls ? '或关键控制' : ''}缺失（当前为最低成熟度）时差距等级为 5；当前成熟度 ≥ ${config.implementation.implementedFrom} 为已实施、≥ ${config.implementation.partialFrom} 为部分实施，其余为未实施。`,
  });
  lines.push({ key: 'overall', text: `总体${isoGroupFormula(result.overall, config)}（不适用 ${result.overall.notApplicable} 项不计）。` });
  lines.push({ key: 'conclusion', text: `结论：${isoConclusion(result)}。` });
  for (const clause of result.clauses)
    lines.push({ key: `category:clause-${clause.key}`, text: `第 ${clause.key} 章 ${clause.name}：${isoGroupFormula(clause, config)}。` });
  for (const theme of result.themes)
    lines.push({ key: `category:theme-${theme.key}`, text: `附录 A ${theme.name}：${isoGroupFormula(theme, config)}。` });
  const index = new Map(result.items.map((item, i) => [`${item.kind}:${item.ref}`, i]));
  for (const gap of result.gaps) {
    const source = sources[index.get(`${gap.kind}:${gap.ref}`) ?? -1];
    const rule = gap.critical
      ? `${gap.kind === 'clause' ? '强制条款' : '关键控制'}缺失（当前为最低成熟度 ${min}）→ 差距等级 5`
      : gap.gapLevel === 1
        ? `差距 ${gap.gap} = ${gap.target} − ${gap.current}，小于阈值 ${t[0]} → 差距等级 1`
        : `差距 ${gap.gap} = ${gap.target} − ${gap.current}，达到阈值 ${t[gap.gapLevel - 2]} → 差距等级 ${gap.gapLevel}`;
    lines.push({
      key: `gap:${source?.itemCode ?? `${gap.kind}-${gap.ref}`}`,
      text: `第 ${gap.rank} 项 ${gap.kind === 'control' ? `A.${gap.ref}` : gap.ref} ${gap.title}：当前成熟度 ${gap.current}、目标 ${gap.target}，${answerText(source)}；规则 ${ref}：${rule}。`,
    });
  }
  return lines;
}

function isoConclusion(result: IsoGapResult): string {
  const s = result.overall.statusCounts;
  const critical = result.gaps.filter((gap) => gap.critical).length;
  return `总体实施率 ${result.overall.implementationPct ?? 0}%（已实施 ${s.implemented} 项、部分实施 ${s.partial} 项、未实施 ${s.notImplemented} 项），差距 ${result.gaps.length} 项${critical ? `，其中关键差距 ${critical} 项` : ''}`;
}

/**
 * The report's explanation lines (zh-CN): the configuration, the overall formula with its sums,
 * deductions and the conclusion band (MLPS), each category's formula, and per gap the answer
 * (self-assessment or the consultant's judgement) and the rule that gave its gap level.
 */
export function explainGap(result: GapEngineResult, sources: readonly GapItemSource[], config: AnyGapConfig): ExplanationLine[] {
  if (result.standard === 'gov') return explainMlps(result, sources, config as MlpsGapConfig);
  return explainIso(result, sources, config as IsoGapConfig);
}

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
  const disposalOf = new Map(disposals.map((d) => [d.gapKey, d]));
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
    total: disposals.length,
    finished: disposals.filter((d) => d.status === 'finish').length,
    inHandle: disposals.filter((d) => d.status === 'in-handle').length,
    overdue: disposals.filter((d) => isDisposalOverdue(d, today)).length,
  };
  const common = {
    reportNo: record.reportNo,
    projectCode: record.projectCode,
    projectName: record.projectName,
    productName: record.productName,
    level: record.level,
    cover: record.cover,
    config: { id: record.configId, version: record.configVersion, label: gapConfigLabel(record.configId, record.configVersion) },
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
    gapLevel: finding?.gapLevel ?? DISPOSAL_MIN_GAP_LEVEL,
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
