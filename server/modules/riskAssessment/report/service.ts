/**
 * The risk assessment report (assetsRiskEvaluateReport) and its Word document (report/docx),
 * issue 14. Both sides read it (core.open). The risks are the stored rows (ra_risks, written by
 * finishControl and the treatment calls); the system-asset and business aggregates are
 * recomputed on read with computeAssessment over the stored rows (the same figures), and every
 * count (distribution, heat map, acceptance) goes through domain/riskAssessment/compute.ts; the
 * method lines, a risk's row and the high residual rule are domain/riskAssessment/views.ts (shared
 * with the mocks).
 */
import type { RiskReport, RiskRow } from '../../../../domain/riskAssessment/contracts';
import type { RiskLevel } from '../../../../domain/enums';
import { ErrorCode } from '../../../../domain/errors';
import {
  companyNameOf,
  controlRowOf,
  isHighRemnant,
  methodLines,
  methodText,
  methodTrace,
  riskConfigLabel,
  threatRowOf,
  vulnerabilityRowOf,
} from '../../../../domain/riskAssessment/views';
import { acceptanceSummary, businessValues, distributionOf, heatmapOf, systemValue } from '../../../../domain/riskAssessment/compute';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { FileResponse } from '../../../http/registerContract';
import { computeOrRefuse, riskRowOf, withLiveTreatments } from '../consultant/views';
import type { RiskAssessmentCore, RiskAssessmentDeps } from '../core';
import { buildRiskReportDocx, DOCX_CONTENT_TYPE, riskReportFileName, riskReportTemplate } from './docx';

/** The report lists at most this many ranked risks (risksTotal says how many exist). */
export const REPORT_RISK_LIMIT = 500;

