/**
 * Reading an uploaded workbook against a template, and writing a blank template, both with
 * exceljs. Before exceljs reads anything, ./zip.ts refuses what the central directory declares too
 * big and ./sheetScan.ts counts the rows (more than the limit: refused) and the ranges exceljs
 * would expand cell by cell; then exceljs's full read (./excelReader.ts) gives each row's cells as
 * text, which go through the template's row reader (domain/imports/templates.ts). The whole file
 * is refused when it holds a formula (its cells named) or more rows than the limit.
 */
import ExcelJS from 'exceljs';
import { ErrorCode } from '../../../domain/errors';
import type { ExcelParseResult, ParsedSheet } from '../../../domain/imports/contracts';
import { IMPORT_ERRORS_LISTED, IMPORT_FORMULA_CELLS_NAMED } from '../../../domain/imports/constants';
import type { ImportTemplateName } from '../../../domain/imports/enums';
import { type CellError, columnLetter } from '../../../domain/imports/rules';
import { createRowReader, IMPORT_TEMPLATES, type ReadRow, TEMPLATE_HELP_SHEET } from '../../../domain/imports/templates';
import { BusinessError } from '../../http/errors';
import { type OpenedWorkbook, openWorkbook } from './excelReader';
import { checkWorkbookSize, tooManyRows } from './sheetScan';
import { checkOfficeFile } from './zip';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface WorkbookLimits {
  maxRows: number;
  maxUncompressed: number;
}

/** What one pass over a workbook found, before the answer is shaped. */
export interface WorkbookRead {
  sheets: (Omit<ParsedSheet, 'rows'> & { rows: ReadRow[] })[];
  errors: CellError[];
  errorCount: number;
}

/**
 * Reads every sheet of `data` against the template (the 填写说明 sheet and sheets without the
 * template's columns are listed, not read).
 */
export async function readWorkbook(data: Buffer | undefined, templateName: ImportTemplateName, limits: WorkbookLimits): Promise<WorkbookRead> {
  const entries = checkOfficeFile(data, 'xlsx', limits.maxUncompressed);
  await checkWorkbookSize(data as Buffer, entries, limits.maxRows);
  const template = IMPORT_TEMPLATES[templateName];
  const errors: CellError[] = [];
  let errorCount = 0;
  const onError = (error: CellError) => {
    errorCount += 1;
    if (errors.length < IMPORT_ERRORS_LISTED) errors.push(error);
  };
  const formulas: string[] = [];
  let formulaCount = 0;
  let rowTotal = 0;
  const sheets: WorkbookRead['sheets'] = [];
  const headerProblems: string[] = [];
  let workbook: OpenedWorkbook;
  try {
    workbook = await openWorkbook(data as Buffer);
  } catch (error) {
    throw new BusinessError(
      ErrorCode.IMPORT_UNREADABLE,
      `文件已损坏，无法读取（${error instanceof Error ? error.message.slice(0, 100) : '未知错误'}）`,
    );
  }
  for (const { name, rows } of workbook.sheets) {
    const sheet: WorkbookRead['sheets'][number] = { name, matched: false, note: '', rowCount: 0, validCount: 0, rows: [] };
    sheets.push(sheet);
    const help = name === TEMPLATE_HELP_SHEET;
    if (help) sheet.note = '填写说明，未读取';
    const rowReader = createRowReader(template, name, onError);
    let header = true;
    for (const row of rows()) {
      if (header && row.cells.every((cell) => !cell) && !row.formulas.length) continue;
      if (!header) rowTotal += 1;
      if (rowTotal > limits.maxRows) throw tooManyRows(limits.maxRows);
      if (help) continue;
      for (const col of row.formulas) {
        formulaCount += 1;
        if (formulas.length < IMPORT_FORMULA_CELLS_NAMED) formulas.push(`${name}!${columnLetter(col + 1)}${row.number}`);
        row.cells[col] = '';
      }
      const cells = row.cells.map((cell) => cell.trim());
      if (header) {
        header = false;
        const missing = rowReader.header(cells);
        if (missing) {
          sheet.note = `缺少列：${missing.join('、')}`;
          headerProblems.push(`工作表“${name}”缺少列：${missing.join('、')}`);
        } else sheet.matched = true;
        continue;
      }
      if (!sheet.matched) continue;
      const read = rowReader.row(row.number, cells);
      if (!read) continue;
      sheet.rowCount += 1;
      if (read.valid) sheet.validCount += 1;
      sheet.rows.push(read);
    }
    if (header && !help) sheet.note = '空工作表';
  }
  if (formulaCount) {
    throw new BusinessError(
      ErrorCode.IMPORT_FORMULA,
      `文件中有 ${formulaCount} 个公式单元格（${formulas.join('、')}${formulaCount > formulas.length ? ' 等' : ''}），请将这些单元格复制后“选择性粘贴为数值”再导入`,
    );
  }
  if (!sheets.some((sheet) => sheet.matched)) {
    throw new BusinessError(
      ErrorCode.IMPORT_HEADER_MISMATCH,
      `表头与“${template.title}”模板不符，请下载模板后按模板填写${headerProblems.length ? `：${headerProblems.join('；')}` : ''}`,
    );
  }
  return { sheets, errors, errorCount };
}

/** The answer of POST /api/import/excel/parse. */
export async function parseWorkbook(data: Buffer | undefined, templateName: ImportTemplateName, limits: WorkbookLimits): Promise<ExcelParseResult> {
  const read = await readWorkbook(data, templateName, limits);
  return {
    template: templateName,
    columns: IMPORT_TEMPLATES[templateName].columns.map(({ key, header, required }) => ({ key, header, required })),
    sheets: read.sheets,
    errors: read.errors,
    errorCount: read.errorCount,
  };
}

/** A blank template: the data sheet (required headers in red, frozen) and the 填写说明 sheet. */
export async function blankTemplate(templateName: ImportTemplateName): Promise<Buffer> {
  const template = IMPORT_TEMPLATES[templateName];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '信息安全合规与认证服务平台';
  const sheet = workbook.addWorksheet(template.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = template.columns.map((c) => ({ header: c.header, width: c.width }));
  template.columns.forEach((c, index) => {
    const cell = sheet.getRow(1).getCell(index + 1);
    cell.font = { bold: true, color: c.required ? { argb: 'FFC00000' } : undefined };
    cell.note = `${c.required ? '必填' : '选填'}：${c.note}`;
  });
  const help = workbook.addWorksheet(TEMPLATE_HELP_SHEET);
  help.columns = [
    { header: '列', width: 20 },
    { header: '是否必填', width: 10 },
    { header: '填写说明', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of template.columns) help.addRow([c.header, c.required ? '必填' : '选填', c.note]).alignment = { wrapText: true, vertical: 'top' };
  help.addRow([]);
  help.addRow(['', '', '不要使用公式（请粘贴为数值）；日期填写如 2024-03-01；第一行为表头，请勿修改。']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
