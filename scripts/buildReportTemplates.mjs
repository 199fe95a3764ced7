/**
 * Builds server/modules/questionnaires/templates/gapReport.docx, the docxtemplater template of the
 * gap report's Word document (server/modules/questionnaires/gapDocx.ts fills it). Run after a
 * change here: `node scripts/buildGapReportTemplate.mjs`; the .docx is committed.
 *
 * Tags: {name} values, {#list}…{/list} loops (a table row repeats when the loop opens in its first
 * cell and closes in its last; a paragraph repeats with paragraphLoop), {@chartResultXml} and
 * {@chartCategoryXml} raw XML (the chart images' drawing paragraphs, added at render time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PizZip from 'pizzip';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/modules/questionnaires/templates/gapReport.docx');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const run = (text, { bold = false, size } = {}) =>
  `<w:r><w:rPr>${bold ? '<w:b/>' : ''}${size ? `<w:sz w:val="${size}"/><w:szCs w:val="${size}"/>` : ''}</w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const p = (text, options = {}) =>
  `<w:p><w:pPr>${options.style ? `<w:pStyle w:val="${options.style}"/>` : ''}${options.center ? '<w:jc w:val="center"/>' : ''}</w:pPr>${run(text, options)}</w:p>`;
const cell = (text, width, { bold = false, shade = false } = {}) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${shade ? '<w:shd w:val="clear" w:color="auto" w:fill="D9E2F3"/>' : ''}</w:tcPr>${p(text, { bold })}</w:tc>`;
const row = (cells, widths, options) => `<w:tr>${cells.map((c, i) => cell(c, widths[i], options)).join('')}</w:tr>`;
const table = (header, loopRow, widths) =>
  `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblBorders>${[
    'top',
    'left',
    'bottom',
    'right',
    'insideH',
    'insideV',
  ]
    .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`)
    .join('')}</w:tblBorders></w:tblPr><w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${
    header ? row(header, widths, { bold: true, shade: true }) : ''
  }${loopRow.map((r) => row(r, widths)).join('')}</w:tbl>`;

const body = [
  p('差距分析报告', { bold: true, size: 44, center: true }),
  p('{projectName}', { size: 28, center: true }),
  p('{productName}　{levelLabel}', { center: true }),
  p('报告编号：{projectCode}-{reportNo}', { center: true }),
  table(
    null,
    [
      ['检查日期', '{checkDate}'],
      ['单位名称', '{companyName}'],
      ['联系人', '{contactName}'],
      ['部门', '{department}'],
      ['联系电话', '{telephone}'],
    ],
    [2400, 6600],
  ),
  p('一、总体结论', { style: 'Heading1', bold: true, size: 32 }),
  p('{scoreLabel}：{score}　结论：{conclusion}'),
  p('{scoreNote}'),
  p('评估项 {totalItems} 项，差距 {gapCount} 项。'),
  table(['问题类别', '数量'], [['{#issues}{label}', '{count}{/issues}']], [4500, 4500]),
  p('二、按结果分布', { style: 'Heading1', bold: true, size: 32 }),
  table(['结果', '项数', '图中颜色'], [['{#byResult}{label}', '{count}', '{color}{/byResult}']], [3000, 3000, 3000]),
  p('{@chartResultXml}'),
  p('三、按类别', { style: 'Heading1', bold: true, size: 32 }),
  table(
    ['序号', '类别', '{categoryScoreLabel}', '项数', '最高差距等级'],
    [['{#byCategory}{no}', '{name}', '{score}', '{items}', '{maxGapLevel}{/byCategory}']],
    [900, 3300, 1800, 1200, 1800],
  ),
  p('图中柱条自左至右依次为上表各类别（序号 1 起），高度为{categoryScoreLabel}（0–100）。'),
  p('{@chartCategoryXml}'),
  p('四、差距清单与整改建议', { style: 'Heading1', bold: true, size: 32 }),
  table(
    ['序号', '编号', '差距项', '类别', '结果', '差距等级', '整改建议', '处置'],
    [
      [
        '{#gaps}{rank}',
        '{ref}',
        '{title}',
        '{categoryName}',
        '{resultLabel}',
        '{gapLevel}{issueRiskLabel}',
        '{recommendation}',
        '{disposalLabel}{/gaps}',
      ],
    ],
    [600, 800, 1500, 1200, 1100, 900, 2000, 1200],
  ),
  p('五、处置进度', { style: 'Heading1', bold: true, size: 32 }),
  table(
    ['应处置', '已处置', '处置中', '已逾期'],
    [['{disposalTotal}', '{disposalFinished}', '{disposalInHandle}', '{disposalOverdue}']],
    [2250, 2250, 2250, 2250],
  ),
  p('六、计算说明', { style: 'Heading1', bold: true, size: 32 }),
  p('{#explanation}{text}{/explanation}'),
].join('');

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';

const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${NS}><w:body>${body}<w:sectPr><w:footerReference w:type="default" r:id="rIdFooter1"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1200" w:bottom="1440" w:left="1200" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;

const footer = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:ftr ${NS}>${p('评分配置：{configLabel}　生成于 {generatedAt}', { size: 16, center: true })}</w:ftr>`;

const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="宋体" w:cs="Arial"/><w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="en-US" w:eastAsia="zh-CN"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:rFonts w:eastAsia="黑体"/><w:b/><w:sz w:val="32"/></w:rPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
</w:styles>`;

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

const documentRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rIdFooter1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>`;

const core = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>差距分析报告</dc:title><dc:creator>信息安全合规与认证服务平台</dc:creator></cp:coreProperties>`;

const zip = new PizZip();
zip.file('[Content_Types].xml', contentTypes);
zip.file('_rels/.rels', rootRels);
zip.file('docProps/core.xml', core);
zip.file('word/document.xml', document);
zip.file('word/styles.xml', styles);
zip.file('word/footer1.xml', footer);
zip.file('word/_rels/document.xml.rels', documentRels);
// A fixed date keeps the committed file byte-identical between runs.
const date = new Date('2026-11-24T00:00:00Z');
for (const name of Object.keys(zip.files)) zip.files[name].date = date;
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }));
console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
