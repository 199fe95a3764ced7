/**
 * A small Word document (.docx, Office Open XML) from a document outline (domain/productDocuments):
 * a title, headings, paragraphs and bordered tables, East Asian font set for Chinese. The package
 * is zipped with JSZip (already installed with exceljs; listed in package.json, docs/decisions.md).
 */
import JSZip from 'jszip';
import type { DocumentBlock, DocumentOutline } from '../../../domain/products/documents';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const run = (text: string, bold = false) => `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;

const paragraph = (text: string, style?: string, bold = false) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${run(text, bold)}</w:p>`;

/** The A4 page's text width in twentieths of a point (11906 − 2 × 1440 margins). */
const TEXT_WIDTH = 9026;

function table(rows: string[][]): string {
  const columns = rows[0]?.length ?? 1;
  const cell = (text: string, header: boolean) => `<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr>${paragraph(text, undefined, header)}</w:tc>`;
  const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`;
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('');
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/><w:tblBorders>${borders}</w:tblBorders></w:tblPr>` +
    `<w:tblGrid>${'<w:gridCol w:w="'.concat(String(Math.floor(TEXT_WIDTH / columns)), '"/>').repeat(columns)}</w:tblGrid>` +
    rows.map((row, index) => `<w:tr>${row.map((text) => cell(text, index === 0)).join('')}</w:tr>`).join('') +
    '</w:tbl>'
  );
}

function block(item: DocumentBlock): string {
  if (item.kind === 'heading') return paragraph(item.text, 'Heading1');
  if (item.kind === 'paragraph') return paragraph(item.text);
  return table(item.rows) + paragraph('');
}

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const ROOT_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

const DOCUMENT_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const FONT = '<w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="宋体"/>';
const STYLES = `${XML}<w:styles xmlns:w="${W_NS}"><w:docDefaults><w:rPrDefault><w:rPr>${FONT}<w:sz w:val="21"/><w:lang w:eastAsia="zh-CN"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="120"/></w:pPr></w:style><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:jc w:val="center"/><w:spacing w:after="240"/></w:pPr><w:rPr><w:rFonts w:eastAsia="黑体"/><w:b/><w:sz w:val="36"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:rFonts w:eastAsia="黑体"/><w:b/><w:sz w:val="28"/></w:rPr></w:style></w:styles>`;

const coreProperties = (title: string, created: Date) =>
  `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${escapeXml(title)}</dc:title><dc:creator>信息安全合规与认证服务平台</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${created.toISOString().replace(/\.\d{3}Z$/, 'Z')}</dcterms:created></cp:coreProperties>`;

/** The document.xml of an outline (exported for tests that read the text back). */
export function documentXml(outline: DocumentOutline): string {
  const body = paragraph(outline.title, 'Title') + outline.blocks.map(block).join('');
  const section =
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr>';
  return `${XML}<w:document xmlns:w="${W_NS}"><w:body>${body}${section}</w:body></w:document>`;
}

/** The .docx bytes of an outline. */
export async function writeDocx(outline: DocumentOutline, created: Date): Promise<Buffer> {
  const zip = new JSZip();
  // The entries carry the seed's instant, so one outline gives the same bytes at every start.
  const options = { date: created };
  zip.file('[Content_Types].xml', CONTENT_TYPES, options);
  zip.file('_rels/.rels', ROOT_RELS, options);
  zip.file('docProps/core.xml', coreProperties(outline.title, created), options);
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS, options);
  zip.file('word/styles.xml', STYLES, options);
  zip.file('word/document.xml', documentXml(outline), options);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}