export function createReportService(deps: RiskAssessmentDeps, core: RiskAssessmentCore, templateFile?: string) {
  const { repos, accountDirectory } = deps;

  async function report(auth: RequestContext, projectCode: string): Promise<RiskReport> {
    const o = await core.open(auth, projectCode);
    const a = (await repos.repo.assessments.byProject(o.key)) ?? o.assessment;
    if (!a.computedAt) throw new BusinessError(ErrorCode.RA_REPORT_NOT_READY);
    const k = o.key;
    const config = core.config(a);
    const [stored, risks, threats, vulns, controls, assets, counts, threatUse] = await Promise.all([
      repos.repo.risks.stored(k),
      repos.repo.risks.risks(k),
      repos.repo.risks.threats(k),
      repos.repo.risks.vulnerabilities(k),
      repos.repo.risks.controls(k),
      repos.repo.risks.assessAssetPage(k, {}, { current: 1, pageSize: 1_000_000 }),
      repos.repo.assessments.counts(k),
      repos.repo.risks.vulnerabilityCountsByThreat(k),
    ]);
    const computed = computeOrRefuse(config, withLiveTreatments(stored), ErrorCode.RA_REPORT_NOT_READY);
    const assetNames = new Map(assets.rows.map((x) => [x.assetCode, { name: x.name, tier: x.tier }]));
    const threatNames = new Map(threats.map((t) => [t.threatCode, { name: t.name, category: t.category }]));
    const names = {
      assets: assetNames,
      threats: threatNames,
      vulnerabilities: new Map(vulns.map((v) => [v.vulnCode, { name: v.name, layer: v.layer }])),
    };
    const rowOf = (r: (typeof risks)[number]): RiskRow => riskRowOf(r, names);
    const treated = risks.filter((r) => r.treatment);
    const high = risks.filter(isHighRemnant);
    const bv = businessValues(config, stored.businesses);
    const [consultant, tenants] = await Promise.all([
      o.facts.consultantAccountId ? accountDirectory.accountNames([o.facts.consultantAccountId]) : new Map<string, { showName: string }>(),
      accountDirectory.tenantNames([o.facts.customerTenantCode]),
    ]);
    const aggregate = (f: (typeof computed.systemRisks)[number]) => ({
      assetCode: f.assetCode,
      name: assetNames.get(f.assetCode)?.name ?? stored.businesses.find((b) => b.assetCode === f.assetCode)?.name ?? f.name,
      importance: f.importance,
      value: f.value,
      level: f.level,
      levelText: f.levelText,
      residualLevel: f.residualLevel,
      lines: f.lines,
    });
    const unitRows = new Map(assets.rows.filter((x) => x.tier === 'unit').map((x) => [x.assetCode, x]));
    return {
      projectCode: o.facts.projectCode,
      projectName: o.facts.name,
      // The company the customer's information form names, else the customer's registered name.
      companyName: companyNameOf(o.facts.svipData).trim() || tenants.get(o.facts.customerTenantCode)?.tenantZhName || '',
      productName: o.facts.productName,
      level: o.facts.level,
      consultantName: o.facts.consultantAccountId ? (consultant.get(o.facts.consultantAccountId)?.showName ?? '') : '',
      stage: a.stage,
      status: a.status,
      final: a.status === 'assess-complete',
      method: a.method,
      configId: a.configId,
      configVersion: a.configVersion,
      computedAt: a.computedAt.toISOString(),
      completedAt: a.completedAt?.toISOString() ?? null,
      methodLines: methodLines(a.config, a.method),
      configLabel: riskConfigLabel(a.config),
      methodText: methodText(a.config, a.method),
      methodTrace: methodTrace(a.config, a.method),
      scope: {
        business: counts.business,
        system: counts.system,
        unit: counts.unit,
        threats: counts.threats,
        vulnerabilities: counts.vulnerabilities,
        controls: counts.controls,
        risks: risks.length,
      },
      businesses: stored.businesses.map((b) => {
        const v = bv.get(b.assetCode)!;
        return { assetCode: b.assetCode, name: b.name, importance: v.importance, importanceAdjusted: v.adjusted, lines: v.lines };
      }),
      systems: stored.systems.map((s) => {
        const v = systemValue(config, s, bv);
        const row = assets.rows.find((x) => x.assetCode === s.assetCode);
        return { assetCode: s.assetCode, name: s.name, category: row?.category ?? 'other', value: v.value, lines: v.lines };
      }),
      units: stored.units.map((u) => {
        const row = unitRows.get(u.assetCode);
        return {
          assetCode: u.assetCode,
          name: u.name,
          unitType: u.unitType,
          category: row?.category ?? 'other',
          value: (row?.value ?? 1) as RiskLevel,
        };
      }),
      threats: threats.map((t) => threatRowOf(config, t, threatUse.get(t.threatCode) ?? 0)),
      vulnerabilities: vulns.map((v) => ({
        ...vulnerabilityRowOf(v),
        assetName: assetNames.get(v.assetCode)?.name ?? v.assetCode,
        threatNames: v.threatCodes.map((c) => threatNames.get(c)?.name ?? c),
      })),
      controls: controls.map((c) => controlRowOf(c, assetNames, threatNames)),
      risks: risks.slice(0, REPORT_RISK_LIMIT).map(rowOf),
      risksTotal: risks.length,
      distribution: distributionOf(risks.map((r) => ({ level: r.level }))),
      residualDistribution: distributionOf(risks.map((r) => (r.residualLevel === null ? null : { level: r.residualLevel }))),
      heatmap: heatmapOf(risks),
      systemRisks: computed.systemRisks.map(aggregate),
      businessRisks: computed.businessRisks.map(aggregate),
      residuals: treated.slice(0, REPORT_RISK_LIMIT).map(rowOf),
      highRemnant: high.slice(0, REPORT_RISK_LIMIT).map(rowOf),
      acceptance: acceptanceSummary(
        risks.map((r) => ({
          acceptance: r.acceptance,
          residualAcceptance: r.residualAcceptance,
          furtherAction: r.furtherAction,
          treatment: r.treatment,
        })),
      ),
    };
  }

  return {
    report: (auth: RequestContext, projectCode: string) => report(auth, projectCode),
    /** The Word document; `appendix` adds the rules and the assets' calculation lines (the consultant's choice). */
    async reportDocx(auth: RequestContext, projectCode: string, options: { appendix?: boolean } = {}): Promise<FileResponse> {
      const view = await report(auth, projectCode);
      const layout = await deps.wordLayouts?.layoutFor(auth);
      return {
        fileName: riskReportFileName(view),
        contentType: DOCX_CONTENT_TYPE,
        body: buildRiskReportDocx(view, riskReportTemplate(templateFile), layout, options),
      };
    },
  };
}
