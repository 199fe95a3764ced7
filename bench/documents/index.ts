/**
 * `npm run bench:documents [projects]`: generating an ISO documentation project's document set
 * (issue 31), each figure next to a plain stack in the same run.
 *
 *   1. Rendering (./render.ts): the 61 documents of ISMS-27001-2022 for one project (document data
 *      and the layouts' templates through server/reports/docx.ts) next to a plain docxtemplater loop
 *      over the same templates and data; medians of 7 alternating rounds.
 *   2. The job (./jobs.ts), on PostgreSQL: one project's generation job alone (render, store every
 *      file, write its version and row: the plain render loop's time is the floor), then
 *      `projects` (20) projects generating at once; no job may fail and every project must hold
 *      every document exactly once.
 *
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:documents (or
 * DATABASE_URL: only used to create and drop the throwaway database). Without either, only the
 * rendering runs. Exits 1 when a job failed.
 */
import os from 'node:os';
import { runJobsBench } from './jobs';
import { runRenderBench } from './render';

const [projectCount = 20] = process.argv.slice(2).map(Number);
const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const load = () => os.loadavg()[0]!.toFixed(1);
console.log(`documents bench: ${os.cpus().length} cores, load average ${load()} at start`);

const render = runRenderBench();
console.log(`\nRendering: ${render.documents} documents of one project (${(render.bytes / 1024).toFixed(0)} KB of .docx), median of 7 rounds`);
console.table({
  'document data + renderDocx (product)': {
    'ms per set': render.productMs.toFixed(1),
    'ms per document': (render.productMs / render.documents).toFixed(2),
  },
  'plain docxtemplater loop (same templates, data ready)': {
    'ms per set': render.plainMs.toFixed(1),
    'ms per document': (render.plainMs / render.documents).toFixed(2),
  },
});
console.log(`  product / plain: ${(render.productMs / render.plainMs).toFixed(2)}×`);

let failed = false;
if (pgUrl) {
  const result = await runJobsBench(pgUrl, projectCount);
  console.log(`\nThe generation job on PostgreSQL (${result.documents} documents a project, files stored, versions written)`);
  console.table({
    'one project alone': { 'wall ms': result.oneMs.toFixed(0), 'ms per document': (result.oneMs / result.documents).toFixed(1), 'failed jobs': 0 },
    [`${result.concurrent} projects at once`]: {
      'wall ms': result.concurrentMs.toFixed(0),
      'ms per document': (result.concurrentMs / (result.documents * result.concurrent)).toFixed(1),
      'failed jobs': result.failed,
    },
  });
  console.log(`  one job / plain render loop: ${(result.oneMs / render.plainMs).toFixed(1)}×`);
  if (result.problems.length) {
    failed = true;
    console.log('  problems:');
    for (const problem of result.problems.slice(0, 10)) console.log(`    ${problem}`);
  }
} else console.log('\nThe job not measured: set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server');
console.log(`\nload average ${load()} at the end`);
process.exit(failed ? 1 : 0);
