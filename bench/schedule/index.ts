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
  millis: number;
  placed: number;
  unplaced: number;
  violations: number;
  workloadSpread: number;
}

export function runScheduleBench(assessorCount = 200, auditCount = 1_000) {
  const input = makeScheduleData(assessorCount, auditCount);
  const measure = (run: typeof proposeSchedule): ScheduleBenchRow => {
    const started = performance.now();
    const result: Proposal = run(input);
    const millis = Math.round(performance.now() - started);
    return {
      millis,
      placed: result.stats.placed,
      unplaced: result.stats.unplaced,
      violations: checkSchedule(result.plans, input).length,
      workloadSpread: result.stats.workloadSpread,
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
