/**
 * ISO/IEC 27001:2022 ("iso") gap scoring, domain brief §3.3.
 *
 *   per item        current and target maturity on config.maturityScale (clause 4–10 or Annex A control)
 *   gap level       from gap = target − current by config.gapLevelThresholds (default: clamp to 1..5);
 *                   5 when a mandatory clause / key control is absent (config.criticalWhenAbsent)
 *   applicability   Annex A controls may be excluded (SoA) only with a justification; clauses never
 *   % implemented   status from maturity (implemented / partial / not) scored 1 / 0.5 / 0, averaged
 *                   over applicable items per clause, per theme, for clauses, for Annex A and overall
 */
import { z } from 'zod';
import {
  isoClause,
  isoClauseOrder,
  isoControl,
  isoControlOrder,
  isoTopClauseOf,
  IsoTheme,
  ISO27001_CLAUSES,
  ISO27001_CONTROLS,
  ISO27001_TOP_CLAUSES,
} from '../../catalogues/iso27001';
import type { GapLevel } from './vocab';
import { parseOrThrow } from '../../kernel/validation';
import { assertNoIssues } from '../errors';
import { requireBoolean, requireInteger } from '../guard';
import { configRef, resolveIsoGapConfig, type GapConfigRef, type IsoGapConfig } from './config';
import { GAP_PARSE_OPTIONS } from './issues';
import { rankInPlace, roundTo, toRadar, type Mutable, type RadarPoint, type Ranked } from './summary';
import { type IsoImplementationStatus, IsoItemKind } from './vocab';

// ---- Input -----------------------------------------------------------------------------------

const optionalText = z.string().trim().max(5000).optional();
/** Most items one assessment may hold (each clause and control at most once: about 130). */
export const ISO_GAP_MAX_ITEMS = 1_000;

export const IsoGapItemSchema = z.object({
  kind: IsoItemKind.schema,
  /** Clause id ("4.1", "6.1.2") or Annex A control number ("5.1", "8.34"). */
  ref: z.string().trim().min(1).max(20),
  /** Current maturity; required when the item is applicable. */
  current: z.number().int().optional(),
  /** Target maturity; config.defaultTarget when absent. */
  target: z.number().int().optional(),
  /** SoA decision: only Annex A controls may be not applicable, and then with a justification. */
  applicable: z.boolean().default(true),
  justification: optionalText,
  /** A key control: absent ⇒ critical gap when config.criticalWhenAbsent.keyControls. */
  key: z.boolean().default(false),
  evidence: optionalText,
  owner: optionalText,
  remediation: optionalText,
  /** Remediation due date (ISO 8601 date). */
  dueDate: z.iso.date().optional(),
});
export type IsoGapItem = z.input<typeof IsoGapItemSchema>;

export const IsoGapInputSchema = z.object({ items: z.array(IsoGapItemSchema).min(1).max(ISO_GAP_MAX_ITEMS) });
export type IsoGapInput = z.input<typeof IsoGapInputSchema>;
type ParsedItem = z.output<typeof IsoGapItemSchema>;

// ---- Output ----------------------------------------------------------------------------------

export type IsoStatusCounts = Record<IsoImplementationStatus, number>;

export interface IsoScoredItem {
  readonly kind: IsoItemKind;
  readonly ref: string;
  readonly applicable: boolean;
  /** Everything below is null when the item is not applicable. */
  readonly current: number | null;
  readonly target: number | null;
  readonly gap: number | null;
  readonly gapLevel: GapLevel | null;
  readonly status: IsoImplementationStatus | null;
  /** The mandatory clause / key control is absent, which makes the gap level 5. */
  readonly critical: boolean;
}

/** Summary of a group: one clause 4–10, one theme, or a total. */
export interface IsoGroupSummary {
  readonly key: string;
  readonly name: string;
  readonly items: number;
  readonly applicable: number;
  readonly notApplicable: number;
  /** 0–100, null when nothing applicable. */
  readonly implementationPct: number | null;
  readonly avgCurrent: number | null;
  readonly avgTarget: number | null;
  /** Applicable items below target. */
  readonly gaps: number;
  readonly maxGapLevel: GapLevel | null;
  readonly statusCounts: IsoStatusCounts;
}

