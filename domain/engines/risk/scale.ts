/**
 * The 1–5 scales and the 1–25 value range of GB/T 20984 (brief §0: "1–5 scales", hard-coded),
 * plus the rounding rules the engine uses. Levels reuse RiskLevel from domain/enums.
 */
import { z } from 'zod';
import { RISK_LEVEL_TEXT, type RiskLevel, type RiskLevelText } from './scales';
import { EngineInputError } from '../errors';
import { describeValue, requireNumber } from '../guard';

export type Level = RiskLevel;
export const LEVEL_COUNT = 5;
/** Matrix values and band edges live in 1..MAX_VALUE (5 × 5). */
export const MAX_VALUE = 25;

export const isLevel = (x: unknown): x is Level => x === 1 || x === 2 || x === 3 || x === 4 || x === 5;

export const clampLevel = (x: number): Level => (x <= 1 ? 1 : x >= 5 ? 5 : (Math.trunc(x) as Level));

/** Refuses anything but an integer 1–5, naming `field`. */
export function requireLevel(value: unknown, field: string): asserts value is Level {
  if (!isLevel(value)) throw new EngineInputError(`${field}须为 1–5 的整数，实际为 ${describeValue(value)}`);
}

export const levelText = (level: Level): RiskLevelText => {
  requireLevel(level, '等级（level）');
  return RISK_LEVEL_TEXT[level];
};

/** zod schema of a 1–5 integer with a Chinese message (the field name is prefixed by the caller). */
export const levelSchema = z
  .number({ error: '须为 1–5 的整数' })
  .int({ error: '须为 1–5 的整数' })
  .min(1, { error: '须为 1–5 的整数' })
  .max(5, { error: '须为 1–5 的整数' }) as unknown as z.ZodType<Level>;

/** Rounding modes offered where a formula yields a fraction (multiplication method, means). */
export const RoundingMode = z.enum(['halfUp', 'up', 'down']);
export type RoundingMode = z.infer<typeof RoundingMode>;

/**
 * Tolerance for binary floating point: (3+4+4)/3 * 3 is not always exactly 11, and a weighted
 * mean that is mathematically 2.5 may come out as 2.4999999999999996. Ties therefore round up
 * as the design doc promises (docs/engines-risk.md "Rounding").
 */
const EPSILON = 1e-9;

export function roundWith(mode: RoundingMode, x: number): number {
  switch (mode) {
    case 'halfUp':
      return Math.floor(x + 0.5 + EPSILON);
    case 'up':
      return Math.ceil(x - EPSILON);
    case 'down':
      return Math.floor(x + EPSILON);
  }
}

/** Half-up rounding with the engine's tie tolerance, for numbers of a plausible size. */
export const roundHalfUp = (x: number): number => {
  requireNumber(x, '数值（x）', -1e9, 1e9);
  return roundWith('halfUp', x);
};

export const ROUNDING_TEXT: Readonly<Record<RoundingMode, string>> = {
  halfUp: '四舍五入',
  up: '向上取整',
  down: '向下取整',
};

/** Formats a number for Chinese explanation lines: integers as is, fractions with 2 decimals. */
export const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));
