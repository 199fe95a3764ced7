/**
 * The scheduling engine's working state: each assessor's load (busy days, days per month, plans
 * so far), the candidate audits with their date slots, the team options of an audit ranked by the
 * weights below, and the Planner that places a team and takes it back. propose.ts searches with it.
 */
import { toDayNumber } from '../timeline/isoDate';
import { checkPlanUnchecked, earliestStart, GRADE_LABELS, isHalfDaySteps, validRegistration } from './check';
import { monthOf, rangesTouch, type ScheduleDays, scheduleDays } from './days';
import type { PlannedAudit, PlannedMember, ProposedPlan, ScheduleAssessor, ScheduleAudit, ScheduleInput, Violation } from './model';

/** Longest audit on site, in working days: beyond it the engine adds auditors instead. */
export const MAX_AUDIT_WORKDAYS = 5;
/**
 * How many more counted members than the smallest team the engine tries: first up to
 * NEAR_SMALLEST_EXTRA at the earliest date, then up to EXTRA_TEAM_SIZES before giving up.
 */
export const NEAR_SMALLEST_EXTRA = 1;
export const EXTRA_TEAM_SIZES = 3;
/** Score weights (in assigned days). */
export const WEIGHTS = { sameProvince: 3, coveredScope: 5, lastLeader: 10, lastTwoLeader: 30, leaderAsAuditor: 4 };

export type Role = 'leader' | 'auditor' | 'expert';
export type Blocker = 'qualification' | 'impartiality' | 'availability' | 'overlap' | 'monthlyLimit';

export interface Load {
  assessor: ScheduleAssessor;
  busy: Set<number>;
  monthBusy: Map<string, number>;
  /** Member days assigned so far (fixed plans included). */
  days: number;
  plans: PlannedAudit[];
}

export interface Slot {
  start: string;
  end: string;
  dayNumbers: number[];
  months: Map<string, number>;
}

export interface Search {
  /** Per role, per blocking constraint: the candidates it blocked on some tried date. */
  blockers: Record<Role, Map<Blocker, Set<string>>>;
  noLeader: number;
  fewAuditors: number;
  uncovered: Set<string>;
  attempts: number;
}

export const province = (regionCode: string) => regionCode.slice(0, 2);
export const ceilHalf = (days: number) => Math.ceil(days * 2 - 1e-9) / 2;

/** Member days of a team of `size` counted members over `workdays` days reaching `required`; null when one would get none. */
export function splitDays(required: number, size: number, workdays: number): number[] | null {
  const out: number[] = [];
  let remaining = required;
  for (let i = 0; i < size; i++) {
    const share = Math.min(workdays, ceilHalf(remaining / (size - i)));
    if (share <= 0) return null;
    out.push(share);
    remaining -= share;
  }
  return remaining > 1e-9 ? null : out;
}

export class Planner {
  readonly days: ScheduleDays;
  readonly loads = new Map<string, Load>();
  readonly byCode = new Map<string, ScheduleAssessor>();

  constructor(
    readonly input: ScheduleInput,
    readonly scored: boolean,
  ) {
    this.days = scheduleDays(input.calendar);
    // Insertion order = input order: the baseline's "first qualified in input order".
    for (const assessor of input.assessors) {
      this.byCode.set(assessor.code, assessor);
      this.loads.set(assessor.code, { assessor, busy: new Set(), monthBusy: new Map(), days: 0, plans: [] });
    }
    for (const plan of input.fixed) this.occupy(plan);
  }

  occupy(plan: PlannedAudit): void {
    const workdays = plan.endDate < plan.startDate ? [] : this.days.workdaysBetween(plan.startDate, plan.endDate);
    for (const member of plan.members) {
      const load = this.loads.get(member.assessorCode);
      if (!load) continue;
      for (const day of workdays) {
        load.busy.add(toDayNumber(day));
        load.monthBusy.set(monthOf(day), (load.monthBusy.get(monthOf(day)) ?? 0) + 1);
      }
      load.days += Number.isFinite(member.days) ? member.days : 0;
      load.plans.push(plan);
    }
  }

