/**
 * The project administration list as an Excel file, streamed the way the finance exports are
 * (server/modules/wallet/exports.ts): exceljs' streaming writer into a PassThrough that is the
 * response body, rows fetched page by page in the list's order and committed one by one, so memory
 * stays flat. The first page is read before the stream is returned (a failing query still answers
 * the JSON envelope). At most EXPORT_MAX_ROWS rows; a last row says when the filter matched more.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ChannelProjectItem } from '../../../../domain/projects/contracts';
import { formatChinaDateTime } from '../../../../domain/kernel/chinaTime';
import { EXPORT_MAX_ROWS } from '../../../../domain/constants';
import { DistributeStatus, ProjectLevel, ProjectState } from '../../../../domain/enums';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PROJECT_EXPORT_TRUNCATED = `仅导出前 ${EXPORT_MAX_ROWS.toLocaleString('zh-CN')} 条记录，请缩小筛选范围后分批导出`;
export const PROJECT_EXPORT_BATCH = 500;

interface Column {
  header: string;
  width: number;
  value: (row: ChannelProjectItem) => string | number;
}

const time = (value: string | null) => (value ? formatChinaDateTime(new Date(value)) : '');

const COLUMNS: Column[] = [
  { header: '项目编号', width: 20, value: (row) => row.projectCode },
  { header: '项目名称', width: 24, value: (row) => row.name },
  { header: '项目组编号', width: 20, value: (row) => row.groupCode },
  { header: '服务产品', width: 28, value: (row) => row.productName },
  { header: '客户', width: 24, value: (row) => row.customerName },
  { header: '等级', width: 8, value: (row) => (row.level ? ProjectLevel.label(row.level) : '') },
  { header: '项目状态', width: 12, value: (row) => ProjectState.label(row.state) },
  { header: '分派状态', width: 10, value: (row) => DistributeStatus.label(row.distributeStatus) },
  { header: '咨询顾问', width: 14, value: (row) => row.consultant?.showName ?? '' },
  { header: '转交', width: 6, value: (row) => (row.transferred ? '是' : '') },
  { header: '进度（%）', width: 10, value: (row) => row.progress },
  { header: '购买时间', width: 20, value: (row) => time(row.createdAt) },
  { header: '分派时间', width: 20, value: (row) => time(row.dispatchedAt) },
  { header: '完成时间', width: 20, value: (row) => time(row.finishedAt) },
];

/** The rows of the list in its order, page by page (`current` from 1). */
export type FetchProjectPage = (current: number, pageSize: number) => Promise<readonly ChannelProjectItem[]>;

export async function projectsWorkbook(fetchPage: FetchProjectPage, maxRows = EXPORT_MAX_ROWS, batch = PROJECT_EXPORT_BATCH): Promise<Readable> {
  const first = await fetchPage(1, batch);
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    workbook.creator = '信息安全合规与认证服务平台';
    const sheet = workbook.addWorksheet('项目列表', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    let rows = first;
    let current = 1;
    let written = 0;
    let truncated = false;
    const seen = new Set<string>();
    for (;;) {
      for (const row of rows) {
        if (seen.has(row.projectCode)) continue;
        if (written === maxRows) {
          truncated = true;
          break;
        }
        seen.add(row.projectCode);
        sheet.addRow(COLUMNS.map((column) => column.value(row))).commit();
        written += 1;
      }
      if (truncated || rows.length < batch) break;
      if (out.destroyed) return;
      current += 1;
      rows = await fetchPage(current, batch);
    }
    if (truncated) {
      const note = sheet.addRow([PROJECT_EXPORT_TRUNCATED]);
      note.font = { italic: true, color: { argb: 'FFCC0000' } };
      note.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
