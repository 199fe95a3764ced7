/**
 * The risk assessment report of the mocks (issue 14, assetsRiskEvaluateReport): every figure from
 * the stored risks and domain/riskAssessmentCompute.ts (distributionOf, heatmapOf,
 * acceptanceSummary; the system and business aggregates recomputed with computeAssessment; the
 * method lines and the high residual risks of domain/riskAssessmentViews.ts), as the server's
 * reportService does, and a plain Word document of it (PizZip, synchronous). The server's document
 * (server/modules/riskAssessment/reportDocx.ts: template and charts) should replace reportDocx
 * here once both are merged, as mock/gapAnalysis.ts uses gapDocx.ts.
 */
import PizZip from 'pizzip';
import type { RiskReport } from '../../domain/api/riskAssessment';
import { AssetCategory, ProjectLevel, UnitAssetType, VulnerabilityLayer } from '../../domain/enums';
import { AcceptanceDecision, TreatmentOption } from '../../domain/engines/risk';
import { methodLines, isHighRemnant } from '../../domain/riskAssessmentViews';
import { acceptanceSummary, businessValues, computeAssessment, distributionOf, heatmapOf, systemValue } from '../../domain/riskAssessmentCompute';
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
  const svip = (project.svipData ?? {}) as { companyName?: string };
  const named = <T extends { assetCode: string; name: string }>(f: T): T => ({
    ...f,
    name: assetName.get(f.assetCode) ?? rows.businesses.find((b) => b.assetCode === f.assetCode)?.name ?? f.name,
  });
  return {
    projectCode: project.projectCode,
    projectName: project.name,
    companyName: String(svip.companyName ?? ''),
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

// ---- the Word document ------------------------------------------------------------------------------
const esc = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const run = (text: string, bold = false) => `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (text: string, style?: string) => `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${run(text, !!style)}</w:p>`;
const cell = (text: unknown, bold = false) =>
  `<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr><w:p>${run(String(text ?? ''), bold)}</w:p></w:tc>`;
const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`;
function table(header: string[], body: unknown[][]): string {
  const borders = `<w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders>`;
  const row = (cells: unknown[], bold = false) => `<w:tr>${cells.map((c) => cell(c, bold)).join('')}</w:tr>`;
  return `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/>${borders}</w:tblPr>${row(header, true)}${body.map((r) => row(r)).join('')}</w:tbl>${para('')}`;
}

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const reportFileName = (r: RiskReport) => `信息安全风险评估报告-${r.projectName.replace(/[\\/:*?"<>|\s]+/g, '_')}.docx`;

/** The report as a .docx (cover, scope and method, assets, threats, vulnerabilities, measures, risks, residual risk, conclusion). */
export function reportDocx(r: RiskReport): Buffer {
  const lvl = (n: number | null) => (n ? `${n} 级` : '—');
  const body = [
    para('信息安全风险评估报告', 'Title'),
    para(`项目：${r.projectName}（${r.projectCode}）`),
    para(`被评估单位：${r.companyName || '—'}；服务产品：${r.productName}；等级：${r.level ? ProjectLevel.label(r.level) : '—'}`),
    para(`咨询顾问：${r.consultantName || '—'}；风险计算时间：${r.computedAt}${r.final ? '；报告已由客户确认定稿' : '；报告尚未定稿'}`),
    para('一、评估范围与方法', 'Heading1'),
    ...r.methodLines.map((l) => para(l)),
    para(
      `范围：业务资产 ${r.scope.business} 项，系统资产 ${r.scope.system} 项，系统组件和单元资产 ${r.scope.unit} 项，威胁 ${r.scope.threats} 项，脆弱性 ${r.scope.vulnerabilities} 项，已有安全措施 ${r.scope.controls} 项，风险 ${r.scope.risks} 项。`,
    ),
    para('二、资产识别', 'Heading1'),
    table(
      ['编号', '业务资产', '重要性', '调整后'],
      r.businesses.map((b) => [b.assetCode, b.name, b.importance, b.importanceAdjusted]),
    ),
    table(
      ['编号', '系统资产', '类别', '资产价值'],
      r.systems.map((s) => [s.assetCode, s.name, AssetCategory.label(s.category), s.value]),
    ),
    table(
      ['编号', '单元资产', '类型', '资产价值'],
      r.units.map((u) => [u.assetCode, u.name, UnitAssetType.label(u.unitType), u.value]),
    ),
    para('三、威胁与脆弱性', 'Heading1'),
    table(
      ['编号', '威胁', '频率', '威胁赋值'],
      r.threats.map((t) => [t.threatCode, t.name, t.frequency, t.value]),
    ),
    table(
      ['编号', '资产', '脆弱性', '层面', '严重程度', '关联威胁'],
      r.vulnerabilities.map((v) => [v.vulnCode, v.assetName, v.name, VulnerabilityLayer.label(v.layer), v.severity, v.threatNames.join('、')]),
    ),
    para('四、已有安全措施', 'Heading1'),
    table(
      ['编号', '措施', '层面', '有效性'],
      r.controls.map((x) => [x.controlCode, x.name, VulnerabilityLayer.label(x.layer), x.effectiveness]),
    ),
    para('五、风险分析', 'Heading1'),
    table(
      ['等级', '数量', '占比'],
      r.distribution.map((d) => [d.label, d.count, `${(d.share * 100).toFixed(1)}%`]),
    ),
    table(
      ['排名', '风险', '资产', '威胁', '脆弱性', '风险值', '等级', '评价'],
      r.risks.map((x) => [x.rank, x.riskCode, x.assetName, x.threatName, x.vulnName, x.value, lvl(x.level), AcceptanceDecision.label(x.acceptance)]),
    ),
    para('六、风险处置与残余风险', 'Heading1'),
    table(
      ['风险', '处置方式', '措施', '残余风险等级', '接受人'],
      r.residuals.map((x) => [
        x.riskCode,
        x.treatment ? TreatmentOption.label(x.treatment.option) : '',
        x.treatment?.measures.join('；') ?? '',
        lvl(x.residual?.level ?? null),
        x.treatment?.acceptedBy ?? '',
      ]),
    ),
    para('七、结论', 'Heading1'),
    para(r.acceptance.conclusion),
  ].join('');
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
