/**
 * The gap report as a Word document (docs/decisions.md "Gap report Word document"): the committed
 * template (templates/gapReport.docx, built by scripts/buildReportTemplates.mjs) filled by
 * docxtemplater with the report view (domain/gapAnalysis/report.ts gapReportView) — cover (spec §3
 * report fields), summary, the method in Chinese prose with the configuration described (name,
 * version, what it means), the tables by result and by category, the ranked gap list with the
 * consultant's findings and recommendations, the disposal progress and, when the consultant asks
 * for it, the appendix of calculation lines — plus the two charts as Word chart parts (categories
 * labelled on the axis, values on the bars), placed by the raw-XML tags {@chartResultXml} and
 * {@chartCategoryXml}. The document names no internal id or file: the customer reads it as is.
 * The rendering and the chart parts are server/reports/ (docx.ts, charts.ts), shared with the risk
 * assessment report.
 *
 * Pure (no Fastify, no database): the server streams its buffer, the dev mocks use it too.
 */
import path from 'node:path';
import type { GapReport } from '../../../domain/gapAnalysis/contracts';
import { customerExplanation } from '../../../domain/gapAnalysis/explanation';
import { gapMethodText } from '../../../domain/gapAnalysis/report';
import { formatChinaDateTime } from '../../../domain/kernel/chinaTime';
import { GapDisposalStatus, ProjectLevel } from '../../../domain/enums';
import { barChartXml, type Rgb } from '../../reports/charts';
import { type DocxLayout, fileNamePart, readTemplate, renderDocx } from '../../reports/docx';

export { DOCX_CONTENT_TYPE } from '../../reports/docx';

/** The template, relative to the repository root (the dev mocks run from it). */
export const GAP_REPORT_TEMPLATE = 'server/modules/gapAnalysis/templates/gapReport.docx';

/** The template's bytes, read once per path (the server passes its module-relative path; the mocks the repository's). */
export const gapReportTemplate = (file = path.join(process.cwd(), GAP_REPORT_TEMPLATE)): Buffer => readTemplate(file);

/** The download's file name: 差距分析报告-<project>-第N号.docx. */
export const gapReportFileName = (report: Pick<GapReport, 'projectName' | 'reportNo'>): string =>
  `差距分析报告-${fileNamePart(report.projectName)}-第${report.reportNo}号.docx`;

// ---- Chart colours -----------------------------------------------------------------------------

/** Bar colours by position in the by-result table (green, amber, red, grey). */
export const RESULT_COLOURS: readonly { rgb: Rgb; name: string }[] = [
  { rgb: [82, 196, 26], name: '绿色' },
  { rgb: [250, 173, 20], name: '橙色' },
  { rgb: [245, 34, 45], name: '红色' },
  { rgb: [191, 191, 191], name: '灰色' },
];
const CATEGORY_COLOUR: Rgb = [22, 119, 255];

// ---- Document ----------------------------------------------------------------------------------

const numberText = (value: number | null, suffix = '') => (value === null ? '—' : `${value}${suffix}`);

/** What the document is made with besides the report. */
export interface GapDocxOptions {
  /** Add the appendix of the engine's calculation trace (off for the customer's document by default). */
  appendix?: boolean;
}

