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
import { checkPlanUnchecked } from './check';
import { monthOf, rangesTouch } from './days';
import type { PlannedAudit, Proposal, ProposedPlan, ScheduleInput, UnplacedAudit, Violation } from './model';
import { parseScheduleInput, plannedAuditSchema } from './schema';

import { type Candidate, MAX_AUDIT_WORKDAYS, NEAR_SMALLEST_EXTRA, Planner, prepare, type Search, teamOptions } from './planner';
import { unplacedReasons } from './unplaced';

export { MAX_AUDIT_WORKDAYS, splitDays } from './planner';

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
