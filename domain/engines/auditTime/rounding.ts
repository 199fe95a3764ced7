/**
 * Half-day arithmetic. IAF MD5 (brief §4.3): round audit time to the nearest half day
 * (5.3 → 5.5, 5.2 → 5.0); an exact quarter (5.25) goes up, in the client's favour of a full audit.
 */

import { requireNumber } from '../guard';

/** Largest day count the rounding helpers accept (far above any audit, far below float trouble). */
const MAX_DAYS = 1_000_000_000;

/** Absorbs binary floating-point noise (0.1 + 0.2 style) before rounding. */
const EPSILON = 1e-9;

/** Nearest half day; ties (x.25, x.75) round up. */
export function roundHalfDay(days: number): number {
  requireNumber(days, '人日（days）', 0, MAX_DAYS);
  return Math.floor(days * 2 + 0.5 + EPSILON) / 2;
}

/** Smallest half-day multiple that is ≥ days (for minimums such as the on-site share). */
export function ceilHalfDay(days: number): number {
  requireNumber(days, '人日（days）', 0, MAX_DAYS);
  return Math.ceil(days * 2 - EPSILON) / 2;
}

/** Number for justification lines: at most two decimals, no trailing zeros (8.8, 9, 0.33). */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100 + (value >= 0 ? EPSILON : -EPSILON)) / 100);
}

/** Days with one decimal, as auditors write them (9.0 人日, 8.5 人日). */
export function formatDays(days: number): string {
  const isHalfMultiple = Math.abs(days * 2 - Math.round(days * 2)) < EPSILON;
  return `${isHalfMultiple ? days.toFixed(1) : formatNumber(days)} 人日`;
}

/** Percent text, e.g. 30%. */
export function formatPct(pct: number): string {
  return `${formatNumber(pct)}%`;
}
