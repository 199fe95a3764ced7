/**
 * checkPlan: every hard-constraint violation of one planned audit (domain brief §4.5), each as a
 * Chinese message naming the person and the rule. The proposal and the greedy baseline never
 * output a plan with a violation; the schedule module runs it on every hand edit before saving.
 */
import { EngineInputError } from '../errors';
import { requireObject } from '../guard';
import { monthOf, rangesTouch, scheduleDays } from './days';
import {
  COUNTED_ROLES,
  type CheckContext,
  type HardConstraint,
  type PlannedAudit,
  type ScheduleAssessor,
  type ScheduleAudit,
  type ScheduleGrade,
  type ScheduleRole,
  type Violation,
} from './model';
import { parseAssessor, parseCheckContext, parsePlannedAudit } from './schema';

export const GRADE_LABELS: Readonly<Record<ScheduleGrade, string>> = { trainee: '实习审核员', auditor: '审核员', senior: '高级审核员' };
export const ROLE_LABELS: Readonly<Record<ScheduleRole, string>> = {
  leader: '审核组长',
  auditor: '审核员',
  trainee: '实习审核员',
  expert: '技术专家',
};

/** 张三（A001）, or the bare code when the assessor is unknown. */
export const personLabel = (assessor: ScheduleAssessor | undefined, code: string): string =>
  assessor ? `${assessor.name}（${assessor.code}）` : `审核员 ${code}`;

/** Whether `days` is a positive multiple of half a day. */
export const isHalfDaySteps = (days: number): boolean => Number.isFinite(days) && days > 0 && Number.isInteger(days * 2);

/** The registration of `assessor` for `field` valid on `onDate`, the best grade first. */
export function validRegistration(assessor: ScheduleAssessor, field: string, onDate: string) {
  let best: ScheduleAssessor['registrations'][number] | undefined;
  for (const registration of assessor.registrations) {
    if (registration.field !== field || registration.validUntil < onDate) continue;
    if (!best || gradeRank(registration.grade) > gradeRank(best.grade)) best = registration;
  }
  return best;
}

const gradeRank = (grade: ScheduleGrade): number => (grade === 'senior' ? 2 : grade === 'auditor' ? 1 : 0);

/** The audit's earliest allowed start: the window's start, the period's start and today, whichever is latest. */
export function earliestStart(audit: ScheduleAudit, today: string, period?: { from: string }): string {
  let from = audit.windowFrom;
  if (today > from) from = today;
  if (period && period.from > from) from = period.from;
  return from;
}

/**
 * Every violation of `plan` against the hard constraints, given the audit, the assessors by code,
 * the other plans (fixed and proposed) and today. An empty list means the plan may be saved.
 * Malformed input: an EngineInputError naming the field.
 */
export function checkPlan(plan: PlannedAudit, context: CheckContext): Violation[] {
  requireObject(context, '校验上下文（context）');
  const parsedPlan = parsePlannedAudit(plan);
  const { audit, others, today, period, calendar } = parseCheckContext({
    audit: context.audit,
    others: context.others,
    today: context.today,
    period: context.period,
    calendar: context.calendar,
  });
  if (!(context.assessors instanceof Map)) throw new EngineInputError('审核员（assessors）须为按审核员编号索引的 Map');
  const assessors = new Map<string, ScheduleAssessor>();
  for (const member of parsedPlan.members) {
    const found: unknown = context.assessors.get(member.assessorCode);
    if (found !== undefined) assessors.set(member.assessorCode, parseAssessor(found, `审核员 ${member.assessorCode}`));
  }
  return checkPlanUnchecked(parsedPlan, { audit, assessors, others, today, period, calendar });
}

