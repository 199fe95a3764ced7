/**
 * The Excel templates the importer reads (POST /api/import/excel/parse, the government-data
 * imports, the blank template download): each names its sheet, its columns (Chinese header, zod
 * reader of the cell's text with Chinese messages, required or not, a note for the 填写说明 sheet)
 * and the rules across one row's cells. `createRowReader` checks a sheet's header and then each
 * row, collecting every bad cell. Columns of the official layouts: docs/imports.md.
 */
import type { z } from 'zod';
import { SHEET_COLUMNS, SHEET_TITLES } from '../riskAssessment/sheets';
import type { AssetTier } from '../riskAssessment/enums';
import { GovProjectLevel, GovProjectStatus, type ImportTemplateName, InnovativeQualification } from './enums';
import { amountCell, type CellError, dateCell, enumCell, govProductCell, intCell, tecDomainCell, textCell } from './rules';

export interface TemplateColumn {
  key: string;
  header: string;
  required: boolean;
  /** How to fill it in (the template's 填写说明 sheet and docs/imports.md). */
  note: string;
  width: number;
  /** Reads a non-empty cell's text (trimmed). */
  schema: z.ZodType;
}

export interface ImportTemplate {
  name: ImportTemplateName;
  title: string;
  /** The data sheet's name in the blank template. */
  sheetName: string;
  columns: readonly TemplateColumn[];
  /** Columns whose values together must not repeat within one file. */
  uniqueBy?: readonly string[];
  /** Rules across one row's cells, run when every cell was read: the column header and the reason. */
  rowCheck?: (values: Record<string, unknown>) => { column: string; reason: string }[];
}

const col = (key: string, header: string, required: boolean, schema: z.ZodType, note: string, width = 18): TemplateColumn => ({
  key,
  header,
  required,
  schema,
  note,
  width,
});

const labels = (values: { values: readonly string[]; labels: Readonly<Record<string, string>> }) =>
  values.values.map((code) => values.labels[code]).join('、');

const GOV_TEC_PROJECT: ImportTemplate = {
  name: 'govTecProject',
  title: '科技项目',
  sheetName: '科技项目',
  uniqueBy: ['projectNo'],
  columns: [
    col('projectNo', '项目编号', true, textCell(64), '立项文件或任务书上的项目编号；同一客户的项目编号不重复，再次导入同一编号时更新该项目', 20),
    col('projectName', '项目名称', true, textCell(200), '不超过 200 字', 36),
    col('level', '项目级别', true, enumCell(GovProjectLevel), labels(GovProjectLevel), 10),
    col('department', '主管部门', false, textCell(100), '如：浙江省科学技术厅', 20),
    col('category', '项目类别', false, textCell(100), '如：重点研发计划、科技型中小企业技术创新基金', 20),
    col('tecDomain', '技术领域', true, tecDomainCell, '国家重点支持的高新技术领域的二级领域：代码（如 0107）或名称（如 信息安全技术）', 18),
    col('govProductCls', '产品类别', false, govProductCell, '政府采购品目分类：代码（如 A020103）或名称（如 信息安全设备）', 16),
    col('startDate', '立项日期', true, dateCell, '如 2024-03-01', 12),
    col('endDate', '计划完成日期', true, dateCell, '如 2025-12-31，不早于立项日期', 14),
    col('totalFunds', '项目总经费（万元）', true, amountCell(), '不小于 0，最多两位小数', 16),
    col('govFunds', '财政资助（万元）', false, amountCell(), '不超过项目总经费', 16),
    col('leader', '项目负责人', true, textCell(50), '姓名', 12),
    col('status', '项目状态', true, enumCell(GovProjectStatus), labels(GovProjectStatus), 10),
    col('remark', '备注', false, textCell(500), '不超过 500 字', 24),
  ],
  rowCheck: (v) => {
    const out: { column: string; reason: string }[] = [];
    if (typeof v.startDate === 'string' && typeof v.endDate === 'string' && v.endDate < v.startDate)
      out.push({ column: '计划完成日期', reason: '计划完成日期不能早于立项日期' });
    if (typeof v.govFunds === 'number' && typeof v.totalFunds === 'number' && v.govFunds > v.totalFunds)
      out.push({ column: '财政资助（万元）', reason: '财政资助不能超过项目总经费' });
    return out;
  },
};

