/**
 * Rules of the assessor register (issue 29 item 1; ../shared/docs/domain-brief.md §4, CCAA
 * registration, ISO/IEC 17021-1 §5.2 and §7.1): each a pure function with its Chinese message
 * naming the field. The server checks them before saving (a form, a row of an import) and the
 * page shows the same messages; the scheduler reads `registrationStatus` and `qualifiedFields`.
 */
import { addMonths } from '../engines/timeline/isoDate';
import { computeAccess } from '../kernel/access';
import type { AccessSubject } from '../kernel/userInfo';
import { ASSESSOR_CONFLICT_YEARS } from './constants';
import { AssessorGrade, RegistrationField, type RegistrationStatus } from './enums';

/** IAF technical area codes as the register keeps them: two-digit strings '01'…'39'. */
export const IAF_CODES: readonly string[] = Array.from({ length: 39 }, (_, i) => String(i + 1).padStart(2, '0'));
const IAF_SET = new Set(IAF_CODES);

/** A CCAA registration number as issued (e.g. 2021-N1ISMS-1234567): letters, digits and hyphens. */
export const REG_NO_PATTERN = /^[0-9A-Za-z][0-9A-Za-z-]{4,38}[0-9A-Za-z]$/;

export const ASSESSOR_MESSAGES = {
  name: '请输入姓名（name）',
  regionCode: '所在地区（regionCode）须为 6 位行政区划代码',
  maxDaysPerMonth: '每月最多审核天数（maxDaysPerMonth）须为 1–31 的整数',
  regNo: '注册证书号（regNo）格式不正确，应由字母、数字和连字符组成，如 2021-N1ISMS-1234567',
  technicalArea: (code: string) => `专业代码（technicalAreas）：未知代码 ${code}，须为 IAF 代码 01–39`,
  needsRegistration: '注册资格（registrations）：审核员至少需要一项 CCAA 注册资格（技术专家除外）',
  expertNoRegistration: '注册资格（registrations）：技术专家不登记注册资格，请取消“技术专家”或删除注册资格',
  expertNotLeader: '组长能力（teamLeader）：技术专家不能担任审核组长',
  leaderGrade: '组长能力（teamLeader）：审核组长须在至少一个注册领域具有“审核员”或“高级审核员”级别',
  fieldTwice: (field: string) => `注册资格（registrations）：注册领域“${field}”重复登记`,
  regNoTwice: (regNo: string) => `注册资格（registrations）：注册证书号 ${regNo} 重复`,
  leaveRange: (index: number) => `不可用日期（leaves）第 ${index} 行：结束日期不能早于开始日期`,
  conflictClient: (index: number) => `利益冲突（conflicts）第 ${index} 行：请填写客户名称`,
} as const;

export interface RegistrationInput {
  field: RegistrationField;
  grade: AssessorGrade;
  regNo: string;
  validUntil: string;
}
export interface ConflictInput {
  clientKey: string;
  clientName: string;
  reason: string;
  until: string;
}
export interface LeaveInput {
  from: string;
  to: string;
  reason: string;
}
/** What the rules read of an assessor (a form, a row of an import). */
export interface AssessorInput {
  teamLeader: boolean;
  expert: boolean;
  registrations: readonly RegistrationInput[];
  technicalAreas: readonly string[];
  conflicts: readonly Pick<ConflictInput, 'clientName' | 'until'>[];
  leaves: readonly LeaveInput[];
}

/** A problem of an assessor record: the field (as the form names it) and the Chinese message. */
export interface AssessorProblem {
  field: 'registrations' | 'teamLeader' | 'technicalAreas' | 'conflicts' | 'leaves';
  message: string;
}

/** A registration on `today`: expired when its 有效期至 is before today (ISO dates compare as strings). */
export function registrationStatus(registration: Pick<RegistrationInput, 'validUntil'>, today: string): RegistrationStatus {
  return registration.validUntil < today ? 'expired' : 'valid';
}

/** Whether any registration of the assessor has expired on `today` (the list's 注册已过期 tag). */
export const hasExpiredRegistration = (registrations: readonly Pick<RegistrationInput, 'validUntil'>[], today: string) =>
  registrations.some((registration) => registrationStatus(registration, today) === 'expired');

/** The fields the assessor may audit on `today`, with their grades: valid registrations only (the scheduler's input). */
export function qualifiedFields(registrations: readonly RegistrationInput[], today: string): Map<RegistrationField, AssessorGrade> {
  return new Map(
    registrations
      .filter((registration) => registrationStatus(registration, today) === 'valid')
      .map((registration) => [registration.field, registration.grade]),
  );
}

