/**
 * proposeSchedule and greedySchedule: place audits (dates and team) with zero hard violations.
 *
 * proposeSchedule is a documented heuristic (docs/decisions.md, "Smart scheduling engine"):
 *  1. audits most-constrained-first: fewest possible team leaders × fewest possible start dates,
 *     then the largest required days, then input order;
 *  2. for each audit, the earliest start date in the window at which the smallest team (leader +
 *     as few auditors as the required days need at MAX_AUDIT_WORKDAYS working days at most) or one
 *     more auditor can be formed; only then teams of up to EXTRA_TEAM_SIZES more members;
 *  3. at each start, the leader and the auditors with the lowest score: assigned days so far,
 *     minus a bonus for the client's province and for scope codes still uncovered, plus a
 *     rotation penalty for the last leader (stronger for one who led the last two) and, for a
 *     plain auditor, a penalty when they could lead (leaders are the scarce resource);
 *  4. technical experts only when the team's areas leave a scope code uncovered; trainees never;
 *  5. every plan is checked with checkPlan against the plans its members are on before it is kept;
 *  6. repair: an audit left over may take a leader blocked by one or two proposed audits, which are
 *     then re-placed anywhere in their windows (undone unless all of them fit again); a last pass
 *     retries what is still left and gives the reasons as of the final schedule.
 * greedySchedule is the plain baseline: input order, earliest date, first qualified in input order.
 */
import { z } from 'zod';
import { parseOrThrow } from '../../kernel/validation';
import { toDayNumber } from '../timeline/isoDate';
import { checkPlanUnchecked, earliestStart, GRADE_LABELS, isHalfDaySteps, personLabel, validRegistration } from './check';
import { monthOf, rangesTouch, type ScheduleDays, scheduleDays } from './days';
import {
  HardConstraint,
  type PlannedAudit,
  type PlannedMember,
  type Proposal,
  type ProposedPlan,
  type ScheduleAssessor,
  type ScheduleAudit,
  type ScheduleInput,
  type UnplacedAudit,
  type Violation,
} from './model';
import { parseScheduleInput, plannedAuditSchema } from './schema';

/** Longest audit on site, in working days: beyond it the engine adds auditors instead. */
export const MAX_AUDIT_WORKDAYS = 5;
/**
 * How many more counted members than the smallest team the engine tries: first up to
 * NEAR_SMALLEST_EXTRA at the earliest date, then up to EXTRA_TEAM_SIZES before giving up.
 */
const NEAR_SMALLEST_EXTRA = 1;
const EXTRA_TEAM_SIZES = 3;
/** Score weights (in assigned days). */
const WEIGHTS = { sameProvince: 3, coveredScope: 5, lastLeader: 10, lastTwoLeader: 30, leaderAsAuditor: 4 };

type Role = 'leader' | 'auditor' | 'expert';
type Blocker = 'qualification' | 'impartiality' | 'availability' | 'overlap' | 'monthlyLimit';

interface Load {
  assessor: ScheduleAssessor;
  busy: Set<number>;
  monthBusy: Map<string, number>;
  /** Member days assigned so far (fixed plans included). */
  days: number;
  plans: PlannedAudit[];
}

interface Slot {
  start: string;
  end: string;
  dayNumbers: number[];
  months: Map<string, number>;
}

interface Search {
  /** Per role, per blocking constraint: the candidates it blocked on some tried date. */
  blockers: Record<Role, Map<Blocker, Set<string>>>;
  noLeader: number;
  fewAuditors: number;
  uncovered: Set<string>;
  attempts: number;
}

const province = (regionCode: string) => regionCode.slice(0, 2);
const ceilHalf = (days: number) => Math.ceil(days * 2 - 1e-9) / 2;

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

