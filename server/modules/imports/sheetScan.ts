/**
 * What an uploaded workbook would cost exceljs, counted before exceljs's full read builds it
 * (./excelReader.ts), after ./zip.ts refused what the central directory declares too big:
 *
 * - rows: the <row> elements of every worksheet part exceljs reads (xl/worksheets/sheetN.xml),
 *   each sheet's first row being its header. The parts are inflated as streams through jszip and
 *   only searched for "<row" (a native Buffer search), never held whole; the count stops at the
 *   first row over the limit. A part that inflates to more than its declared size is a zip bomb.
 * - ranges: the cells exceljs makes one object each for, whatever the rows hold — merged ranges
 *   (<mergeCell ref>), data validations (<dataValidation sqref>, e.g. a drop-down on a whole
 *   column: 1,048,575 cells) and defined names (xl/workbook.xml, e.g. an autofilter's
 *   _xlnm._FilterDatabase). A name over $A$1:$N$1048576 alone cost exceljs 1.5 GB.
 */
import JSZip from 'jszip';
import { ErrorCode } from '../../../domain/errors';
import type { ZipEntryInfo } from '../../../domain/imports/rules';
import { BusinessError } from '../../http/errors';

/** Cells of merged ranges, data validations and defined names together that a workbook may declare. */
export const RANGE_CELLS_MAX = 3_000_000;

/** The worksheet parts exceljs's Workbook.xlsx.load reads (its own pattern, lib/xlsx/xlsx.js). */
const WORKSHEET_PART = /xl\/worksheets\/sheet(\d+)[.]xml/;

export const tooManyRows = (maxRows: number) =>
  new BusinessError(ErrorCode.IMPORT_TOO_MANY_ROWS, `数据行数超过上限 ${maxRows.toLocaleString('en-US')} 行，请分成多个文件导入`);

const unreadable = (error: unknown) =>
  new BusinessError(ErrorCode.IMPORT_UNREADABLE, `文件已损坏，无法读取（${error instanceof Error ? error.message.slice(0, 100) : '未知错误'}）`);

const RANGE = /\$?([A-Za-z]{1,3})\$?(\d+)(?::\$?([A-Za-z]{1,3})\$?(\d+))?/g;
const column = (letters: string) => {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
};
/** Cells of the ranges in a reference list ("A1:N100 P3", "'科技项目'!$A$1:$N$50001,Sheet2!$B$2"). */
export function rangeCells(refs: string): number {
  let cells = 0;
  for (const m of refs.matchAll(RANGE)) {
    if (m[3] === undefined) cells += 1;
    else cells += (Math.abs(Number(m[4]) - Number(m[2])) + 1) * (Math.abs(column(m[3]) - column(m[1])) + 1);
  }
  return cells;
}