export interface IsoGap {
  readonly kind: IsoItemKind;
  readonly ref: string;
  readonly title: string;
  readonly titleEn: string;
  /** Top-level clause ("4"…"10") for clauses, theme for controls. */
  readonly group: string;
  readonly current: number;
  readonly target: number;
  readonly gap: number;
  readonly gapLevel: GapLevel;
  /** True when level 5 came from the absent-mandatory/key rule. */
  readonly critical: boolean;
  readonly owner?: string;
  readonly remediation?: string;
  readonly dueDate?: string;
}

export interface IsoSoaEntry {
  readonly number: string;
  readonly title: string;
  readonly theme: IsoTheme;
  readonly applicable: boolean;
  readonly justification?: string;
  readonly status: IsoImplementationStatus | null;
}

export interface IsoGapResult {
  readonly standard: 'iso';
  readonly config: GapConfigRef;
  readonly overall: IsoGroupSummary;
  readonly clausesTotal: IsoGroupSummary;
  readonly annexATotal: IsoGroupSummary;
  /** Clauses 4–10 that have items, in order. */
  readonly clauses: readonly IsoGroupSummary[];
  /** Themes that have items, in order. */
  readonly themes: readonly IsoGroupSummary[];
  /** % implementation per clause and per theme (groups with an applicable item). */
  readonly radar: { readonly byClause: readonly RadarPoint[]; readonly byTheme: readonly RadarPoint[] };
  /** Items below target, most severe first (gap level, gap, clauses before controls, document order). */
  readonly gaps: readonly Ranked<IsoGap>[];
  readonly items: readonly IsoScoredItem[];
  /** Statement of applicability for the assessed controls, Annex A order. */
  readonly soa: readonly IsoSoaEntry[];
  /** Sub-clauses (4.1 … 10.2) not covered by any item, and controls without an item. */
  readonly unassessed: { readonly clauses: readonly string[]; readonly controls: readonly string[] };
}

// ---- Validation ------------------------------------------------------------------------------

function checkItems(items: readonly ParsedItem[], config: IsoGapConfig): void {
  const issues: string[] = [];
  const { min, max } = config.maturityScale;
  const firstIndex = new Map<string, number>();
  const inScale = (v: number) => v >= min && v <= max;
  items.forEach((item, i) => {
    const at = `items[${i}]`;
    const label = item.kind === 'clause' ? '条款' : '控制';
    const known = item.kind === 'clause' ? isoClause(item.ref) : isoControl(item.ref);
    if (!known) issues.push(`${at}.ref：未知的${label}“${item.ref}”`);
    const key = `${item.kind}:${item.ref}`;
    const dup = firstIndex.get(key);
    if (dup !== undefined) issues.push(`${at}.ref：${label}“${item.ref}”与 items[${dup}] 重复`);
    else firstIndex.set(key, i);

    if (item.kind === 'clause' && !item.applicable) issues.push(`${at}.applicable：条款 ${item.ref} 为强制要求，不能标记为不适用`);
    if (item.kind === 'clause' && item.key) issues.push(`${at}.key：关键控制标记仅适用于附录A控制`);
    if (item.kind === 'control' && !item.applicable && !item.justification)
      issues.push(`${at}.justification：控制 ${item.ref} 标记为不适用时必须填写理由（适用性声明）`);

    if (item.applicable && item.current === undefined) issues.push(`${at}.current：适用的项必须填写当前成熟度`);
    if (item.current !== undefined && !inScale(item.current)) issues.push(`${at}.current：当前成熟度必须在 ${min}–${max} 之间`);
    if (item.target !== undefined && !inScale(item.target)) issues.push(`${at}.target：目标成熟度必须在 ${min}–${max} 之间`);
  });
  assertNoIssues(issues);
}

// ---- Scoring ---------------------------------------------------------------------------------

/** Gap level of one applicable item (exported for the docs' worked examples and tests). */
export function isoGapLevel(gap: number, absentAndCritical: boolean, config: IsoGapConfig): GapLevel {
  const valid = resolveIsoGapConfig(config);
  const { min, max } = valid.maturityScale;
  requireInteger(gap, '差距（gap）', 0, max - min);
  requireBoolean(absentAndCritical, '缺失且关键（absentAndCritical）');
  return gapLevelOf(gap, absentAndCritical, valid);
}

