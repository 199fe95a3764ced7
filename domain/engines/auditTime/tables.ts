/**
 * Audit-time tables (initial audit, Stage 1 + Stage 2, in auditor days) as data.
 * Every table carries an id and a version that each calculation result records, so a stored
 * result can always be traced to the table it used. Values: domain brief §4.3.
 * A tenant or admin may supply replacement tables (validated by auditTimeTableSchema).
 */
import { z } from 'zod';
import { parseOrThrow } from '../../kernel/validation';
import { requireArray, requireInteger, requireOneOf } from '../guard';
import { AUDIT_TIME_LIMITS, AuditComplexity, ManagementSystem, TableLookupMode } from './model';

export const auditTimeTableSchema = z
  .object({
    id: z.string().trim().min(1).max(60),
    version: z.string().trim().min(1).max(80),
    standard: ManagementSystem.schema,
    /** Complexity category; absent for single-table systems (QMS, ISMS). */
    complexity: AuditComplexity.schema.optional(),
    title: z.string().trim().min(1).max(120),
    /** Where the values come from and how sure we are ([S]/[R]/[I], brief §4.3). */
    basis: z.string().trim().min(1).max(400),
    rows: z
      .array(
        z.object({
          min: z.number().int().min(1).max(AUDIT_TIME_LIMITS.headcount),
          max: z.number().int().min(1).max(AUDIT_TIME_LIMITS.headcount),
          days: z.number().positive().max(1000).multipleOf(0.5),
        }),
      )
      .min(1)
      .max(AUDIT_TIME_LIMITS.tableRows),
    /** Above the last row ("follow progression"): add `daysPerStep` per started block of `personnelPerStep`. */
    progression: z.object({
      personnelPerStep: z.number().int().positive().max(AUDIT_TIME_LIMITS.headcount),
      daysPerStep: z.number().min(0).max(100).multipleOf(0.5),
    }),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, i) => {
      if (row.max < row.min) ctx.addIssue({ code: 'custom', path: ['rows', i, 'max'], message: `第 ${i + 1} 行上限小于下限` });
      const previous = table.rows[i - 1];
      if (i === 0 && row.min !== 1) ctx.addIssue({ code: 'custom', path: ['rows', 0, 'min'], message: '第 1 行必须从 1 人开始' });
      if (previous && row.min !== previous.max + 1)
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'min'], message: `第 ${i + 1} 行必须紧接上一行（应从 ${previous.max + 1} 人开始）` });
      if (previous && row.days < previous.days)
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'days'], message: `第 ${i + 1} 行人日不能少于上一行` });
    });
  });
export type AuditTimeTableInput = z.input<typeof auditTimeTableSchema>;
export type AuditTimeTable = z.output<typeof auditTimeTableSchema>;

/** The personnel bands shared by IAF MD5 tables QMS, EMS and OH&SMS (brief §4.3). */
const MD5_BANDS: readonly (readonly [number, number])[] = [
  [1, 5],
  [6, 10],
  [11, 15],
  [16, 25],
  [26, 45],
  [46, 65],
  [66, 85],
  [86, 125],
  [126, 175],
  [176, 275],
  [276, 425],
  [426, 625],
  [626, 875],
  [876, 1175],
  [1176, 1550],
  [1551, 2025],
  [2026, 2675],
  [2676, 3450],
  [3451, 4350],
  [4351, 5450],
  [5451, 6800],
  [6801, 8500],
  [8501, 10700],
];
/** ISO/IEC 27006 bands: the first band is 1–10 (brief §4.3). */
const ISMS_BANDS: readonly (readonly [number, number])[] = [[1, 10], ...MD5_BANDS.slice(2)];

function rows(bands: readonly (readonly [number, number])[], days: readonly number[]): AuditTimeTable['rows'] {
  if (bands.length !== days.length) throw new Error(`audit-time table: ${bands.length} bands but ${days.length} values`);
  return bands.map(([min, max], i) => ({ min, max, days: days[i] }));
}

