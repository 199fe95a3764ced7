/**
 * The gap report as a Word document (docs/decisions.md "Gap report Word document"): the committed
 * template (templates/gapReport.docx, built by scripts/buildReportTemplates.mjs) filled by
 * docxtemplater with the report view (domain/gapAnalysis/rules.ts gapReportView) — cover, summary, the
 * tables by result and by category, the ranked gap list with recommendations, the disposal
 * progress, the explanation lines and the configuration in the footer — plus the two charts as
 * PNG images drawn with pngjs (bars only; their labels are the table beside each chart), placed by
 * the raw-XML tags {@chartResultXml} and {@chartCategoryXml}. The rendering and the chart drawing
 * are server/reports/ (docx.ts, charts.ts), shared with the risk assessment report.
 *
 * Pure (no Fastify, no database): the server streams its buffer, the dev mocks use it too.
 */
import path from 'node:path';
import type { GapReport } from '../../../domain/gapAnalysis/contracts';
import { formatChinaDateTime } from '../../../domain/kernel/chinaTime';
import { GapDisposalStatus, ProjectLevel } from '../../../domain/enums';
import { barChartPng, type Rgb } from '../../reports/charts';
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

/** Bar colours by position in the by-result table (green, amber, red, grey), named in the table. */
export const RESULT_COLOURS: readonly { rgb: Rgb; name: string }[] = [
  { rgb: [82, 196, 26], name: '绿色' },
  { rgb: [250, 173, 20], name: '橙色' },
  { rgb: [245, 34, 45], name: '红色' },
  { rgb: [191, 191, 191], name: '灰色' },
];
const CATEGORY_COLOUR: Rgb = [22, 119, 255];

// ---- Document ----------------------------------------------------------------------------------

const numberText = (value: number | null, suffix = '') => (value === null ? '—' : `${value}${suffix}`);

/** The template's data for a report view. */
export function gapDocxData(report: GapReport): Record<string, unknown> {
  const mlps = report.standard === 'gov';
  return {
    projectCode: report.projectCode,
    projectName: report.projectName,
    productName: report.productName,
    levelLabel: report.level ? ProjectLevel.label(report.level) : '',
    reportNo: report.reportNo,
    ...report.cover,
    scoreLabel: mlps ? '总体得分' : '总体实施率',
    score: numberText(report.summary.score, mlps ? '' : '%'),
    conclusion: report.summary.conclusion,
    scoreNote: mlps
      ? `扣分前得分 ${numberText(report.summary.rawScore)}，扣分 ${numberText(report.summary.deduction)}。`
      : '实施率按适用项计，不适用项不计。',
    totalItems: report.summary.totalItems,
    gapCount: report.summary.gaps,
    issues: report.summary.issues.map((issue) => ({ label: issue.label, count: issue.count })),
    byResult: report.byResult.map((row, i) => ({ label: row.label, count: row.count, color: RESULT_COLOURS[i % RESULT_COLOURS.length].name })),
    categoryScoreLabel: mlps ? '得分' : '实施率（%）',
    byCategory: report.byCategory.map((row, i) => ({
      no: i + 1,
      name: row.name,
      score: numberText(row.score),
      items: row.items,
      maxGapLevel: row.maxGapLevel ?? '—',
    })),
    gaps: report.gaps.map((gap) => ({
      rank: gap.rank,
      ref: gap.ref,
      title: gap.title,
      categoryName: gap.categoryName,
      resultLabel: gap.resultLabel,
      gapLevel: gap.gapLevel,
      issueRiskLabel: gap.issueRiskLabel ? `（${gap.issueRiskLabel}）` : '',
      recommendation: gap.recommendation,
      disposalLabel: gap.disposalStatus
        ? `${GapDisposalStatus.label(gap.disposalStatus)}${gap.ownerName ? `，${gap.ownerName}` : ''}${gap.dueDate ? `，${gap.dueDate}` : ''}`
        : '—',
    })),
    disposalTotal: report.disposal.total,
    disposalFinished: report.disposal.finished,
    disposalInHandle: report.disposal.inHandle,
    disposalOverdue: report.disposal.overdue,
    explanation: report.explanation.map((line) => ({ text: line.text })),
    configLabel: report.config.label,
    generatedAt: formatChinaDateTime(new Date(report.generatedAt)),
  };
}

/** The Word document of a report (a .docx buffer), laid out with the Word settings of the user it is made for. */
export function buildGapReportDocx(report: GapReport, template: Buffer = gapReportTemplate(), layout?: DocxLayout): Buffer {
  const width = 720;
  const height = 320;
  const results = barChartPng(
    report.byResult.map((row) => row.count),
    RESULT_COLOURS.map((c) => c.rgb),
    width,
    height,
  );
  const categories = barChartPng(
    report.byCategory.map((row) => row.score ?? 0),
    [CATEGORY_COLOUR],
    width,
    height,
    100,
  );
  return renderDocx(
    template,
    gapDocxData(report),
    [
      { tag: 'chartResultXml', rId: 'rIdChartResult', id: 9001, name: 'chart-result', png: results, width, height },
      { tag: 'chartCategoryXml', rId: 'rIdChartCategory', id: 9002, name: 'chart-category', png: categories, width, height },
    ],
    layout,
  );
}