function gapLevelOf(gap: number, absentAndCritical: boolean, config: IsoGapConfig): GapLevel {
  if (absentAndCritical) return 5;
  let level = 1;
  for (const threshold of config.gapLevelThresholds) if (gap >= threshold) level++;
  return level as GapLevel;
}

/** Implementation status of a maturity level. */
export function isoStatusForMaturity(current: number, config: IsoGapConfig): IsoImplementationStatus {
  const valid = resolveIsoGapConfig(config);
  const { min, max } = valid.maturityScale;
  requireInteger(current, '当前成熟度（current）', min, max);
  return statusOf(current, valid);
}

function statusOf(current: number, config: IsoGapConfig): IsoImplementationStatus {
  const { implementedFrom, partialFrom } = config.implementation;
  if (current >= implementedFrom) return 'implemented';
  return current >= partialFrom ? 'partial' : 'notImplemented';
}

interface GroupAcc {
  items: number;
  applicable: number;
  statusSum: number;
  current: number;
  target: number;
  gaps: number;
  maxGap: GapLevel | null;
  statusCounts: IsoStatusCounts;
}
const newGroup = (): GroupAcc => ({
  items: 0,
  applicable: 0,
  statusSum: 0,
  current: 0,
  target: 0,
  gaps: 0,
  maxGap: null,
  statusCounts: { implemented: 0, partial: 0, notImplemented: 0 },
});

function addTo(acc: GroupAcc, scored: IsoScoredItem, config: IsoGapConfig): void {
  acc.items++;
  if (!scored.applicable) return;
  acc.applicable++;
  const status = scored.status as IsoImplementationStatus;
  acc.statusCounts[status]++;
  acc.statusSum += config.implementation.scores[status];
  acc.current += scored.current as number;
  acc.target += scored.target as number;
  if ((scored.gap as number) > 0) acc.gaps++;
  if (acc.maxGap === null || (scored.gapLevel as GapLevel) > acc.maxGap) acc.maxGap = scored.gapLevel;
}

function summarise(key: string, name: string, acc: GroupAcc, config: IsoGapConfig): IsoGroupSummary {
  const d = config.percentDecimals;
  const n = acc.applicable;
  return {
    key,
    name,
    items: acc.items,
    applicable: n,
    notApplicable: acc.items - n,
    implementationPct: n ? roundTo((100 * acc.statusSum) / n, d) : null,
    avgCurrent: n ? roundTo(acc.current / n, d) : null,
    avgTarget: n ? roundTo(acc.target / n, d) : null,
    gaps: acc.gaps,
    maxGapLevel: acc.maxGap,
    statusCounts: acc.statusCounts,
  };
}

function scoreItem(item: ParsedItem, config: IsoGapConfig): IsoScoredItem {
  if (!item.applicable) {
    return {
      kind: item.kind,
      ref: item.ref,
      applicable: false,
      current: null,
      target: null,
      gap: null,
      gapLevel: null,
      status: null,
      critical: false,
    };
  }
  const current = item.current as number;
  const target = item.target ?? config.defaultTarget;
  const gap = Math.max(0, target - current);
  const { min } = config.maturityScale;
  const critical = item.kind === 'clause' ? config.criticalWhenAbsent.clauses : item.key && config.criticalWhenAbsent.keyControls;
  const absentAndCritical = critical && current === min && target > min;
  return {
    kind: item.kind,
    ref: item.ref,
    applicable: true,
    current,
    target,
    gap,
    gapLevel: gapLevelOf(gap, absentAndCritical, config),
    status: statusOf(current, config),
    critical: absentAndCritical,
  };
}

