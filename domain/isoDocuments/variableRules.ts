/**
 * The rules of the organisation variables (issue 31 items 1–2), pure, used by the server and the
 * web form alike. Three depths of checking:
 *
 *   draft  types and lengths only (a number field given text, a date not YYYY-MM-DD, an option
 *          not offered, too many list rows); required fields and cross-field rules are not checked
 *   group  one group's fields in full: required, formats (credit code, document prefix) and the
 *          cross-field rules that name a field of the group
 *   final  every group of the project's systems in full, and the matrix complete (定稿)
 *
 * Departments (`departments`, a list field) keep a stable code (D01, D02…, assigned to a new row
 * by ./departmentRules.ts, re-exported here); the responsibility matrix (ISO_MATRIX_KEY) maps a
 * clause id to its leading department's code and the supporting ones. A department referenced by
 * the matrix or a nonconformity cannot be deleted (departmentsInUse); one leading a clause cannot
 * be disabled (a structure problem).
 */
import type { ManagementSystem } from '../engines/auditTime/model';
import { checkCreditCode } from '../kernel/creditCode';
import { isoMatrixClausesFor } from './clauses';
import { departmentsOf, matrixOf } from './departmentRules';
import {
  ISO_MATRIX_KEY,
  ISO_VARIABLE_FIELDS,
  ISO_VARIABLE_GROUPS,
  type IsoVariableColumn,
  type IsoVariableField,
  type IsoVariableValues,
  isoVariableGroupsFor,
} from './variables';

export type IsoCheckMode = 'draft' | 'group' | 'final';

/** One problem: the field's key (or `key.3.name` inside a list), its label and the Chinese message. */
export interface IsoVariableProblem {
  key: string;
  label: string;
  message: string;
  /** The group the field belongs to. */
  group?: string;
}

export const ISO_MATRIX_LABEL = '职能分配表';
export const ISO_STRUCTURE_GROUP = 'structure';
export const ISO_DATES_GROUP = 'dates';
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const DOC_PREFIX_RE = /^[A-Z]{2,8}$/;

/** The group a field (or the matrix) belongs to. */
export function groupOfKey(key: string): string | undefined {
  if (key === ISO_MATRIX_KEY) return ISO_STRUCTURE_GROUP;
  return ISO_VARIABLE_GROUPS.find((group) => group.fields.some((f) => f.key === key))?.key;
}

