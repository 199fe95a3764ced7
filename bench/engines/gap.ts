/**
 * Gap-engine benchmark: a 1,000-item MLPS assessment and a full ISO 27001 assessment (23
 * sub-clauses + 93 controls), each scored by the engine and by a plain loop computing only the
 * bare weighted sum over the same data. Both run side by side in one process after warm-up,
 * interleaved round by round, so the ratio (engine overhead) is what matters, not the absolute
 * numbers.
 *
 *   npx tsx bench/engines/gap.ts
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ISO27001_CLAUSES, ISO27001_CONTROLS, mlpsControlPointsFor, MlpsExtension } from '../../domain/catalogues';
import {
  ISO_GAP_DEFAULT_CONFIG,
  MLPS_GAP_DEFAULT_CONFIG,
  scoreIsoGap,
  scoreMlpsGap,
  type IsoGapItem,
  type MlpsGapInput,
  type MlpsGapItem,
} from '../../domain/engines/gap';

export interface BenchLine {
  readonly items: number;
  readonly engineOpsPerSec: number;
  readonly baselineOpsPerSec: number;
  /** How many times slower the engine is than the bare loop. */
  readonly overhead: number;
}
export interface GapBenchResult {
  readonly mlps: BenchLine;
  readonly iso: BenchLine;
}

/** Deterministic pseudo-random numbers (LCG), so every run scores the same data. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function mlpsAssessment(size: number): MlpsGapInput {
  const rand = lcg(42);
  const extensions = [...MlpsExtension.values];
  const points = mlpsControlPointsFor(3, extensions);
  const importance = ['key', 'important', 'general'] as const;
  const items: MlpsGapItem[] = Array.from({ length: size }, (_, i) => {
    const r = rand();
    const base = { id: `item-${i}`, controlPointId: points[i % points.length].id, importance: importance[i % 3] };
    if (r < 0.55) return { ...base, result: 'conform' };
    if (r < 0.75) return { ...base, result: 'partial' };
    if (r < 0.95) return { ...base, result: 'nonconform', issueRisk: (['low', 'medium', 'high'] as const)[i % 3] };
    return { ...base, result: 'na' };
  });
  return { level: 3, extensions, items };
}

function isoAssessment(): IsoGapItem[] {
  const rand = lcg(7);
  const maturity = () => Math.floor(rand() * 6);
  const clauses = ISO27001_CLAUSES.filter((c) => c.depth === 2).map((c): IsoGapItem => ({ kind: 'clause', ref: c.id, current: maturity() }));
  const controls = ISO27001_CONTROLS.map(
    (c, i): IsoGapItem =>
      i % 15 === 14
        ? { kind: 'control', ref: c.number, applicable: false, justification: '范围外' }
        : { kind: 'control', ref: c.number, current: maturity(), target: 3 + (i % 2), key: i % 10 === 0 },
  );
  return [...clauses, ...controls];
}

/** The bare weighted sum: 100·Σ(w·s)/Σw, no validation, no grouping, no ranking. */
function bareMlps(items: readonly MlpsGapItem[]): number {
  const { weights, resultScores, defaultImportance } = MLPS_GAP_DEFAULT_CONFIG;
  let ws = 0;
  let w = 0;
  for (const item of items) {
    if (item.result === 'na') continue;
    const weight = weights[item.importance ?? defaultImportance];
    ws += weight * resultScores[item.result];
    w += weight;
  }
  return (100 * ws) / w;
}

/** The bare % implementation: mean status score over applicable items. */
function bareIso(items: readonly IsoGapItem[]): number {
  const { implementedFrom, partialFrom, scores } = ISO_GAP_DEFAULT_CONFIG.implementation;
  let sum = 0;
  let n = 0;
  for (const item of items) {
    if (item.applicable === false) continue;
    const current = item.current as number;
    sum += current >= implementedFrom ? scores.implemented : current >= partialFrom ? scores.partial : scores.notImplemented;
    n++;
  }
  return (100 * sum) / n;
}

let sink = 0;

/** Runs `fn` for `iterations` and returns the elapsed milliseconds. */
function time(fn: () => number, iterations: number): number {
  const start = performance.now();
  for (let i = 0; i < iterations; i++) sink += fn();
  return performance.now() - start;
}

/** Interleaves engine and baseline for `rounds` rounds after warm-up; returns ops/s of both. */
function sideBySide(
  engine: () => number,
  baseline: () => number,
  items: number,
  opts: { rounds: number; engineIters: number; baselineIters: number },
): BenchLine {
  for (let i = 0; i < 3; i++) {
    time(engine, opts.engineIters);
    time(baseline, opts.baselineIters);
  }
  let engineMs = 0;
  let baselineMs = 0;
  for (let r = 0; r < opts.rounds; r++) {
    engineMs += time(engine, opts.engineIters);
    baselineMs += time(baseline, opts.baselineIters);
  }
  const engineOpsPerSec = (opts.rounds * opts.engineIters * 1000) / engineMs;
  const baselineOpsPerSec = (opts.rounds * opts.baselineIters * 1000) / baselineMs;
  return { items, engineOpsPerSec, baselineOpsPerSec, overhead: baselineOpsPerSec / engineOpsPerSec };
}

export function runGapBench(opts: { rounds?: number } = {}): GapBenchResult {
  const rounds = opts.rounds ?? 10;
  const mlps = mlpsAssessment(1000);
  const iso = isoAssessment();
  const mlpsEngine = () => scoreMlpsGap(mlps, MLPS_GAP_DEFAULT_CONFIG).score;
  const isoEngine = () => scoreIsoGap({ items: iso }, ISO_GAP_DEFAULT_CONFIG).overall.implementationPct ?? 0;

  // Same answer from both sides, or the comparison is meaningless.
  if (Math.abs(mlpsEngine() - bareMlps(mlps.items)) > 0.01) throw new Error('MLPS engine and bare loop disagree');
  if (Math.abs(isoEngine() - bareIso(iso)) > 0.1) throw new Error('ISO engine and bare loop disagree');

  return {
    mlps: sideBySide(mlpsEngine, () => bareMlps(mlps.items), mlps.items.length, { rounds, engineIters: 50, baselineIters: 5000 }),
    iso: sideBySide(isoEngine, () => bareIso(iso), iso.length, { rounds, engineIters: 300, baselineIters: 50000 }),
  };
}

function main(): void {
  const result = runGapBench();
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const rows = [
    ['MLPS (gov)', result.mlps],
    ['ISO 27001 (iso)', result.iso],
  ] as const;
  console.log('Gap engines: assessments/s, engine vs bare weighted-sum loop (same data, same run)');
  for (const [name, line] of rows) {
    console.log(
      `${name.padEnd(16)} items=${String(line.items).padStart(5)}  engine=${fmt(line.engineOpsPerSec).padStart(9)}/s  ` +
        `bare=${fmt(line.baselineOpsPerSec).padStart(11)}/s  overhead=${line.overhead.toFixed(1)}x`,
    );
  }
  if (sink === 42) console.log(''); // keep the results observable
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
