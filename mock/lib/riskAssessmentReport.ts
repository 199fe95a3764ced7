/**
 * The risk assessment report of the mocks (issue 14, assetsRiskEvaluateReport): every figure from
 * the stored risks and domain/riskAssessment/compute.ts (distributionOf, heatmapOf,
 * acceptanceSummary; the system and business aggregates recomputed with computeAssessment; the
 * method lines and the high residual risks of domain/riskAssessment/views.ts), as the server's
 * reportService does. mock/riskAssessment.ts writes it into the server's Word document
 * (server/modules/riskAssessment/reportDocx.ts), as mock/gapAnalysis.ts uses gapDocx.ts.
 */
import type { RiskReport } from '../../domain/riskAssessment/contracts';
import { companyNameOf, isHighRemnant, methodLines } from '../../domain/riskAssessment/views';
import { acceptanceSummary, businessValues, computeAssessment, distributionOf, heatmapOf, systemValue } from '../../domain/riskAssessment/compute';
import type { Opened, ProjectRows } from './riskAssessmentViews';
import { configOf, controlRow, nameOf, riskRow, storedOf, threatRow, vulnerabilityRow } from './riskAssessmentViews';

/** How many ranked risks the report lists (risksTotal says how many exist). */
export const REPORT_RISK_LIMIT = 500;

export function reportOf(o: Opened, rows: ProjectRows): RiskReport {
  const { a, project } = o;
  const config = configOf(a);
  const values = businessValues(config, rows.businesses);
  let aggregates: Pick<ReturnType<typeof computeAssessment>, 'systemRisks' | 'businessRisks'> = { systemRisks: [], businessRisks: [] };
  try {
    aggregates = computeAssessment(config, storedOf(rows));
  } catch {
    // The stored risks stay the report's; the aggregates need inputs the engine accepts.
  }
  const risks = rows.risks.map((r) => riskRow(r, rows));
  const threatName = new Map(rows.threats.map((t) => [t.threatCode, t.name]));
  const assetName = new Map([...rows.systems, ...rows.units].map((x) => [x.assetCode, x.name]));
  const named = <T extends { assetCode: string; name: string }>(f: T): T => ({
    ...f,
    name: assetName.get(f.assetCode) ?? rows.businesses.find((b) => b.assetCode === f.assetCode)?.name ?? f.name,
  });
  return {
    projectCode: project.projectCode,
    projectName: project.name,
    companyName: companyNameOf(project.svipData),
    productName: o.group.productName,
    level: project.level,
    consultantName: nameOf(project.consultantAccountId),
    stage: a.stage,
    status: a.status,
    final: a.status === 'assess-complete',
    method: a.method,
    configId: a.configId,
    configVersion: a.configVersion,
    computedAt: (a.computedAt ?? new Date()).toISOString(),
    completedAt: a.completedAt?.toISOString() ?? null,
    methodLines: methodLines(a.config, a.method),
    scope: {
      business: rows.businesses.length,
      system: rows.systems.length,
      unit: rows.units.length,
      threats: rows.threats.length,
      vulnerabilities: rows.vulnerabilities.length,
      controls: rows.controls.length,
      risks: rows.risks.length,
    },
    businesses: rows.businesses.map((b) => {
      const v = values.get(b.assetCode)!;
      return { assetCode: b.assetCode, name: b.name, importance: v.importance, importanceAdjusted: v.adjusted, lines: v.lines };
    }),
    systems: rows.systems.map((s) => {
      const v = systemValue(config, s, values);
      return { assetCode: s.assetCode, name: s.name, category: s.category, value: v.value, lines: v.lines };
    }),
    units: rows.units.map((u) => ({ assetCode: u.assetCode, name: u.name, unitType: u.unitType, category: u.category, value: u.value })),
    threats: rows.threats.map((t) => threatRow(a, t, rows)),
    vulnerabilities: rows.vulnerabilities.map((v) => ({
      ...vulnerabilityRow(v),
      assetName: assetName.get(v.assetCode) ?? v.assetCode,
      threatNames: v.threatCodes.map((code) => threatName.get(code) ?? code),
    })),
    controls: rows.controls.map((x) => controlRow(x, rows)),
    risks: risks.slice(0, REPORT_RISK_LIMIT),
    risksTotal: risks.length,
    distribution: distributionOf(rows.risks.map((r) => ({ level: r.level }))),
    residualDistribution: distributionOf(rows.risks.map((r) => (r.residualLevel ? { level: r.residualLevel } : null))),
    heatmap: heatmapOf(rows.risks),
    systemRisks: aggregates.systemRisks.map(named),
    businessRisks: aggregates.businessRisks.map(named),
    residuals: risks.filter((r) => r.treatment).slice(0, REPORT_RISK_LIMIT),
    highRemnant: rows.risks
      .filter(isHighRemnant)
      .slice(0, REPORT_RISK_LIMIT)
      .map((r) => riskRow(r, rows)),
    acceptance: acceptanceSummary(rows.risks),
  };
}
