/**
 * The assessor register as an Excel workbook (issue 29 item 1): the sheets and columns of the
 * template, the export and the import, and reading an import's rows into assessor records with
 * row-level Chinese errors ("注册资格 第 5 行 注册领域：未知代码 XYZ"). Pure: the server opens the
 * file (with the imports area's size checks) and hands the rows here; checks that need the
 * database (region dictionary, registration numbers of other bodies) are the server's.
 */
import { DateString } from '../kernel/contract';
import { PHONE_PATTERN } from '../kernel/helpers';
import { ASSESSOR_DEFAULT_MAX_DAYS } from './constants';
import { AssessorGrade, RegistrationField } from './enums';
import {
  type AssessorInput,
  assessorProblems,
  type ConflictInput,
  type LeaveInput,
  normaliseIafCode,
  REG_NO_PATTERN,
  type RegistrationInput,
} from './rules';

export const ASSESSOR_SHEETS = {
  assessors: {
    name: '审核员',
    columns: ['姓名', '手机号', '所在地区代码', '组长能力(是/否)', '技术专家(是/否)', '每月最多审核天数', '专业代码'],
  },
  registrations: { name: '注册资格', columns: ['手机号', '注册领域', '级别', '注册证书号', '有效期至'] },
  conflicts: { name: '利益冲突', columns: ['手机号', '客户名称', '客户机构代码', '原因', '截止日期'] },
  leaves: { name: '不可用日期', columns: ['手机号', '开始日期', '结束日期', '原因'] },
} as const;
export type AssessorSheetKey = keyof typeof ASSESSOR_SHEETS;

/** How to fill in each column (the template's 填写说明 sheet). */
export const ASSESSOR_COLUMN_NOTES: readonly [sheet: string, column: string, note: string][] = [
  ['审核员', '姓名', '必填，不超过 32 字'],
  ['审核员', '手机号', '必填，11 位手机号；同一手机号再次导入时更新该审核员'],
  ['审核员', '所在地区代码', '必填，6 位行政区划代码（GB/T 2260），如 110108 北京市海淀区'],
  ['审核员', '组长能力(是/否)', '是 或 否；组长须在某一注册领域为审核员或高级审核员'],
  ['审核员', '技术专家(是/否)', '是 或 否；技术专家不登记注册资格、不担任组长'],
  ['审核员', '每月最多审核天数', `1–31 的整数，空白为 ${ASSESSOR_DEFAULT_MAX_DAYS}`],
  ['审核员', '专业代码', 'IAF 代码 01–39，多个用逗号分隔，如 33,35'],
  ['注册资格', '注册领域', RegistrationField.values.map((code) => `${code}（${RegistrationField.labels[code]}）`).join('、')],
  ['注册资格', '级别', AssessorGrade.values.map((code) => AssessorGrade.labels[code]).join('、')],
  ['注册资格', '注册证书号', 'CCAA 注册证书号，如 2021-N1ISMS-1234567；全平台唯一'],
  ['注册资格', '有效期至', '日期，YYYY-MM-DD'],
  ['利益冲突', '客户名称', '必填；客户机构代码选填（平台上的客户机构）'],
  ['利益冲突', '截止日期', '日期，YYYY-MM-DD；咨询或任职关系结束后两年（ISO/IEC 17021-1 §5.2）'],
  ['不可用日期', '开始日期', '日期，YYYY-MM-DD；结束日期不早于开始日期'],
];

export interface SheetRows {
  name: string;
  rows: { number: number; cells: string[] }[];
}

export interface AssessorCellError {
  sheet: string;
  row: number;
  column: string;
  reason: string;
}

/** One assessor read from a workbook: its 审核员 row and what the other sheets add to it. */
export interface ImportedAssessor extends AssessorInput {
  row: number;
  name: string;
  phone: string;
  regionCode: string;
  maxDaysPerMonth: number;
  registrations: (RegistrationInput & { row: number })[];
  technicalAreas: string[];
  conflicts: (ConflictInput & { clientTenantCode: string; row: number })[];
  leaves: (LeaveInput & { row: number })[];
}

export interface AssessorWorkbookRead {
  assessors: ImportedAssessor[];
  errors: AssessorCellError[];
  /** Sheets of the template missing from the file (only 审核员 is required). */
  missingSheets: string[];
}

const YES = new Set(['是', 'Y', 'YES', 'TRUE', '1']);
const NO = new Set(['否', 'N', 'NO', 'FALSE', '0', '']);

function enumCode<C extends string>(labelled: { values: readonly C[]; labels: Readonly<Record<C, string>> }, text: string): C | undefined {
  const upper = text.trim().toUpperCase();
  return labelled.values.find((code) => code.toUpperCase() === upper || labelled.labels[code] === text.trim());
}

