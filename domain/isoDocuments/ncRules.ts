/**
 * Rules of the internal audit's nonconformities (不符合项, issue 31 item 6): the lifecycle as a
 * state machine (raised → corrected by the department with cause, correction and corrective action →
 * verified and closed by the auditor; sent back or reopened), the fields each move needs, the checks
 * of a nonconformity against its project (clause of the project's systems, an enabled department,
 * dates), the numbering NC-01… and the report's summary. Pure; the server and the web app both use it.
 */
import { defineStateMachine } from '../kernel/stateMachine';
import type { IsoRequirementClause } from './clauses';
import { NcSeverity, NcState } from './enums';
import type { IsoDepartment } from './variables';

export type NcAction = 'correct' | 'verify' | 'reject' | 'reopen';

/**
 * The lifecycle. Every move is a write of the project's writers (the consultant and the delivery
 * managers: the server's requireWriter decides, so `by` is left open here).
 */
export const NC_MACHINE = defineStateMachine<NcState, NcAction>({
  name: '不符合项',
  states: NcState.labels,
  moves: [
    { from: 'open', to: 'corrected', action: 'correct', label: '整改完成' },
    { from: 'corrected', to: 'closed', action: 'verify', label: '验证关闭' },
    { from: 'corrected', to: 'open', action: 'reject', label: '退回整改' },
    { from: 'closed', to: 'open', action: 'reopen', label: '重新打开' },
  ],
});

/** The moves a nonconformity in `state` offers (to the project's writers), in the machine's order. */
export const ncActionsFrom = (state: NcState): NcAction[] =>
  NC_MACHINE.moves.filter((move) => (typeof move.from === 'string' ? move.from === state : move.from.includes(state))).map((move) => move.action);

/** Actions that end or undo a verification: the UI asks for a confirmation first. */
export const NC_CONFIRMED_ACTIONS: readonly NcAction[] = ['verify', 'reopen'];

/** Field labels (messages and the report). */
export const NC_FIELD_LABELS = {
  clause: '不符合条款',
  departmentCode: '责任部门',
  description: '不符合事实描述',
  evidence: '审核证据',
  severity: '不符合类型',
  auditor: '审核员',
  foundDate: '发现日期',
  rootCause: '原因分析',
  correction: '纠正',
  correctiveAction: '纠正措施',
  dueDate: '整改期限',
  verification: '验证情况',
} as const;
export type NcField = keyof typeof NC_FIELD_LABELS;

/** Longest text per field (characters); the contract and the form use them. */
export const NC_TEXT_MAX = {
  description: 1000,
  evidence: 1000,
  auditor: 60,
  rootCause: 1000,
  correction: 1000,
  correctiveAction: 1000,
  verification: 1000,
} as const;

/** The fields a move needs filled (after the request's changes are applied). */
export const NC_ACTION_REQUIRES: Readonly<Record<NcAction, readonly NcField[]>> = {
  correct: ['rootCause', 'correction', 'correctiveAction'],
  verify: ['verification'],
  reject: [],
  reopen: [],
};

/** A nonconformity's fields as they will be stored. */
export interface NcDraft {
  clause: string;
  departmentCode: string;
  description: string;
  evidence: string;
  severity: NcSeverity | '';
  auditor: string;
  foundDate: string | null;
  rootCause: string;
  correction: string;
  correctiveAction: string;
  dueDate: string | null;
  verification: string;
}

export interface NcProblem {
  field: NcField;
  message: string;
}

/**
 * What is wrong with a nonconformity about to be stored, first problem of each field, in the
 * form's order. `departmentCode` must be an enabled department, unless it is the one the stored
 * nonconformity already names (a department switched off later keeps its old nonconformities).
 */
export function ncProblems(
  draft: NcDraft,
  context: { clauses: readonly IsoRequirementClause[]; departments: readonly IsoDepartment[]; today: string; keptDepartment?: string },
): NcProblem[] {
  const problems: NcProblem[] = [];
  const add = (field: NcField, message: string) => problems.push({ field, message });
  if (!draft.clause) add('clause', '请选择不符合条款');
  else if (!context.clauses.some((clause) => clause.id === draft.clause)) add('clause', `不符合条款“${draft.clause}”不是本项目管理体系的条款或控制`);
  const department = context.departments.find((row) => row.code === draft.departmentCode);
  if (!draft.departmentCode) add('departmentCode', '请选择责任部门');
  else if (!department) add('departmentCode', '责任部门不存在，请在组织信息的部门中核对');
  else if (!department.isEnable && draft.departmentCode !== context.keptDepartment) add('departmentCode', `责任部门“${department.name}”已停用`);
  if (!draft.description) add('description', '请填写不符合事实描述');
  if (!draft.severity) add('severity', '请选择不符合类型（严重或一般）');
  if (!draft.foundDate) add('foundDate', '请选择发现日期');
  else if (draft.foundDate > context.today) add('foundDate', '发现日期不能晚于今天');
  if (draft.dueDate && draft.foundDate && draft.dueDate < draft.foundDate) add('dueDate', '整改期限不能早于发现日期');
  return problems;
}

/** The fields an action still lacks, as one Chinese message (null when complete). */
export function ncActionProblem(action: NcAction, draft: NcDraft): NcProblem | null {
  const missing = NC_ACTION_REQUIRES[action].filter((field) => !String(draft[field] ?? '').trim());
  if (missing.length === 0) return null;
  const verb = NC_MACHINE.moves.find((move) => move.action === action)?.label ?? action;
  return { field: missing[0]!, message: `${verb}前请填写${missing.map((field) => NC_FIELD_LABELS[field]).join('、')}` };
}

/** Whether a nonconformity in this state may have its fields edited (a closed one is reopened first). */
export const ncEditRefusal = (state: NcState): string | null => (state === 'closed' ? '已关闭的不符合项不能修改，请先重新打开' : null);

/** The number of the `seq`-th nonconformity of a project: NC-01 … NC-99, NC-100 … */
export const ncCodeOf = (seq: number): string => `NC-${String(seq).padStart(2, '0')}`;

/** A row of the report's summary: a key (clause, department, severity or state), its label and counts. */
export interface NcSummaryRow {
  key: string;
  label: string;
  total: number;
  major: number;
  minor: number;
  open: number;
  corrected: number;
  closed: number;
}

/** Counts of nonconformities grouped by `keyOf`, in the order first met, each labelled by `labelOf`. */
export function ncSummary<T extends { severity: NcSeverity; state: NcState }>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  labelOf: (key: string) => string,
): NcSummaryRow[] {
  const groups = new Map<string, NcSummaryRow>();
  for (const row of rows) {
    const key = keyOf(row);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, label: labelOf(key), total: 0, major: 0, minor: 0, open: 0, corrected: 0, closed: 0 }));
    group.total++;
    group[row.severity]++;
    group[row.state]++;
  }
  return [...groups.values()];
}

/** The label of a severity and a state (for pages and the report). */
export const ncSeverityLabel = (severity: NcSeverity): string => NcSeverity.labels[severity];
export const ncStateLabel = (state: NcState): string => NcState.labels[state];