/** The template's data for a report view. */
export function gapDocxData(report: GapReport, options: GapDocxOptions = {}): Record<string, unknown> {
  const mlps = report.standard === 'gov';
  const levelName = (gap: GapReport['gaps'][number]) => `差距等级 ${gap.gapLevel}${gap.issueRiskLabel ? `（${gap.issueRiskLabel}）` : ''}`;
  return {
    projectCode: report.projectCode,
    projectName: report.projectName,
    productName: report.productName,
    levelLabel: report.level ? ProjectLevel.label(report.level) : '',
    reportNo: report.reportNo,
    // A field the data does not have reads "—", never an empty box.
    ...Object.fromEntries(Object.entries(report.cover).map(([key, value]) => [key, value.trim() || '—'])),
    scoreLabel: mlps ? '总体得分' : '总体实施率',
    score: numberText(report.summary.score, mlps ? '' : '%'),
    conclusion: report.summary.conclusion,
    scoreNote: mlps
      ? `扣分前得分 ${numberText(report.summary.rawScore)}，扣分 ${numberText(report.summary.deduction)}。`
      : '实施率按适用项计，不适用项不计。',
    totalItems: report.summary.totalItems,
    gapCount: report.summary.gaps,
    issues: report.summary.issues.map((issue) => ({ label: issue.label, count: issue.count })),
    methodText: gapMethodText(report).map((text) => ({ text })),
    byResult: report.byResult.map((row) => ({ label: row.label, count: row.count })),
    categoryScoreLabel: mlps ? '得分' : '实施率（%）',
    byCategory: report.byCategory.map((row, i) => ({
      no: i + 1,
      name: row.name,
      score: numberText(row.score),
      items: row.items,
      maxGapLevel: row.maxGapLevel ?? '—',
    })),
    gapsNote: report.gaps.length
      ? `共 ${report.gaps.length} 项差距，按差距等级从高到低排列；“现状与发现”为评估结果与顾问记录的发现。`
      : '未发现差距。',
    gaps: report.gaps.map((gap) => ({
      rank: gap.rank,
      // ISO titles start with their clause number already ("5.2 方针").
      item: `${gap.title.startsWith(gap.ref) ? gap.title : `${gap.ref} ${gap.title}`}\n${gap.categoryName}`,
      finding: `${gap.resultLabel}，${levelName(gap)}${gap.finding ? `\n${gap.finding}` : ''}`,
      recommendation: gap.recommendation,
      disposalLabel: gap.disposalStatus
        ? `${GapDisposalStatus.label(gap.disposalStatus)}${gap.ownerName ? `\n${gap.ownerName}` : ''}${gap.dueDate ? `\n${gap.dueDate}` : ''}`
        : '—',
    })),
    disposalTotal: report.disposal.total,
    disposalFinished: report.disposal.finished,
    disposalInHandle: report.disposal.inHandle,
    disposalOverdue: report.disposal.overdue,
    appendix: options.appendix === true,
    explanation: customerExplanation(report.explanation, report.config.id, report.config.version).map((line) => ({ text: line.text })),
    configLabel: report.config.label,
    generatedAt: formatChinaDateTime(new Date(report.generatedAt)),
  };
}

/** The text block's width the charts take (A4 with the narrowest margins the settings allow leave more). */
const CHART_WIDTH_MM = 150;

/** The Word document of a report (a .docx buffer), laid out with the Word settings of the user it is made for. */
export function buildGapReportDocx(
  report: GapReport,
  template: Buffer = gapReportTemplate(),
  layout?: DocxLayout,
  options: GapDocxOptions = {},
): Buffer {
  const mlps = report.standard === 'gov';
  const results = barChartXml({
    categories: report.byResult.map((row) => row.label),
    values: report.byResult.map((row) => row.count),
    colours: RESULT_COLOURS.map((c) => c.rgb),
    direction: 'column',
    seriesName: '项数',
    valueTitle: '项数',
  });
  const categories = barChartXml({
    categories: report.byCategory.map((row) => row.name),
    values: report.byCategory.map((row) => row.score ?? 0),
    colours: [CATEGORY_COLOUR],
    direction: 'bar',
    seriesName: mlps ? '得分' : '实施率（%）',
    valueTitle: mlps ? '得分（0–100）' : '实施率（%）',
    max: 100,
  });
  return renderDocx(template, gapDocxData(report, options), [], layout, [
    { tag: 'chartResultXml', rId: 'rIdChartResult', id: 9001, name: 'chart-result', xml: results, widthMm: CHART_WIDTH_MM, heightMm: 70 },
    {
      tag: 'chartCategoryXml',
      rId: 'rIdChartCategory',
      id: 9002,
      name: 'chart-category',
      xml: categories,
      widthMm: CHART_WIDTH_MM,
      heightMm: Math.min(200, 25 + 9 * report.byCategory.length),
    },
  ]);
}