/** The label of a field key (the matrix's own label). */
export const labelOfKey = (key: string): string => (key === ISO_MATRIX_KEY ? ISO_MATRIX_LABEL : (ISO_VARIABLE_FIELDS.get(key)?.label ?? key));

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const isValidDate = (value: string): boolean => {
  if (!DATE_RE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export { departmentEnabled, departmentsInUse, departmentsOf, matrixCounts, matrixOf, withDepartmentCodes } from './departmentRules';

// ---- Types -------------------------------------------------------------------------------------

/** What is wrong with the type or length of one value (draft depth); null when fine or empty. */
function typeProblem(field: IsoVariableColumn | IsoVariableField, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const label = field.label;
  switch (field.type) {
    case 'text':
    case 'textarea':
      if (typeof value !== 'string') return `${label}须为文本`;
      if (field.max && value.length > field.max) return `${label}最多 ${field.max} 个字`;
      return null;
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${label}须为数字`;
      if (field.min !== undefined && value < field.min) return `${label}不能小于 ${field.min}`;
      if (field.maxValue !== undefined && value > field.maxValue) return `${label}不能大于 ${field.maxValue}`;
      return null;
    }
    case 'date':
      return typeof value === 'string' && isValidDate(value) ? null : `${label}须为有效日期（YYYY-MM-DD）`;
    case 'select':
      return typeof value === 'string' && (field.options ?? []).includes(value) ? null : `${label}只能是 ${(field.options ?? []).join('、')} 之一`;
    default:
      return null;
  }
}

/** A row of the `scores` column is an object of numbers (environmental scoring); anything else numeric. */
function cellProblem(column: IsoVariableColumn, value: unknown): string | null {
  if (column.key === 'scores' && value && typeof value === 'object' && !Array.isArray(value))
    return Object.values(value).every((n) => typeof n === 'number' && Number.isFinite(n)) ? null : `${column.label}须为数字`;
  return typeProblem(column, value);
}

function listProblems(field: IsoVariableField, value: unknown, full: boolean, add: (key: string, message: string) => void): void {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) {
    add(field.key, `${field.label}须为列表`);
    return;
  }
  if (field.maxItems && value.length > field.maxItems) add(field.key, `${field.label}最多 ${field.maxItems} 行`);
  value.forEach((row, index) => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) {
      add(`${field.key}.${index}`, `${field.label}第 ${index + 1} 行格式不正确`);
      return;
    }
    for (const cellKey of Object.keys(row)) {
      const column = field.columns?.find((c) => c.key === cellKey);
      if (!column) add(`${field.key}.${index}.${cellKey}`, `${field.label}第 ${index + 1} 行：未知的列 ${cellKey}`);
    }
    for (const column of field.columns ?? []) {
      const cell = (row as Record<string, unknown>)[column.key];
      const problem = cellProblem(column, cell);
      if (problem) add(`${field.key}.${index}.${column.key}`, `${field.label}第 ${index + 1} 行：${problem}`);
      else if (full && column.required && isEmptyValue(cell))
        add(`${field.key}.${index}.${column.key}`, `${field.label}第 ${index + 1} 行：请填写${column.label}`);
    }
  });
}

// ---- Checking ----------------------------------------------------------------------------------

export interface IsoCheckOptions {
  /** Today (YYYY-MM-DD, China): the founding date may not be later. */
  today?: string;
}

/**
 * The problems of `values` at the given depth, in the catalogue's order. `group` mode checks the
 * group `groupKey` (values are the merged set, so cross-field rules see the other groups' values);
 * `draft` checks only the keys present. Unknown keys are refused at every depth.
 */
export function checkVariables(
  values: IsoVariableValues,
  systems: readonly ManagementSystem[],
  mode: IsoCheckMode,
  groupKey?: string,
  options: IsoCheckOptions = {},
): IsoVariableProblem[] {
  const groups = isoVariableGroupsFor(systems);
  const problems: IsoVariableProblem[] = [];
  const add = (key: string, message: string) => {
    const base = key.split('.')[0]!;
    if (!problems.some((p) => p.key === key && p.message === message))
      problems.push({ key, label: labelOfKey(base), message, group: groupOfKey(base) });
  };
  const known = new Set([...groups.flatMap((group) => group.fields.map((field) => field.key)), ISO_MATRIX_KEY]);
  for (const key of Object.keys(values)) if (!known.has(key)) add(key, `未知的组织信息字段 ${key}`);
  const full = mode !== 'draft';
  const checkedGroups = mode === 'group' ? groups.filter((group) => group.key === groupKey) : groups;

  for (const group of checkedGroups)
    for (const field of group.fields) {
      const value = values[field.key];
      if (field.type === 'list') {
        listProblems(field, value, full, add);
        if (full && field.minItems && (!Array.isArray(value) || value.length < field.minItems))
          add(field.key, `${field.label}至少填写 ${field.minItems} 行`);
        continue;
      }
      const problem = typeProblem(field, value);
      if (problem) add(field.key, problem);
      else if (full && field.required && isEmptyValue(value)) add(field.key, `请填写${field.label}`);
    }

  const inScope = (key: string) => mode !== 'group' || groupOfKey(key) === groupKey;
  if (full) for (const problem of formatProblems(values, options)) if (inScope(problem.key)) add(problem.key, problem.message);
  for (const problem of structureProblems(values, systems, mode)) if (inScope(problem.key.split('.')[0]!)) add(problem.key, problem.message);
  return problems;
}

/** Formats and cross-field rules of full checks (keys of single fields). */
function formatProblems(values: IsoVariableValues, { today }: IsoCheckOptions): { key: string; message: string }[] {
  const out: { key: string; message: string }[] = [];
  const credit = values.creditCode;
  if (typeof credit === 'string' && credit !== '') {
    const check = checkCreditCode(credit);
    if (!/^[0-9A-Z]{18}$/.test(credit)) out.push({ key: 'creditCode', message: '统一社会信用代码须为 18 位数字或大写字母' });
    else if (!check.valid) out.push({ key: 'creditCode', message: check.message });
  }
  const prefix = values.docPrefix;
  if (typeof prefix === 'string' && prefix !== '' && !DOC_PREFIX_RE.test(prefix))
    out.push({ key: 'docPrefix', message: '文件编号前缀须为 2–8 位大写字母' });
  const founded = typeof values.foundedDate === 'string' && isValidDate(values.foundedDate) ? values.foundedDate : null;
  if (founded && today && founded > today) out.push({ key: 'foundedDate', message: `成立日期（${founded}）不能晚于今天` });
  if (founded)
    for (const field of DATE_FIELDS) {
      const value = values[field];
      if (typeof value === 'string' && isValidDate(value) && value < founded)
        out.push({ key: field, message: `${labelOfKey(field)}日期早于公司成立日期（${founded}）` });
    }
  const departments = departmentsOf(values);
  const names = new Map<string, number>();
  for (const d of departments) names.set(d.name.trim(), (names.get(d.name.trim()) ?? 0) + 1);
  for (const [name, count] of names) if (name && count > 1) out.push({ key: 'departments', message: `部门名称“${name}”重复` });
  return out;
}

/** Every date of the `dates` group (the release date first). */
export const DATE_FIELDS = [
  'manualReleaseDate',
  'riskAssessmentDate',
  'trainingDate',
  'internalAuditDate',
  'managementReviewDate',
  'certificationApplicationDate',
];

/**
 * The matrix's structure: known clauses and department codes (every depth), support distinct from
 * the lead and enabled (group and final), a disabled department leading no clause, and at the final
 * depth every row with exactly one enabled lead.
 */
function structureProblems(values: IsoVariableValues, systems: readonly ManagementSystem[], mode: IsoCheckMode): { key: string; message: string }[] {
  const out: { key: string; message: string }[] = [];
  const raw = values[ISO_MATRIX_KEY];
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw)))
    return [{ key: ISO_MATRIX_KEY, message: '职能分配表格式不正确' }];
  const clauses = isoMatrixClausesFor(systems);
  const departmentList = departmentsOf(values);
  const departments = new Map(departmentList.map((d) => [d.code, d]));
  for (const [code, count] of countBy(departmentList.map((d) => d.code)))
    if (count > 1) out.push({ key: 'departments', message: `部门编号 ${code} 重复` });
  const matrix = matrixOf(values);
  const name = (code: string) => departments.get(code)?.name || code;
  for (const [clause, row] of Object.entries(matrix)) {
    const title = clauses.find((c) => c.id === clause);
    if (!title) {
      out.push({ key: ISO_MATRIX_KEY, message: `职能分配表：未知的条款 ${clause}` });
      continue;
    }
    for (const code of [row.lead, ...row.support])
      if (code && !departments.has(code)) out.push({ key: ISO_MATRIX_KEY, message: `职能分配表 ${clause}：部门编号 ${code} 不存在` });
    if (mode === 'draft') continue;
    if (row.lead && row.support.includes(row.lead))
      out.push({ key: ISO_MATRIX_KEY, message: `职能分配表 ${clause}：${name(row.lead)}不能同时是主责和配合部门` });
    if (new Set(row.support).size !== row.support.length) out.push({ key: ISO_MATRIX_KEY, message: `职能分配表 ${clause}：配合部门重复` });
    for (const code of row.support)
      if (departments.get(code)?.isEnable === false)
        out.push({ key: ISO_MATRIX_KEY, message: `职能分配表 ${clause}：配合部门“${name(code)}”已停用` });
    if (row.lead && departments.get(row.lead)?.isEnable === false)
      out.push({ key: 'departments', message: `部门“${name(row.lead)}”主责条款 ${clause}，不能停用；请先在职能分配表中调整主责部门` });
  }
  if (mode === 'final')
    for (const clause of clauses) {
      const lead = matrix[clause.id]?.lead;
      if (!lead) out.push({ key: ISO_MATRIX_KEY, message: `职能分配表 ${clause.id} ${clause.title}：请指定一个主责部门` });
    }
  return out;
}

const countBy = (items: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

/** The fields a customer member may change (customerFills). */
export const customerFillsKeys = (systems: readonly ManagementSystem[]): string[] =>
  isoVariableGroupsFor(systems).flatMap((group) => group.fields.filter((field) => field.customerFills).map((field) => field.key));
