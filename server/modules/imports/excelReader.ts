/**
 * An uploaded .xlsx read by exceljs's full read (Workbook.xlsx.load): the sheets in workbook order,
 * each row's cells as the text a user sees, which cells hold formulas, the row numbers. Run after
 * ./zip.ts (declared sizes) and ./sheetScan.ts (rows and ranges counted), which keep a file
 * exceljs would hold too much of from reaching it. exceljs's streaming WorkbookReader is not used:
 * it lost the last sheets of multi-sheet workbooks in about a third of runs (sheets buffered to
 * temporary files while the zip stream ends).
 */
import ExcelJS from 'exceljs';

export interface SheetRow {
  /** 1-based row number of the sheet. */
  number: number;
  /** Cell texts by 0-based column index. */
  cells: string[];
  /** 0-based column indexes of cells holding a formula. */
  formulas: number[];
}

export interface OpenedWorkbook {
  sheets: { name: string; rows(): Generator<SheetRow> }[];
}

const { ValueType } = ExcelJS;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The text a user sees of an exceljs cell value: strings as they are (shared, inline and rich
 * strings' runs joined), numbers without float noise (0.1 + 0.2 → 0.3), dates (exceljs makes
 * Date objects of numbers under a date format, in UTC) as YYYY-MM-DD, booleans as TRUE/FALSE,
 * hyperlinks by their text, error values (#N/A), a formula by its cached result.
 */
export function valueText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return value.error;
  if ('hyperlink' in value) return valueText(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return valueText(value.result as ExcelJS.CellValue);
  return '';
}

function* rowsOf(sheet: ExcelJS.Worksheet): Generator<SheetRow> {
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => {
    rows.push(row);
  });
  for (const row of rows) {
    const cells: string[] = [];
    const formulas: number[] = [];
    row.eachCell((cell, col) => {
      // The cells a merged range covers answer their top-left cell's value: read as empty.
      if (cell.type === ValueType.Merge) return;
      if (cell.type === ValueType.Formula) formulas.push(col - 1);
      cells[col - 1] = valueText(cell.value);
    });
    if (!cells.length) continue;
    for (let i = 0; i < cells.length; i++) cells[i] ??= '';
    yield { number: row.number, cells, formulas };
  }
}

/** Reads a workbook; throws exceljs's error when it cannot. */
export async function openWorkbook(data: Buffer): Promise<OpenedWorkbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as never);
  return { sheets: workbook.worksheets.map((sheet) => ({ name: sheet.name, rows: () => rowsOf(sheet) })) };
}
