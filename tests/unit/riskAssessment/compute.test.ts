/**
 * domain/riskAssessment/compute.ts computeAssessment on the finished demo assessment
 * (PJ20261015RA0001) against the engine used directly: every link's figures equal
 * computeLinkRisk's with the link's inputs and the measures that target it, residuals equal
 * computeResidualRisk's, ranks follow the risk value, system-asset risks are the maximum of their
 * own and their units' links (default aggregation), and the report helpers count every risk.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_RISK_ASSESSMENTS } from '../../../domain/riskAssessment/demo';
import { assessRisks, computeLinkRisk, computeResidualRisk, type Level } from '../../../domain/engines/risk';
import { engineInputOf } from '../../../domain/riskAssessment/rules';
import {
  acceptanceSummary,
  assessmentConfig,
  computeAssessment,
  distributionOf,
  heatmapOf,
  RA_DEFAULT_CONFIG,
} from '../../../domain/riskAssessment/compute';

const demo = DEMO_RISK_ASSESSMENTS.find((d) => d.projectCode === 'PJ20261015RA0001')!;

describe.each(['matrix', 'multiplication'] as const)('computeAssessment on the finished demo (%s)', (method) => {
  const config = assessmentConfig(RA_DEFAULT_CONFIG, method);
  const result = computeAssessment(config, demo);
  const vulnOf = new Map(demo.vulnerabilities.map((v) => [v.vulnCode, v]));

  it('computes one risk per vulnerability–threat link', () => {
    expect(result.risks.length).toBe(demo.vulnerabilities.reduce((n, v) => n + v.threatCodes.length, 0));
    expect(result.risks.length).toBe(assessRisks(config, engineInputOf(demo)).links.length);
  });

  it("gives each link computeLinkRisk's figures with the measures that target it", () => {
    for (const r of result.risks) {
      const v = vulnOf.get(r.vulnCode)!;
      // A measure applies when its asset list (empty = any) and threat list (empty = any) both match
      // (one with neither list applies to every risk, and is listed first: it comes through the link).
      const everywhere = (c: (typeof demo.controls)[number]) => c.assetCodes.length === 0 && c.threatCodes.length === 0;
      const controls = [...demo.controls.filter(everywhere), ...demo.controls.filter((c) => !everywhere(c))].filter(
        (c) =>
          (c.assetCodes.length === 0 || c.assetCodes.includes(r.assetCode)) && (c.threatCodes.length === 0 || c.threatCodes.includes(r.threatCode)),
      );
      const link = computeLinkRisk(config, {
        assetValue: r.assetValue as Level,
        threatValue: r.threatValue as Level,
        severity: v.severity as Level,
        exploitability: (v.exploitability ?? undefined) as Level | undefined,
        controls: controls.map((c) => ({ id: c.controlCode, name: c.name, type: c.type, effectiveness: c.effectiveness })),
      });
      expect({ code: r.riskCode, value: r.value, level: r.level, l: r.likelihoodLevel, f: r.lossLevel, acceptance: r.acceptance }).toEqual({
        code: r.riskCode,
        value: link.risk.value,
        level: link.risk.level,
        l: link.likelihood.level,
        f: link.loss.level,
        acceptance: r.acceptance,
      });
      expect(r.explanation).toEqual([...link.explanation.lines]);
    }
  });

  it('ranks by risk value, keeps the treatments and recomputes their residuals', () => {
    const sorted = [...result.risks].sort((a, b) => a.rank - b.rank);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1].value).toBeGreaterThanOrEqual(sorted[i].value);
    expect(sorted[0].rank).toBe(1);
    for (const t of demo.treatments) {
      const r = result.risks.find((x) => x.riskCode === t.riskCode)!;
      expect(r.treatment?.option).toBe(t.option);
      const v = vulnOf.get(r.vulnCode)!;
      const controls = demo.controls.filter(
        (c) =>
          (c.assetCodes.length > 0 || c.threatCodes.length > 0) &&
          (c.assetCodes.length === 0 || c.assetCodes.includes(r.assetCode)) &&
          (c.threatCodes.length === 0 || c.threatCodes.includes(r.threatCode)),
      );
      const { riskCode: _code, ...treatment } = t;
      const residual = computeResidualRisk(
        config,
        {
          assetValue: r.assetValue as Level,
          threatValue: r.threatValue as Level,
          severity: v.severity as Level,
          exploitability: (v.exploitability ?? undefined) as Level | undefined,
          controls: controls.map((c) => ({ id: c.controlCode, name: c.name, type: c.type, effectiveness: c.effectiveness })),
        },
        {
          ...treatment,
          measures: [...treatment.measures],
          plannedControls: treatment.plannedControls.map((c) => ({ ...c })),
          residualInputs: treatment.residualInputs as never,
          owner: treatment.owner || undefined,
          dueDate: treatment.dueDate || undefined,
          acceptedBy: treatment.acceptedBy || undefined,
          acceptedAt: treatment.acceptedAt || undefined,
        },
      );
      expect([r.riskCode, r.residualStatus, r.residualLevel, r.furtherAction]).toEqual([
        t.riskCode,
        residual.status,
        residual.risk?.level ?? null,
        residual.furtherActionRequired,
      ]);
    }
    // Risks without treatment stay untreated.
    const untreated = result.risks.filter((r) => !r.treatment);
    expect(untreated.every((r) => r.residualStatus === 'untreated' && r.residualLevel === r.level)).toBe(true);
  });

  it("aggregates a system asset's risk as the highest of its own and its units' links", () => {
    for (const s of result.systemRisks) {
      const units = demo.units.filter((u) => u.systemCodes.includes(s.assetCode)).map((u) => u.assetCode);
      const levels = result.risks.filter((r) => r.assetCode === s.assetCode || units.includes(r.assetCode)).map((r) => r.level);
      expect([s.assetCode, s.level]).toEqual([s.assetCode, levels.length ? Math.max(...levels) : null]);
    }
    for (const b of result.businessRisks) {
      const systems = demo.systems.filter((s) => s.businessCodes.includes(b.assetCode)).map((s) => s.assetCode);
      const levels = result.systemRisks.filter((s) => systems.includes(s.assetCode) && s.level !== null).map((s) => s.level as number);
      expect([b.assetCode, b.level]).toEqual([b.assetCode, levels.length ? Math.max(...levels) : null]);
    }
  });

  it('counts every risk in the distribution, the heat map and the acceptance summary', () => {
    const distribution = distributionOf(result.risks);
    expect(distribution.reduce((n, d) => n + d.count, 0)).toBe(result.risks.length);
    const heatmap = heatmapOf(result.risks);
    expect(heatmap).toHaveLength(25);
    expect(heatmap.reduce((n, c) => n + c.count, 0)).toBe(result.risks.length);
    const summary = acceptanceSummary(result.risks);
    expect(summary.acceptable + summary.conditional + summary.mustTreat).toBe(result.risks.length);
    expect(summary.accepted).toBe(demo.treatments.filter((t) => t.acceptedBy).length);
  });
});