const LT = 0x3c;
const GT = 0x3e;
const ROW = Buffer.from('<row');
const RANGE_TAGS = [
  { tag: Buffer.from('<mergeCell'), attr: /\sref\s*=\s*(["'])(.*?)\1/ },
  { tag: Buffer.from('<dataValidation'), attr: /\ssqref\s*=\s*(["'])(.*?)\1/ },
];
/** The byte after a tag name: whitespace, ">" or "/" (so <row is not <rowBreaks, <mergeCell not <mergeCells). */
const ends = (b: number | undefined) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === GT || b === 0x2f;

/** Counts a worksheet part's rows and range cells chunk by chunk; a tag cut by a chunk's end waits for the next. */
class WorksheetScan {
  rows = 0;
  rangeCells = 0;
  private pending: Buffer[] = [];

  push(chunk: Buffer, final = false) {
    // Inside an unfinished tag a chunk without ">" is all tag: kept until the tag closes.
    if (this.pending.length && !final && chunk.indexOf(GT) < 0) {
      this.pending.push(chunk);
      return;
    }
    const buf = this.pending.length ? Buffer.concat([...this.pending, chunk]) : chunk;
    this.pending = [];
    let end = buf.length;
    if (!final) {
      const lt = buf.lastIndexOf(LT);
      if (lt >= 0 && buf.indexOf(GT, lt) < 0) end = lt;
    }
    if (end < buf.length) this.pending.push(Buffer.from(buf.subarray(end)));
    for (let at = buf.indexOf(ROW); at >= 0 && at < end; at = buf.indexOf(ROW, at + ROW.length)) {
      if (ends(buf[at + ROW.length])) this.rows += 1;
    }
    for (const { tag, attr } of RANGE_TAGS) {
      for (let at = buf.indexOf(tag); at >= 0 && at < end; at = buf.indexOf(tag, at + tag.length)) {
        if (!ends(buf[at + tag.length])) continue;
        const close = buf.indexOf(GT, at);
        this.rangeCells += rangeCells(attr.exec(buf.toString('latin1', at, close < 0 ? end : close))?.[2] ?? '');
      }
    }
  }
}

/** Streams one part through `onChunk` until it ends or `onChunk` answers false. */
function streamPart(file: JSZip.JSZipObject, onChunk: (chunk: Buffer) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = file.nodeStream('nodebuffer');
    let done = false;
    const finish = (error?: unknown) => {
      if (done) return;
      done = true;
      stream.removeAllListeners('data');
      if (error) reject(error);
      else resolve();
    };
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      try {
        if (!onChunk(chunk)) {
          stream.pause();
          finish();
        }
      } catch (error) {
        stream.pause();
        finish(error);
      }
    });
    stream.on('end', () => finish());
    stream.on('error', (error) => finish(error));
  });
}

/**
 * Refuses, before exceljs reads anything, a workbook of more than `maxRows` data rows (all sheets
 * together, IMPORT_TOO_MANY_ROWS) or whose merged ranges, data validations and defined names cover
 * more than RANGE_CELLS_MAX cells (IMPORT_UNREADABLE, what to remove named); `entries` are ./zip.ts's.
 */
export async function checkWorkbookSize(data: Buffer, entries: readonly ZipEntryInfo[], maxRows: number): Promise<void> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data);
  } catch (error) {
    throw unreadable(error);
  }
  const declared = new Map(entries.map((entry) => [entry.name.replace(/^\//, ''), entry.uncompressedSize]));
  let rows = 0;
  let ranges = 0;
  for (const file of Object.values(zip.files)) {
    const name = file.name.replace(/^\//, '');
    if (file.dir || !WORKSHEET_PART.test(name)) continue;
    const scan = new WorksheetScan();
    const counted = () => rows + Math.max(0, scan.rows - 1);
    const size = declared.get(name) ?? 0;
    let inflated = 0;
    try {
      await streamPart(file, (chunk) => {
        inflated += chunk.length;
        if (inflated > size) return false;
        scan.push(chunk);
        return counted() <= maxRows;
      });
    } catch (error) {
      throw unreadable(error);
    }
    if (inflated > size) {
      throw new BusinessError(ErrorCode.IMPORT_ZIP_BOMB, `文件解压后的大小超出上限（疑似压缩炸弹），已拒绝：${name} 解压后超过其声明的大小`);
    }
    if (counted() > maxRows) throw tooManyRows(maxRows);
    scan.push(Buffer.alloc(0), true);
    if (counted() > maxRows) throw tooManyRows(maxRows);
    rows = counted();
    ranges += scan.rangeCells;
  }
  const workbookXml = (await zip.file('xl/workbook.xml')?.async('string')) ?? '';
  for (const m of workbookXml.matchAll(/<definedName\b[^>]*>([^<]*)<\/definedName>/g)) ranges += rangeCells(m[1]);
  if (ranges > RANGE_CELLS_MAX) {
    throw new BusinessError(
      ErrorCode.IMPORT_UNREADABLE,
      `文件中的合并单元格、数据验证（下拉列表）和名称共覆盖 ${ranges.toLocaleString('en-US')} 个单元格，超过上限 ${RANGE_CELLS_MAX.toLocaleString('en-US')} 个，请取消整列或整表范围的合并、数据验证或名称后再导入`,
    );
  }
}