/** Reads the workbook's rows; every bad cell becomes an error naming its sheet, row and column. */
export function readAssessorWorkbook(sheets: readonly SheetRows[]): AssessorWorkbookRead {
  const errors: AssessorCellError[] = [];
  const byName = new Map(sheets.map((sheet) => [sheet.name.trim(), sheet]));
  const missingSheets: string[] = [];
  const byPhone = new Map<string, ImportedAssessor>();
  const assessors: ImportedAssessor[] = [];

  function rowsOf(key: AssessorSheetKey) {
    const spec = ASSESSOR_SHEETS[key];
    const sheet = byName.get(spec.name);
    if (!sheet) {
      missingSheets.push(spec.name);
      return [];
    }
    const [header, ...rows] = sheet.rows;
    const headers = (header?.cells ?? []).map((cell) => cell.trim());
    const index = spec.columns.map((column) => headers.indexOf(column));
    const missing = spec.columns.filter((_, i) => index[i] < 0);
    if (missing.length) {
      errors.push({ sheet: spec.name, row: header?.number ?? 1, column: missing.join('、'), reason: '缺少列，请下载模板后按模板填写' });
      return [];
    }
    return rows
      .filter((row) => row.cells.some((cell) => cell.trim()))
      .map((row) => ({
        number: row.number,
        cell: (column: (typeof spec.columns)[number]) => (row.cells[index[spec.columns.indexOf(column as never)]] ?? '').trim(),
        fail: (column: string, reason: string) => errors.push({ sheet: spec.name, row: row.number, column, reason }),
      }));
  }

  const date = (value: string, fail: (reason: string) => void): string => {
    const parsed = DateString.safeParse(value);
    if (!parsed.success) fail(value ? `日期格式应为 YYYY-MM-DD（${value}）` : '请填写日期');
    return parsed.success ? parsed.data : '';
  };

  const phoneOf = (value: string, fail: (reason: string) => void) => {
    if (!PHONE_PATTERN.test(value)) fail(value ? `须为 11 位手机号（${value}）` : '请填写手机号');
    return value;
  };

  for (const row of rowsOf('assessors')) {
    const name = row.cell('姓名');
    if (!name) row.fail('姓名', '请填写姓名');
    else if (name.length > 32) row.fail('姓名', '不超过 32 字');
    const phone = phoneOf(row.cell('手机号'), (reason) => row.fail('手机号', reason));
    if (byPhone.has(phone)) row.fail('手机号', `与第 ${byPhone.get(phone)?.row} 行重复`);
    const regionCode = row.cell('所在地区代码');
    if (!/^\d{6}$/.test(regionCode)) row.fail('所在地区代码', regionCode ? `须为 6 位行政区划代码（${regionCode}）` : '请填写所在地区代码');
    const flag = (column: '组长能力(是/否)' | '技术专家(是/否)') => {
      const value = row.cell(column).toUpperCase();
      if (YES.has(value)) return true;
      if (!NO.has(value)) row.fail(column, `须为“是”或“否”（${row.cell(column)}）`);
      return false;
    };
    const teamLeader = flag('组长能力(是/否)');
    const expert = flag('技术专家(是/否)');
    const daysText = row.cell('每月最多审核天数');
    const maxDaysPerMonth = daysText ? Number(daysText) : ASSESSOR_DEFAULT_MAX_DAYS;
    if (!Number.isInteger(maxDaysPerMonth) || maxDaysPerMonth < 1 || maxDaysPerMonth > 31)
      row.fail('每月最多审核天数', `须为 1–31 的整数（${daysText}）`);
    const technicalAreas: string[] = [];
    for (const code of row
      .cell('专业代码')
      .split(/[,，、;；\s]+/)
      .filter(Boolean)) {
      const normalised = normaliseIafCode(code);
      if (!normalised) row.fail('专业代码', `未知代码 ${code}，须为 IAF 代码 01–39`);
      else if (!technicalAreas.includes(normalised)) technicalAreas.push(normalised);
    }
    const assessor: ImportedAssessor = {
      row: row.number,
      name,
      phone,
      regionCode,
      teamLeader,
      expert,
      maxDaysPerMonth,
      technicalAreas: technicalAreas.sort(),
      registrations: [],
      conflicts: [],
      leaves: [],
    };
    if (phone && !byPhone.has(phone)) byPhone.set(phone, assessor);
    assessors.push(assessor);
  }

  /** The assessor a row of another sheet belongs to (by phone). */
  const ownerOf = (phone: string, fail: (column: string, reason: string) => void) => {
    if (!phone) {
      fail('手机号', '请填写手机号');
      return undefined;
    }
    const owner = byPhone.get(phone);
    if (!owner) fail('手机号', `审核员工作表中没有手机号 ${phone}`);
    return owner;
  };

  for (const row of rowsOf('registrations')) {
    const owner = ownerOf(row.cell('手机号'), row.fail);
    const fieldText = row.cell('注册领域');
    const field = enumCode(RegistrationField, fieldText);
    if (!field) row.fail('注册领域', fieldText ? `未知代码 ${fieldText}` : '请填写注册领域');
    const gradeText = row.cell('级别');
    const grade = enumCode(AssessorGrade, gradeText);
    if (!grade)
      row.fail(
        '级别',
        gradeText ? `未知级别 ${gradeText}，须为 ${AssessorGrade.values.map((g) => AssessorGrade.labels[g]).join('、')}` : '请填写级别',
      );
    const regNo = row.cell('注册证书号').toUpperCase();
    if (!REG_NO_PATTERN.test(regNo)) row.fail('注册证书号', regNo ? `格式不正确（${regNo}），如 2021-N1ISMS-1234567` : '请填写注册证书号');
    const validUntil = date(row.cell('有效期至'), (reason) => row.fail('有效期至', reason));
    if (owner && field && grade) owner.registrations.push({ field, grade, regNo, validUntil, row: row.number });
  }

  for (const row of rowsOf('conflicts')) {
    const owner = ownerOf(row.cell('手机号'), row.fail);
    const clientName = row.cell('客户名称');
    if (!clientName) row.fail('客户名称', '请填写客户名称');
    const reason = row.cell('原因');
    if (!reason) row.fail('原因', '请填写利益冲突原因');
    const until = date(row.cell('截止日期'), (message) => row.fail('截止日期', message));
    const clientTenantCode = row.cell('客户机构代码');
    if (owner)
      owner.conflicts.push({ clientTenantCode, clientKey: clientTenantCode || `name:${clientName}`, clientName, reason, until, row: row.number });
  }

  for (const row of rowsOf('leaves')) {
    const owner = ownerOf(row.cell('手机号'), row.fail);
    const from = date(row.cell('开始日期'), (reason) => row.fail('开始日期', reason));
    const to = date(row.cell('结束日期'), (reason) => row.fail('结束日期', reason));
    if (from && to && to < from) row.fail('结束日期', '结束日期不能早于开始日期');
    if (owner) owner.leaves.push({ from, to, reason: row.cell('原因'), row: row.number });
  }

  // The register's rules, once every sheet is read: reported on the assessor's 审核员 row.
  const regNos = new Map<string, number>();
  for (const assessor of assessors) {
    for (const problem of assessorProblems(assessor)) {
      errors.push({ sheet: ASSESSOR_SHEETS.assessors.name, row: assessor.row, column: problemColumn[problem.field], reason: problem.message });
    }
    for (const registration of assessor.registrations) {
      const first = regNos.get(registration.regNo);
      if (first !== undefined && first !== registration.row) {
        errors.push({ sheet: ASSESSOR_SHEETS.registrations.name, row: registration.row, column: '注册证书号', reason: `与第 ${first} 行重复` });
      } else regNos.set(registration.regNo, registration.row);
    }
  }
  if (missingSheets.includes(ASSESSOR_SHEETS.assessors.name)) {
    errors.push({ sheet: ASSESSOR_SHEETS.assessors.name, row: 1, column: '', reason: '缺少“审核员”工作表，请下载模板后按模板填写' });
  }
  errors.sort((a, b) => sheetOrder(a.sheet) - sheetOrder(b.sheet) || a.row - b.row);
  return { assessors, errors, missingSheets };
}

