/**
 * Hand-built Office files for the imports tests and benchmark: a minimal .xlsx (inline strings,
 * numbers, formulas) written straight as SpreadsheetML through jszip — a 100,001-row workbook in
 * about a second — a zip that declares a huge entry (a zip bomb by its central directory), and a
 * .docx with heading styles, tables and references, built with pizzip.
 */
import JSZip from 'jszip';
import PizZip from 'pizzip';

export type Cell = string | number | null | { formula: string; result?: number };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const letter = (i: number) => {
  let n = i + 1;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
};

function sheetXml(rows: readonly (readonly Cell[])[]): string {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  rows.forEach((row, r) => {
    let line = `<row r="${r + 1}">`;
    row.forEach((cell, c) => {
      const ref = `${letter(c)}${r + 1}`;
      if (cell === null || cell === '') return;
      if (typeof cell === 'number') line += `<c r="${ref}"><v>${cell}</v></c>`;
      else if (typeof cell === 'string') line += `<c r="${ref}" t="inlineStr"><is><t>${esc(cell)}</t></is></c>`;
      else line += `<c r="${ref}"><f>${esc(cell.formula)}</f><v>${cell.result ?? 0}</v></c>`;
    });
    parts.push(`${line}</row>`);
  });
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

/** A workbook of the given sheets (name → rows, the header first). */
export async function buildXlsx(sheets: Record<string, readonly (readonly Cell[])[]>): Promise<Buffer> {
  const zip = new JSZip();
  const names = Object.keys(sheets);
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${names
      .map(
        (_, i) =>
          `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join('')}</Types>`,
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  );
  zip.file(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${names
      .map((name, i) => `<sheet name="${esc(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('')}</sheets></workbook>`,
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${names
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join('')}</Relationships>`,
  );
  names.forEach((name, i) => zip.file(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheets[name])));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
}

/** A zip whose central directory declares a 3 GB entry (nothing needs inflating to refuse it). */
export async function zipBomb(): Promise<Buffer> {
  const base = await buildXlsx({ 科技项目: [['项目编号']] });
  const copy = Buffer.from(base);
  // Patch every central-directory entry's declared uncompressed size.
  for (let at = 0; at < copy.length - 4; at++) if (copy.readUInt32LE(at) === 0x02014b50) copy.writeUInt32LE(3_000_000_000, at + 24);
  return copy;
}

export const TEC_HEADER = [
  '项目编号',
  '项目名称',
  '项目级别',
  '主管部门',
  '项目类别',
  '技术领域',
  '产品类别',
  '立项日期',
  '计划完成日期',
  '项目总经费（万元）',
  '财政资助（万元）',
  '项目负责人',
  '项目状态',
  '备注',
];

/** A good 科技项目 row. */
export const tecRow = (n: number): Cell[] => [
  `KJ-${String(n).padStart(6, '0')}`,
  `测试科技项目 ${n}`,
  '省级',
  '浙江省科学技术厅',
  '重点研发计划',
  '信息安全技术',
  'A020103',
  '2024-03-01',
  '2025-12-31',
  100 + (n % 50),
  20,
  '张三',
  '在研',
  '',
];

export const INNOVATIVE_HEADER = [
  '认定类型',
  '认定年度',
  '证书编号',
  '发证日期',
  '有效期至',
  '技术领域',
  '主导产品类别',
  '主导产品名称',
  '研发费用（万元）',
  '营业收入（万元）',
  '研发人员数',
  '职工总数',
  '有效知识产权数',
  '备注',
];

const DOCX_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A Word document: paragraphs [style or null, text] and table rows (cells), with Heading/标题 styles. */
export function buildDocx(body: ({ style?: string; outline?: number; text: string } | { row: string[] })[]): Buffer {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', DOCX_CONTENT_TYPES);
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/styles.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W}><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style><w:style w:type="paragraph" w:styleId="2"><w:name w:val="标题 2"/></w:style><w:style w:type="paragraph" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`,
  );
  const paragraph = (text: string, style?: string, outline?: number) =>
    `<w:p>${style || outline !== undefined ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${outline !== undefined ? `<w:outlineLvl w:val="${outline}"/>` : ''}</w:pPr>` : ''}<w:r><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
  const xml = body
    .map((item) =>
      'row' in item
        ? `<w:tbl><w:tr>${item.row.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr></w:tbl>`
        : paragraph(item.text, item.style, item.outline),
    )
    .join('');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${xml}</w:body></w:document>`);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
