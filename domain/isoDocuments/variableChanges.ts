/**
 * What a save of the variables changed, for iso_variable_history and the 修改记录 drawer: one entry
 * per field whose value differs, with its label and the values before and after as short Chinese
 * text (a list as its rows, the matrix as its clauses' lead departments).
 */
import { departmentsOf, labelOfKey, matrixOf } from './variableRules';
import { ISO_MATRIX_KEY, ISO_VARIABLE_FIELDS, type IsoVariableValues } from './variables';

export interface IsoVariableChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

const MAX_SHOWN = 300;
const clip = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text);

/** A value as short text (empty: ''). */
export function describeVariable(key: string, value: unknown, values: IsoVariableValues = {}): string {
  if (value === undefined || value === null) return '';
  if (key === ISO_MATRIX_KEY) {
    const names = new Map(departmentsOf(values).map((d) => [d.code, d.name]));
    const rows = Object.entries(matrixOf({ [ISO_MATRIX_KEY]: value } as unknown as IsoVariableValues));
    return clip(rows.map(([clause, row]) => `${clause}:${row.lead ? (names.get(row.lead) ?? row.lead) : '—'}`).join('；'));
  }
  if (Array.isArray(value)) {
    const field = ISO_VARIABLE_FIELDS.get(key);
    const columns = field?.columns?.filter((c) => c.key !== 'code') ?? [];
    const rows = value.map((row) =>
      row && typeof row === 'object'
        ? columns
            .map((c) => (row as Record<string, unknown>)[c.key])
            .filter((cell) => cell !== undefined && cell !== null && cell !== '')
            .map((cell) => (typeof cell === 'object' ? JSON.stringify(cell) : String(cell)))
            .join(' ')
        : String(row),
    );
    return clip(`${value.length} 行：${rows.join('；')}`);
  }
  return clip(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** The fields whose value differs between the two sets, in key order of `after` then `before`. */
export function diffVariables(before: IsoVariableValues, after: IsoVariableValues): IsoVariableChange[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const changes: IsoVariableChange[] = [];
  for (const key of keys) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    changes.push({
      key,
      label: labelOfKey(key),
      before: describeVariable(key, before[key], before),
      after: describeVariable(key, after[key], after),
    });
  }
  return changes;
}
