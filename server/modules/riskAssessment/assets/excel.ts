/**
 * The asset inventory as an Excel workbook (exceljs, like the other exports of the server): one
 * sheet of a tier with Chinese headers (domain/riskAssessment/sheets.ts writes the cells: labels,
 * not codes) and a second sheet explaining each column and its dictionary; and the reading of an
 * uploaded workbook's first sheet as a table of texts for parseSheet. At most 20,000 rows, so the
 * workbook is built in memory.
 */
import ExcelJS from 'exceljs';
import type { AssetTier } from '../../../../domain/enums';
import {
  DICTIONARY_SHEET,
  dictionaryRows,
  type ExportBusiness,
  type ExportSystem,
  type ExportUnit,
  SHEET_COLUMNS,
  SHEET_TITLES,
  type SheetContext,
  sheetRowOf,
} from '../../../../domain/riskAssessment/sheets';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function assetWorkbook(
  tier: AssetTier,
  ctx: SheetContext,
  rows: readonly (ExportBusiness | ExportSystem | ExportUnit)[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '信息安全合规与认证服务平台';
  const sheet = workbook.addWorksheet(SHEET_TITLES[tier], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SHEET_COLUMNS[tier].map((c) => ({ header: c.required ? c.header : c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(sheetRowOf(tier as 'business', ctx, row as ExportBusiness));
  const help = workbook.addWorksheet(DICTIONARY_SHEET);
  help.columns = [
    { header: '列', width: 16 },
    { header: '是否必填', width: 10 },
    { header: '填写说明与可选值', width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  for (const line of dictionaryRows(tier, ctx)) help.addRow(line).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell as the text a user sees (rich text, formulas' results, numbers). */
function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return textOf(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** The first sheet of an uploaded workbook as rows of texts (header first); throws when unreadable. */
export async function readSheet(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const table: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(textOf(row.getCell(c).value).trim());
    table[rowNumber - 1] = cells;
  });
  for (let i = 0; i < table.length; i++) table[i] ??= [];
  return table;
}
