/**
 * The risk assessment report as a Word document (issue 14): the committed template
 * (templates/riskReport.docx, built by scripts/buildReportTemplates.mjs) filled by
 * docxtemplater with the report (RiskReport) — cover (the assessed company, the consultant by
 * name), scope and the method in Chinese prose with the configuration described (name, 版本,
 * meaning), the asset inventory by tier, threats, vulnerabilities, measures, ranked risks, the
 * level distribution (a Word chart, levels labelled on the axis) and the likelihood × loss heat
 * map (a shaded table labelled with both levels), system and business risks, treatment and
 * residual risks, the high residual list, the acceptance conclusion and, when the consultant asks
 * for it, the appendix of the rules as numbers and the assets' calculation lines. No internal id
 * or file is named. The rendering and the chart parts are server/reports/ (docx.ts, charts.ts),
 * shared with the gap report.
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
import { barChartXml, type Rgb } from '../../../reports/charts';
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

/** A heat-map cell's fill: white for none, deeper red for more risks (of the most any cell holds). */
function heatFill(count: number, max: number): Rgb {
  const t = count === 0 ? 0 : 0.2 + (0.8 * count) / Math.max(1, max);
  return [Math.round(255 - t * (255 - 200)), Math.round(245 - t * 225), Math.round(240 - t * 220)];
}
const hex = ([r, g, b]: Rgb) =>
  [r, g, b]
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

/**
 * The heat map as a table (raw XML for {@heatmapTableXml}): rows likelihood level 5 … 1, columns
 * loss level 1 … 5, each cell its number of risks on a red shade as deep as that number — labelled
 * on both axes, readable in print and in black and white.
 */
export function heatmapTableXml(cells: RiskReport['heatmap']): string {
  const max = Math.max(1, ...cells.map((c) => c.count));
  const widths = [2300, 1300, 1300, 1300, 1300, 1300];
  const border = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`)
    .join('');
  const cell = (text: string, width: number, fillHex: string, bold = false) =>
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/><w:shd w:val="clear" w:color="auto" w:fill="${fillHex}"/><w:vAlign w:val="center"/></w:tcPr>` +
    `<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr>${bold ? '<w:b/>' : ''}</w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p></w:tc>`;
  const header = `<w:tr>${cell('可能性等级 \\ 损失等级', widths[0], 'D9E2F3', true)}${[1, 2, 3, 4, 5]
    .map((loss) => cell(`${loss}（${riskLevelLabel(loss as RiskLevel)}）`, widths[loss], 'D9E2F3', true))
    .join('')}</w:tr>`;
  const rows = [5, 4, 3, 2, 1]
    .map((likelihood) => {
      const counts = [1, 2, 3, 4, 5].map((loss) => cells.find((c) => c.likelihood === likelihood && c.loss === loss)?.count ?? 0);
      return `<w:tr>${cell(`${likelihood}（${riskLevelLabel(likelihood as RiskLevel)}）`, widths[0], 'D9E2F3', true)}${counts
        .map((count, i) => cell(String(count), widths[i + 1], hex(heatFill(count, max))))
        .join('')}</w:tr>`;
    })
    .join('');
  return (
    `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:jc w:val="center"/>` +
    `<w:tblBorders>${border}</w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr>` +
    `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${header}${rows}</w:tbl>`
  );
}

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));
const levelLabel = (level: number | null) => (level === null ? '—' : riskLevelLabel(level as RiskLevel));
const residualLabel = (r: RiskRow) => (r.residual ? (r.residual.status === 'eliminated' ? '已消除' : levelLabel(r.residual.level)) : '—');
const dateTime = (iso: string | null) => (iso ? formatChinaDateTime(new Date(iso)) : '—');

/** What the document is made with besides the report. */
export interface RiskDocxOptions {
  /** Add the appendix: the rules as numbers and the assets' calculation lines (off for the customer's document by default). */
  appendix?: boolean;
}

/** The template's data for a report. */
export function riskDocxData(report: RiskReport, generatedAt = new Date(), options: RiskDocxOptions = {}): Record<string, unknown> {
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
    configLabel: report.configLabel,
    scopeBusiness: report.scope.business,
    scopeSystem: report.scope.system,
    scopeUnit: report.scope.unit,
    scopeThreats: report.scope.threats,
    scopeVulnerabilities: report.scope.vulnerabilities,
    scopeControls: report.scope.controls,
    scopeRisks: report.scope.risks,
    methodText: report.methodText.map((text) => ({ text })),
    methodTrace: report.methodTrace.map((text) => ({ text })),
    appendix: options.appendix === true,
    businesses: report.businesses.map((b) => ({ ...b, lines: b.lines.join('\n') })),
    systems: report.systems.map((s) => ({ ...s, category: AssetCategory.label(s.category), lines: s.lines.join('\n') })),
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
    distribution: report.distribution.map((d) => ({
      label: d.label,
      count: d.count,
      share: `${Math.round(d.share * 1000) / 10}%`,
    })),
    systemRisks: report.systemRisks.map(aggregate),
    businessRisks: report.businessRisks.map(aggregate),
    residuals: report.residuals.map(risk),
    highRemnantNote: report.highRemnant.length ? `共 ${report.highRemnant.length} 项处置后仍须处置或经签署接受的风险。` : '无高残余风险。',
    highRemnant: report.highRemnant.map(risk),
    ...report.acceptance,
    generatedAt: formatChinaDateTime(generatedAt),
  };
}

/** The Word document of a report (a .docx buffer), laid out with the Word settings of the user it is made for. */
export function buildRiskReportDocx(
  report: RiskReport,
  template: Buffer = riskReportTemplate(),
  layout?: DocxLayout,
  options: RiskDocxOptions = {},
): Buffer {
  const distribution = barChartXml({
    categories: report.distribution.map((d) => d.label),
    values: report.distribution.map((d) => d.count),
    colours: LEVEL_COLOURS.map((c) => c.rgb),
    direction: 'column',
    seriesName: '风险数量',
    valueTitle: '风险数量',
  });
  return renderDocx(template, { ...riskDocxData(report, new Date(), options), heatmapTableXml: heatmapTableXml(report.heatmap) }, [], layout, [
    { tag: 'distributionChartXml', rId: 'rIdChartDistribution', id: 9101, name: 'chart-distribution', xml: distribution, widthMm: 150, heightMm: 70 },
  ]);
}
