/**
 * Excel sheets a person reads (server/reports/xlsx.ts): columns as wide as their longest text, CJK
 * counted double, and the page landscape, one page wide, the header repeated. Before, the analysis
 * export's product names and period headers were cut off in LibreOffice and Excel.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { analysisWorkbook } from '../../../server/modules/metrics/excel';
import { displayWidth, fitSheetForReading } from '../../../server/reports/xlsx';

describe('Excel sheets fit their text', () => {
  it('counts a CJK or full-width character as two', () => {
    expect(displayWidth('ISO')).toBe(3);
    expect(displayWidth('信息安全（GB/T 20984）')).toBe(4 * 2 + 2 * 2 + 10);
  });

  it('widens a column to its longest cell and sets the page for printing', () => {
    const sheet = new ExcelJS.Workbook().addWorksheet('s');
    sheet.columns = [
      { header: '服务产品', width: 10 },
      { header: '数', width: 30 },
    ];
    sheet.addRow(['信息安全风险评估（GB/T 20984-2022）', 1]);
    fitSheetForReading(sheet);
    expect(sheet.getColumn(1).width).toBe(displayWidth('信息安全风险评估（GB/T 20984-2022）') + 2);
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '1:1' });
  });

  it('gives the analysis export whole product names, its period headers and grouped numbers', async () => {
    const buffer = await analysisWorkbook(
      {
        measure: 'purchasePoints',
        measureName: '购买金额',
        unit: '积分',
        range: { startMonth: '2025-12', endMonth: '2026-11' },
        previousRange: { startMonth: '2024-12', endMonth: '2025-11' },
        rows: [{ key: 'PD-RA', name: '信息安全风险评估（GB/T 20984-2022）', value: 43970, previous: 0, change: null }],
        total: { value: 43970, previous: 0, change: null },
      } as unknown as Parameters<typeof analysisWorkbook>[0],
      '按服务产品',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(displayWidth('信息安全风险评估（GB/T 20984-2022）'));
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(displayWidth('本期（积分） 2025-12 至 2026-11'));
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0');
  });
});
