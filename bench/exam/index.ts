/**
 * `npm run bench:exam [candidates] [savesEach] [rounds] [gradingAttempts]`: the internal-auditor
 * exam's speed (issue 30), each figure next to a plain stack in the same run.
 *
 *   1. Saves (./saves.ts): `candidates` (500) internal auditors saving answers `savesEach` (20)
 *      times in a row, all at once, over HTTP on the product server on PostgreSQL (a throwaway
 *      database, demo-seeded): p50, p95, p99 and max of a save, errors, saves/s; next to the same
 *      saves as one direct jsonb-merging UPDATE each through a pool of the server's size. `rounds`
 *      (1) alternates the two that many times.
 *   2. Grading (./grading.ts): `gradingAttempts` (10,000) attempts of the default paper graded
 *      with gradeAttempt, next to a plain loop comparing chosen and correct options; medians of
 *      5 alternating rounds after a warm-up.
 *
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:exam (or
 * DATABASE_URL: only used to create and drop the throwaway database). Without either, only the
 * grading runs. Exits 1 when a save failed.
 */
import os from 'node:os';
import { GRADING_ROUNDS, runGradingBench } from './grading';
import { runSavesBench, SERVER_POOL_SIZE } from './saves';

const [candidates = 500, savesEach = 20, rounds = 1, gradingAttempts = 10_000] = process.argv.slice(2).map(Number);
const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const load = () => os.loadavg()[0]!.toFixed(1);

console.log(`exam bench: ${os.cpus().length} cores, load average ${load()} at start`);

const rows: Record<string, Record<string, string | number>> = {};
let failed = false;
if (pgUrl) {
  const saves = await runSavesBench(pgUrl, candidates, savesEach, rounds);
  console.log(
    `\nSaves: ${saves.candidates} candidates at once, ${saves.savesEach} saves each × ${saves.rounds} round(s) (one in 5 a ~500-character written answer); set-up ${saves.setupSeconds.toFixed(1)} s`,
  );
  for (const [label, stats] of [
    ['POST save.json (product, PostgreSQL)', saves.server],
    [`plain UPDATE … || jsonb (pool of ${SERVER_POOL_SIZE})`, saves.plain],
  ] as const)
    rows[label] = {
      saves: stats.saves,
      'p50 ms': stats.p50.toFixed(1),
      'p95 ms': stats.p95.toFixed(1),
      'p99 ms': stats.p99.toFixed(1),
      'max ms': stats.max.toFixed(1),
      errors: stats.errors,
      'saves/s': Math.round(stats.perSecond),
    };
  console.table(rows);
  console.log(`  p99 product / plain: ${(saves.server.p99 / saves.plain.p99).toFixed(1)}×`);
  if (saves.problems.length) {
    failed = true;
    console.log('  problems:');
    for (const problem of saves.problems) console.log(`    ${problem}`);
  }
} else console.log('\nSaves not measured: set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server');

const grading = runGradingBench(gradingAttempts);
console.log(
  `\nGrading: ${grading.attempts.toLocaleString('en')} attempts of ${grading.questionsPerAttempt} questions (drawn in ${(grading.setupMs / 1000).toFixed(1)} s; written answers blank), median of ${GRADING_ROUNDS} rounds; ${grading.passed.toLocaleString('en')} passed`,
);
console.table({
  'gradeAttempt (mapping + exam engine)': {
    'median ms': grading.engineMs.toFixed(1),
    'µs per attempt': ((grading.engineMs * 1000) / grading.attempts).toFixed(1),
  },
  'plain loop (options vs correct set)': {
    'median ms': grading.plainMs.toFixed(1),
    'µs per attempt': ((grading.plainMs * 1000) / grading.attempts).toFixed(1),
  },
});
console.log(
  `  gradeAttempt / plain: ${(grading.engineMs / grading.plainMs).toFixed(1)}×; totals agree (Σ ${grading.totalScore.toLocaleString('en')})`,
);
console.log(`\nload average ${load()} at the end`);
process.exit(failed ? 1 : 0);