const problemColumn: Record<ReturnType<typeof assessorProblems>[number]['field'], string> = {
  registrations: '注册资格',
  teamLeader: '组长能力(是/否)',
  technicalAreas: '专业代码',
  conflicts: '利益冲突',
  leaves: '不可用日期',
};

const SHEET_ORDER: string[] = Object.values(ASSESSOR_SHEETS).map((sheet) => sheet.name);
const sheetOrder = (sheet: string) => {
  const index = SHEET_ORDER.indexOf(sheet);
  return index < 0 ? SHEET_ORDER.length : index;
};

/** An error as one line: "注册资格 第 5 行 注册领域：未知代码 XYZ". */
export const importErrorLine = (error: AssessorCellError) => `${error.sheet} 第 ${error.row} 行 ${error.column}：${error.reason}`;

/** The rows of each sheet for an export (same columns as the template, so an export imports again). */
export function assessorSheetRows(
  list: readonly {
    name: string;
    phone: string;
    regionCode: string;
    teamLeader: boolean;
    expert: boolean;
    maxDaysPerMonth: number;
    technicalAreas: readonly string[];
    registrations: readonly RegistrationInput[];
    conflicts: readonly ConflictInput[];
    leaves: readonly LeaveInput[];
  }[],
): Record<AssessorSheetKey, string[][]> {
  const yes = (value: boolean) => (value ? '是' : '否');
  return {
    assessors: list.map((a) => [
      a.name,
      a.phone,
      a.regionCode,
      yes(a.teamLeader),
      yes(a.expert),
      String(a.maxDaysPerMonth),
      a.technicalAreas.join(','),
    ]),
    registrations: list.flatMap((a) => a.registrations.map((r) => [a.phone, r.field, AssessorGrade.label(r.grade), r.regNo, r.validUntil])),
    conflicts: list.flatMap((a) =>
      a.conflicts.map((c) => [a.phone, c.clientName, c.clientKey.startsWith('name:') ? '' : c.clientKey, c.reason, c.until]),
    ),
    leaves: list.flatMap((a) => a.leaves.map((l) => [a.phone, l.from, l.to, l.reason])),
  };
}
