/**
 * How the dashboards write their figures: grouped digits, signed percentages, the freshness line,
 * and the month ranges they send.
 */
import type { Freshness } from '@domain/metrics/contracts';
import { monthLabel } from '@domain/metrics/period';
import { chinaTimeText } from '@/utils/chinaTime';

/** What a figure with nothing to show reads. */
export const NO_FIGURE = '—';

/** 12345.6 → "12,345.6" (at most `digits` decimals). */
export const num = (value: number | null | undefined, digits = 2): string =>
  value === null || value === undefined ? NO_FIGURE : value.toLocaleString('zh-CN', { maximumFractionDigits: digits });

/** 0.125 → "+12.5%", −0.2 → "-20.0%", null (nothing to compare with) → "—". */
export const changeText = (change: number | null): string => (change === null ? NO_FIGURE : `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}%`);

/** Up is green, down red, no change grey (the platform's figures are all "more is better"). */
export const CHANGE_COLOR = { up: '#389e0d', down: '#cf1322', flat: 'rgba(0, 0, 0, 0.45)' };
export const changeColor = (change: number | null): string =>
  change === null || change === 0 ? CHANGE_COLOR.flat : change > 0 ? CHANGE_COLOR.up : CHANGE_COLOR.down;

export const FRESHNESS_PENDING = '有新数据正在汇总，稍后刷新';
export const FRESHNESS_NEVER = '数据尚未汇总';

/** "数据更新于 09:30" (today, China time) or "数据更新于 2026-03-02 09:30"; waiting changes are said too. */
export function freshnessText(freshness: Freshness, now = new Date()): string {
  const parts: string[] = [];
  if (freshness.asOf) {
    const at = chinaTimeText(freshness.asOf);
    const today = chinaTimeText(now).slice(0, 10);
    parts.push(`数据更新于 ${at.startsWith(today) ? at.slice(11, 16) : at.slice(0, 16)}`);
  } else parts.push(FRESHNESS_NEVER);
  if (freshness.pending) parts.push(FRESHNESS_PENDING);
  return parts.join('；');
}

/** "2025年4月 至 2026年3月" (one month: "2026年3月"). */
export const rangeText = (range: { startMonth: string; endMonth: string }): string =>
  range.startMonth === range.endMonth ? monthLabel(range.startMonth) : `${monthLabel(range.startMonth)} 至 ${monthLabel(range.endMonth)}`;

/** "2026-03" → "26年3月", short enough for an axis. */
export const shortMonth = (month: string): string => `${month.slice(2, 4)}年${Number(month.slice(5, 7))}月`;
