/**
 * The risk assessment report as a Word document (issue 14): the committed template
 * (templates/riskReport.docx, built by scripts/buildReportTemplates.mjs) filled by
 * docxtemplater with the report (RiskReport) — cover, scope and method, the asset inventory by
 * tier, threats, vulnerabilities, measures, ranked risks, the level distribution and the
 * likelihood × loss heat map (tables, and PNG images drawn with pngjs), system and business
 * risks, treatment and residual risks, the high residual list, the acceptance conclusion and the
 * configuration id and version. The rendering and the chart drawing are server/reports/ (docx.ts,
 * charts.ts), shared with the gap report.
 *
 * Pure (no Fastify, no database): the server streams its buffer; the dev mocks may use it too.
 */
import path from 'node:path';
import type { RiskReport, RiskRow } from '../../../../domain/riskAssessment/contracts';
import { formatChinaDateTime } from '../../../../domain/kernel/chinaTime';
import { AcceptanceDecision, ControlEffectiveness, ControlType, ResidualStatus, TreatmentOption } from '../../../../domain/engines/risk';
import {
  AssetCategory,
  ProjectLevel,
  riskLevelLabel,
  type RiskLevel,
  ThreatCategory,
  ThreatSource,
  UnitAssetType,
  VulnerabilityLayer,
} from '../../../../domain/enums';
import { barChartPng, canvas, chartPngBytes, type Rgb } from '../../../reports/charts';
import { type DocxLayout, fileNamePart, readTemplate, renderDocx } from '../../../reports/docx';

export { DOCX_CONTENT_TYPE } from '../../../reports/docx';

/** The template, relative to the repository root. */
export const RISK_REPORT_TEMPLATE = 'server/modules/riskAssessment/report/templates/riskReport.docx';

/** The template's bytes, read once per path. */
export const riskReportTemplate = (file = path.join(process.cwd(), RISK_REPORT_TEMPLATE)): Buffer => readTemplate(file);

/** The download's file name: 信息安全风险评估报告-<project>.docx. */
export const riskReportFileName = (report: Pick<RiskReport, 'projectName'>): string =>
  `信息安全风险评估报告-${fileNamePart(report.projectName)}.docx`;

/** Bar colours by level, highest first (the distribution's order). */
export const LEVEL_COLOURS: readonly { rgb: Rgb; name: string }[] = [
  { rgb: [168, 7, 26], name: '深红色' },
  { rgb: [245, 34, 45], name: '红色' },
  { rgb: [250, 140, 22], name: '橙色' },
  { rgb: [250, 219, 20], name: '黄色' },
  { rgb: [82, 196, 26], name: '绿色' },
];

/** The heat map: 5 rows (likelihood 5 … 1) × 5 columns (loss 1 … 5), darker red for more risks; PNG bytes. */
export function heatmapPng(cells: RiskReport['heatmap'], size = 400): Buffer {
  const { png, rect } = canvas(size, size);
  const max = Math.max(1, ...cells.map((c) => c.count));
  const pad = 10;
  const cell = Math.floor((size - pad * 2) / 5);
  for (const c of cells) {
    const row = 5 - c.likelihood;
    const col = c.loss - 1;
    const t = c.count === 0 ? 0 : 0.2 + (0.8 * c.count) / max;
    const colour: Rgb = [Math.round(255 - t * (255 - 200)), Math.round(245 - t * 225), Math.round(240 - t * 220)];
    const x0 = pad + col * cell;
    const y0 = pad + row * cell;
    rect(x0, y0, x0 + cell, y0 + cell, [160, 160, 160]);
    rect(x0 + 1, y0 + 1, x0 + cell - 1, y0 + cell - 1, colour);
  }
  return chartPngBytes(png);
}

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));
const levelLabel = (level: number | null) => (level === null ? '—' : riskLevelLabel(level as RiskLevel));
const residualLabel = (r: RiskRow) => (r.residual ? (r.residual.status === 'eliminated' ? '已消除' : levelLabel(r.residual.level)) : '—');
const dateTime = (iso: string | null) => (iso ? formatChinaDateTime(new Date(iso)) : '—');

