/**
 * Word reports from templates (docs/decisions.md "Gap report Word document"): a committed .docx
 * (built by scripts/buildReportTemplates.mjs) filled by docxtemplater, with charts and images
 * added without docxtemplater's paid image module — a chart goes in as word/charts/<name>.xml (a
 * PNG as word/media/<name>.png) with its relationship, and the template's raw-XML tag {@tag}
 * becomes the paragraph drawing it. Used by
 * the gap report (server/modules/gapAnalysis/docx.ts) and the risk assessment report
 * (server/modules/riskAssessment/report/docx.ts).
 *
 * Every document then takes the Word settings of the user it is made for (applyWordLayout, once
 * here for every report): fonts and sizes in styles.xml (with the eastAsia font for Chinese), the
 * first paragraph as the title, heading and table text sized from the styles, page size,
 * orientation and margins in the section, a header part with the logo and the header text, and
 * the footer with the footer text and the page number field (domain/wordSettings/rules.ts).
 *
 * Pure (no Fastify, no database): the server streams the buffer, the dev mocks use it too.
 */
import fs from 'node:fs';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import {
  latinFontOf,
  mmToEmu,
  mmToTwips,
  pageNumberParts,
  pageSizeMm,
  type WordSettingsValues,
  wordTextSizes,
} from '../../domain/wordSettings/rules';
import { WORD_LOGO_HEIGHT_MM } from '../../domain/wordSettings/constants';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const templates = new Map<string, Buffer>();
/** A template's bytes, read once per path. */
export function readTemplate(file: string): Buffer {
  let bytes = templates.get(file);
  if (!bytes) templates.set(file, (bytes = fs.readFileSync(file)));
  return bytes;
}

