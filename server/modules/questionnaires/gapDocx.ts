/**
 * The gap report as a Word document (docs/decisions.md "Gap report Word document"): the committed
 * template (templates/gapReport.docx, built by scripts/buildGapReportTemplate.mjs) filled by
 * docxtemplater with the report view (domain/gapAnalysis/rules.ts gapReportView) — cover, summary, the
 * tables by result and by category, the ranked gap list with recommendations, the disposal
 * progress, the explanation lines and the configuration in the footer — plus the two charts as
 * PNG images drawn with pngjs (bars only; their labels are the table beside each chart), added as
 * word/media files with their relationships and placed by the raw-XML tags {@chartResultXml} and
 * {@chartCategoryXml}.
 *
 * Pure (no Fastify, no database): the server streams its buffer, the dev mocks use it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { PNG } from 'pngjs';
import type { GapReport } from '../../../domain/gapAnalysis/contracts';
import { formatChinaDateTime } from '../../../domain/kernel/chinaTime';
import { GapDisposalStatus, ProjectLevel } from '../../../domain/enums';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The template, relative to the repository root (the dev mocks run from it). */
export const GAP_REPORT_TEMPLATE = 'server/modules/questionnaires/templates/gapReport.docx';

const templates = new Map<string, Buffer>();
/** The template's bytes, read once per path (the server passes its module-relative path; the mocks the repository's). */
export function gapReportTemplate(file = path.join(process.cwd(), GAP_REPORT_TEMPLATE)): Buffer {
  let bytes = templates.get(file);
  if (!bytes) templates.set(file, (bytes = fs.readFileSync(file)));
  return bytes;
}

/** The download's file name: 差距分析报告-<project>-第N号.docx. */
export const gapReportFileName = (report: Pick<GapReport, 'projectName' | 'reportNo'>): string =>
  `差距分析报告-${report.projectName.replace(/[\\/:*?"<>|\s]+/g, '_')}-第${report.reportNo}号.docx`;

// ---- Charts ------------------------------------------------------------------------------------

type Rgb = readonly [number, number, number];
/** Bar colours by position in the by-result table (green, amber, red, grey), named in the table. */
export const RESULT_COLOURS: readonly { rgb: Rgb; name: string }[] = [
  { rgb: [82, 196, 26], name: '绿色' },
  { rgb: [250, 173, 20], name: '橙色' },
  { rgb: [245, 34, 45], name: '红色' },
  { rgb: [191, 191, 191], name: '灰色' },
];
const CATEGORY_COLOUR: Rgb = [22, 119, 255];
const AXIS: Rgb = [89, 89, 89];
const GRID: Rgb = [230, 230, 230];

/** A bar chart: values 0…max as bars left to right, gridlines every fifth of max; PNG bytes. */
export function barChartPng(values: readonly number[], colours: readonly Rgb[], width = 720, height = 320, max?: number): Buffer {
  const png = new PNG({ width, height });
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (width * y + x) << 2;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  const rect = (x0: number, y0: number, x1: number, y1: number, colour: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) set(x, y, colour);
  };
  rect(0, 0, width, height, [255, 255, 255]);
  const left = 40;
  const bottom = height - 30;
  const top = 20;
  const right = width - 20;
  const top100 = max ?? Math.max(1, ...values);
  for (let i = 1; i <= 5; i++) {
    const y = Math.round(bottom - ((bottom - top) * i) / 5);
    rect(left, y, right, y + 1, GRID);
  }
  rect(left, top, left + 2, bottom, AXIS);
  rect(left, bottom, right, bottom + 2, AXIS);
  const slot = values.length ? (right - left - 10) / values.length : 0;
  values.forEach((value, i) => {
    const h = Math.round(((bottom - top) * Math.max(0, value)) / top100);
    const x0 = Math.round(left + 10 + i * slot + slot * 0.15);
    const x1 = Math.round(left + 10 + (i + 1) * slot - slot * 0.15);
    rect(x0, bottom - h, x1, bottom, colours[i % colours.length]);
    // A tick under each bar, so bars can be counted against the table's numbers.
    rect(Math.round((x0 + x1) / 2), bottom + 2, Math.round((x0 + x1) / 2) + 2, bottom + 8 + (i % 2) * 4, AXIS);
  });
  return chartPngBytes(png);
}

/**
 * A drawn chart as PNG bytes, with one row filter (Paeth) instead of pngjs's default of trying all
 * five per row: half the time for flat-coloured charts, about the same size.
 */
export const chartPngBytes = (png: PNG): Buffer => PNG.sync.write(png, { filterType: 4 });

const EMU_PER_PX = 9525;
/** The paragraph holding an inline picture of relationship `rId` (docxtemplater raw XML). */
export function imageParagraphXml(rId: string, id: number, name: string, widthPx: number, heightPx: number): string {
  const cx = Math.round(widthPx * EMU_PER_PX * 0.8);
  const cy = Math.round(heightPx * EMU_PER_PX * 0.8);
  return (
    `<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0">` +
    `<wp:extent cx="${cx}" cy="${cy}"/><wp:docPr id="${id}" name="${name}"/>` +
    `<wp:cNvGraphicFramePr><a:graphicFrameLocks noChangeAspect="1"/></wp:cNvGraphicFramePr>` +
    `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>` +
    `<pic:nvPicPr><pic:cNvPr id="${id}" name="${name}.png"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="${rId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
    `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr>` +
    `</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`
  );
}

const IMAGE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';

/** Adds word/media/<file> and its relationship to the document part. */
function addImage(zip: PizZip, rId: string, file: string, bytes: Buffer): void {
  zip.file(`word/media/${file}`, bytes);
  const relsPath = 'word/_rels/document.xml.rels';
  const rels = zip.file(relsPath)?.asText() ?? '';
  zip.file(relsPath, rels.replace('</Relationships>', `<Relationship Id="${rId}" Type="${IMAGE_REL}" Target="media/${file}"/></Relationships>`));
}

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

/** The Word document of a report (a .docx buffer). */
export function buildGapReportDocx(report: GapReport, template: Buffer = gapReportTemplate()): Buffer {
  const zip = new PizZip(template);
  const width = 720;
  const height = 320;
  addImage(
    zip,
    'rIdChartResult',
    'chart-result.png',
    barChartPng(
      report.byResult.map((row) => row.count),
      RESULT_COLOURS.map((c) => c.rgb),
      width,
      height,
    ),
  );
  addImage(
    zip,
    'rIdChartCategory',
    'chart-category.png',
    barChartPng(
      report.byCategory.map((row) => row.score ?? 0),
      [CATEGORY_COLOUR],
      width,
      height,
      100,
    ),
  );
  const doc = new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, nullGetter: () => '' });
  doc.render({
    ...gapDocxData(report),
    chartResultXml: imageParagraphXml('rIdChartResult', 9001, 'chart-result', width, height),
    chartCategoryXml: imageParagraphXml('rIdChartCategory', 9002, 'chart-category', width, height),
  });
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