class Planner {
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
type Bounds = Map<Load, { qualifiedTo: string; conflictTo: string }>;

interface Pools {
  leaders: Load[];
  auditors: Load[];
  experts: Load[];
  bounds: Bounds;
}

/** Assessors of the audit's body that could fill each role on some date (registrations valid at the earliest start). */
function poolsOf(planner: Planner, audit: ScheduleAudit, from: string): Pools {
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

interface Candidate {
  audit: ScheduleAudit;
  order: number;
  from: string;
  workdays: readonly string[];
  pools: Pools;
  /** Static reasons it can never be placed (no date, no leader, no coverage...). */
  blocked: Violation[];
}

function prepare(planner: Planner, audit: ScheduleAudit, order: number): Candidate {
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

const BLOCKER_PHRASES: Record<Blocker, string> = {
  qualification: '注册资格在审核结束日前到期',
  impartiality: '与受审核方存在利益冲突',
  availability: '休假或不可用',
  overlap: '已有其他审核（时间冲突）',
  monthlyLimit: '将超过每月审核天数上限',
};

function unplacedReasons(planner: Planner, candidate: Candidate, search: Search): Violation[] {
  const { audit } = candidate;
  const out: Violation[] = [];
  const names = (codes: Set<string>) => {
    const list = [...codes].slice(0, 3).map((code) => personLabel(planner.byCode.get(code), code));
    return `${list.join('、')}${codes.size > 3 ? `等 ${codes.size} 人` : ''}`;
  };
  const sorted = (map: Map<Blocker, Set<string>>) => [...map.entries()].sort((a, b) => b[1].size - a[1].size);
  const detail = (map: Map<Blocker, Set<string>>) =>
    sorted(map)
      .map(([blocker, codes]) => `${codes.size} 人${BLOCKER_PHRASES[blocker]}`)
      .join('，') || '无候选人';
  if (search.noLeader > 0)
    out.push({
      constraint: 'teamLeader',
      auditCode: audit.code,
      message: `审核时间窗口内没有可用的审核组长（具备组长能力的 ${candidate.pools.leaders.length} 人中：${detail(search.blockers.leader)}）`,
    });
  if (search.fewAuditors > 0)
    out.push({
      constraint: 'manDays',
      auditCode: audit.code,
      message: `审核时间窗口内可用的审核员不足以完成 ${audit.requiredDays} 人日（${detail(search.blockers.auditor)}）`,
    });
  if (search.uncovered.size > 0)
    out.push({
      constraint: 'competence',
      auditCode: audit.code,
      message: `无满足专业代码 ${[...search.uncovered].join('、')} 的审核员且无技术专家可用`,
    });
  const all = new Map<Blocker, Set<string>>();
  for (const map of Object.values(search.blockers))
    for (const [blocker, codes] of map) all.set(blocker, new Set([...(all.get(blocker) ?? []), ...codes]));
  for (const [blocker, codes] of sorted(all))
    out.push({ constraint: blocker, auditCode: audit.code, message: `${HardConstraint.label(blocker)}：${names(codes)}${BLOCKER_PHRASES[blocker]}` });
  if (out.length === 0 && search.attempts === 0) {
    // No team size fits: too few auditors for the required days within the window.
    const longest = Math.min(MAX_AUDIT_WORKDAYS, candidate.workdays.length);
    out.push({
      constraint: 'manDays',
      auditCode: audit.code,
      message: `可担任审核组长或审核员的仅 ${candidate.pools.auditors.length} 人，每人至多 ${longest} 个工作日，无法完成 ${audit.requiredDays} 人日`,
    });
  }
  if (out.length === 0)
    out.push({
      constraint: 'window',
      auditCode: audit.code,
      message: `审核时间窗口 ${audit.windowFrom} 至 ${audit.windowTo} 内找不到满足全部硬约束的日期与审核组`,
    });
  return out;
}

interface TeamOption {
  workdays: number;
  shares: number[];
  /** Counted members beyond the smallest team. */
  extra: number;
}

/** Team sizes and days to try: the smallest counted team first (each member ≤ MAX_AUDIT_WORKDAYS days). */
function teamOptions(required: number, windowWorkdays: number, auditorCount: number): TeamOption[] {
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

function run(raw: ScheduleInput, scored: boolean): Proposal {
  const started = typeof performance !== 'undefined' ? performance.now() : Date.now();
  const input: ScheduleInput = parseScheduleInput(raw);
  const planner = new Planner(input, scored);
  const fixedCodes = new Set(input.fixed.map((plan) => plan.auditCode));
  const candidates = input.audits.filter((audit) => !fixedCodes.has(audit.code)).map((audit, order) => prepare(planner, audit, order));
  if (scored) {
    const tightness = (c: Candidate) => {
      const starts = Math.max(1, c.workdays.length - Math.min(MAX_AUDIT_WORKDAYS, Math.ceil(c.audit.requiredDays)) + 1);
      return c.pools.leaders.length * starts;
    };
    const keyed = candidates.map((candidate) => ({ candidate, tight: tightness(candidate) }));
    keyed.sort(
      (a, b) => a.tight - b.tight || b.candidate.audit.requiredDays - a.candidate.audit.requiredDays || a.candidate.order - b.candidate.order,
    );
    candidates.splice(0, candidates.length, ...keyed.map((k) => k.candidate));
  }
  const placed = new Map<string, ProposedPlan>();
  const left: Candidate[] = [];
  const blocked: UnplacedAudit[] = [];
  for (const candidate of candidates) {
    if (candidate.blocked.length > 0) {
      blocked.push({ auditCode: candidate.audit.code, reasons: candidate.blocked });
      continue;
    }
    const plan = place(planner, candidate, newSearch());
    if (plan) {
      planner.commit(plan);
      placed.set(plan.auditCode, plan);
    } else left.push(candidate);
  }
  if (scored) {
    const byCode = new Map(candidates.map((candidate) => [candidate.audit.code, candidate]));
    const budget = { left: MAX_REPAIRS };
    for (const candidate of left) {
      const repaired = repair(planner, candidate, placed, byCode, budget);
      if (!repaired) continue;
      placed.set(repaired.plan.auditCode, repaired.plan);
      for (const moved of repaired.moved) placed.set(moved.auditCode, moved);
    }
  }
  // A last try for what is still left (moves may have freed someone); else the reasons, as of now.
  const unplaced: UnplacedAudit[] = [...blocked];
  for (const candidate of left) {
    if (placed.has(candidate.audit.code)) continue;
    const search = newSearch();
    const plan = place(planner, candidate, search);
    if (plan) {
      planner.commit(plan);
      placed.set(plan.auditCode, plan);
    } else unplaced.push({ auditCode: candidate.audit.code, reasons: unplacedReasons(planner, candidate, search) });
  }
  // Plans by date, unplaced audits in input order: the order a planner reads them in.
  const plans = [...placed.values()].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.auditCode.localeCompare(b.auditCode));
  const inputOrder = new Map(input.audits.map((audit, index) => [audit.code, index]));
  unplaced.sort((a, b) => (inputOrder.get(a.auditCode) ?? 0) - (inputOrder.get(b.auditCode) ?? 0));
  const violations = checkScheduleUnchecked(plans, input).length;
  const elapsed = (typeof performance !== 'undefined' ? performance.now() : Date.now()) - started;
  return {
    plans,
    unplaced,
    stats: { placed: plans.length, unplaced: unplaced.length, violations, workloadSpread: workloadSpread(input, plans), millis: Math.round(elapsed) },
  };
}

const newSearch = (): Search => ({
  blockers: { leader: new Map(), auditor: new Map(), expert: new Map() },
  noLeader: 0,
  fewAuditors: 0,
  uncovered: new Set(),
  attempts: 0,
});

/** Moves tried per audit left unplaced by the first pass, and in all (an overbooked quarter stays fast). */
const MAX_REPAIRS_PER_AUDIT = 12;
const MAX_REPAIRS = 20_000;

/**
 * Repair (proposal only): for an audit no team could be formed for, take a team leader who is
 * blocked only by one or two proposed audits (time conflict or monthly limit), place this audit
 * with the freed leader and re-place the displaced audits anywhere in their windows; kept only
 * when all of them find a place again, otherwise undone.
 */
function repair(
  planner: Planner,
  candidate: Candidate,
  placed: ReadonlyMap<string, ProposedPlan>,
  byCode: ReadonlyMap<string, Candidate>,
  budget: { left: number },
) {
  const { audit, workdays, pools } = candidate;
  const options = teamOptions(audit.requiredDays, workdays.length, pools.auditors.length).filter((o) => o.extra <= NEAR_SMALLEST_EXTRA);
  let tries = 0;
  for (let index = 0; index < workdays.length; index++)
    for (const option of options) {
      if (index + option.workdays > workdays.length) continue;
      const slot = planner.slot(workdays[index], workdays[index + option.workdays - 1]);
      for (const leader of pools.leaders) {
        const blocked = planner.blocker(leader, slot, 'leader', pools.bounds);
        if (blocked !== 'overlap' && blocked !== 'monthlyLimit') continue;
        const victims = leader.plans.filter(
          (plan) =>
            placed.get(plan.auditCode) === plan &&
            (blocked === 'overlap'
              ? rangesTouch(plan.startDate, plan.endDate, slot.start, slot.end)
              : [...slot.months.keys()].some((month) => monthOf(plan.startDate) <= month && month <= monthOf(plan.endDate))),
        ) as ProposedPlan[];
        if (victims.length === 0 || victims.length > 2) continue;
        if (++tries > MAX_REPAIRS_PER_AUDIT || budget.left <= 0) return undefined;
        budget.left -= 1;
        for (const victim of victims) planner.release(victim);
        const plan = planner.team(audit, slot, option.shares, pools, newSearch());
        if (plan) {
          planner.commit(plan);
          const moved: ProposedPlan[] = [];
          for (const victim of victims) {
            const again = byCode.get(victim.auditCode);
            const replaced = again ? place(planner, again, newSearch()) : undefined;
            if (!replaced) break;
            planner.commit(replaced);
            moved.push(replaced);
          }
          if (moved.length === victims.length) return { plan, moved };
          for (const replaced of moved) planner.release(replaced);
          planner.release(plan);
        }
        for (const victim of victims) planner.commit(victim);
      }
    }
  return undefined;
}

function place(planner: Planner, candidate: Candidate, search: Search): ProposedPlan | undefined {
  const { audit, workdays, pools } = candidate;
  const options = teamOptions(audit.requiredDays, workdays.length, pools.auditors.length);
  // Proposal: the earliest date with a near-smallest team, then larger teams before giving up.
  // Baseline: the earliest date with any team size.
  const phases = planner.scored
    ? [options.filter((o) => o.extra <= NEAR_SMALLEST_EXTRA), options.filter((o) => o.extra > NEAR_SMALLEST_EXTRA)]
    : [options.filter((o) => o.extra <= 2)];
  // A leader blocked on the shortest slot from a start is blocked on every longer one from it
  // (each blocking rule only gets worse as the slot grows): such starts are skipped at once.
  const shortest = Math.min(...options.map((o) => o.workdays));
  const noLeader = new Set<number>();
  const leaderFree = (index: number): boolean => {
    if (noLeader.has(index)) return false;
    const slot = planner.slot(workdays[index], workdays[index + shortest - 1]);
    if (planner.pick(pools.leaders, audit, slot, 'leader', new Set(), new Set(), search, pools.bounds)) return true;
    search.noLeader += 1;
    noLeader.add(index);
    return false;
  };
  for (const phase of phases)
    for (let index = 0; index + shortest <= workdays.length; index++) {
      if (!leaderFree(index)) continue;
      for (const option of phase) {
        if (index + option.workdays > workdays.length) continue;
        const slot = planner.slot(workdays[index], workdays[index + option.workdays - 1]);
        const plan = planner.team(audit, slot, option.shares, pools, search);
        if (plan) return plan;
      }
    }
  return undefined;
}

/** Every hard violation of `plans` (each against the fixed plans and the other proposed ones); malformed input: EngineInputError. */
export function checkSchedule(plans: readonly PlannedAudit[], input: ScheduleInput): Violation[] {
  const parsed = parseScheduleInput(input);
  return checkScheduleUnchecked(parseOrThrow(z.array(plannedAuditSchema), plans, { root: '排期（plans）' }), parsed);
}

function checkScheduleUnchecked(plans: readonly PlannedAudit[], input: ScheduleInput): Violation[] {
  const audits = new Map(input.audits.map((audit) => [audit.code, audit]));
  const assessors = new Map(input.assessors.map((assessor) => [assessor.code, assessor]));
  const all = [...input.fixed, ...plans];
  const byAssessor = new Map<string, PlannedAudit[]>();
  for (const plan of all)
    for (const member of plan.members) {
      let list = byAssessor.get(member.assessorCode);
      if (!list) byAssessor.set(member.assessorCode, (list = []));
      list.push(plan);
    }
  const out: Violation[] = [];
  for (const plan of plans) {
    const audit = audits.get(plan.auditCode);
    if (!audit) {
      out.push({ constraint: 'window', auditCode: plan.auditCode, message: `审核 ${plan.auditCode} 不在待排审核之列` });
      continue;
    }
    const others = [...new Set(plan.members.flatMap((member) => byAssessor.get(member.assessorCode) ?? []))].filter((other) => other !== plan);
    out.push(...checkPlanUnchecked(plan, { audit, assessors, others, today: input.today, period: input.period, calendar: input.calendar }));
  }
  return out;
}

/** Population standard deviation of the member days per assessor (fixed and proposed plans). */
export function workloadSpread(input: ScheduleInput, plans: readonly PlannedAudit[]): number {
  if (input.assessors.length === 0) return 0;
  const days = new Map(input.assessors.map((assessor) => [assessor.code, 0]));
  for (const plan of [...input.fixed, ...plans])
    for (const member of plan.members)
      if (days.has(member.assessorCode)) days.set(member.assessorCode, (days.get(member.assessorCode) ?? 0) + member.days);
  const values = [...days.values()];
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return Math.round(Math.sqrt(variance) * 100) / 100;
}

/** The proposal: as many audits as possible with zero hard violations, balanced, rotated, local, small teams, early. */
export function proposeSchedule(input: ScheduleInput): Proposal {
  return run(input, true);
}

/** The baseline: audits in input order, earliest date, the first qualified assessors in input order. */
export function greedySchedule(input: ScheduleInput): Proposal {
  return run(input, false);
}