  /**
   * Why `load` cannot take `role` in `audit` at `slot`, or null when it can. Same rules as
   * checkPlan; the registration and conflict parts read the audit's precomputed bounds.
   */
  blocker(load: Load, slot: Slot, role: Role, bounds: Bounds): Blocker | null {
    const a = load.assessor;
    const bound = bounds.get(load);
    if (role !== 'expert' && (!bound || slot.end > bound.qualifiedTo)) return 'qualification';
    if (bound && bound.conflictTo >= slot.start) return 'impartiality';
    for (const range of a.unavailable) if (rangesTouch(range.from, range.to, slot.start, slot.end)) return 'availability';
    for (const day of slot.dayNumbers) if (load.busy.has(day)) return 'overlap';
    for (const [month, count] of slot.months) if ((load.monthBusy.get(month) ?? 0) + count > a.maxDaysPerMonth) return 'monthlyLimit';
    return null;
  }

  /** Slots recur across audits (same dates): built once each. */
  private readonly slots = new Map<string, Slot>();

  slot(start: string, end: string): Slot {
    const key = `${start}/${end}`;
    let slot = this.slots.get(key);
    if (!slot) {
      const workdays = this.days.workdaysBetween(start, end);
      const months = new Map<string, number>();
      for (const day of workdays) months.set(monthOf(day), (months.get(monthOf(day)) ?? 0) + 1);
      slot = { start, end, dayNumbers: workdays.map(toDayNumber), months };
      this.slots.set(key, slot);
    }
    return slot;
  }

  rotationPenalty(audit: ScheduleAudit, code: string): number {
    const [last, beforeLast] = audit.previousLeaders;
    if (last !== code) return 0;
    return beforeLast === code ? WEIGHTS.lastTwoLeader : WEIGHTS.lastLeader;
  }

  score(load: Load, audit: ScheduleAudit, uncovered: ReadonlySet<string>, role: Role): number {
    let score = load.days;
    if (province(load.assessor.regionCode) === province(audit.regionCode)) score -= WEIGHTS.sameProvince;
    score -= WEIGHTS.coveredScope * load.assessor.technicalAreas.filter((area) => uncovered.has(area)).length;
    if (role === 'leader') score += this.rotationPenalty(audit, load.assessor.code);
    // Team leaders are the scarce resource: keep them free for leading when others can audit.
    else if (role === 'auditor' && load.assessor.teamLeader) score += WEIGHTS.leaderAsAuditor;
    return score;
  }

  /** The best (or, unscored, the first) of `pool` free for `role`; tallies every blocked candidate. */
  pick(pool: Load[], audit: ScheduleAudit, slot: Slot, role: Role, taken: Set<string>, uncovered: Set<string>, search: Search, bounds: Bounds) {
    let best: Load | undefined;
    let bestScore = Number.POSITIVE_INFINITY;
    let free = 0;
    let leastDays = Number.POSITIVE_INFINITY;
    for (const load of pool) {
      if (taken.has(load.assessor.code)) continue;
      if (role === 'expert' && !load.assessor.technicalAreas.some((area) => uncovered.has(area))) continue;
      const blocked = this.blocker(load, slot, role, bounds);
      if (blocked) {
        let set = search.blockers[role].get(blocked);
        if (!set) search.blockers[role].set(blocked, (set = new Set()));
        set.add(load.assessor.code);
        continue;
      }
      free += 1;
      leastDays = Math.min(leastDays, load.days);
      if (!this.scored) return { load, lowest: false };
      const score = this.score(load, audit, uncovered, role);
      if (score < bestScore) {
        bestScore = score;
        best = load;
      }
    }
    if (!best) return undefined;
    // "Lowest load" only when it really is the lowest of several free candidates.
    const lowest = free > 1 && best.days <= leastDays;
    return { load: best, lowest };
  }

