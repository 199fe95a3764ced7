/**
 * Excel exports (exceljs → Buffer): Chinese headers, labels from domain enums, times in
 * Asia/Shanghai. At most EXPORT_MAX_ROWS rows; when the filter matched more, a last row says
 * so (the caller fetches one row more than the cap to know).
 */
import ExcelJS from 'exceljs';
import type { PlatformOrder } from '../../../domain/api/finance';
import type { BillEntry } from '../../../domain/api/wallet';
import { EXPORT_MAX_ROWS } from '../../../domain/constants';
import { LedgerType, OrderStatus, PayChannel } from '../../../domain/enums';
import { formatShanghai } from './shared';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const TRUNCATED_NOTE = `仅导出前 ${EXPORT_MAX_ROWS.toLocaleString('zh-CN')} 条记录，请缩小筛选范围后分批导出`;

interface Column<T> {
  header: string;
  width: number;
  value: (row: T) => string | number;
  numFmt?: string;
}

const time = (value: string | null): string => (value ? formatShanghai(new Date(value)) : '');
const yuan = (fen: number): number => fen / 100;

async function workbookOf<T>(sheetName: string, columns: Column<T>[], rows: readonly T[], truncated: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '信息安全合规与认证服务平台';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width, style: column.numFmt ? { numFmt: column.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  if (truncated) sheet.addRow([TRUNCATED_NOTE]).font = { italic: true, color: { argb: 'FFCC0000' } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const BILL_COLUMNS: Column<BillEntry>[] = [
  { header: '时间', width: 20, value: (row) => time(row.createdAt) },
  { header: '类型', width: 10, value: (row) => LedgerType.label(row.type) },
  { header: '积分变动', width: 12, value: (row) => row.amount, numFmt: '+#,##0;-#,##0' },
  { header: '变动后余额', width: 12, value: (row) => row.balanceAfter, numFmt: '#,##0' },
  { header: '说明', width: 40, value: (row) => row.reason },
  { header: '订单号', width: 24, value: (row) => row.orderNo ?? '' },
  { header: '转账记录号', width: 24, value: (row) => row.recordCode ?? '' },
];

export const billWorkbook = (rows: readonly BillEntry[], truncated: boolean) => workbookOf('账单明细', BILL_COLUMNS, rows, truncated);

const ORDER_COLUMNS: Column<PlatformOrder>[] = [
  { header: '订单号', width: 24, value: (row) => row.orderNo },
  { header: '账号名称', width: 16, value: (row) => row.accountName },
  { header: '手机号', width: 14, value: (row) => row.accountPhone },
  { header: '所属机构', width: 24, value: (row) => row.tenantZhName },
  { header: '积分', width: 10, value: (row) => row.points, numFmt: '#,##0' },
  { header: '金额（元）', width: 12, value: (row) => yuan(row.amountFen), numFmt: '#,##0.00' },
  { header: '状态', width: 10, value: (row) => OrderStatus.label(row.status) },
  { header: '支付方式', width: 10, value: (row) => (row.channel ? PayChannel.label(row.channel) : '') },
  { header: '支付流水号', width: 32, value: (row) => row.providerTradeNo ?? '' },
  { header: '创建时间', width: 20, value: (row) => time(row.createdAt) },
  { header: '支付时间', width: 20, value: (row) => time(row.paidAt) },
  { header: '关闭时间', width: 20, value: (row) => time(row.closedAt) },
  { header: '退款时间', width: 20, value: (row) => time(row.refundedAt) },
];

export const ordersWorkbook = (rows: readonly PlatformOrder[], truncated: boolean) => workbookOf('订单列表', ORDER_COLUMNS, rows, truncated);
