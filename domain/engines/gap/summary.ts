/**
 * Pieces both gap engines share: rounding, the radar-chart series and the stable ranking of gaps.
 */

/** One axis of a radar chart: a category (MLPS) or a clause/theme (ISO), score 0–100. */
export interface RadarPoint {
  readonly key: string;
  readonly name: string;
  readonly score: number;
}

/**
 * Rounds half away from zero to `decimals`. The tiny bump absorbs binary noise such as
 * 100 × (0.2·1 + 0.5·… ) landing on 89.99999999999999 instead of 90.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor + Math.sign(value) * 1e-7) / factor;
}

/** Radar series from group summaries: groups without a score (nothing applicable) are left out. */
export function toRadar(groups: readonly { key: string; name: string; score: number | null }[]): RadarPoint[] {
  const out: RadarPoint[] = [];
  for (const g of groups) if (g.score !== null) out.push({ key: g.key, name: g.name, score: g.score });
  return out;
}

/** Writable view of a readonly output type, for the engine that builds it. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type Ranked<T> = T & { readonly rank: number };

/**
 * Sorts `entries` in place by `compare` (most severe first) and numbers them 1…n. The sort is
 * stable (ES2019), so entries that compare equal keep their input order.
 */
export function rankInPlace<T extends { rank: number }>(entries: T[], compare: (a: T, b: T) => number): T[] {
  entries.sort(compare);
  for (let i = 0; i < entries.length; i++) entries[i].rank = i + 1;
  return entries;
}

/** Mean of the numbers, or null for none. */
export function meanOrNull(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}
