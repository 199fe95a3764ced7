/**
 * `npm run bench:schedule`: the smart-scheduling engine on 200 assessors and 1,000 audits of a
 * quarter (deterministic data, bench/schedule/data.ts). Runs the proposal and the greedy baseline
 * in one run and prints, for each: time, audits placed, hard violations recomputed with
 * checkSchedule (must be 0) and the workload spread (std dev of assigned days per assessor).
 * Run: npx tsx bench/schedule/index.ts [assessors] [audits]
 */
import { checkSchedule, greedySchedule, type Proposal, proposeSchedule } from '../../domain/engines/schedule';
import { makeScheduleData } from './data';

export interface ScheduleBenchRow {
  /** Wall time. */
  millis: number;
  /** CPU time of this process (user + system): steadier than wall time on a shared machine. */
  cpuMillis: number;
  placed: number;
  unplaced: number;
  violations: number;
  workloadSpread: number;
  /** Share of team members from the client's province. */
  sameProvinceShare: number;
  /** Plans led by the project's last leader (rotation wanted). */
  lastLeaderAgain: number;
  /** Mean members per plan (leader, auditors, experts). */
  meanTeamSize: number;
  experts: number;
}

export function runScheduleBench(assessorCount = 200, auditCount = 1_000) {
  const input = makeScheduleData(assessorCount, auditCount);
  const measure = (run: typeof proposeSchedule): ScheduleBenchRow => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result: Proposal = run(input);
    const used = process.cpuUsage(cpu);
    const millis = Math.round(performance.now() - started);
    const cpuMillis = Math.round((used.user + used.system) / 1000);
    const audits = new Map(input.audits.map((audit) => [audit.code, audit]));
    const regions = new Map(input.assessors.map((assessor) => [assessor.code, assessor.regionCode.slice(0, 2)]));
    let members = 0;
    let sameProvince = 0;
    let lastLeaderAgain = 0;
    let experts = 0;
    for (const plan of result.plans) {
      const audit = audits.get(plan.auditCode);
      for (const member of plan.members) {
        members += 1;
        if (regions.get(member.assessorCode) === audit?.regionCode.slice(0, 2)) sameProvince += 1;
        if (member.role === 'leader' && member.assessorCode === audit?.previousLeaders[0]) lastLeaderAgain += 1;
        if (member.role === 'expert') experts += 1;
      }
    }
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      millis,
      cpuMillis,
      placed: result.stats.placed,
      unplaced: result.stats.unplaced,
      violations: checkSchedule(result.plans, input).length,
      workloadSpread: result.stats.workloadSpread,
      sameProvinceShare: round(sameProvince / Math.max(1, members)),
      lastLeaderAgain,
      meanTeamSize: round(members / Math.max(1, result.plans.length)),
      experts,
    };
  };
  // Warm the holiday calendar once so neither run pays for it alone.
  greedySchedule({ ...input, audits: input.audits.slice(0, 5) });
  const greedy = measure(greedySchedule);
  const proposal = measure(proposeSchedule);
  return { assessors: assessorCount, audits: auditCount, period: input.period, proposal, greedy };
}

const [assessors, audits] = process.argv.slice(2).map(Number);
const result = runScheduleBench(assessors || undefined, audits || undefined);
console.log(JSON.stringify(result, null, 2));
if (result.proposal.violations > 0 || result.greedy.violations > 0) {
  console.error('排期结果存在硬约束冲突');
  process.exit(1);
}
