/**
 * The dashboards' Excel files (exceljs, like the other exports): Chinese headers, times in China
 * time, a bold totals row after the rows. The consumption list is capped at EXPORT_MAX_ROWS (a
 * last row says when the filter matched more); the analysis has at most a few hundred rows.
 */
import ExcelJS from 'exceljs';
import { EXPORT_MAX_ROWS } from '../../../domain/constants';
import { formatChinaDateTime } from '../../../domain/kernel/chinaTime';
import type { Analysis, ConsumptionItem } from '../../../domain/metrics/contracts';
import { MEASURES } from '../../../domain/metrics/measures';
import { fitSheetForReading } from '../../reports/xlsx';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CONSUMPTION_EXPORT_TRUNCATED = `仅导出前 ${EXPORT_MAX_ROWS.toLocaleString('zh-CN')} 条记录，请缩小筛选范围后分批导出`;

interface Column<T> {
  header: string;
  width: number;
  value: (row: T) => string | number;
  numFmt?: string;
}

async function workbookOf<T>(
  sheetName: string,
  columns: Column<T>[],
  rows: readonly T[],
  totals: (string | number)[],
  note?: string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '信息安全合规与认证服务平台';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width, style: column.numFmt ? { numFmt: column.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  sheet.addRow(totals).font = { bold: true };
  fitSheetForReading(sheet);
  // The note spans the row: added after the widths, so its length does not widen the first column.
  if (note) sheet.addRow([note]).font = { italic: true, color: { argb: 'FFCC0000' } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const CONSUMPTION_COLUMNS: Column<ConsumptionItem>[] = [
  { header: '消费时间', width: 20, value: (row) => formatChinaDateTime(new Date(row.createdAt)) },
  { header: '成员', width: 14, value: (row) => row.memberName },
  { header: '消耗积分', width: 12, value: (row) => row.points, numFmt: '#,##0' },
  { header: '服务产品', width: 30, value: (row) => row.productName ?? '' },
  { header: '客户', width: 24, value: (row) => row.customerName ?? '' },
  { header: '项目组编号', width: 22, value: (row) => row.groupCode ?? '' },
  { header: '项目数', width: 8, value: (row) => (row.groupCode ? row.projects : '') },
  { header: '已撤回退款', width: 10, value: (row) => (row.refunded ? '是' : '') },
  { header: '说明', width: 40, value: (row) => row.reason },
];

/** The consumption list of the filter, with its totals (over every row of the filter). */
export function consumptionWorkbook(
  rows: readonly ConsumptionItem[],
  totals: { entries: number; points: number; refundedPoints: number },
  truncated: boolean,
) {
  const refunded = totals.refundedPoints ? `其中已撤回退款 ${totals.refundedPoints} 积分` : '';
  return workbookOf(
    '消费明细',
    CONSUMPTION_COLUMNS,
    rows,
    [`合计（${totals.entries} 笔）`, '', totals.points, '', '', '', '', '', refunded],
    truncated ? CONSUMPTION_EXPORT_TRUNCATED : undefined,
  );
}

const changeText = (change: number | null) => (change === null ? '—' : `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`);

/** The analysis: one row per dimension value (or month), this period, the previous one and the change, then the total. */
export function analysisWorkbook(analysis: Analysis, dimensionLabel: string) {
  const unit = analysis.unit ? `（${analysis.unit}）` : '';
  const period = (range: { startMonth: string; endMonth: string }) => `${range.startMonth} 至 ${range.endMonth}`;
  // An average keeps one decimal; counts and points are whole numbers.
  const numFmt = MEASURES[analysis.measure].derive === 'average' ? '#,##0.0' : '#,##0';
  const columns: Column<Analysis['rows'][number]>[] = [
    { header: dimensionLabel.replace(/^按/, ''), width: 24, value: (row) => row.name },
    { header: `本期${unit} ${period(analysis.range)}`, width: 26, value: (row) => row.value, numFmt },
    { header: `上期${unit} ${period(analysis.previousRange)}`, width: 26, value: (row) => row.previous, numFmt },
    { header: '变化', width: 12, value: (row) => changeText(row.change) },
  ];
  // An average's total is the average over everything, not a sum of the rows.
  return workbookOf(analysis.measureName.slice(0, 31), columns, analysis.rows, [
    MEASURES[analysis.measure].derive === 'average' ? '整体' : '合计',
    analysis.total.value,
    analysis.total.previous,
    changeText(analysis.total.change),
  ]);
}