/** A name as part of a download's file name: characters file systems refuse, and spaces, become `_`. */
export const fileNamePart = (name: string): string => name.replace(/[\\/:*?"<>|\s]+/g, '_');

const EMU_PER_PX = 9525;
/** The paragraph holding an inline picture of relationship `rId` (docxtemplater raw XML). */
function imageParagraphXml(rId: string, id: number, name: string, widthPx: number, heightPx: number): string {
  const cx = Math.round(widthPx * EMU_PER_PX * 0.8);
  const cy = Math.round(heightPx * EMU_PER_PX * 0.8);
  return (
    // Single spacing of its own: an exact line spacing of the document would cut the picture.
    `<w:p><w:pPr><w:spacing w:line="240" w:lineRule="auto"/><w:jc w:val="center"/></w:pPr><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0">` +
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
const CHART_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart';
const CHART_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml';

/** The paragraph holding a chart part of relationship `rId` (docxtemplater raw XML), `widthMm` × `heightMm`. */
function chartParagraphXml(rId: string, id: number, name: string, widthMm: number, heightMm: number): string {
  const cx = mmToEmu(widthMm);
  const cy = mmToEmu(heightMm);
  return (
    `<w:p><w:pPr><w:keepLines/><w:spacing w:line="240" w:lineRule="auto"/><w:jc w:val="center"/></w:pPr><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0">` +
    `<wp:extent cx="${cx}" cy="${cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:docPr id="${id}" name="${name}"/><wp:cNvGraphicFramePr/>` +
    `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart">` +
    `<c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="${rId}"/>` +
    `</a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`
  );
}

/** Adds word/media/<file> and its relationship to the document part. */
function addImage(zip: PizZip, rId: string, file: string, bytes: Buffer): void {
  zip.file(`word/media/${file}`, bytes);
  const relsPath = 'word/_rels/document.xml.rels';
  const rels = zip.file(relsPath)?.asText() ?? '';
  zip.file(relsPath, rels.replace('</Relationships>', `<Relationship Id="${rId}" Type="${IMAGE_REL}" Target="media/${file}"/></Relationships>`));
}

/** A PNG placed where the template says {@tag}. */
export interface DocxImage {
  /** The template's raw-XML tag (without `@`). */
  tag: string;
  /** Its relationship id in word/_rels/document.xml.rels. */
  rId: string;
  /** The drawing's id, unique in the document. */
  id: number;
  /** The drawing's name; the file is word/media/<name>.png. */
  name: string;
  png: Buffer;
  /** The image's size in pixels (shown at 80 %). */
  width: number;
  height: number;
}

/** A Word chart part (server/reports/charts.ts barChartXml) placed where the template says {@tag}. */
export interface DocxChart {
  /** The template's raw-XML tag (without `@`). */
  tag: string;
  rId: string;
  /** The drawing's id, unique in the document. */
  id: number;
  /** The part is word/charts/<name>.xml. */
  name: string;
  xml: string;
  widthMm: number;
  heightMm: number;
}

/** Adds word/charts/<name>.xml, its relationship and its content type. */
function addChart(zip: PizZip, chart: DocxChart): void {
  zip.file(`word/charts/${chart.name}.xml`, chart.xml);
  const relsPath = 'word/_rels/document.xml.rels';
  const rels = zip.file(relsPath)?.asText() ?? '';
  zip.file(
    relsPath,
    rels.replace('</Relationships>', `<Relationship Id="${chart.rId}" Type="${CHART_REL}" Target="charts/${chart.name}.xml"/></Relationships>`),
  );
  addContentType(zip, `<Override PartName="/word/charts/${chart.name}.xml" ContentType="${CHART_CONTENT_TYPE}"/>`);
}

/**
 * A filled template (a .docx buffer): the images and charts added, every tag rendered from
 * `data`, then the user's layout applied.
 */
export function renderDocx(
  template: Buffer,
  data: Record<string, unknown>,
  images: readonly DocxImage[] = [],
  layout?: DocxLayout,
  charts: readonly DocxChart[] = [],
): Buffer {
  const zip = new PizZip(template);
  const placed: Record<string, string> = {};
  for (const image of images) {
    addImage(zip, image.rId, `${image.name}.png`, image.png);
    placed[image.tag] = imageParagraphXml(image.rId, image.id, image.name, image.width, image.height);
  }
  for (const chart of charts) {
    addChart(zip, chart);
    placed[chart.tag] = chartParagraphXml(chart.rId, chart.id, chart.name, chart.widthMm, chart.heightMm);
  }
  const doc = new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, nullGetter: () => '' });
  doc.render({ ...data, ...placed });
  const filled = doc.getZip() as PizZip;
  if (layout) applyWordLayout(filled, layout);
  return filled.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

// ---- The user's Word settings --------------------------------------------------------------------

/** A logo image for the header. */
export interface DocxLogo {
  bytes: Buffer;
  extension: 'png' | 'jpeg' | 'gif';
  widthPx: number;
  heightPx: number;
}

/** What a document is laid out with: the user's Word settings and their logo's bytes (null: none, or its file is gone). */
export interface DocxLayout {
  settings: WordSettingsValues;
  logo: DocxLogo | null;
}

/** An image's kind and pixel size from its first bytes (png, jpeg, gif); null for anything else. */
export function imageInfo(bytes: Buffer): Omit<DocxLogo, 'bytes'> | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47)
    return { extension: 'png', widthPx: bytes.readUInt32BE(16), heightPx: bytes.readUInt32BE(20) };
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 4) === 'GIF8')
    return { extension: 'gif', widthPx: bytes.readUInt16LE(6), heightPx: bytes.readUInt16LE(8) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // JPEG: walk the segments to a start-of-frame marker (C0–CF except C4, C8, CC), which holds the size.
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1];
      const length = bytes.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { extension: 'jpeg', heightPx: bytes.readUInt16BE(at + 5), widthPx: bytes.readUInt16BE(at + 7) };
      at += 2 + length;
    }
  }
  return null;
}

const escXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const halfPoints = (pt: number) => Math.round(pt * 2);
const fontsXml = (font: WordSettingsValues['bodyFont']) => {
  const latin = escXml(latinFontOf(font));
  return `<w:rFonts w:ascii="${latin}" w:hAnsi="${latin}" w:eastAsia="${escXml(font)}" w:cs="${latin}"/>`;
};
const sizeXml = (pt: number) => `<w:sz w:val="${halfPoints(pt)}"/><w:szCs w:val="${halfPoints(pt)}"/>`;
const withoutSizes = (xml: string) => xml.replace(/<w:sz w:val="\d+"\/>|<w:szCs w:val="\d+"\/>/g, '');

/** The paragraph spacing of the body text: a multiple of single (240ths) or exactly so many points (twips). */
function lineSpacingAttributes(settings: WordSettingsValues, minimumPt = 0): string {
  if (settings.lineSpacingMode === 'multiple') return `w:line="${Math.round(settings.lineSpacing * 240)}" w:lineRule="auto"`;
  return `w:line="${Math.round(Math.max(settings.lineSpacing, minimumPt) * 20)}" w:lineRule="exact"`;
}

export const TITLE_STYLE_ID = 'WordTitle';
const HEADER_PART = 'word/header1.xml';
const FOOTER_PART = 'word/footer1.xml';
const HEADER_REL_ID = 'rIdWordHeader';
const FOOTER_REL_ID = 'rIdWordFooter';
const LOGO_REL_ID = 'rIdWordLogo';
const REL_BASE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PART_NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

function styled(settings: WordSettingsValues, stylesXml: string): string {
  const sizes = wordTextSizes(settings);
  const body = fontsXml(settings.bodyFont);
  const heading = fontsXml(settings.headingFont);
  let xml = stylesXml.replace(/<w:rPrDefault>[\s\S]*?<\/w:rPrDefault>/, (part) =>
    withoutSizes(part.replace(/<w:rFonts[^>]*\/>/, body)).replace('</w:rPr>', `${sizeXml(sizes.body)}</w:rPr>`),
  );
  xml = xml.replace(
    /<w:pPrDefault>[\s\S]*?<\/w:pPrDefault>/,
    `<w:pPrDefault><w:pPr><w:spacing w:after="0" ${lineSpacingAttributes(settings)}/></w:pPr></w:pPrDefault>`,
  );
  const headingStyle = (id: string, pt: number) => {
    xml = xml.replace(new RegExp(`<w:style [^>]*w:styleId="${id}"[^>]*>[\\s\\S]*?<\\/w:style>`), (style) => {
      let next = withoutSizes(style)
        .replace(/<w:rFonts[^>]*\/>/, '')
        .replace('<w:rPr>', `<w:rPr>${heading}`)
        .replace('</w:rPr>', `${sizeXml(pt)}</w:rPr>`);
      next = next.replace(/<w:spacing ([^>]*?)\/>/, (_all, attributes: string) => {
        const kept = attributes.replace(/w:line="[^"]*"|w:lineRule="[^"]*"/g, '').trim();
        return `<w:spacing ${kept} ${lineSpacingAttributes(settings, pt * 1.3)}/>`;
      });
      return next;
    });
  };
  headingStyle('Heading1', sizes.heading1);
  headingStyle('Heading2', sizes.heading2);
  const title =
    `<w:style w:type="paragraph" w:styleId="${TITLE_STYLE_ID}"><w:name w:val="Title"/><w:basedOn w:val="Normal"/>` +
    `<w:pPr><w:spacing w:before="240" w:after="240" w:line="240" w:lineRule="auto"/><w:jc w:val="center"/></w:pPr>` +
    `<w:rPr>${heading}<w:b/>${sizeXml(sizes.title)}</w:rPr></w:style>`;
  return xml.replace('</w:styles>', `${title}</w:styles>`);
}

