/**
 * Properties that must hold for the default configuration and for any configuration that
 * defineRiskConfig accepts: monotone risk, measures never raise it, bands partition 1..25.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeLinkRisk,
  computeResidualRisk,
  DEFAULT_RISK_CONFIG,
  defineRiskConfig,
  levelOfValue,
  validateRiskConfig,
  type Band,
  type ControlLike,
  type Level,
  type LinkFactors,
  type RiskConfig,
  type RiskMethod,
} from '../../../domain/engines/risk';

const level = fc.constantFrom<Level>(1, 2, 3, 4, 5);
const control: fc.Arbitrary<ControlLike> = fc.record({
  type: fc.constantFrom('preventive' as const, 'protective' as const),
  effectiveness: fc.constantFrom('effective' as const, 'partial' as const, 'ineffective' as const),
});
const factors: fc.Arbitrary<LinkFactors> = fc.record({
  assetValue: level,
  threatValue: level,
  severity: level,
  exploitability: level,
  controls: fc.array(control, { maxLength: 3 }),
});
const method = fc.constantFrom<RiskMethod>('matrix', 'multiplication');

/** A random 5×5 matrix, non-decreasing along rows and columns, values in 1..25. */
const monotoneMatrix = fc
  .array(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 5, maxLength: 5 }), { minLength: 5, maxLength: 5 })
  .map((steps) => {
    const m = steps.map((row) => row.map(() => 1));
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 5; c++) {
        const above = r > 0 ? m[r - 1][c] : 1;
        const left = c > 0 ? m[r][c - 1] : 1;
        m[r][c] = Math.min(25, Math.max(above, left) + steps[r][c]);
      }
    return m;
  });
/** Five contiguous bands covering 1..25: four distinct cut points in 2..25. */
const validBands: fc.Arbitrary<Band[]> = fc.uniqueArray(fc.integer({ min: 2, max: 25 }), { minLength: 4, maxLength: 4 }).map((cuts) => {
  const starts = [1, ...cuts.sort((a, b) => a - b)];
  return starts.map((min, i) => ({ min, max: i < 4 ? starts[i + 1] - 1 : 25 }));
});
const anyValidConfig: fc.Arbitrary<RiskConfig> = fc
  .record({
    likelihood: monotoneMatrix,
    loss: monotoneMatrix,
    risk: monotoneMatrix,
    bands: fc.tuple(validBands, validBands, validBands),
    rows: fc.constantFrom('likelihood' as const, 'loss' as const),
    roundFactors: fc.boolean(),
  })
  .map((g) =>
    defineRiskConfig({
      id: 'generated',
      version: '1',
      riskMatrixRows: g.rows,
      matrices: { likelihood: g.likelihood, loss: g.loss, risk: g.risk },
      bands: { likelihood: g.bands[0], loss: g.bands[1], risk: g.bands[2] },
      multiplication: { rounding: 'halfUp', roundFactors: g.roundFactors, riskBands: null },
    }),
  );
const config = fc.oneof(fc.constant(DEFAULT_RISK_CONFIG), anyValidConfig);

const risk = (c: RiskConfig, f: LinkFactors, m: RiskMethod) => computeLinkRisk(c, f, m).risk;
const bump = (l: Level | undefined): Level => Math.min(5, (l ?? 1) + 1) as Level;

describe('monotonicity (raising an input never lowers the risk)', () => {
  it.each(['threatValue', 'severity', 'exploitability', 'assetValue'] as const)('raising %s', (key) => {
    fc.assert(
      fc.property(config, factors, method, (c, f, m) => {
        const before = risk(c, f, m);
        const after = risk(c, { ...f, [key]: bump(f[key]) }, m);
        expect(after.value).toBeGreaterThanOrEqual(before.value);
        expect(after.level).toBeGreaterThanOrEqual(before.level);
      }),
      { numRuns: 300 },
    );
  });
});