const GOV_INNOVATIVE: ImportTemplate = {
  name: 'govInnovative',
  title: '创新型企业',
  sheetName: '创新型企业',
  uniqueBy: ['qualification', 'year'],
  columns: [
    col('qualification', '认定类型', true, enumCell(InnovativeQualification), labels(InnovativeQualification), 20),
    col('year', '认定年度', true, intCell(2000, 2099), '四位年份；同一认定类型同一年度只有一条，再次导入时更新', 10),
    col('certificateNo', '证书编号', true, textCell(64), '证书或公示文件上的编号', 20),
    col('issueDate', '发证日期', true, dateCell, '如 2024-12-20', 12),
    col('expiryDate', '有效期至', false, dateCell, '不早于发证日期', 12),
    col('tecDomain', '技术领域', true, tecDomainCell, '国家重点支持的高新技术领域的二级领域：代码或名称', 18),
    col('govProductCls', '主导产品类别', true, govProductCell, '政府采购品目分类：代码或名称', 16),
    col('mainProduct', '主导产品名称', false, textCell(100), '不超过 100 字', 20),
    col('rdExpense', '研发费用（万元）', true, amountCell(), '上一会计年度', 14),
    col('revenue', '营业收入（万元）', true, amountCell(), '上一会计年度', 14),
    col('rdStaff', '研发人员数', true, intCell(0, 1_000_000), '整数', 10),
    col('totalStaff', '职工总数', true, intCell(1, 1_000_000), '整数，不小于研发人员数', 10),
    col('ipCount', '有效知识产权数', true, intCell(0, 1_000_000), '整数', 12),
    col('remark', '备注', false, textCell(500), '不超过 500 字', 24),
  ],
  rowCheck: (v) => {
    const out: { column: string; reason: string }[] = [];
    if (typeof v.issueDate === 'string' && typeof v.expiryDate === 'string' && v.expiryDate < v.issueDate)
      out.push({ column: '有效期至', reason: '有效期不能早于发证日期' });
    if (typeof v.rdStaff === 'number' && typeof v.totalStaff === 'number' && v.rdStaff > v.totalStaff)
      out.push({ column: '研发人员数', reason: '研发人员数不能超过职工总数' });
    return out;
  },
};

/** The asset inventory sheets of the risk assessment, read as text (their dictionaries are the project's, checked on import there). */
const assetTemplate = (name: ImportTemplateName, tier: AssetTier): ImportTemplate => ({
  name,
  title: SHEET_TITLES[tier],
  sheetName: SHEET_TITLES[tier],
  columns: SHEET_COLUMNS[tier].map((c, index) => col(`c${index + 1}`, c.header, c.required, textCell(2000), c.required ? '必填' : '选填', c.width)),
});

export const IMPORT_TEMPLATES: Readonly<Record<ImportTemplateName, ImportTemplate>> = {
  govTecProject: GOV_TEC_PROJECT,
  govInnovative: GOV_INNOVATIVE,
  raBusinessAssets: assetTemplate('raBusinessAssets', 'business'),
  raSystemAssets: assetTemplate('raSystemAssets', 'system'),
  raUnitAssets: assetTemplate('raUnitAssets', 'unit'),
};

/** The instructions sheet of a blank template; never read as data. */
export const TEMPLATE_HELP_SHEET = '填写说明';

/** A header cell without a required mark ("项目编号*", "*项目编号", "项目编号（必填）"). */
export const headerText = (cell: string) => cell.replace(/[*＊]|（必填）|\(必填\)/g, '').trim();

export type ReadRow = { row: number; values: Record<string, unknown>; valid: boolean };

/**
 * Reads one sheet against a template: `header(cells)` first (null when the sheet has the template's
 * required columns, else the missing headers), then `row(number, cells)` per data row. Blank rows
 * are skipped; every bad cell is reported through `onError`; a row with any bad cell is not valid.
 */
export function createRowReader(template: ImportTemplate, sheet: string, onError: (error: CellError) => void) {
  let positions: { column: TemplateColumn; at: number }[] = [];
  const seen = new Map<string, number>();
  return {
    header(cells: readonly string[]): string[] | null {
      const headers = cells.map((cell) => headerText(cell ?? ''));
      positions = template.columns.map((column) => ({ column, at: headers.indexOf(column.header) })).filter((p) => p.at >= 0);
      const missing = template.columns.filter((column) => column.required && !positions.some((p) => p.column === column)).map((c) => c.header);
      return missing.length ? missing : null;
    },
    row(rowNumber: number, cells: readonly string[]): ReadRow | null {
      if (positions.every(({ at }) => !(cells[at] ?? '').trim())) return null;
      const values: Record<string, unknown> = {};
      let valid = true;
      const fail = (column: string, reason: string) => {
        valid = false;
        onError({ sheet, row: rowNumber, column, reason });
      };
      for (const { column, at } of positions) {
        const cell = (cells[at] ?? '').trim();
        if (!cell) {
          if (column.required) fail(column.header, `请填写${column.header}`);
          values[column.key] = null;
          continue;
        }
        const read = column.schema.safeParse(cell);
        if (read.success) values[column.key] = read.data;
        else {
          values[column.key] = null;
          fail(column.header, read.error.issues[0]?.message ?? `${column.header}无效`);
        }
      }
      for (const column of template.columns) if (!(column.key in values)) values[column.key] = null;
      if (valid && template.rowCheck) for (const problem of template.rowCheck(values)) fail(problem.column, problem.reason);
      if (valid && template.uniqueBy) {
        const key = template.uniqueBy.map((k) => String(values[k])).join('\u0000');
        const first = seen.get(key);
        const header = template.columns.find((c) => c.key === template.uniqueBy?.[0])?.header ?? '';
        if (first !== undefined)
          fail(header, `与第 ${first} 行重复（${template.uniqueBy.map((k) => template.columns.find((c) => c.key === k)?.header).join(' + ')}）`);
        else seen.set(key, rowNumber);
      }
      return { row: rowNumber, values, valid };
    },
  };
}