/** checkPlan for inputs the engine has already validated (no parsing: the proposal calls it per plan). */
export function checkPlanUnchecked(plan: PlannedAudit, context: CheckContext): Violation[] {
  const { audit, assessors, others, today } = context;
  const days = scheduleDays(context.calendar);
  const violations: Violation[] = [];
  const add = (constraint: HardConstraint, message: string, assessorCode?: string) =>
    violations.push(
      assessorCode === undefined ? { constraint, auditCode: audit.code, message } : { constraint, auditCode: audit.code, assessorCode, message },
    );
  const { startDate, endDate } = plan;

  // window: consecutive working days inside [max(windowFrom, period.from, today), windowTo].
  const from = earliestStart(audit, today, context.period);
  if (endDate < startDate) add('window', `结束日期 ${endDate} 早于开始日期 ${startDate}`);
  if (startDate < from)
    add('window', `开始日期 ${startDate} 早于最早可排日期 ${from}（审核时间窗口 ${audit.windowFrom} 至 ${audit.windowTo}，今天 ${today}）`);
  if (endDate > audit.windowTo) add('window', `结束日期 ${endDate} 晚于审核时间窗口的截止日 ${audit.windowTo}`);
  if (!days.isWorkday(startDate)) add('window', `开始日期 ${startDate} 不是工作日（${days.restName(startDate)}）`);
  if (endDate !== startDate && !days.isWorkday(endDate)) add('window', `结束日期 ${endDate} 不是工作日（${days.restName(endDate)}）`);
  const workdays = endDate < startDate ? [] : days.workdaysBetween(startDate, endDate);

  // manDays: each member's days fit the audit; leader + auditor days reach the required days.
  let counted = 0;
  for (const member of plan.members) {
    const who = personLabel(assessors.get(member.assessorCode), member.assessorCode);
    if (!isHalfDaySteps(member.days)) add('manDays', `${who}的审核天数 ${member.days} 须为大于 0 的半天整数倍`, member.assessorCode);
    else if (member.days > workdays.length)
      add('manDays', `${who}的审核天数 ${member.days} 天超过审核的工作日数 ${workdays.length} 天（${startDate} 至 ${endDate}）`, member.assessorCode);
    if (COUNTED_ROLES.includes(member.role) && Number.isFinite(member.days)) counted += member.days;
  }
  if (counted < audit.requiredDays)
    add('manDays', `审核组长与审核员的现场审核人日合计 ${counted} 人日，少于要求的 ${audit.requiredDays} 人日（技术专家和实习审核员不计入）`);

  // teamLeader: exactly one leader, who has team-leader competence.
  const leaders = plan.members.filter((member) => member.role === 'leader');
  if (leaders.length === 0) add('teamLeader', '审核组未指定审核组长（须恰好一名）');
  if (leaders.length > 1) add('teamLeader', `审核组有 ${leaders.length} 名审核组长（须恰好一名）`);
  for (const leader of leaders) {
    const assessor = assessors.get(leader.assessorCode);
    if (assessor && !assessor.teamLeader)
      add('teamLeader', `${personLabel(assessor, leader.assessorCode)}不具备审核组长能力，不能担任审核组长`, leader.assessorCode);
  }

  const seen = new Set<string>();
  const covered = new Set<string>();
  for (const member of plan.members) {
    const code = member.assessorCode;
    const assessor = assessors.get(code);
    const who = personLabel(assessor, code);
    if (seen.has(code)) add('overlap', `${who}在同一审核组中重复出现`, code);
    seen.add(code);
    if (!assessor) {
      add('qualification', `${who}不存在或不属于本机构`, code);
      continue;
    }
    for (const area of assessor.technicalAreas) covered.add(area);

    // singleBody: an assessor practises for one body only.
    if (assessor.bodyTenantCode !== audit.bodyTenantCode)
      add('singleBody', `${who}注册在其他认证机构（${assessor.bodyTenantCode}），审核员只能在一个机构执业`, code);

    // qualification: a valid registration per standard on the audit's last day, grade fitting the role.
    if (member.role === 'expert') {
      if (!assessor.expert) add('qualification', `${who}不具备技术专家资格，不能以技术专家身份参加审核`, code);
    } else {
      for (const standard of audit.standards) {
        const registration = validRegistration(assessor, standard, endDate);
        if (!registration) {
          const expired = assessor.registrations.find((r) => r.field === standard);
          add(
            'qualification',
            expired
              ? `${who}的 ${standard} 注册资格有效期至 ${expired.validUntil}，不覆盖审核结束日 ${endDate}`
              : `${who}未持有 ${standard} 注册资格，不能担任${ROLE_LABELS[member.role]}`,
            code,
          );
        } else if (member.role !== 'trainee' && registration.grade === 'trainee') {
          add('qualification', `${who}的 ${standard} 注册级别为实习审核员，只能以实习审核员身份参加，不能担任${ROLE_LABELS[member.role]}`, code);
        }
      }
    }

    // impartiality: no conflict of interest with the client lasting to the audit's start.
    for (const conflict of assessor.conflicts) {
      if (conflict.clientKey === audit.clientKey && conflict.until >= startDate)
        add('impartiality', `${who}与受审核方 ${audit.clientName} 存在利益冲突（${conflict.reason}，至 ${conflict.until}）`, code);
    }

    // availability: no leave or unavailable range touches the audit's dates.
    for (const range of assessor.unavailable) {
      if (rangesTouch(range.from, range.to, startDate, endDate))
        add('availability', `${who}在 ${range.from} 至 ${range.to} 不可用（${range.reason}），与审核日期 ${startDate} 至 ${endDate} 重叠`, code);
    }

    // overlap and monthlyLimit, against the other plans the assessor is on.
    const busyByMonth = new Map<string, number>();
    for (const day of workdays) busyByMonth.set(monthOf(day), (busyByMonth.get(monthOf(day)) ?? 0) + 1);
    for (const other of others) {
      if (other.auditCode === plan.auditCode || !other.members.some((m) => m.assessorCode === code)) continue;
      if (rangesTouch(other.startDate, other.endDate, startDate, endDate))
        add('overlap', `${who}在 ${other.startDate} 至 ${other.endDate} 已安排审核 ${other.auditCode}，与本次审核日期重叠`, code);
      if (![...busyByMonth.keys()].some((month) => other.startDate.slice(0, 7) <= month && month <= other.endDate.slice(0, 7))) continue;
      for (const day of days.workdaysBetween(other.startDate, other.endDate)) {
        const month = monthOf(day);
        const current = busyByMonth.get(month);
        if (current !== undefined) busyByMonth.set(month, current + 1);
      }
    }
    for (const [month, busy] of busyByMonth) {
      if (busy > assessor.maxDaysPerMonth)
        add('monthlyLimit', `${who}在 ${month} 的审核工作日合计 ${busy} 天，超过每月上限 ${assessor.maxDaysPerMonth} 天`, code);
    }
  }

  // competence: the team's technical areas (experts included) cover every scope code.
  const missing = audit.scopeCodes.filter((scope) => !covered.has(scope));
  if (missing.length > 0) add('competence', `审核组（含技术专家）的专业能力未覆盖专业代码 ${missing.join('、')}`);
  return violations;
}