/** Whether a grade may lead an audit team (审核员 or 高级审核员; never 实习审核员). */
export const gradeMayLead = (grade: AssessorGrade) => grade === 'auditor' || grade === 'senior';

/** Whether the assessor is on leave on `day` (the list's 休假中 tag, the scheduler's availability). */
export const onLeave = (leaves: readonly Pick<LeaveInput, 'from' | 'to'>[], day: string) =>
  leaves.some((leave) => leave.from <= day && day <= leave.to);

/** Whether a conflict of interest still holds on `day`. */
export const conflictHolds = (conflict: Pick<ConflictInput, 'until'>, day: string) => day <= conflict.until;

/** The client key of a conflict: the tenant code of a platform client, else `name:<client name>`. */
export const clientKeyOf = (clientTenantCode: string | null | undefined, clientName: string) =>
  clientTenantCode ? clientTenantCode : `name:${clientName.trim()}`;

/** The default end of a conflict that starts on `day`: two years later (ISO/IEC 17021-1 §5.2). */
export const conflictDefaultUntil = (day: string): string => addMonths(day, 12 * ASSESSOR_CONFLICT_YEARS);

/** A technical area code as the register keeps it: '1' and '01' both read as '01'; undefined when not an IAF code. */
export function normaliseIafCode(code: string): string | undefined {
  const trimmed = code.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const padded = trimmed.padStart(2, '0');
  return IAF_SET.has(padded) ? padded : undefined;
}

/** Every problem of an assessor record, in the form's order; empty when it may be saved. */
export function assessorProblems(input: AssessorInput): AssessorProblem[] {
  const problems: AssessorProblem[] = [];
  if (input.expert) {
    if (input.registrations.length) problems.push({ field: 'registrations', message: ASSESSOR_MESSAGES.expertNoRegistration });
    if (input.teamLeader) problems.push({ field: 'teamLeader', message: ASSESSOR_MESSAGES.expertNotLeader });
  } else if (!input.registrations.length) problems.push({ field: 'registrations', message: ASSESSOR_MESSAGES.needsRegistration });
  const fields = new Set<string>();
  const regNos = new Set<string>();
  for (const registration of input.registrations) {
    if (fields.has(registration.field))
      problems.push({ field: 'registrations', message: ASSESSOR_MESSAGES.fieldTwice(RegistrationField.label(registration.field)) });
    fields.add(registration.field);
    const regNo = registration.regNo.toUpperCase();
    if (regNos.has(regNo)) problems.push({ field: 'registrations', message: ASSESSOR_MESSAGES.regNoTwice(registration.regNo) });
    regNos.add(regNo);
  }
  if (!input.expert && input.teamLeader && input.registrations.length && !input.registrations.some((r) => gradeMayLead(r.grade))) {
    problems.push({ field: 'teamLeader', message: ASSESSOR_MESSAGES.leaderGrade });
  }
  for (const code of input.technicalAreas) {
    if (!IAF_SET.has(code)) problems.push({ field: 'technicalAreas', message: ASSESSOR_MESSAGES.technicalArea(code) });
  }
  input.conflicts.forEach((conflict, index) => {
    if (!conflict.clientName.trim()) problems.push({ field: 'conflicts', message: ASSESSOR_MESSAGES.conflictClient(index + 1) });
  });
  input.leaves.forEach((leave, index) => {
    if (leave.to < leave.from) problems.push({ field: 'leaves', message: ASSESSOR_MESSAGES.leaveRange(index + 1) });
  });
  return problems;
}

/** Labels of the grades, highest first, for a tag such as "ISMS 高级审核员". */
export const registrationLabel = (registration: Pick<RegistrationInput, 'field' | 'grade'>) =>
  `${registration.field} ${AssessorGrade.label(registration.grade)}`;

/**
 * Who sees which assessors (issue 29 item 1): the body's manager and scheduler see and edit
 * their body's register (`planner`); an auditor of a body (cb-tenant-audit without a planner
 * role) sees only their own record, read-only (`own`); platform delivery sees every body's,
 * read-only (`all`); anyone else nothing.
 */
export type AssessorVisibility = { kind: 'planner' } | { kind: 'own' } | { kind: 'all' } | { kind: 'none' };

export function assessorVisibility(subject: AccessSubject | null | undefined): AssessorVisibility {
  const access = computeAccess(subject);
  if (access.cbPlanner) return { kind: 'planner' };
  if (access.canReadAutentication) return { kind: 'own' };
  if (access.cbSchedulingOrDelivery) return { kind: 'all' };
  return { kind: 'none' };
}
