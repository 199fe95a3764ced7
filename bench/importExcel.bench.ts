/**
 * Reading a 50,000-row 科技项目 workbook (14 columns, written by exceljs like a user's Excel file:
 * shared strings, a date style) through the importer's parse — server/modules/imports/workbook.ts
 * parseWorkbook: zip checks, the rows and ranges counted from the sheet XML (sheetScan.ts),
 * exceljs's full read (excelReader.ts) and every cell checked by the template's zod readers,
 * tecDomain/govProductCls against the dictionaries — next to exceljs's own plain read of the same
 * bytes (Workbook.xlsx.load, then every cell's value visited, nothing checked), and the scan alone.
 * Rounds alternate; the medians and the ratio of the first two are printed.
 *
 * Run: npx tsx bench/importExcel.bench.ts [rows] [rounds]
 */
import ExcelJS from 'exceljs';
import { IMPORT_MAX_UNCOMPRESSED_BYTES } from '../domain/imports/constants';
import { checkWorkbookSize } from '../server/modules/imports/sheetScan';
import { parseWorkbook } from '../server/modules/imports/workbook';
import { zipEntries } from '../server/modules/imports/zip';
import { TEC_HEADER, tecRow } from '../tests/api/imports/workbooks';

const rows = Number(process.argv[2] ?? 50_000);
const rounds = Number(process.argv[3] ?? 3);

async function workbookOf(count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('科技项目');
  sheet.addRow(TEC_HEADER);
  for (let i = 1; i <= count; i++) {
    const row = tecRow(i);
    row[7] = new Date(Date.UTC(2024, 2, 1 + (i % 28))) as never;
    sheet.addRow(row);
  }
  sheet.getColumn(8).numFmt = 'yyyy-mm-dd';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const started = performance.now();
  const data = await workbookOf(rows);
  console.log(
    `workbook: ${rows.toLocaleString('en-US')} rows, ${(data.length / 1024 / 1024).toFixed(1)} MB, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const ours: number[] = [];
  const plain: number[] = [];
  const scan: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let t = performance.now();
    const parsed = await parseWorkbook(data, 'govTecProject', { maxRows: 100_000, maxUncompressed: IMPORT_MAX_UNCOMPRESSED_BYTES });
    ours.push(performance.now() - t);
    if (parsed.sheets[0].validCount !== rows || parsed.errorCount)
      throw new Error(`parse found ${parsed.errorCount} errors, ${parsed.sheets[0].validCount} valid rows`);

    t = performance.now();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as never);
    let cells = 0;
    workbook.worksheets[0].eachRow((row) => {
      row.eachCell(() => {
        cells += 1;
      });
    });
    plain.push(performance.now() - t);
    if (cells < rows * 10) throw new Error(`exceljs read ${cells} cells`);

    t = performance.now();
    await checkWorkbookSize(data, zipEntries(data) ?? [], 100_000);
    scan.push(performance.now() - t);
    global.gc?.();
  }
  const a = median(ours);
  const b = median(plain);
  console.log(`imports parse (checked, typed rows): median ${a.toFixed(0)} ms  [${ours.map((v) => v.toFixed(0)).join(', ')}]`);
  console.log(`exceljs xlsx.load + visit cells:      median ${b.toFixed(0)} ms  [${plain.map((v) => v.toFixed(0)).join(', ')}]`);
  console.log(`of which the pre-load scan:            median ${median(scan).toFixed(0)} ms  [${scan.map((v) => v.toFixed(0)).join(', ')}]`);
  console.log(`ratio ours / exceljs: ${(a / b).toFixed(2)}`);
  console.log(`memory (rss): ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
}

await main();
