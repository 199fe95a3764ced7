/**
 * rankCandidates: for a hand edit of one audit's team, every assessor of the body for a role on
 * given dates — who may take it (no personal hard violation) and why, who may not and which rule
 * stops them — so the schedule page's picker applies the same rules as checkPlan and the proposal.
 */
import { z } from 'zod';
import { parseOrThrow } from '../../kernel/validation';
import { calendarOverridesSchema } from '../timeline/calendar';
import { checkPlanUnchecked, GRADE_LABELS, validRegistration } from './check';
import { monthOf, scheduleDays } from './days';
import type { CheckContext, PlannedAudit, ScheduleAssessor, ScheduleAudit, ScheduleRole, Violation } from './model';
import { plannedAuditSchema, SCHEDULE_LIMITS, scheduleAssessorSchema, scheduleAuditSchema } from './schema';

export interface CandidateQuery {
  audit: ScheduleAudit;
  startDate: string;
  endDate: string;
  role: ScheduleRole;
  /** The assessors to consider (others of the body are refused by singleBody). */
  assessors: ScheduleAssessor[];
  /** Every other plan that may share an assessor; the audit's own former plan is ignored. */
  others: PlannedAudit[];
  today: string;
  calendar?: CheckContext['calendar'];
  /** Assessor codes left out (e.g. those already on the team). */
  exclude?: string[];
}

export interface RankedCandidate {
  assessorCode: string;
  name: string;
  /** No personal hard violation for this role on these dates. */
  available: boolean;
  /** The personal violations (qualification, impartiality, availability, overlap, monthlyLimit, singleBody, teamLeader). */
  violations: Violation[];
  /** Why they fit (Chinese phrases), for the available ones. */
  reasons: string[];
  /** Working days already on audits in the start date's month. */
  monthDays: number;
}

const dateSchema = plannedAuditSchema.shape.startDate;
const querySchema = z.object({
  audit: scheduleAuditSchema,
  startDate: dateSchema,
  endDate: dateSchema,
  role: z.enum(['leader', 'auditor', 'trainee', 'expert']),
  assessors: z.array(scheduleAssessorSchema).max(SCHEDULE_LIMITS.assessors),
  others: z.array(plannedAuditSchema).max(SCHEDULE_LIMITS.fixed),
  today: dateSchema,
  calendar: calendarOverridesSchema.optional(),
  exclude: z.array(z.string().max(SCHEDULE_LIMITS.text)).max(SCHEDULE_LIMITS.assessors).optional(),
});

const LABELS = {
  audit: '审核',
  startDate: '开始日期',
  endDate: '结束日期',
  role: '角色',
  assessors: '审核员',
  others: '其他排期',
  today: '今天',
  calendar: '日历调整',
  exclude: '排除的审核员',
};

/**
 * Available candidates first (fewest days this month, then the client's province), then the others
 * (fewest violations first) with the rules that stop them.
 */
export function rankCandidates(query: CandidateQuery): RankedCandidate[] {
  const q = parseOrThrow(querySchema, query, { labels: LABELS, root: '' });
  const { audit, role } = q;
  const days = scheduleDays(q.calendar);
  const month = monthOf(q.startDate);
  const byCode = new Map(q.assessors.map((assessor) => [assessor.code, assessor]));
  const plansOf = new Map<string, PlannedAudit[]>();
  for (const plan of q.others) {
    if (plan.auditCode === audit.code) continue;
    for (const member of plan.members) {
      let list = plansOf.get(member.assessorCode);
      if (!list) plansOf.set(member.assessorCode, (list = []));
      list.push(plan);
    }
  }
  const monthDaysOf = (code: string) => {
    let count = 0;
    for (const plan of plansOf.get(code) ?? [])
      for (const day of days.workdaysBetween(plan.startDate, plan.endDate)) if (monthOf(day) === month) count += 1;
    return count;
  };
  const excluded = new Set(q.exclude ?? []);
  const ranked = q.assessors
    .filter((assessor) => !excluded.has(assessor.code))
    .map((assessor): RankedCandidate & { province: boolean } => {
      const trial: PlannedAudit = {
        auditCode: audit.code,
        startDate: q.startDate,
        endDate: q.endDate,
        members: [{ assessorCode: assessor.code, role, days: 0.5 }],
      };
      const violations = checkPlanUnchecked(trial, {
        audit,
        assessors: byCode,
        others: plansOf.get(assessor.code) ?? [],
        today: q.today,
        calendar: q.calendar,
      }).filter((violation) => violation.assessorCode === assessor.code && violation.constraint !== 'manDays');
      const province = assessor.regionCode.slice(0, 2) === audit.regionCode.slice(0, 2);
      const monthDays = monthDaysOf(assessor.code);
      return {
        assessorCode: assessor.code,
        name: assessor.name,
        available: violations.length === 0,
        violations,
        reasons: violations.length === 0 ? reasonsFor(assessor, audit, role, q.endDate, monthDays, province) : [],
        monthDays,
        province,
      };
    });
  ranked.sort((a, b) => {
    if (a.available !== b.available) return a.available ? -1 : 1;
    if (!a.available) return a.violations.length - b.violations.length || a.assessorCode.localeCompare(b.assessorCode);
    return a.monthDays - b.monthDays || Number(b.province) - Number(a.province) || a.assessorCode.localeCompare(b.assessorCode);
  });
  return ranked.map(({ province: _province, ...candidate }) => candidate);
}

function reasonsFor(
  assessor: ScheduleAssessor,
  audit: ScheduleAudit,
  role: ScheduleRole,
  endDate: string,
  monthDays: number,
  province: boolean,
): string[] {
  const out: string[] = [];
  if (role === 'expert') out.push('技术专家');
  else
    out.push(
      audit.standards
        .map((standard) => {
          const registration = validRegistration(assessor, standard, endDate);
          return `${standard} ${registration ? GRADE_LABELS[registration.grade] : ''}`;
        })
        .join('、'),
    );
  if (role === 'leader') out.push('具备组长能力');
  const areas = assessor.technicalAreas.filter((area) => audit.scopeCodes.includes(area));
  if (areas.length > 0) out.push(`专业代码 ${areas.join('、')} 覆盖`);
  out.push(`本月已排 ${monthDays} 天`);
  if (province) out.push('同省');
  if (role === 'leader' && audit.previousLeaders[0] === assessor.code) out.push('曾任上次审核组长');
  return out;
}
