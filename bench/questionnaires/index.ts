/**
 * Scoring at scale (issue 13 "Large questionnaires"): the time to score 1,000 MLPS level-3
 * projects of the demo size (the demo MLPS questionnaire: ≈85 items, about 80 control points of
 * the product's selection) through domain/gapAnalysis/rules.ts scoreQuestionnaire — the adapter from
 * stored answers to engine input plus the engine itself — next to a plain loop over the same
 * answers that only computes the weighted ratio 100 · Σ(w·s) / Σw by hand.
 *
 * Each project is the demo questionnaire with its answers varied by project number (a different
 * control point's result flips), so no two inputs are the same. The two measurements alternate in
 * rounds after a warm-up, so load from elsewhere on the machine hits both alike.
 *
 * Run: npm run bench:questionnaires [projects]
 */
import { demoQuestionnaireRows, type DemoQuestionnaireItem } from '../../domain/demo';
import { demoGapProject } from '../../domain/gapAnalysis/demo';
import type { MlpsGapResult } from '../../domain/engines/gap';
import { gapConfigOf, type ScoredItemInput, scoreQuestionnaire } from '../../domain/gapAnalysis/rules';

const PROJECT = 'PJ20261020GM0002';
const ROUNDS = 5;
const RESULTS = ['符合', '部分符合', '不符合', '不适用'] as const;
const SCORE: Record<string, number> = { 符合: 1, 部分符合: 0.5, 不符合: 0 };

/** `count` questionnaires of the demo's shape, answers varied by project number. */
function projects(count: number): ScoredItemInput[][] {
  const rows = demoQuestionnaireRows(new Date('2026-11-20T02:00:00Z'));
  const base = rows.items.filter((item) => item.projectCode === PROJECT);
  const mlps = base.filter((item) => item.kind === 'mlps');
  return Array.from({ length: count }, (_, n) => {
    const flip = mlps[n % mlps.length].itemCode;
    return base.map((item: DemoQuestionnaireItem) => {
      const choice = item.itemCode === flip ? RESULTS[n % 3] : (item.answers.Q1?.choice ?? '不符合');
      return { ...item, answers: { ...item.answers, Q1: { choice } }, judgement: null };
    });
  });
}

/** The plain loop: every control point weighs 一般 (0.2) as in the demo; 不适用 left out. */
function plainRatio(items: readonly ScoredItemInput[]): number {
  let ws = 0;
  let w = 0;
  for (const item of items) {
    if (item.kind !== 'mlps') continue;
    const choice = item.answers.Q1?.choice ?? '不符合';
    if (choice === '不适用') continue;
    ws += 0.2 * (SCORE[choice] ?? 0);
    w += 0.2;
  }
  return (100 * ws) / w;
}

export function runQuestionnairesBench(count = 1000) {
  const config = gapConfigOf('gov-gap-default', '1.0.0')!;
  const facts = demoGapProject(PROJECT)!;
  const inputs = projects(count);
  const engine = () => {
    let sum = 0;
    for (const items of inputs) sum += (scoreQuestionnaire('gov', config, facts.level, facts.extensions, items).result as MlpsGapResult).rawScore;
    return sum;
  };
  const plain = () => {
    let sum = 0;
    for (const items of inputs) sum += plainRatio(items);
    return sum;
  };
  // Same figures (to the engine's 2 decimals), then warm up.
  const check = Math.abs(engine() - plain());
  if (check > count * 0.01) throw new Error(`engine and plain loop disagree by ${check}`);
  for (let i = 0; i < 2; i++) {
    engine();
    plain();
  }
  const times = { engine: [] as number[], plain: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, fn] of [
      ['engine', engine],
      ['plain', plain],
    ] as const) {
      const started = process.hrtime.bigint();
      fn();
      times[label].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    projects: count,
    items: inputs[0].length,
    controlPoints: inputs[0].filter((item) => item.kind === 'mlps').length,
    engineMs: median(times.engine),
    plainMs: median(times.plain),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = runQuestionnairesBench(Number(process.argv[2] ?? 1000));
  console.log(
    `questionnaires bench: ${result.projects.toLocaleString('en')} MLPS level-3 projects of ${result.items} items (${result.controlPoints} control points), median of ${ROUNDS} rounds`,
  );
  console.log(
    `  scoreQuestionnaire (adapter + engine)  ${result.engineMs.toFixed(1)} ms  (${(result.engineMs / result.projects).toFixed(3)} ms per project)`,
  );
  console.log(
    `  plain loop (weighted ratio by hand)    ${result.plainMs.toFixed(1)} ms  (${(result.plainMs / result.projects).toFixed(4)} ms per project)`,
  );
  console.log(`  ratio engine / plain                   ${(result.engineMs / result.plainMs).toFixed(1)}×`);
}