describe('security measures', () => {
  it('adding an effective measure never raises the risk', () => {
    fc.assert(
      fc.property(config, factors, method, fc.constantFrom('preventive' as const, 'protective' as const), (c, f, m, type) => {
        const before = risk(c, f, m);
        const after = risk(c, { ...f, controls: [...(f.controls ?? []), { type, effectiveness: 'effective' }] }, m);
        expect(after.value).toBeLessThanOrEqual(before.value);
        expect(after.level).toBeLessThanOrEqual(before.level);
      }),
      { numRuns: 300 },
    );
  });

  it('no measure of any effectiveness raises the risk above the unmitigated one', () => {
    fc.assert(
      fc.property(config, factors, method, (c, f, m) => {
        expect(risk(c, f, m).level).toBeLessThanOrEqual(risk(c, { ...f, controls: [] }, m).level);
      }),
      { numRuns: 200 },
    );
  });

  it('a reduce or transfer treatment never leaves a residual above the inherent risk', () => {
    fc.assert(
      fc.property(
        factors,
        fc.constantFrom('reduce' as const, 'transfer' as const),
        fc.array(control, { minLength: 1, maxLength: 2 }),
        fc.nat({ max: 4 }),
        (f, option, plannedControls, drop) => {
          const residualInputs = { severity: Math.max(1, f.severity - drop) as Level };
          const r = computeResidualRisk(DEFAULT_RISK_CONFIG, f, { option, plannedControls, residualInputs });
          expect(r.risk!.value).toBeLessThanOrEqual(r.inherent.value);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('bands', () => {
  it('every value 1..25 falls in exactly one band of every scale of the default configuration', () => {
    for (const scale of ['likelihood', 'loss', 'risk'] as const) {
      const bands = DEFAULT_RISK_CONFIG.bands[scale];
      for (let v = 1; v <= 25; v++) {
        const hits = bands.flatMap((b, i) => (v >= b.min && v <= b.max ? [i + 1] : []));
        expect(hits).toEqual([levelOfValue(DEFAULT_RISK_CONFIG, scale, v)]);
      }
    }
  });

  it('any band set the validator accepts partitions 1..25, and the engine agrees with it', () => {
    const looseBands = fc.array(fc.record({ min: fc.integer({ min: 0, max: 27 }), max: fc.integer({ min: 0, max: 27 }) }), {
      minLength: 4,
      maxLength: 6,
    });
    // Valid bands with one edge moved by ±1: single-value gaps and overlaps, the likely mistakes.
    const nearlyValid = fc
      .tuple(validBands, fc.integer({ min: 0, max: 4 }), fc.constantFrom('min' as const, 'max' as const), fc.constantFrom(-1, 1))
      .map(([bands, i, edge, delta]) => bands.map((b, j) => (j === i ? { ...b, [edge]: b[edge] + delta } : b)));
    fc.assert(
      fc.property(fc.oneof(validBands, nearlyValid, looseBands), (bands) => {
        const issues = validateRiskConfig({ id: 'b', version: '1', bands: { risk: bands } });
        const partitions = Array.from({ length: 25 }, (_, i) => i + 1).every((v) => bands.filter((b) => v >= b.min && v <= b.max).length === 1);
        const ordered = bands.length === 5 && bands.every((b, i) => i === 0 || b.min > bands[i - 1].max);
        const inRange = bands.every((b) => 1 <= b.min && b.min <= b.max && b.max <= 25);
        expect(issues.length === 0).toBe(partitions && ordered && inRange);
        if (issues.length === 0) {
          const c = defineRiskConfig({ id: 'b', version: '1', bands: { risk: bands } });
          for (let v = 1; v <= 25; v++) {
            const l = levelOfValue(c, 'risk', v);
            expect(v >= bands[l - 1].min && v <= bands[l - 1].max).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('any matrix with a decrease along a row or column is refused', () => {
    fc.assert(
      fc.property(monotoneMatrix, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.boolean(), (m, r, c, alongRow) => {
        const broken = m.map((row) => [...row]);
        const [r1, c1, r0, c0] = alongRow ? [r, c, r, c - 1] : [c, r, c - 1, r];
        if (broken[r0][c0] < 2) broken[r0][c0] = 2;
        broken[r1][c1] = broken[r0][c0] - 1;
        const issues = validateRiskConfig({ id: 'm', version: '1', matrices: { loss: broken } });
        expect(issues.some((i) => i.startsWith('损失矩阵（matrices.loss）不单调'))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