/** [I] brief §4.3 ">10700 follow progression": the last band's width and the last step in days. */
const progression = (daysPerStep: number) => ({ personnelPerStep: 2200, daysPerStep });

const MD5_VERSION = 'IAF MD5:2019 / brief 2025-11';

const EMS_OHS_COLUMNS: Readonly<Record<'high' | 'medium' | 'low' | 'limited', readonly number[]>> = {
  high: [3, 3.5, 4.5, 5.5, 7, 8, 9, 11, 12, 13, 15, 16, 17, 19, 20, 21, 23, 25, 27, 28, 30, 32, 34],
  medium: [2.5, 3, 3.5, 4.5, 5.5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 23, 25, 27],
  low: [2.5, 3, 3, 3.5, 4, 4.5, 5, 5.5, 6, 7, 8, 9, 10, 11, 12, 12, 13, 14, 15, 16, 17, 19, 20],
  limited: [2.5, 3, 3, 3, 3, 3.5, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 10, 11, 12, 13, 14],
};

function md5CategoryTable(standard: 'EMS' | 'OHSMS', complexity: AuditComplexity): AuditTimeTable {
  const prefix = standard === 'EMS' ? 'IAF-MD5-EMS' : 'IAF-MD5-OHSMS';
  const name = standard === 'EMS' ? '环境管理体系' : '职业健康安全管理体系';
  const column = EMS_OHS_COLUMNS[complexity];
  const basis =
    standard === 'OHSMS'
      ? '[S] IAF MD5:2019 表 OH&SMS 1（高/中/低）；简报 §4.3'
      : complexity === 'limited'
        ? '[R] IAF MD5 EMS“有限”复杂程度列，待核实；简报 §4.3'
        : '[R] 与 OH&SMS 表相同的高/中/低列（IAF MD5 EMS 表），待核实；简报 §4.3';
  return {
    id: `${prefix}-${complexity.toUpperCase()}`,
    version: MD5_VERSION,
    standard,
    complexity,
    title: `${name}初次认证审核时间（复杂程度：${AuditComplexity.labels[complexity]}）`,
    basis,
    rows: rows(MD5_BANDS, column),
    progression: progression(column[column.length - 1] - column[column.length - 2]),
  };
}

/** The shipped tables. Replace them through configuration, not by editing results. */
export const AUDIT_TIME_TABLES: readonly AuditTimeTable[] = [
  {
    id: 'IAF-MD5-QMS-1',
    version: MD5_VERSION,
    standard: 'QMS',
    title: '质量管理体系初次认证审核时间（表 QMS 1）',
    basis: '[R] 全表凭记忆整理；[S] 1–5 人 1.5 人日、46–65 人 5 人日（EA FAQ）；简报 §4.3',
    rows: rows(MD5_BANDS, [1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]),
    progression: progression(1),
  },
  ...(['high', 'medium', 'low', 'limited'] as const).map((c) => md5CategoryTable('EMS', c)),
  ...(['high', 'medium', 'low'] as const).map((c) => md5CategoryTable('OHSMS', c)),
  {
    id: 'ISO-IEC-27006-1-ISMS',
    version: 'ISO/IEC 27006-1:2024 / brief 2025-11',
    standard: 'ISMS',
    title: '信息安全管理体系初次认证审核时间（ISO/IEC 27006-1）',
    basis: '[R] 凭记忆整理，待对照 ISO/IEC 27006-1:2024 附录 C 核实；简报 §4.3',
    rows: rows(ISMS_BANDS, [5, 6, 7, 8.5, 10, 11, 12, 13, 14, 15, 16.5, 17.5, 18.5, 19.5, 21, 22, 23, 24, 25, 26, 27, 28]),
    progression: progression(1),
  },
];

/** Tables known to be valid: the shipped ones and every table a call has parsed. */
const validTables = new WeakSet<object>(AUDIT_TIME_TABLES);

export const TABLE_FIELD_LABELS = {
  id: '表号',
  version: '版本',
  standard: '管理体系',
  complexity: '复杂程度',
  title: '表名',
  basis: '依据',
  rows: '人数区间',
  'rows.*.min': '人数下限',
  'rows.*.max': '人数上限',
  'rows.*.days': '人日',
  'progression.personnelPerStep': '递进人数',
  'progression.daysPerStep': '递进人日',
};

