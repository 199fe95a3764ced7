/**
 * The register as Excel (issue 29 item 1): the blank template, the export of the body's register
 * and the import, merged by phone (existing assessors updated, new ones added) in ONE
 * transaction: a file with any error saves nothing and answers every error with its sheet, row
 * and column. The upload goes through the imports area's checks first (not an xlsx, zip bomb,
 * too many rows: ../imports/zip.ts, ../imports/sheetScan.ts), then exceljs's full read
 * (../imports/excelReader.ts); the rows are read by domain/assessors/excel.ts.
 */
import ExcelJS from 'exceljs';
import type { AssessorImportResult } from '../../../domain/assessors/contracts';
import { ASSESSOR_IMPORT_MAX_ROWS } from '../../../domain/assessors/constants';
import {
  ASSESSOR_COLUMN_NOTES,
  ASSESSOR_SHEETS,
  type AssessorCellError,
  assessorSheetRows,
  readAssessorWorkbook,
  type SheetRows,
} from '../../../domain/assessors/excel';
import { ErrorCode } from '../../../domain/errors';
import { IMPORT_MAX_UNCOMPRESSED_BYTES } from '../../../domain/imports/constants';
import type { FileResponse } from '../../http/registerContract';
import type { RequestContext } from '../../http/context';
import { AppError, BusinessError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { openWorkbook } from '../imports/excelReader';
import { checkWorkbookSize } from '../imports/sheetScan';
import { XLSX_CONTENT_TYPE } from '../imports/workbook';
import { checkOfficeFile } from '../imports/zip';
import { snapshotReads } from './registerReads';
import type { AssessorsService, CheckedAssessor } from './service';
import type { Repositories } from '../../db/repositories';
import type { AssessorsRepository } from './repository';

const HELP_SHEET = '填写说明';

function workbookOf(rows: Partial<Record<keyof typeof ASSESSOR_SHEETS, string[][]>>, withHelp: boolean) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '信息安全合规与认证服务平台';
  for (const [key, spec] of Object.entries(ASSESSOR_SHEETS) as [
    keyof typeof ASSESSOR_SHEETS,
    (typeof ASSESSOR_SHEETS)[keyof typeof ASSESSOR_SHEETS],
  ][]) {
    const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = spec.columns.map((header) => ({ header, width: Math.max(14, header.length * 2 + 4) }));
    sheet.getRow(1).font = { bold: true };
    // Codes and dates as text: Excel keeps 01, 2027-06-30 and the phone as typed.
    for (const row of rows[key] ?? []) sheet.addRow(row);
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        cell.numFmt = '@';
      });
    });
  }
  if (withHelp) {
    const help = workbook.addWorksheet(HELP_SHEET);
    help.columns = [
      { header: '工作表', width: 14 },
      { header: '列', width: 20 },
      { header: '填写说明', width: 80 },
    ];
    for (const note of ASSESSOR_COLUMN_NOTES) help.addRow([...note]);
    help.addRow([
      '全部',
      '',
      '注册资格、利益冲突、不可用日期按手机号对应审核员工作表中的审核员；导入时按手机号合并，文件中的内容替换该审核员原有的注册资格、利益冲突与不可用日期',
    ]);
    help.addRow(['全部', '', '任何一行有错误时不保存任何数据，请按错误列表修改后重新导入']);
  }
  return workbook;
}

