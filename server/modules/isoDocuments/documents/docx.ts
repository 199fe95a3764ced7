/**
 * A document of the set as Word: its content (domain/isoDocuments/documentData.ts) filled into
 * its layout's template (templates/{manual,procedure,policy,record,envReport}.docx, built by
 * scripts/buildReportTemplates.mjs) by docxtemplater through server/reports/docx.ts. Tables have
 * as many columns as the content says (a record form's, the criteria of the environmental
 * evaluation), so they go in as raw XML ({@tableXml}) built here, every text escaped.
 *
 * Pure (no Fastify, no database): the generation job, the demo and the benchmark use it.
 */
import { fileURLToPath } from 'node:url';
import type { DocTable, DocumentContent } from '../../../../domain/isoDocuments/documentData';
import type { DocLayout } from '../../../../domain/isoDocuments/documentSets';
import { readTemplate, renderDocx } from '../../../reports/docx';

export const DOCUMENT_TEMPLATES: Readonly<Record<DocLayout, string>> = {
  manual: fileURLToPath(new URL('./templates/manual.docx', import.meta.url)),
  procedure: fileURLToPath(new URL('./templates/procedure.docx', import.meta.url)),
  policy: fileURLToPath(new URL('./templates/policy.docx', import.meta.url)),
  record: fileURLToPath(new URL('./templates/record.docx', import.meta.url)),
  envReport: fileURLToPath(new URL('./templates/envReport.docx', import.meta.url)),
};

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Total width of a table in twips (A4 less the template's margins). */
const TABLE_WIDTH = 9500;

const cellXml = (text: string, width: number, header: boolean) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${header ? '<w:shd w:val="clear" w:color="auto" w:fill="D9E2F3"/>' : ''}</w:tcPr>` +
  `<w:p><w:pPr><w:spacing w:after="0"/></w:pPr><w:r><w:rPr>${header ? '<w:b/>' : ''}<w:sz w:val="18"/><w:szCs w:val="18"/></w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p></w:tc>`;

/** Column widths by what the column holds: its longest cell (the header counts less: it may wrap), within 0.6–3 shares. */
export function columnWidths(table: DocTable): number[] {
  const weights = table.columns.map((column, index) => {
    const longest = Math.max(column.length / 2, ...table.rows.map((row) => (row[index] ?? '').length));
    return Math.max(0.6, Math.min(longest / 5, 3));
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => Math.floor((TABLE_WIDTH * weight) / sum));
}

/** A bordered, fixed-layout table with a shaded header row (the rows repeat the header on every page). */
export function tableXml(table: DocTable): string {
  const widths = columnWidths(table);
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`)
    .join('');
  const row = (cells: readonly string[], header: boolean) =>
    `<w:tr>${header ? '<w:trPr><w:tblHeader/></w:trPr>' : ''}${table.columns.map((_, index) => cellXml(cells[index] ?? '', widths[index], header)).join('')}</w:tr>`;
  // An empty form still shows three lines to fill.
  const rows = table.rows.length ? table.rows : [[], [], []];
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${TABLE_WIDTH}" w:type="dxa"/><w:tblBorders>${borders}</w:tblBorders><w:tblLayout w:type="fixed"/>` +
    `<w:tblCellMar><w:left w:w="60" w:type="dxa"/><w:right w:w="60" w:type="dxa"/></w:tblCellMar></w:tblPr>` +
    `<w:tblGrid>${widths.map((width) => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>` +
    `${row(table.columns, true)}${rows.map((cells) => row(cells, false)).join('')}</w:tbl>`
  );
}

/** The template's data for a document. */
export function documentDocxData(content: DocumentContent): Record<string, unknown> {
  return {
    ...content.header,
    note: content.note,
    tableXml: content.table ? tableXml(content.table) : '',
    sections: content.sections.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs.filter((text) => text.trim()).map((text) => ({ text })),
      tableXml: section.table ? tableXml(section.table) : '',
    })),
  };
}

/** The .docx bytes of a document. */
export const documentDocx = (content: DocumentContent): Buffer =>
  renderDocx(readTemplate(DOCUMENT_TEMPLATES[content.layout]), documentDocxData(content));