/** Parses a tenant table (Chinese EngineInputError otherwise) and remembers it as valid. */
export function parseAuditTimeTable(table: unknown, root: string): AuditTimeTable {
  if (typeof table === 'object' && table !== null && validTables.has(table)) return table as AuditTimeTable;
  const parsed = parseOrThrow(auditTimeTableSchema, table, { labels: TABLE_FIELD_LABELS, root });
  validTables.add(parsed);
  return parsed;
}

/** Lookup for already-valid tables (the calculator's inner loop). */
export function findTable(
  standard: ManagementSystem,
  complexity: AuditComplexity | undefined,
  tables: readonly AuditTimeTable[],
): AuditTimeTable | undefined {
  return tables.find((t) => t.standard === standard && (t.complexity ?? undefined) === (complexity ?? undefined));
}

/** The table for a system (and complexity), from `tables` (tenant overrides first) or the shipped set. */
export function findAuditTimeTable(
  standard: ManagementSystem,
  complexity: AuditComplexity | undefined,
  tables: readonly AuditTimeTable[] = AUDIT_TIME_TABLES,
): AuditTimeTable | undefined {
  requireOneOf(standard, '管理体系（standard）', ManagementSystem.values);
  if (complexity !== undefined) requireOneOf(complexity, '复杂程度（complexity）', AuditComplexity.values);
  requireArray(tables, '审核时间表（tables）', AUDIT_TIME_LIMITS.tables + AUDIT_TIME_TABLES.length);
  const valid = tables === AUDIT_TIME_TABLES ? AUDIT_TIME_TABLES : tables.map((t, i) => parseAuditTimeTable(t, `tables[${i}]`));
  return findTable(standard, complexity, valid);
}

export interface TableLookup {
  /** Table days for the effective personnel (unrounded in continuum mode). */
  days: number;
  /** The band the personnel fell in; above the last row, the extrapolated block. */
  band: { min: number; max: number; days: number };
  /** True when the personnel exceeded the last row and the progression rule was applied. */
  extrapolated: boolean;
}

/**
 * Reads the table for a (whole) number of effective personnel.
 * `continuum` interpolates linearly from the previous band's upper end (its days) to this band's
 * upper end (this band's days); the first band stays flat. Above the last row the progression
 * rule applies in both modes.
 */
export function lookupTableDays(table: AuditTimeTable, personnel: number, mode: 'band' | 'continuum' = 'band'): TableLookup {
  const valid = parseAuditTimeTable(table, 'table');
  requireInteger(personnel, '有效人数（personnel）', 1, AUDIT_TIME_LIMITS.headcount);
  requireOneOf(mode, '查表方式（mode）', TableLookupMode.values);
  return lookupDays(valid, personnel, mode);
}

/** lookupTableDays for a valid table and a whole, positive headcount (the calculator's inner loop). */
export function lookupDays(table: AuditTimeTable, personnel: number, mode: 'band' | 'continuum'): TableLookup {
  const last = table.rows[table.rows.length - 1];
  if (personnel > last.max) {
    const { personnelPerStep, daysPerStep } = table.progression;
    const steps = Math.ceil((personnel - last.max) / personnelPerStep);
    const days = last.days + steps * daysPerStep;
    const min = last.max + (steps - 1) * personnelPerStep + 1;
    return { days, band: { min, max: min + personnelPerStep - 1, days }, extrapolated: true };
  }
  const index = table.rows.findIndex((r) => personnel >= r.min && personnel <= r.max);
  const row = table.rows[Math.max(index, 0)];
  const previous = table.rows[index - 1];
  if (mode === 'band' || !previous) return { days: row.days, band: { ...row }, extrapolated: false };
  const share = (personnel - previous.max) / (row.max - previous.max);
  return { days: previous.days + share * (row.days - previous.days), band: { ...row }, extrapolated: false };
}
