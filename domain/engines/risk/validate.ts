/** Cheap range checks for the single-call functions (no zod on the hot path). */
import { assertNoIssues } from '../errors';
import { describeValue as show } from '../guard';
import { isLevel } from './scale';

/** Issues for every entry of `fields` (Chinese field name → value) that is not an integer 1–5. */
export function levelIssues(fields: Readonly<Record<string, unknown>>): string[] {
  const issues: string[] = [];
  for (const name in fields) {
    if (!isLevel(fields[name])) issues.push(`${name}须为 1–5 的整数，实际为 ${show(fields[name])}`);
  }
  return issues;
}

export function assertLevels(fields: Readonly<Record<string, unknown>>): void {
  assertNoIssues(levelIssues(fields));
}

/** Issue when `value` is not one of `allowed`. */
export function oneOfIssue(name: string, value: unknown, allowed: readonly string[]): string[] {
  return typeof value === 'string' && allowed.includes(value) ? [] : [`${name}须为 ${allowed.join('/')} 之一，实际为 ${show(value)}`];
}
