/**
 * The departments (`departments`, rows with a stable code D01, D02…, isEnable 是/否) and the
 * responsibility matrix (ISO_MATRIX_KEY: clause id → lead and supporting department codes) read
 * from a project's variables, pure: the rules (./variableRules.ts), the server and the web use them.
 */
import { ISO_MATRIX_KEY, type IsoDepartment, type IsoMatrixRow, type IsoVariableValues } from './variables';

const YES = '是';

/** A department row's isEnable as stored (是/否, or a boolean); absent means enabled. */
export const departmentEnabled = (value: unknown): boolean =>
  value === undefined || value === null || value === true || value === YES || value === '';

/** The departments of the variables as IsoDepartment (rows without a code are left out). */
export function departmentsOf(values: IsoVariableValues): IsoDepartment[] {
  const rows = Array.isArray(values.departments) ? (values.departments as unknown as Record<string, unknown>[]) : [];
  return rows
    .filter((row) => row && typeof row === 'object' && typeof row.code === 'string' && row.code !== '')
    .map((row) => ({
      code: String(row.code),
      name: typeof row.name === 'string' ? row.name : '',
      head: typeof row.head === 'string' ? row.head : '',
      responsibilities: typeof row.responsibilities === 'string' ? row.responsibilities : '',
      isEnable: departmentEnabled(row.isEnable),
    }));
}

/** The responsibility matrix of the variables (clause id → row); anything malformed is left out. */
export function matrixOf(values: IsoVariableValues): Record<string, IsoMatrixRow> {
  const raw = values[ISO_MATRIX_KEY];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const matrix: Record<string, IsoMatrixRow> = {};
  for (const [clause, row] of Object.entries(raw as Record<string, unknown>)) {
    if (!row || typeof row !== 'object') continue;
    const { lead, support } = row as { lead?: unknown; support?: unknown };
    matrix[clause] = {
      lead: typeof lead === 'string' && lead !== '' ? lead : null,
      support: Array.isArray(support) ? support.filter((code): code is string => typeof code === 'string' && code !== '') : [],
    };
  }
  return matrix;
}

/**
 * Gives every department row without a code the next free code D01, D02… (codes stay once given)
 * and stores isEnable as 是/否. Returns new values; other keys untouched.
 */
export function withDepartmentCodes(values: IsoVariableValues): IsoVariableValues {
  if (!Array.isArray(values.departments)) return values;
  const rows = values.departments as unknown as Record<string, unknown>[];
  const used = new Set(rows.map((row) => (row && typeof row.code === 'string' ? row.code : '')).filter(Boolean));
  let next = 1;
  const nextCode = () => {
    while (used.has(`D${String(next).padStart(2, '0')}`)) next++;
    const code = `D${String(next).padStart(2, '0')}`;
    used.add(code);
    return code;
  };
  const departments = rows.map((row) => {
    if (!row || typeof row !== 'object') return row;
    const code = typeof row.code === 'string' && row.code.trim() !== '' ? row.code.trim() : nextCode();
    const isEnable =
      row.isEnable === undefined || row.isEnable === null || row.isEnable === ''
        ? YES
        : row.isEnable === true
          ? YES
          : row.isEnable === false
            ? '否'
            : row.isEnable;
    return { ...row, code, isEnable };
  });
  return { ...values, departments: departments as unknown as IsoDepartment[] };
}

/**
 * The departments of `before` that `after` deletes although still referenced — by the matrix of
 * `after` or by a nonconformity (`ncDepartmentCodes`): ISO_DEPARTMENT_IN_USE naming them.
 */
export function departmentsInUse(before: IsoVariableValues, after: IsoVariableValues, ncDepartmentCodes: ReadonlySet<string>): IsoDepartment[] {
  const kept = new Set(departmentsOf(after).map((d) => d.code));
  const referenced = new Set(Object.values(matrixOf(after)).flatMap((row) => [row.lead ?? '', ...row.support]));
  return departmentsOf(before).filter((d) => !kept.has(d.code) && (referenced.has(d.code) || ncDepartmentCodes.has(d.code)));
}

/** How many matrix rows each department leads and supports. */
export function matrixCounts(values: IsoVariableValues): Map<string, { lead: number; support: number }> {
  const counts = new Map<string, { lead: number; support: number }>();
  const of = (code: string) => counts.get(code) ?? counts.set(code, { lead: 0, support: 0 }).get(code)!;
  for (const row of Object.values(matrixOf(values))) {
    if (row.lead) of(row.lead).lead++;
    for (const code of new Set(row.support)) of(code).support++;
  }
  return counts;
}