export function createAssessorsExcel({ repos, service }: { repos: Repositories<AssessorsRepository>; service: AssessorsService }) {
  return {
    async template(): Promise<FileResponse> {
      const workbook = workbookOf({}, true);
      return { fileName: '审核员导入模板.xlsx', contentType: XLSX_CONTENT_TYPE, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
    },

    async exportRegister(auth: RequestContext): Promise<FileResponse> {
      const body = service.plannerBody(service.callerOf(auth));
      const facts = await service.factsOfRows(await repos.repo.forBody(body).all());
      const workbook = workbookOf(assessorSheetRows(facts), false);
      return { fileName: '审核员名册.xlsx', contentType: XLSX_CONTENT_TYPE, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
    },

    async importRegister(auth: RequestContext, file: UploadedFile | undefined): Promise<AssessorImportResult> {
      const body = service.plannerBody(service.callerOf(auth));
      const bytes = file ? await file.readBytes() : undefined;
      const entries = checkOfficeFile(bytes, 'xlsx', IMPORT_MAX_UNCOMPRESSED_BYTES);
      const data = bytes as Buffer;
      await checkWorkbookSize(data, entries, ASSESSOR_IMPORT_MAX_ROWS);
      let sheets: SheetRows[];
      const formulaErrors: AssessorCellError[] = [];
      try {
        const workbook = await openWorkbook(data);
        sheets = workbook.sheets.map(({ name, rows }) => ({
          name,
          rows: [...rows()].map((row) => {
            for (const col of row.formulas) {
              formulaErrors.push({ sheet: name, row: row.number, column: '', reason: `第 ${col + 1} 列是公式，请“选择性粘贴为数值”后再导入` });
            }
            return { number: row.number, cells: row.cells };
          }),
        }));
      } catch (error) {
        throw new BusinessError(
          ErrorCode.IMPORT_UNREADABLE,
          `文件已损坏，无法读取（${error instanceof Error ? error.message.slice(0, 100) : '未知错误'}）`,
        );
      }
      const read = readAssessorWorkbook(sheets);
      const errors = [...formulaErrors, ...read.errors];
      const failed = (list: AssessorCellError[]): AssessorImportResult => ({
        saved: false,
        created: 0,
        updated: 0,
        errors: list.slice(0, 1000),
        errorCount: list.length,
      });
      if (errors.length) return failed(errors);

      // Other modules' answers first (outside the transaction), then every row checked against the
      // database and written in one transaction: nothing half-saved.
      const drafts = read.assessors.map((assessor) => ({
        name: assessor.name,
        phone: assessor.phone,
        accountId: null,
        regionCode: assessor.regionCode,
        teamLeader: assessor.teamLeader,
        expert: assessor.expert,
        maxDaysPerMonth: assessor.maxDaysPerMonth,
        technicalAreas: assessor.technicalAreas,
        registrations: assessor.registrations.map(({ field, grade, regNo, validUntil }) => ({ field, grade, regNo, validUntil })),
        conflicts: assessor.conflicts.map(({ clientTenantCode, clientName, reason, until }) => ({ clientTenantCode, clientName, reason, until })),
        leaves: assessor.leaves.map(({ from, to, reason }) => ({ from, to, reason })),
      }));
      const known = await service.lookups(body, drafts, { accounts: false });
      const outcome = await repos
        .transaction(async (repo) => {
          const planned: { checked: CheckedAssessor; existing?: { assessorCode: string; version: number } }[] = [];
          const reads = await snapshotReads(
            repo,
            body,
            drafts.flatMap((draft) => draft.registrations.map((registration) => registration.regNo)),
          );
          for (const [index, assessor] of read.assessors.entries()) {
            const existing = await reads.byPhone(assessor.phone);
            try {
              // An import keeps the account an existing assessor is linked to.
              const draft = { ...drafts[index], accountId: existing?.accountId ?? null };
              const checked = await service.check(reads, body, draft, existing?.assessorCode, known);
              planned.push({ checked, existing: existing && { assessorCode: existing.assessorCode, version: existing.version } });
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              errors.push({ sheet: ASSESSOR_SHEETS.assessors.name, row: assessor.row, column: '', reason: error.message });
            }
          }
          if (errors.length) return { errors };
          for (const { checked, existing } of planned) await service.write(repo, body, auth.account.accountId, checked, existing);
          return {
            created: planned.filter((item) => !item.existing).length,
            updated: planned.filter((item) => item.existing).length,
          };
        })
        .catch(service.uniqueRefusal);
      if (outcome.errors) return failed(outcome.errors);
      return { saved: true, created: outcome.created, updated: outcome.updated, errors: [], errorCount: 0 };
    },
  };
}
