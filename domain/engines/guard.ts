/**
 * Entry-point checks for the engine functions that take plain values rather than a zod-parsed
 * input (a level, a date, a config object, a list of risk items). Each check runs once per call,
 * costs a few comparisons, and throws an EngineInputError whose Chinese message names the field
 * and says what is allowed ("风险等级（level）须为 1–5 的整数，实际为 NaN"), so a caller never
 * meets a TypeError or a silently wrong number. Whole inputs are validated with zod instead
 * (domain/kernel/validation.ts); these checks are for the small values zod would be too heavy for.
 */
import { EngineInputError } from './errors';

/** Short, safe description of any value for a message; never throws (null-prototype objects, symbols…). */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${String(value)}n`;
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return 'Symbol';
    case 'function':
      return '函数';
    default:
      if (value === null) return 'null';
      return Array.isArray(value) ? `数组（${value.length} 项）` : '对象';
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `field` must be a non-array object. */
export function requireObject(value: unknown, field: string): asserts value is Record<string, unknown> {
  if (!isPlainObject(value)) throw new EngineInputError(`${field}须为对象，实际为 ${describeValue(value)}`);
}

/** `field` must be an array of at most `max` items. */
export function requireArray(value: unknown, field: string, max: number): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) throw new EngineInputError(`${field}须为数组（最多 ${max} 项），实际为 ${describeValue(value)}`);
  if (value.length > max) throw new EngineInputError(`${field}最多 ${max} 项，实际 ${value.length} 项`);
}

/** `field` must be an integer in [min, max]. */
export function requireInteger(value: unknown, field: string, min: number, max: number): asserts value is number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
    throw new EngineInputError(`${field}须为 ${min}–${max} 的整数，实际为 ${describeValue(value)}`);
}

/** `field` must be a finite number in [min, max]. */
export function requireNumber(value: unknown, field: string, min: number, max: number): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw new EngineInputError(`${field}须为 ${min}–${max} 之间的数，实际为 ${describeValue(value)}`);
}

/** `field` must be one of `allowed`. */
export function requireOneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): asserts value is T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw new EngineInputError(`${field}须为 ${allowed.join('/')} 之一，实际为 ${describeValue(value)}`);
}

/** `field` must be a boolean. */
export function requireBoolean(value: unknown, field: string): asserts value is boolean {
  if (typeof value !== 'boolean') throw new EngineInputError(`${field}须为布尔值（true/false），实际为 ${describeValue(value)}`);
}

/** `field` must be a string of at most `maxLength` characters. */
export function requireString(value: unknown, field: string, maxLength: number): asserts value is string {
  if (typeof value !== 'string') throw new EngineInputError(`${field}须为字符串，实际为 ${describeValue(value)}`);
  if (value.length > maxLength) throw new EngineInputError(`${field}长度不能超过 ${maxLength}，实际 ${value.length}`);
}
