/**
 * Excel exports, streamed: Chinese headers, labels from domain enums, times in Asia/Shanghai.
 *
 * The workbook is written with exceljs' streaming writer into a PassThrough that is the
 * response body, fetching the rows batch by batch (EXPORT_BATCH_ROWS, in the list's order) and
 * committing each row, so memory stays flat whatever the row count (the in-memory workbook
 * cost about 1 GB RSS for 50,000 rows). The first batch is read before the stream is returned:
 * a failing query still answers the JSON envelope; a failure after the first byte can only
 * abort the response (logged by Fastify).
 *
 * At most EXPORT_MAX_ROWS rows; when the filter matched more, a last row says so.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { PlatformOrder } from '../../../domain/wallet/financeContracts';
import type { BillEntry } from '../../../domain/wallet/contracts';
import { EXPORT_MAX_ROWS } from '../../../domain/constants';
import { LedgerType, OrderStatus, PayChannel } from '../../../domain/enums';
import { formatShanghai, type Page } from './shared';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const TRUNCATED_NOTE = `仅导出前 ${EXPORT_MAX_ROWS.toLocaleString('zh-CN')} 条记录，请缩小筛选范围后分批导出`;

/** Rows fetched per query while an export streams. */
export const EXPORT_BATCH_ROWS = 1_000;

/** Rows of the exported list in its order: `offset` rows skipped, at most `limit` (always whole batches). */
export type FetchRows<T> = (offset: number, limit: number) => Promise<readonly T[]>;

export interface ExportOptions {
  /** Rows per query (default EXPORT_BATCH_ROWS). */
  batchRows?: number;
  /** The cap (default EXPORT_MAX_ROWS); tests lower it. */
  maxRows?: number;
}

/** The page of a paged list (`current` from 1) that a FetchRows call asks for. */
export function pageAt(offset: number, limit: number): Page {
  if (offset % limit !== 0) throw new Error(`export offset ${offset} is not a whole number of ${limit}-row pages`);
  return { current: offset / limit + 1, pageSize: limit };
}

interface Column<T> {
  header: string;
  width: number;
  value: (row: T) => string | number;
  numFmt?: string;
}

const time = (value: string | null): string => (value ? formatShanghai(new Date(value)) : '');
const yuan = (fen: number): number => fen / 100;

/** Resolves once `out` can take more (or is gone: the client went away). */
function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

async function streamWorkbook<T>(
  sheetName: string,
  columns: Column<T>[],
  keyOf: (row: T) => string,
  fetchRows: FetchRows<T>,
  options: ExportOptions = {},
): Promise<Readable> {
  const batchRows = options.batchRows ?? EXPORT_BATCH_ROWS;
  const maxRows = options.maxRows ?? EXPORT_MAX_ROWS;
  // Before the first byte: an error here still becomes the JSON envelope.
  const first = await fetchRows(0, batchRows);
  const out = new PassThrough();

  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    workbook.creator = '信息安全合规与认证服务平台';
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({ header: column.header, width: column.width, style: column.numFmt ? { numFmt: column.numFmt } : {} }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();

    let batch = first;
    let offset = 0;
    let written = 0;
    let truncated = false;
    // Offset paging over a live list: rows added at its head (newest first) between two queries
    // shift the next page down, so its first rows repeat the previous page's last ones — skip them.
    let previousKeys = new Set<string>();
    for (;;) {
      const keys = new Set<string>();
      for (const row of batch) {
        const key = keyOf(row);
        keys.add(key);
        if (previousKeys.has(key)) continue;
        if (written === maxRows) {
          truncated = true;
          break;
        }
        sheet.addRow(columns.map((column) => column.value(row))).commit();
        written += 1;
      }
      if (truncated || batch.length < batchRows) break;
      offset += batch.length;
      previousKeys = keys;
      await drained(out); // a slow client: wait rather than buffer the rest of the sheet
      if (out.destroyed) return; // the client went away
      batch = await fetchRows(offset, batchRows);
    }
    if (truncated) {
      const note = sheet.addRow([TRUNCATED_NOTE]);
      note.font = { italic: true, color: { argb: 'FFCC0000' } };
      note.commit();
    }
    sheet.commit();
    await workbook.commit(); // finalizes the zip, which ends `out`
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
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

/** The bills, streamed; `fetchRows` pages through them newest first (like the list). */
export const billWorkbook = (fetchRows: FetchRows<BillEntry>, options?: ExportOptions) =>
  streamWorkbook('账单明细', BILL_COLUMNS, (row) => row.entryId, fetchRows, options);

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

/** The platform's orders, streamed; `fetchRows` pages through them newest first (like the list). */
export const ordersWorkbook = (fetchRows: FetchRows<PlatformOrder>, options?: ExportOptions) =>
  streamWorkbook('订单列表', ORDER_COLUMNS, (row) => row.orderNo, fetchRows, options);