/** The template's data for a report. */
export function riskDocxData(report: RiskReport, generatedAt = new Date()): Record<string, unknown> {
  const risk = (r: RiskRow) => ({
    riskCode: r.riskCode,
    rank: r.rank,
    assetName: r.assetName,
    threatName: r.threatName,
    vulnName: r.vulnName,
    likelihood: `${r.likelihood.value}（${r.likelihood.level}）`,
    loss: `${r.loss.value}（${r.loss.level}）`,
    value: r.value,
    levelLabel: levelLabel(r.level),
    acceptance: AcceptanceDecision.label(r.acceptance),
    option: r.treatment ? TreatmentOption.label(r.treatment.option) : '—',
    measures: r.treatment?.measures.join('；') || '—',
    owner: r.treatment ? `${dash(r.treatment.owner)} / ${dash(r.treatment.dueDate)}` : '—',
    residualLabel: residualLabel(r),
    residualStatus: r.residual ? ResidualStatus.label(r.residual.status) : '—',
    acceptedBy: dash(r.treatment?.acceptedBy),
    acceptedAt: dash(r.treatment?.acceptedAt),
  });
  const aggregate = (a: RiskReport['systemRisks'][number]) => ({
    assetCode: a.assetCode,
    name: a.name,
    importance: dash(a.importance),
    value: dash(a.value),
    levelLabel: levelLabel(a.level),
    residualLabel: levelLabel(a.residualLevel),
  });
  const count = (likelihood: number, loss: number) => report.heatmap.find((c) => c.likelihood === likelihood && c.loss === loss)?.count ?? 0;
  return {
    projectCode: report.projectCode,
    projectName: report.projectName,
    companyName: dash(report.companyName),
    productName: report.productName,
    levelLabel: report.level ? ProjectLevel.label(report.level) : '',
    finalLabel: report.final ? '（定稿）' : '（草稿：客户尚未确认完成评估）',
    consultantName: dash(report.consultantName),
    computedAt: dateTime(report.computedAt),
    completedAt: dateTime(report.completedAt),
    configLabel: `${report.configId}@${report.configVersion}`,
    scopeBusiness: report.scope.business,
    scopeSystem: report.scope.system,
    scopeUnit: report.scope.unit,
    scopeThreats: report.scope.threats,
    scopeVulnerabilities: report.scope.vulnerabilities,
    scopeControls: report.scope.controls,
    scopeRisks: report.scope.risks,
    methodLines: report.methodLines.map((text) => ({ text })),
    businesses: report.businesses.map((b) => ({ ...b, lines: b.lines.join('；') })),
    systems: report.systems.map((s) => ({ ...s, category: AssetCategory.label(s.category), lines: s.lines.join('；') })),
    units: report.units.map((u) => ({ ...u, unitType: UnitAssetType.label(u.unitType), category: AssetCategory.label(u.category) })),
    threats: report.threats.map((t) => ({
      ...t,
      category: ThreatCategory.label(t.category),
      source: ThreatSource.label(t.source),
      capability: dash(t.capability),
    })),
    vulnerabilities: report.vulnerabilities.map((v) => ({
      ...v,
      layer: VulnerabilityLayer.label(v.layer),
      exploitability: dash(v.exploitability),
      threatNames: v.threatNames.join('、'),
    })),
    controls: report.controls.map((c) => ({
      ...c,
      type: ControlType.label(c.type),
      effectiveness: ControlEffectiveness.label(c.effectiveness),
      assetNames: c.assetNames.length ? c.assetNames.join('、') : '全部资产',
      threatNames: c.threatNames.length ? c.threatNames.join('、') : '全部威胁',
    })),
    risksNote:
      report.risksTotal > report.risks.length
        ? `共 ${report.risksTotal} 项风险，按风险值从高到低列出前 ${report.risks.length} 项。`
        : `共 ${report.risksTotal} 项风险，按风险值从高到低排列。`,
    risks: report.risks.map(risk),
    distribution: report.distribution.map((d, i) => ({
      label: d.label,
      count: d.count,
      share: `${Math.round(d.share * 1000) / 10}%`,
      color: LEVEL_COLOURS[i % LEVEL_COLOURS.length].name,
    })),
    heatmapRows: [5, 4, 3, 2, 1].map((l) => ({ likelihood: l, c1: count(l, 1), c2: count(l, 2), c3: count(l, 3), c4: count(l, 4), c5: count(l, 5) })),
    systemRisks: report.systemRisks.map(aggregate),
    businessRisks: report.businessRisks.map(aggregate),
    residuals: report.residuals.map(risk),
    highRemnantNote: report.highRemnant.length ? `共 ${report.highRemnant.length} 项处置后仍须处置或经签署接受的风险。` : '无高残余风险。',
    highRemnant: report.highRemnant.map(risk),
    ...report.acceptance,
    generatedAt: formatChinaDateTime(generatedAt),
  };
}

/** The Word document of a report (a .docx buffer). */
export function buildRiskReportDocx(report: RiskReport, template: Buffer = riskReportTemplate(), layout?: DocxLayout): Buffer {
  const width = 720;
  const height = 320;
  const heat = 400;
  const distribution = barChartPng(
    report.distribution.map((d) => d.count),
    LEVEL_COLOURS.map((c) => c.rgb),
    width,
    height,
  );
  const heatmap = heatmapPng(report.heatmap, heat);
  return renderDocx(
    template,
    riskDocxData(report),
    [
      { tag: 'distributionChartXml', rId: 'rIdChartDistribution', id: 9101, name: 'chart-distribution', png: distribution, width, height },
      { tag: 'heatmapChartXml', rId: 'rIdChartHeatmap', id: 9102, name: 'chart-heatmap', png: heatmap, width: heat, height: heat },
    ],
    layout,
  );
}