  /** A team for `audit` at `slot` with `shares` counted days, or undefined. */
  team(audit: ScheduleAudit, slot: Slot, shares: number[], pools: Pools, search: Search): ProposedPlan | undefined {
    search.attempts += 1;
    const taken = new Set<string>();
    const uncovered = new Set(audit.scopeCodes);
    const chosen: { load: Load; role: Role; days: number; lowest: boolean }[] = [];
    const take = (load: Load, role: Role, days: number, lowest: boolean) => {
      taken.add(load.assessor.code);
      for (const area of load.assessor.technicalAreas) uncovered.delete(area);
      chosen.push({ load, role, days, lowest });
    };
    const leader = this.pick(pools.leaders, audit, slot, 'leader', taken, uncovered, search, pools.bounds);
    if (!leader) {
      search.noLeader += 1;
      return undefined;
    }
    take(leader.load, 'leader', shares[0], leader.lowest);
    for (const share of shares.slice(1)) {
      const auditor = this.pick(pools.auditors, audit, slot, 'auditor', taken, uncovered, search, pools.bounds);
      if (!auditor) {
        search.fewAuditors += 1;
        return undefined;
      }
      take(auditor.load, 'auditor', share, auditor.lowest);
    }
    while (uncovered.size > 0) {
      const expert = this.pick(pools.experts, audit, slot, 'expert', taken, uncovered, search, pools.bounds);
      if (!expert) break;
      take(expert.load, 'expert', slot.dayNumbers.length, expert.lowest);
    }
    if (uncovered.size > 0) {
      for (const code of uncovered) search.uncovered.add(code);
      return undefined;
    }
    const members: PlannedMember[] = chosen.map(({ load, role, days }) => ({ assessorCode: load.assessor.code, role, days }));
    const plan: PlannedAudit = { auditCode: audit.code, startDate: slot.start, endDate: slot.end, members };
    const others = [...new Set(chosen.flatMap(({ load }) => load.plans))];
    const violations = checkPlanUnchecked(plan, {
      audit,
      assessors: this.byCode,
      others,
      today: this.input.today,
      period: this.input.period,
      calendar: this.input.calendar,
    });
    if (violations.length > 0) return undefined; // never expected: the blockers above mirror checkPlan
    const reasons: Record<string, string[]> = {};
    for (const { load, role, lowest } of chosen) reasons[load.assessor.code] = this.reasons(load, role, audit, slot, lowest);
    return { ...plan, reasons };
  }

  reasons(load: Load, role: Role, audit: ScheduleAudit, slot: Slot, lowest: boolean): string[] {
    const a = load.assessor;
    const out: string[] = [];
    if (role === 'expert') out.push('技术专家');
    else
      out.push(
        audit.standards
          .map((standard) => {
            const registration = validRegistration(a, standard, slot.end);
            return `${standard} ${registration ? GRADE_LABELS[registration.grade] : ''}`;
          })
          .join('、'),
      );
    if (role === 'leader') out.push('具备组长能力');
    const areas = a.technicalAreas.filter((area) => audit.scopeCodes.includes(area));
    if (areas.length > 0) out.push(`专业代码 ${areas.join('、')} 覆盖`);
    if (!this.scored) {
      out.push('按名单顺序首个满足条件');
      return out;
    }
    const month = monthOf(slot.start);
    out.push(`本月已排 ${load.monthBusy.get(month) ?? 0} 天、累计 ${load.days} 天${lowest ? '（负载最低）' : ''}`);
    if (province(a.regionCode) === province(audit.regionCode)) out.push('同省');
    if (role === 'leader' && audit.previousLeaders.length > 0) {
      const penalty = this.rotationPenalty(audit, a.code);
      out.push(penalty === 0 ? '非上次审核组长（组长轮换）' : '曾任上次审核组长（综合负载、地区后仍为最优）');
    }
    return out;
  }

  /** Occupies the plan's assessors with `plan` itself (the same object is removed by release). */
  commit(plan: ProposedPlan): void {
    this.occupy(plan);
  }

  /** Undoes commit. */
  release(plan: PlannedAudit): void {
    const workdays = this.days.workdaysBetween(plan.startDate, plan.endDate);
    for (const member of plan.members) {
      const load = this.loads.get(member.assessorCode);
      if (!load) continue;
      for (const day of workdays) {
        load.busy.delete(toDayNumber(day));
        const left = (load.monthBusy.get(monthOf(day)) ?? 0) - 1;
        if (left > 0) load.monthBusy.set(monthOf(day), left);
        else load.monthBusy.delete(monthOf(day));
      }
      load.days -= member.days;
      load.plans = load.plans.filter((other) => other !== plan);
    }
  }
}

/**
 * Per assessor of an audit's body: the last end date their registrations cover every standard of
 * the audit at auditor grade or above ('' when none), and the last start date a conflict of
 * interest with the client forbids ('' when none).
 */
export type Bounds = Map<Load, { qualifiedTo: string; conflictTo: string }>;

export interface Pools {
  leaders: Load[];
  auditors: Load[];
  experts: Load[];
  bounds: Bounds;
}

