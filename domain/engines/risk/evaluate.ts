/**
 * Risk evaluation (brief §1.10 [I]): acceptance against the configured criterion, a ranked
 * risk list and the level distribution a report prints.
 */
import { riskLevelLabel, RISK_LEVEL_TEXT, RISK_LEVELS, type RiskLevelText } from './scales';
import { EngineInputError } from '../errors';
import { isPlainObject, requireArray } from '../guard';
import { compiledOf, type RiskConfig } from './config';
import type { AcceptanceDecision } from './labels';
import { isLevel, type Level } from './scale';
import { assertLevels } from './validate';

/** level ≤ acceptableMaxLevel → acceptable; ≤ conditionalMaxLevel → conditional; else must treat. */
export function evaluateAcceptance(config: RiskConfig, level: Level): AcceptanceDecision {
  compiledOf(config);
  assertLevels({ 风险等级: level });
  return acceptanceOf(config, level);
}

export const acceptanceOf = (config: RiskConfig, level: Level): AcceptanceDecision =>
  level <= config.acceptance.acceptableMaxLevel ? 'acceptable' : level <= config.acceptance.conditionalMaxLevel ? 'conditional' : 'mustTreat';

/** Most risks one ranking or distribution takes. */
export const MAX_RANKED_ITEMS = 1_000_000;

const levelOk = (x: unknown) => x === undefined || (isPlainObject(x) && isLevel(x.level));

/** Refuses an entry that is not { id, risk: null | { value, level }, likelihood?, loss? }. */
function rankableCheck(it: unknown, i: number, needsId: boolean): void {
  const at = `风险清单[${i}]`;
  if (!isPlainObject(it)) throw new EngineInputError(`${at}须为对象`);
  if (needsId && typeof it.id !== 'string') throw new EngineInputError(`${at}的编号（id）须为字符串`);
  const r = it.risk;
  if (r !== null && !(isPlainObject(r) && isLevel(r.level) && (!needsId || (typeof r.value === 'number' && Number.isFinite(r.value)))))
    throw new EngineInputError(`${at}的风险（risk）须为 null 或 { value: 数值, level: 1–5 的整数 }`);
  if (needsId && !(levelOk(it.likelihood) && levelOk(it.loss)))
    throw new EngineInputError(`${at}的可能性（likelihood）和损失（loss）须为 { level: 1–5 的整数 }`);
}

/** Anything with an id and a risk (null = nothing to rank, e.g. an eliminated risk). */
export interface Rankable {
  readonly id: string;
  readonly risk: { readonly value: number; readonly level: Level } | null;
  readonly likelihood?: { readonly level: Level };
  readonly loss?: { readonly level: Level };
}

/**
 * Highest risk first: by level, then value, then likelihood level, then loss level, then id
 * (stable and deterministic). Items without a risk are left out. `rank` starts at 1.
 */
export function rankRisks<T extends Rankable>(items: readonly T[]): (T & { readonly rank: number })[] {
  requireArray(items, '风险清单（items）', MAX_RANKED_ITEMS);
  // A loop, not forEach: holes of a sparse array must be checked too.
  for (let i = 0; i < items.length; i++) rankableCheck(items[i], i, true);
  return items
    .filter((it) => it.risk !== null)
    .slice()
    .sort(
      (a, b) =>
        b.risk!.level - a.risk!.level ||
        b.risk!.value - a.risk!.value ||
        (b.likelihood?.level ?? 0) - (a.likelihood?.level ?? 0) ||
        (b.loss?.level ?? 0) - (a.loss?.level ?? 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((it, i) => ({ ...it, rank: i + 1 }));
}

export interface DistributionRow {
  readonly level: Level;
  readonly text: RiskLevelText;
  readonly label: string;
  readonly count: number;
  /** count / total, 0 when total is 0. */
  readonly share: number;
}

export interface Distribution {
  readonly total: number;
  /** Levels 5..1, every level present even when its count is 0. */
  readonly rows: readonly DistributionRow[];
}

export interface GroupedDistribution extends Distribution {
  /** Per group key (business, asset class …), in first-seen order. */
  readonly groups: readonly ({ readonly key: string } & Distribution)[];
}

function distributionOf(levels: readonly Level[]): Distribution {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const l of levels) counts[l]++;
  const total = levels.length;
  return {
    total,
    rows: RISK_LEVELS.map((level) => ({
      level,
      text: RISK_LEVEL_TEXT[level],
      label: riskLevelLabel(level),
      count: counts[level],
      share: total === 0 ? 0 : counts[level] / total,
    })),
  };
}

/**
 * Counts per risk level 5..1, overall and per group when `groupBy` is given (an item may belong
 * to several groups, e.g. a system asset carrying two businesses). Items without a risk are skipped.
 */
export function riskDistribution<T extends Pick<Rankable, 'risk'>>(
  items: readonly T[],
  groupBy?: (item: T) => string | readonly string[],
): GroupedDistribution {
  requireArray(items, '风险清单（items）', MAX_RANKED_ITEMS);
  for (let i = 0; i < items.length; i++) rankableCheck(items[i], i, false);
  if (groupBy !== undefined && typeof groupBy !== 'function') throw new EngineInputError('分组方式（groupBy）须为函数');
  const all: Level[] = [];
  const byGroup = new Map<string, Level[]>();
  for (const it of items) {
    if (it.risk === null) continue;
    all.push(it.risk.level);
    if (!groupBy) continue;
    const keys = groupBy(it);
    if (typeof keys !== 'string' && !(Array.isArray(keys) && keys.every((k) => typeof k === 'string')))
      throw new EngineInputError('分组方式（groupBy）须返回分组名称（字符串）或其数组');
    for (const key of typeof keys === 'string' ? [keys] : keys) {
      let list = byGroup.get(key);
      if (!list) byGroup.set(key, (list = []));
      list.push(it.risk.level);
    }
  }
  return {
    ...distributionOf(all),
    groups: [...byGroup].map(([key, levels]) => ({ key, ...distributionOf(levels) })),
  };
}
