/**
 * Excel sheets a person reads and prints: columns as wide as their longest text (a CJK character
 * counts as two, as Excel and LibreOffice draw it), within bounds, and the page set to landscape
 * A4, one page wide, the header row repeated on every printed page.
 */
import type ExcelJS from 'exceljs';

const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

/** The width a text takes in Excel's character units: wide (CJK, full-width) characters count two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return width;
}

/** Widens each column to its longest cell (as shown: numbers with their separators), then sets the page for printing. */
export function fitSheetForReading(sheet: ExcelJS.Worksheet): void {
  sheet.columns.forEach((column) => {
    let widest = column.width ?? MIN_WIDTH;
    column.eachCell?.({ includeEmpty: false }, (cell) => {
      const value = cell.value;
      const text =
        typeof value === 'number' ? value.toLocaleString('zh-CN') : value === null || value === undefined ? '' : String(cell.text ?? value);
      widest = Math.max(widest, displayWidth(text) + 2);
    });
    column.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest));
  });
  sheet.pageSetup = {
    ...sheet.pageSetup,
    paperSize: 9,
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    printTitlesRow: '1:1',
  };
}