/** Assessors of the audit's body that could fill each role on some date (registrations valid at the earliest start). */
export function poolsOf(planner: Planner, audit: ScheduleAudit, from: string): Pools {
  const leaders: Load[] = [];
  const auditors: Load[] = [];
  const experts: Load[] = [];
  const bounds: Bounds = new Map();
  for (const load of planner.loads.values()) {
    const a = load.assessor;
    if (a.bodyTenantCode !== audit.bodyTenantCode) continue;
    let qualifiedTo = '9999-12-31';
    for (const standard of audit.standards) {
      let best = '';
      for (const registration of a.registrations)
        if (registration.field === standard && registration.grade !== 'trainee' && registration.validUntil > best) best = registration.validUntil;
      if (best < qualifiedTo) qualifiedTo = best;
    }
    let conflictTo = '';
    for (const conflict of a.conflicts) if (conflict.clientKey === audit.clientKey && conflict.until > conflictTo) conflictTo = conflict.until;
    bounds.set(load, { qualifiedTo, conflictTo });
    if (a.expert && a.technicalAreas.some((area) => audit.scopeCodes.includes(area))) experts.push(load);
    if (qualifiedTo < from) continue;
    auditors.push(load);
    if (a.teamLeader) leaders.push(load);
  }
  return { leaders, auditors, experts, bounds };
}

export interface Candidate {
  audit: ScheduleAudit;
  order: number;
  from: string;
  workdays: readonly string[];
  pools: Pools;
  /** Static reasons it can never be placed (no date, no leader, no coverage...). */
  blocked: Violation[];
}

export function prepare(planner: Planner, audit: ScheduleAudit, order: number): Candidate {
  const { input, days } = planner;
  const from = earliestStart(audit, input.today, input.period);
  const workdays = from <= audit.windowTo ? days.workdaysBetween(from, audit.windowTo) : [];
  const pools = poolsOf(planner, audit, from);
  const blocked: Violation[] = [];
  const add = (constraint: Violation['constraint'], message: string) => blocked.push({ constraint, auditCode: audit.code, message });
  if (!isHalfDaySteps(audit.requiredDays)) add('manDays', `要求的审核人日 ${audit.requiredDays} 须为大于 0 的半天整数倍`);
  if (workdays.length === 0) add('window', `审核时间窗口 ${audit.windowFrom} 至 ${audit.windowTo} 内已无可排的工作日（最早可排日期 ${from}）`);
  const ofBody = input.assessors.filter((a) => a.bodyTenantCode === audit.bodyTenantCode);
  const standards = audit.standards.join('、');
  if (ofBody.length === 0) add('singleBody', `本机构（${audit.bodyTenantCode}）没有审核员，其他机构的审核员不能参加`);
  else if (pools.auditors.length === 0)
    add('qualification', `本机构无在 ${from} 后仍有效、同时持有 ${standards} 注册资格（审核员及以上级别）的审核员`);
  else if (pools.leaders.length === 0) add('teamLeader', `持有 ${standards} 有效注册资格的审核员中无人具备审核组长能力`);
  if (ofBody.length > 0) {
    const reachable = new Set([...pools.auditors, ...pools.experts].flatMap((load) => load.assessor.technicalAreas));
    const missing = audit.scopeCodes.filter((code) => !reachable.has(code));
    if (missing.length > 0) add('competence', `无满足专业代码 ${missing.join('、')} 的审核员且无技术专家可用`);
  }
  if (
    pools.leaders.length > 0 &&
    pools.leaders.every((load) => load.assessor.conflicts.some((c) => c.clientKey === audit.clientKey && c.until >= audit.windowTo))
  )
    add('impartiality', `所有具备组长能力的审核员在审核时间窗口内均与受审核方 ${audit.clientName} 存在利益冲突`);
  return { audit, order, from, workdays, pools, blocked };
}

export interface TeamOption {
  workdays: number;
  shares: number[];
  /** Counted members beyond the smallest team. */
  extra: number;
}

/** Team sizes and days to try: the smallest counted team first (each member ≤ MAX_AUDIT_WORKDAYS days). */
export function teamOptions(required: number, windowWorkdays: number, auditorCount: number): TeamOption[] {
  const longest = Math.min(MAX_AUDIT_WORKDAYS, windowWorkdays);
  if (longest <= 0) return [];
  const smallest = Math.max(1, Math.ceil(required / longest - 1e-9));
  const out: TeamOption[] = [];
  for (let size = smallest; size <= Math.min(smallest + EXTRA_TEAM_SIZES, auditorCount); size++) {
    const workdays = Math.max(1, Math.ceil(required / size - 1e-9));
    if (workdays > longest) continue;
    const shares = splitDays(required, size, workdays);
    if (shares) out.push({ workdays, shares, extra: size - smallest });
  }
  return out;
}
