/**
 * The question bank as Excel (issue 30 item 1): the blank template with its notes, the export of
 * the whole bank and the import, merged by question code (existing questions updated at their
 * version, new ones added) in ONE transaction: a file with any error saves nothing and answers
 * every error with its row and column. The upload goes through the imports area's checks first
 * (../imports/zip.ts, ../imports/sheetScan.ts); the rows are read by domain/exam/bankSheet.ts.
 */
import ExcelJS from 'exceljs';
import type { SheetRows } from '../../../domain/assessors/excel';
import {
  BANK_COLUMN_NOTES,
  BANK_COLUMNS,
  BANK_IMPORT_MAX_ROWS,
  BANK_SHEET,
  BANK_TEMPLATE_EXAMPLES,
  bankSheetRows,
  readBankSheet,
} from '../../../domain/exam/bankSheet';
import type { BankImportResult } from '../../../domain/exam/contracts';
import { ErrorCode } from '../../../domain/errors';
import { IMPORT_MAX_UNCOMPRESSED_BYTES } from '../../../domain/imports/constants';
import type { ImportCellError } from '../../../domain/imports/contracts';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { Repositories } from '../../db/repositories';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { FileResponse } from '../../http/registerContract';
import { openWorkbook } from '../imports/excelReader';
import { checkWorkbookSize } from '../imports/sheetScan';
import { XLSX_CONTENT_TYPE } from '../imports/workbook';
import { checkOfficeFile } from '../imports/zip';
import type { ExamBankRepository } from './repository';
import { questionOf, valuesOf } from './service';

async function workbookOf(rows: string[][], withHelp: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '信息安全合规与认证服务平台';
  const sheet = workbook.addWorksheet(BANK_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = BANK_COLUMNS.map((header) => ({ header, width: header === '题干' || header === '解析' || header === '参考答案' ? 50 : 14 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  // Codes and clauses as text: Excel keeps 9.2 and 6.10 as typed.
  sheet.eachRow((row) => row.eachCell((cell) => Object.assign(cell, { numFmt: '@' })));
  if (withHelp) {
    const help = workbook.addWorksheet('填写说明');
    help.columns = [
      { header: '列', width: 16 },
      { header: '填写说明', width: 100 },
    ];
    for (const note of BANK_COLUMN_NOTES) help.addRow([...note]);
    help.addRow(['全部', '导入时按题目编号合并：已有的题目更新，没有的新增；任何一行有错误时不保存任何数据']);
    help.addRow([]);
    help.addRow(['示例', `以下是每种题型的填写示例，请在“${BANK_SHEET}”工作表中按同样的格式填写（本表不会导入）`]).font = { bold: true };
    help.addRow([...BANK_COLUMNS]).font = { bold: true };
    for (const row of bankSheetRows(BANK_TEMPLATE_EXAMPLES)) help.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const failed = (errors: ImportCellError[]): BankImportResult => ({
  saved: false,
  created: 0,
  updated: 0,
  errors: errors.slice(0, 1000),
  errorCount: errors.length,
});

export function createExamBankExcel({ repos, clock }: { repos: Repositories<ExamBankRepository>; clock: Clock }) {
  return {
    async template(): Promise<FileResponse> {
      return { fileName: '题库导入模板.xlsx', contentType: XLSX_CONTENT_TYPE, body: await workbookOf([], true) };
    },

    async exportBank(): Promise<FileResponse> {
      const rows = bankSheetRows((await repos.repo.all()).map(questionOf));
      return { fileName: '内审员考试题库.xlsx', contentType: XLSX_CONTENT_TYPE, body: await workbookOf(rows, false) };
    },

    async importBank(auth: RequestContext, file: UploadedFile | undefined): Promise<BankImportResult> {
      const bytes = file ? await file.readBytes() : undefined;
      const entries = checkOfficeFile(bytes, 'xlsx', IMPORT_MAX_UNCOMPRESSED_BYTES);
      const data = bytes as Buffer;
      await checkWorkbookSize(data, entries, BANK_IMPORT_MAX_ROWS);
      const formulaErrors: ImportCellError[] = [];
      let sheets: SheetRows[];
      try {
        sheets = (await openWorkbook(data)).sheets.map(({ name, rows }) => ({
          name,
          rows: [...rows()].map((row) => {
            for (const col of row.formulas)
              formulaErrors.push({ sheet: name, row: row.number, column: '', reason: `第 ${col + 1} 列是公式，请“选择性粘贴为数值”后再导入` });
            return { number: row.number, cells: row.cells };
          }),
        }));
      } catch (error) {
        throw new BusinessError(
          ErrorCode.IMPORT_UNREADABLE,
          `文件已损坏，无法读取（${error instanceof Error ? error.message.slice(0, 100) : '未知错误'}）`,
        );
      }
      const read = readBankSheet(sheets);
      const errors = [...formulaErrors, ...read.errors];
      if (errors.length) return failed(errors);
      const now = clock.now();
      const actor = auth.account.accountId;
      return repos.transaction(async (repo) => {
        const existing = new Map((await repo.byCodes(read.questions.map((question) => question.code))).map((row) => [row.code, row]));
        let created = 0;
        let updated = 0;
        for (const question of read.questions) {
          const current = existing.get(question.code);
          const values = valuesOf(question, actor, now);
          if (!current) {
            try {
              await repo.insert(question.code, { ...values, createdBy: actor, createdAt: now });
            } catch (error) {
              // Another save or import added this code since the file was checked: nothing of this file is kept.
              if (isUniqueViolation(error))
                throw new BusinessError(ErrorCode.EXAM_QUESTION_VERSION_CONFLICT, `题目 ${question.code} 刚被他人新增，请刷新后重新导入`);
              throw error;
            }
            created++;
          } else if (JSON.stringify(questionOf(current)) !== JSON.stringify(question)) {
            if (!(await repo.update(question.code, current.version, values))) throw new BusinessError(ErrorCode.EXAM_QUESTION_VERSION_CONFLICT);
            updated++;
          }
        }
        return { saved: true, created, updated, errors: [], errorCount: 0 };
      });
    },
  };
}
