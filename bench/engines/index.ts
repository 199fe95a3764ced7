/** `npm run bench:engines`: every engine benchmark, each printing its ratio to a plain loop over the same data. */
import { runGapBench } from './gap';
import { runRiskBench } from './risk';

const risk = await runRiskBench();
const gap = await runGapBench();
console.log(JSON.stringify({ risk, gap }, null, 2));