/** Scores an ISO 27001 gap assessment. Throws EngineInputError (Chinese, per field) on bad input. */
export function scoreIsoGap(rawInput: IsoGapInput, rawConfig?: IsoGapConfig): IsoGapResult {
  const config = resolveIsoGapConfig(rawConfig);
  const { items } = parseOrThrow(IsoGapInputSchema, rawInput, GAP_PARSE_OPTIONS);
  checkItems(items, config);

  const overall = newGroup();
  const clausesTotal = newGroup();
  const annexATotal = newGroup();
  const byClause = new Map<string, GroupAcc>();
  const byTheme = new Map<IsoTheme, GroupAcc>();
  const scoredItems: IsoScoredItem[] = [];
  const gaps: Mutable<Ranked<IsoGap>>[] = [];
  const soa: { order: number; entry: IsoSoaEntry }[] = [];
  const coveredClauses = new Set<string>();
  const assessedControls = new Set<string>();
  for (const item of items) {
    const scored = scoreItem(item, config);
    scoredItems.push(scored);
    addTo(overall, scored, config);
    let group: string;
    let title: string;
    let titleEn: string;
    if (item.kind === 'clause') {
      const clause = isoClause(item.ref)!;
      group = isoTopClauseOf(item.ref);
      ({ title, titleEn } = clause);
      coverClause(item.ref, coveredClauses);
      addTo(clausesTotal, scored, config);
      addTo(getOr(byClause, group), scored, config);
    } else {
      const control = isoControl(item.ref)!;
      group = control.theme;
      ({ title, titleEn } = control);
      assessedControls.add(item.ref);
      addTo(annexATotal, scored, config);
      addTo(getOr(byTheme, control.theme), scored, config);
      soa.push({
        order: isoControlOrder(item.ref),
        entry: {
          number: item.ref,
          title,
          theme: control.theme,
          applicable: item.applicable,
          ...(item.justification && { justification: item.justification }),
          status: scored.status,
        },
      });
    }
    if (scored.applicable && (scored.gap as number) > 0) {
      const gap: Mutable<Ranked<IsoGap>> = {
        rank: 0,
        kind: item.kind,
        ref: item.ref,
        title,
        titleEn,
        group,
        current: scored.current as number,
        target: scored.target as number,
        gap: scored.gap as number,
        gapLevel: scored.gapLevel as GapLevel,
        critical: scored.critical,
      };
      if (item.owner) gap.owner = item.owner;
      if (item.remediation) gap.remediation = item.remediation;
      if (item.dueDate) gap.dueDate = item.dueDate;
      gaps.push(gap);
    }
  }

  const clauses = ISO27001_TOP_CLAUSES.filter((c) => byClause.has(c.id)).map((c) => summarise(c.id, c.title, byClause.get(c.id)!, config));
  const themes = IsoTheme.values.filter((t) => byTheme.has(t)).map((t) => summarise(t, IsoTheme.label(t), byTheme.get(t)!, config));
  const toScored = (groups: IsoGroupSummary[]) => toRadar(groups.map((g) => ({ key: g.key, name: g.name, score: g.implementationPct })));

  return {
    standard: 'iso',
    config: configRef(config),
    overall: summarise('overall', '总体', overall, config),
    clausesTotal: summarise('clauses', '条款 4–10', clausesTotal, config),
    annexATotal: summarise('annexA', '附录A控制', annexATotal, config),
    clauses,
    themes,
    radar: { byClause: toScored(clauses), byTheme: toScored(themes) },
    gaps: rankInPlace(gaps, compareIsoGaps),
    items: scoredItems,
    soa: soa.sort((a, b) => a.order - b.order).map((s) => s.entry),
    unassessed: {
      clauses: ISO27001_CLAUSES.filter((c) => c.depth === 2 && !coveredClauses.has(c.id)).map((c) => c.id),
      controls: ISO27001_CONTROLS.filter((c) => !assessedControls.has(c.number)).map((c) => c.number),
    },
  };
}

function getOr<K>(map: Map<K, GroupAcc>, key: K): GroupAcc {
  let acc = map.get(key);
  if (!acc) map.set(key, (acc = newGroup()));
  return acc;
}

/** A sub-clause counts as covered when it, its parent clause or one of its children is assessed. */
function coverClause(id: string, covered: Set<string>): void {
  const clause = isoClause(id)!;
  if (clause.depth === 1) {
    for (const c of ISO27001_CLAUSES) if (c.parent === id) covered.add(c.id);
  } else {
    covered.add(clause.depth === 2 ? id : (clause.parent as string));
  }
}

const kindOrder = (kind: IsoItemKind): number => (kind === 'clause' ? 0 : 1);
const docOrder = (g: IsoGap): number => (g.kind === 'clause' ? isoClauseOrder(g.ref) : isoControlOrder(g.ref));

/** Most severe first: gap level, then raw gap, then clauses before controls, then document order. */
function compareIsoGaps(a: IsoGap, b: IsoGap): number {
  return b.gapLevel - a.gapLevel || b.gap - a.gap || kindOrder(a.kind) - kindOrder(b.kind) || docOrder(a) - docOrder(b);
}
