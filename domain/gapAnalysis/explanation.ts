/**
 * The gap report's explanation (issue 13): lines that trace every figure to the answers and the
 * rules — the configuration, the overall formula with its sums, deductions and conclusion band
 * (MLPS), each category's formula, and per gap the answer and the rule that gave its level.
 */
import type { ExplanationLine } from './contracts';
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
} from '../engines/gap';
import { roundTo } from '../engines/gap/summary';

import { type AnyGapConfig, gapConfigOf, SELF_ASSESSED_NONCONFORM_RISK, type GapItemSource, type GapEngineResult } from './rules';

const fmt = (value: number, decimals = 2): string => String(roundTo(value, decimals));
const CONFIG_NAMES: Readonly<Record<string, string>> = {
  'gov-gap-default': '等保 2.0 差距评分默认配置',
  'iso-gap-default': 'ISO/IEC 27001:2022 差距评分默认配置（成熟度 0–5）',
  'iso-gap-1to5': 'ISO/IEC 27001:2022 差距评分配置（成熟度 1–5）',
};

/** A scoring configuration as a report describes it to the customer: its Chinese name, its version and what it means. */
export interface GapConfigDescription {
  name: string;
  version: string;
  /** "<name>（版本 1.0.0）". */
  label: string;
  /** What the configuration means, in one short paragraph. */
  summary: string;
}

const levelList = (values: readonly number[]) => values.join('、');

function mlpsSummary(config: MlpsGapConfig): string {
  const s = config.resultScores;
  const w = config.weights;
  const d = config.deductions;
  const deduction =
    d.high || d.medium || d.low ? `再按未解决的高、中、低风险问题每项扣 ${d.high}、${d.medium}、${d.low} 分（最多扣 ${d.max} 分），` : '不另行扣分，';
  const bands = config.conclusionBands.map(bandText).join('、');
  return (
    `逐项判定符合、部分符合、不符合或不适用：符合计 ${s.conform} 分、部分符合计 ${s.partial} 分、不符合计 ${s.nonconform} 分，不适用项不计分；` +
    `各项按关键、重要、一般分别以 ${w.key}、${w.important}、${w.general} 加权（未标注的按“${MlpsImportance.label(config.defaultImportance)}”），` +
    `类别得分为${config.categoryAggregation === 'mean' ? '该类各控制点得分的平均值' : '该类各项的加权得分'}，总体得分为${config.overallAggregation === 'items' ? '全部计分项的加权得分' : '各类别得分的平均值'}（百分制），` +
    `${deduction}结论依次为${bands}，都不满足时为“${MlpsConclusion.label(config.fallbackConclusion)}”。` +
    `差距等级 1–5：部分符合为 ${config.gapLevels.partial} 级，不符合按问题风险低、中、高分别为 ${config.gapLevels.risk.low}、${config.gapLevels.risk.medium}、${config.gapLevels.risk.high} 级；` +
    `客户自评不符合而顾问未判定风险的，按“${MlpsIssueRisk.label(SELF_ASSESSED_NONCONFORM_RISK)}”风险计。`
  );
}

function isoSummary(config: IsoGapConfig): string {
  const { min, max } = config.maturityScale;
  const t = config.gapLevelThresholds;
  const levels = config.maturityScale.levels.map((level) => `${level.value} ${level.name}`).join('、');
  return (
    `按 ISO/IEC 27001:2022 第 4–10 章条款和附录 A 控制逐项评定当前成熟度（${min}–${max} 级：${levels}），` +
    `与目标成熟度比较（未给出目标时为 ${config.defaultTarget} 级）：差距 = 目标 − 当前，差距达到 ${levelList(t)} 分别为差距等级 2、3、4、5，其余为 1 级；` +
    `${config.criticalWhenAbsent.keyControls ? '强制条款或关键控制' : '强制条款'}完全缺失（为最低成熟度）时为最高的差距等级 5。` +
    `当前成熟度达到 ${config.implementation.implementedFrom} 级为已实施、达到 ${config.implementation.partialFrom} 级为部分实施，其余为未实施；` +
    `实施率 = 已实施计 ${config.implementation.scores.implemented}、部分实施计 ${config.implementation.scores.partial}、未实施计 ${config.implementation.scores.notImplemented}，按适用项求平均（百分比），不适用项不计。`
  );
}

/** The report's description of a configuration (name, 版本, what it means), never its internal id. */
export function gapConfigDescription(id: string, version: string): GapConfigDescription {
  const config = gapConfigOf(id, version);
  const name =
    CONFIG_NAMES[id] ?? (config?.standard === 'gov' ? '等保 2.0 差距评分配置' : config ? 'ISO/IEC 27001:2022 差距评分配置' : '差距评分配置');
  const summary = !config
    ? '本系统中已没有这一版本的评分规则，报告中的数字为生成时按当时规则计算的结果。'
    : config.standard === 'gov'
      ? mlpsSummary(config as MlpsGapConfig)
      : isoSummary(config as IsoGapConfig);
  return { name, version, label: `${name}（版本 ${version}）`, summary };
}

/** The report's name of a configuration: "<Chinese name>（版本 1.0.0）". */
export const gapConfigLabel = (id: string, version: string): string => gapConfigDescription(id, version).label;

/**
 * The explanation lines as a customer's document prints them (the Word report's appendix): the
 * same lines with the configuration's internal id left out (the appendix names it once, in Chinese).
 */
export function customerExplanation(lines: readonly ExplanationLine[], id: string, version: string): ExplanationLine[] {
  const ref = `${id}@${version}`;
  const label = gapConfigLabel(id, version);
  return lines.map((line) => ({
    key: line.key,
    text: line.text
      .replaceAll(`评分配置 ${ref}：`, `评分配置（${label}）：`)
      .replaceAll(`评分配置 ${ref} `, `评分配置“${label}”`)
      .replaceAll(`规则 ${ref}：`, '规则：')
      .replaceAll(ref, label),
  }));
}

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

/** The ISO report's conclusion sentence (the explanation's last line and the report's conclusion). */
export function isoConclusion(result: IsoGapResult): string {
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
