/**
 * Risk engine overhead, measured side by side in one run:
 *   - baseline: a plain loop doing only the three matrix lookups and band look-ups per link;
 *   - computeLinkRisk: the engine per link (validation, measures, explanation, result object);
 *   - assessRisks: the whole assessment (schema validation, references, asset values, links,
 *     residuals, aggregation) over the same links.
 * Run: npx tsx bench/engines/risk.ts [links]
 */
import { pathToFileURL } from 'node:url';
import { assessRisks, computeLinkRisk, DEFAULT_RISK_CONFIG, type ControlLike, type Level, type RiskAssessmentInput } from '../../domain/engines/risk';

export interface RiskBenchResult {
  links: number;
  baselineLinksPerSec: number;
  computeLinkRiskLinksPerSec: number;
  assessRisksLinksPerSec: number;
  /** baseline / engine: how many times slower the engine is than bare lookups. */
  computeLinkRiskOverhead: number;
  assessRisksOverhead: number;
}

/** Deterministic PRNG (mulberry32) so every run measures the same data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeInput(links: number): RiskAssessmentInput {
  const rnd = prng(20984);
  const lvl = () => (1 + Math.floor(rnd() * 5)) as Level;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const businesses = Array.from({ length: 20 }, (_, i) => ({ id: `B${i}`, importance: lvl() }));
  const systemAssets = Array.from({ length: 200 }, (_, i) => ({
    id: `S${i}`,
    confidentiality: lvl(),
    integrity: lvl(),
    availability: lvl(),
    carryLevel: lvl(),
    businessIds: [pick(businesses).id, pick(businesses).id].filter((id, k, a) => a.indexOf(id) === k),
  }));
  const unitAssets = Array.from({ length: 800 }, (_, i) => ({
    id: `U${i}`,
    type: 'systemUnit' as const,
    confidentiality: lvl(),
    integrity: lvl(),
    availability: lvl(),
    systemAssetIds: [pick(systemAssets).id],
  }));
  const threats = Array.from({ length: 50 }, (_, i) => ({ id: `T${i}`, capability: lvl(), frequency: lvl() }));
  const vulnerabilities = Array.from({ length: 2000 }, (_, i) => ({ id: `V${i}`, severity: lvl(), exploitability: lvl() }));
  const controls = Array.from({ length: 100 }, (_, i) => ({
    id: `C${i}`,
    type: rnd() < 0.5 ? ('preventive' as const) : ('protective' as const),
    effectiveness: pick(['effective', 'partial', 'ineffective'] as const),
    targets: { vulnerabilityIds: [pick(vulnerabilities).id] },
  }));
  const assetIds = [...systemAssets.map((s) => s.id), ...unitAssets.map((u) => u.id)];
  return {
    businesses,
    systemAssets,
    unitAssets,
    threats,
    vulnerabilities,
    controls,
    links: Array.from({ length: links }, (_, i) => ({
      id: `L${i}`,
      assetId: pick(assetIds),
      threatId: pick(threats).id,
      vulnerabilityId: pick(vulnerabilities).id,
    })),
  };
}

const seconds = (fn: () => void): number => {
  const t = performance.now();
  fn();
  return (performance.now() - t) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function runRiskBench(links = 100_000, rounds = 5): RiskBenchResult {
  const config = DEFAULT_RISK_CONFIG;
  const input = makeInput(links);
  // Resolve every link's ratings once with the engine (not timed), so all contenders see the same data.
  const reference = assessRisks(config, input);
  const n = reference.links.length;
  const asset = new Uint8Array(n);
  const threat = new Uint8Array(n);
  const severity = new Uint8Array(n);
  const exploit = new Uint8Array(n);
  const controls: (readonly ControlLike[])[] = [];
  reference.links.forEach((l, i) => {
    asset[i] = l.inputs.assetValue;
    threat[i] = l.inputs.threatValue;
    severity[i] = l.inputs.severity;
    exploit[i] = l.inputs.likelihoodVulnerability;
    controls.push(l.controls);
  });

  // Baseline: bare lookups (flat matrices, value → level tables), nothing else.
  const flat = (m: readonly (readonly number[])[]) => Int32Array.from(m.flat());
  const table = (bands: readonly { min: number; max: number }[]) => {
    const t = new Uint8Array(26);
    bands.forEach((b, i) => t.fill(i + 1, b.min, b.max + 1));
    return t;
  };
  const LM = flat(config.matrices.likelihood);
  const FM = flat(config.matrices.loss);
  const RM = flat(config.matrices.risk);
  const LB = table(config.bands.likelihood);
  const FB = table(config.bands.loss);
  const RB = table(config.bands.risk);
  let sink = 0;
  const baseline = () => {
    let s = 0;
    for (let i = 0; i < n; i++) {
      const l = LB[LM[(threat[i] - 1) * 5 + exploit[i] - 1]];
      const f = FB[FM[(asset[i] - 1) * 5 + severity[i] - 1]];
      s += RB[RM[(l - 1) * 5 + f - 1]];
    }
    sink += s;
  };
  const perLink = () => {
    let s = 0;
    for (let i = 0; i < n; i++) {
      const r = computeLinkRisk(config, {
        assetValue: asset[i] as Level,
        threatValue: threat[i] as Level,
        severity: severity[i] as Level,
        exploitability: exploit[i] as Level,
        controls: controls[i],
      });
      s += r.risk.level;
    }
    sink += s;
  };
  const whole = () => {
    sink += assessRisks(config, input).links.length;
  };

  for (let w = 0; w < 3; w++) baseline(), perLink(), whole(); // warm up (JIT)
  const times = { baseline: [] as number[], perLink: [] as number[], whole: [] as number[] };
  for (let r = 0; r < rounds; r++) {
    // Interleaved, so drift (GC, CPU frequency) hits every contender alike.
    times.baseline.push(seconds(baseline));
    times.perLink.push(seconds(perLink));
    times.whole.push(seconds(whole));
  }
  if (sink === -1) console.log(sink); // keep the work observable
  const rate = (t: number[]) => n / median(t);
  const baselineLinksPerSec = rate(times.baseline);
  return {
    links: n,
    baselineLinksPerSec,
    computeLinkRiskLinksPerSec: rate(times.perLink),
    assessRisksLinksPerSec: rate(times.whole),
    computeLinkRiskOverhead: baselineLinksPerSec / rate(times.perLink),
    assessRisksOverhead: baselineLinksPerSec / rate(times.whole),
  };
}

function main() {
  const links = Number(process.argv[2] ?? 100_000);
  const r = runRiskBench(links);
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log(`risk engine bench: ${r.links.toLocaleString('en-US')} links, median of 5 interleaved rounds after warm-up`);
  console.log(`  plain loop (bare matrix lookups)   ${fmt(r.baselineLinksPerSec).padStart(14)} links/s`);
  console.log(
    `  engine computeLinkRisk (per link)  ${fmt(r.computeLinkRiskLinksPerSec).padStart(14)} links/s   overhead ×${r.computeLinkRiskOverhead.toFixed(1)}`,
  );
  console.log(
    `  engine assessRisks (whole run)     ${fmt(r.assessRisksLinksPerSec).padStart(14)} links/s   overhead ×${r.assessRisksOverhead.toFixed(1)}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