/** The text of a table of 5–6 columns at most 五号, of 7 or more at most 小五. */
const WIDE_TABLE_PT = 10.5;
const DENSE_TABLE_PT = 9;

/**
 * A table narrower than the text block as it is; a wider one scaled to fit it. Its layout is
 * fixed: the column widths hold whatever the cells contain (a long code or number wraps inside its
 * cell), so no column is pushed past the right margin of the page (issue 35: the printed gap
 * report lost its right-hand columns on A4).
 */
function fitTable(table: string, textWidthTwips: number, tablePt: number): string {
  const width = Number(/<w:tblW w:w="(\d+)" w:type="dxa"\/>/.exec(table)?.[1] ?? 0);
  const factor = width > textWidthTwips ? textWidthTwips / width : 1;
  let xml = table;
  // (tblLayout's place in tblPr: after tblBorders and shd, before tblCellMar and tblLook.)
  if (!xml.includes('<w:tblLayout ')) xml = xml.replace(/<w:tblCellMar>|<w:tblLook |<\/w:tblPr>/, (next) => `<w:tblLayout w:type="fixed"/>${next}`);
  if (factor < 1)
    xml = xml.replace(
      /(<w:(?:tblW|gridCol|tcW) w:w=")(\d+)"/g,
      (_all, head: string, value: string) => `${head}${Math.floor(Number(value) * factor)}"`,
    );
  // Table text: smaller than the body, single spaced (an exact body spacing would make tall rows);
  // a table of many columns smaller still (五号, 小五), so codes, dates and levels fit their columns.
  const columns = (xml.match(/<w:gridCol /g) ?? []).length;
  const pt = Math.min(tablePt, columns >= 7 ? DENSE_TABLE_PT : columns >= 5 ? WIDE_TABLE_PT : tablePt);
  xml = xml.replace(/<w:rPr>([\s\S]*?)<\/w:rPr>/g, (_all, inner: string) => `<w:rPr>${withoutSizes(inner)}${sizeXml(pt)}</w:rPr>`);
  return xml.replace(/<w:pPr>/g, '<w:pPr><w:spacing w:before="0" w:after="0" w:line="240" w:lineRule="auto"/>');
}

function laidOut(settings: WordSettingsValues, documentXml: string, parts: { header: boolean; footer: boolean }): string {
  const sizes = wordTextSizes(settings);
  const page = pageSizeMm(settings);
  const textWidth = mmToTwips(page.widthMm - settings.marginLeftMm - settings.marginRightMm);
  let xml = documentXml;
  // The first paragraph of the body is the document's title (the reports' cover title).
  xml = xml.replace(/(<w:body>)(<w:p>|<w:p [^>]*>)([\s\S]*?<\/w:p>)/, (_all, body: string, open: string, rest: string) => {
    const inner = rest.startsWith('<w:pPr>')
      ? rest.replace('<w:pPr>', `<w:pPr><w:pStyle w:val="${TITLE_STYLE_ID}"/>`)
      : `<w:pPr><w:pStyle w:val="${TITLE_STYLE_ID}"/></w:pPr>${rest}`;
    return `${body}${open}${withoutSizes(inner)}`;
  });
  // Headings take their size from their style.
  xml = xml.replace(/<w:p>(<w:pPr><w:pStyle w:val="Heading[12]"\/>[\s\S]*?)<\/w:p>/g, (_all, inner: string) => `<w:p>${withoutSizes(inner)}</w:p>`);
  xml = xml.replace(/<w:tbl>[\s\S]*?<\/w:tbl>/g, (table) => fitTable(table, textWidth, sizes.table));
  // The section: header and footer parts, paper, orientation, margins.
  const landscape = settings.orientation === 'landscape' ? ' w:orient="landscape"' : '';
  const headerMm = Math.max(5, Math.min(15, settings.marginTopMm / 2));
  const footerMm = Math.max(5, Math.min(15, settings.marginBottomMm / 2));
  xml = xml.replace(/<w:sectPr>([\s\S]*?)<\/w:sectPr>/, (_all, inner: string) => {
    let next = inner
      .replace(/<w:headerReference [^>]*\/>/g, '')
      .replace(/<w:pgSz [^>]*\/>/, `<w:pgSz w:w="${mmToTwips(page.widthMm)}" w:h="${mmToTwips(page.heightMm)}"${landscape}/>`)
      .replace(
        /<w:pgMar [^>]*\/>/,
        `<w:pgMar w:top="${mmToTwips(settings.marginTopMm)}" w:right="${mmToTwips(settings.marginRightMm)}" w:bottom="${mmToTwips(settings.marginBottomMm)}" w:left="${mmToTwips(settings.marginLeftMm)}" w:header="${mmToTwips(headerMm)}" w:footer="${mmToTwips(footerMm)}" w:gutter="0"/>`,
      );
    if (parts.footer && !next.includes('<w:footerReference')) next = `<w:footerReference w:type="default" r:id="${FOOTER_REL_ID}"/>${next}`;
    if (parts.header) next = `<w:headerReference w:type="default" r:id="${HEADER_REL_ID}"/>${next}`;
    return `<w:sectPr>${next}</w:sectPr>`;
  });
  return xml;
}

const run = (text: string, rPr: string) => `<w:r><w:rPr>${rPr}</w:rPr><w:t xml:space="preserve">${escXml(text)}</w:t></w:r>`;
const fieldRuns = (instruction: string, rPr: string) =>
  `<w:r><w:rPr>${rPr}</w:rPr><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:rPr>${rPr}</w:rPr><w:instrText xml:space="preserve"> ${instruction} </w:instrText></w:r>` +
  `<w:r><w:rPr>${rPr}</w:rPr><w:fldChar w:fldCharType="separate"/></w:r>${run('1', rPr)}<w:r><w:rPr>${rPr}</w:rPr><w:fldChar w:fldCharType="end"/></w:r>`;

/** The header: the logo at the left and the text at the right (the text centred without a logo), over a rule. */
function headerXml(settings: WordSettingsValues, logo: DocxLogo | null, textWidth: number): string {
  const rPr = `${fontsXml(settings.bodyFont)}${sizeXml(9)}`;
  let drawing = '';
  if (logo) {
    const cy = mmToEmu(WORD_LOGO_HEIGHT_MM);
    const cx = Math.round((cy * logo.widthPx) / Math.max(1, logo.heightPx));
    drawing =
      `<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${cx}" cy="${cy}"/><wp:docPr id="9901" name="logo"/>` +
      `<wp:cNvGraphicFramePr><a:graphicFrameLocks noChangeAspect="1"/></wp:cNvGraphicFramePr><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>` +
      `<pic:nvPicPr><pic:cNvPr id="9901" name="logo.${logo.extension}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="${LOGO_REL_ID}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
      `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;
  }
  const text = settings.headerText ? run(settings.headerText, rPr) : '';
  const pPr =
    `<w:pPr><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="auto"/></w:pBdr>` +
    `<w:tabs><w:tab w:val="right" w:pos="${textWidth}"/></w:tabs><w:spacing w:after="0" w:line="240" w:lineRule="auto"/><w:jc w:val="${logo ? 'left' : 'center'}"/></w:pPr>`;
  const content = logo ? `${drawing}${text ? `<w:r><w:tab/></w:r>${text}` : ''}` : text;
  return `${XML_DECLARATION}\n<w:hdr ${PART_NS}><w:p>${pPr}${content}</w:p></w:hdr>`;
}

/** The footer line: the footer text at the left and the page number at the right (either alone, centred). */
function footerParagraph(settings: WordSettingsValues, textWidth: number): string {
  const rPr = `${fontsXml(settings.bodyFont)}${sizeXml(10.5)}`;
  const number = settings.pageNumbers
    ? pageNumberParts(settings.pageNumberFormat)
        .map((part) => (part === 'PAGE' || part === 'NUMPAGES' ? fieldRuns(part, rPr) : run(part, rPr)))
        .join('')
    : '';
  const text = settings.footerText ? run(settings.footerText, rPr) : '';
  if (!number && !text) return '';
  const both = number && text;
  return (
    `<w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="${textWidth}"/></w:tabs><w:spacing w:after="0" w:line="240" w:lineRule="auto"/><w:jc w:val="${both ? 'left' : 'center'}"/></w:pPr>` +
    `${text}${both ? '<w:r><w:tab/></w:r>' : ''}${number}</w:p>`
  );
}

function addRelationship(zip: PizZip, relsPath: string, id: string, type: string, target: string): void {
  const rels =
    zip.file(relsPath)?.asText() ??
    `${XML_DECLARATION}\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>`;
  if (rels.includes(`Id="${id}"`)) return;
  zip.file(relsPath, rels.replace('</Relationships>', `<Relationship Id="${id}" Type="${REL_BASE}/${type}" Target="${target}"/></Relationships>`));
}

function addContentType(zip: PizZip, entry: string): void {
  const types = zip.file('[Content_Types].xml')?.asText() ?? '';
  const key = /Extension="([^"]+)"/.exec(entry)?.[1] ?? /PartName="([^"]+)"/.exec(entry)?.[1] ?? '';
  if (types.includes(`"${key}"`)) return;
  zip.file('[Content_Types].xml', types.replace('</Types>', `${entry}</Types>`));
}

/**
 * Lays a filled document out with a user's Word settings (in place): styles, title, headings,
 * tables, section, header (logo and text) and footer (text and page number field). The
 * template's own footer lines stay, under the user's line.
 */
export function applyWordLayout(zip: PizZip, { settings, logo }: DocxLayout): void {
  const page = pageSizeMm(settings);
  const textWidth = mmToTwips(page.widthMm - settings.marginLeftMm - settings.marginRightMm);
  const stylesXml = zip.file('word/styles.xml')?.asText();
  if (stylesXml) zip.file('word/styles.xml', styled(settings, stylesXml));

  const hasHeader = !!logo || settings.headerText !== '';
  if (hasHeader) {
    zip.file(HEADER_PART, headerXml(settings, logo, textWidth));
    addRelationship(zip, 'word/_rels/document.xml.rels', HEADER_REL_ID, 'header', 'header1.xml');
    addContentType(
      zip,
      '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>',
    );
    if (logo) {
      zip.file(`word/media/word-logo.${logo.extension}`, logo.bytes);
      addRelationship(zip, 'word/_rels/header1.xml.rels', LOGO_REL_ID, 'image', `media/word-logo.${logo.extension}`);
      addContentType(zip, `<Default Extension="${logo.extension}" ContentType="image/${logo.extension}"/>`);
    }
  }

  const line = footerParagraph(settings, textWidth);
  let hasFooter = !!zip.file(FOOTER_PART);
  if (line) {
    const existing = zip.file(FOOTER_PART)?.asText();
    if (existing) zip.file(FOOTER_PART, existing.replace(/(<w:ftr [^>]*>)/, `$1${line}`));
    else {
      zip.file(FOOTER_PART, `${XML_DECLARATION}\n<w:ftr ${PART_NS}>${line}</w:ftr>`);
      addRelationship(zip, 'word/_rels/document.xml.rels', FOOTER_REL_ID, 'footer', 'footer1.xml');
      addContentType(
        zip,
        '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>',
      );
      hasFooter = true;
    }
  }
  const documentXml = zip.file('word/document.xml')?.asText();
  if (documentXml) zip.file('word/document.xml', laidOut(settings, documentXml, { header: hasHeader, footer: hasFooter && !!line }));
}
