/**
 * The shipped audit-time tables, row by row, against domain brief §4.3 (typed here from the brief,
 * not from the implementation): every band's lower and upper boundary, and the step to the next band.
 */
import { describe, expect, it } from 'vitest';
import {
  AUDIT_TIME_TABLES,
  auditTimeTableSchema,
  findAuditTimeTable,
  lookupTableDays,
  type AuditComplexity,
  type ManagementSystem,
} from '../../../domain/engines/auditTime';

// Brief §4.3: bands shared by QMS 1 and the EMS / OH&SMS tables.
const MD5_BANDS = `1-5 6-10 11-15 16-25 26-45 46-65 66-85 86-125 126-175 176-275 276-425 426-625 626-875 876-1175
1176-1550 1551-2025 2026-2675 2676-3450 3451-4350 4351-5450 5451-6800 6801-8500 8501-10700`;
const ISMS_BANDS = `1-10 11-15 16-25 26-45 46-65 66-85 86-125 126-175 176-275 276-425 426-625 626-875 876-1175
1176-1550 1551-2025 2026-2675 2676-3450 3451-4350 4351-5450 5451-6800 6801-8500 8501-10700`;

const EXPECTED: { standard: ManagementSystem; complexity?: AuditComplexity; bands: string; days: string }[] = [
  { standard: 'QMS', bands: MD5_BANDS, days: '1.5 2 2.5 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22' },
  { standard: 'EMS', complexity: 'high', bands: MD5_BANDS, days: '3 3.5 4.5 5.5 7 8 9 11 12 13 15 16 17 19 20 21 23 25 27 28 30 32 34' },
  { standard: 'EMS', complexity: 'medium', bands: MD5_BANDS, days: '2.5 3 3.5 4.5 5.5 6 7 8 9 10 11 12 13 15 16 17 18 19 20 21 23 25 27' },
  { standard: 'EMS', complexity: 'low', bands: MD5_BANDS, days: '2.5 3 3 3.5 4 4.5 5 5.5 6 7 8 9 10 11 12 12 13 14 15 16 17 19 20' },
  { standard: 'EMS', complexity: 'limited', bands: MD5_BANDS, days: '2.5 3 3 3 3 3.5 3.5 4 4.5 5 5.5 6 6.5 7 7.5 8 8.5 9 10 11 12 13 14' },
  { standard: 'OHSMS', complexity: 'high', bands: MD5_BANDS, days: '3 3.5 4.5 5.5 7 8 9 11 12 13 15 16 17 19 20 21 23 25 27 28 30 32 34' },
  { standard: 'OHSMS', complexity: 'medium', bands: MD5_BANDS, days: '2.5 3 3.5 4.5 5.5 6 7 8 9 10 11 12 13 15 16 17 18 19 20 21 23 25 27' },
  { standard: 'OHSMS', complexity: 'low', bands: MD5_BANDS, days: '2.5 3 3 3.5 4 4.5 5 5.5 6 7 8 9 10 11 12 12 13 14 15 16 17 19 20' },
  { standard: 'ISMS', bands: ISMS_BANDS, days: '5 6 7 8.5 10 11 12 13 14 15 16.5 17.5 18.5 19.5 21 22 23 24 25 26 27 28' },
];

const rowsOf = (e: (typeof EXPECTED)[number]) => {
  const bands = e.bands.split(/\s+/).map((b) => b.split('-').map(Number) as [number, number]);
  const days = e.days.split(' ').map(Number);
  expect(bands).toHaveLength(days.length);
  return bands.map(([min, max], i) => ({ min, max, days: days[i] }));
};

const name = (e: (typeof EXPECTED)[number]) => `${e.standard}${e.complexity ? `/${e.complexity}` : ''}`;

describe('shipped audit-time tables', () => {
  it('ships exactly one table per system and complexity category, all valid', () => {
    expect(AUDIT_TIME_TABLES.map((t) => `${t.standard}/${t.complexity ?? '-'}`).sort()).toEqual(
      EXPECTED.map((e) => `${e.standard}/${e.complexity ?? '-'}`).sort(),
    );
    for (const table of AUDIT_TIME_TABLES) {
      expect(auditTimeTableSchema.safeParse(table).success).toBe(true);
      expect(table.id).not.toBe('');
      expect(table.version).not.toBe('');
    }
    expect(new Set(AUDIT_TIME_TABLES.map((t) => t.id)).size).toBe(AUDIT_TIME_TABLES.length);
  });

  it('has no OH&SMS "limited" column and no complexity for QMS or ISMS', () => {
    expect(findAuditTimeTable('OHSMS', 'limited')).toBeUndefined();
    expect(findAuditTimeTable('QMS', 'high')).toBeUndefined();
    expect(findAuditTimeTable('ISMS', undefined)?.id).toBe('ISO-IEC-27006-1-ISMS');
  });

  describe.each(EXPECTED)('$standard $complexity', (expected) => {
    const table = findAuditTimeTable(expected.standard, expected.complexity)!;
    const rows = rowsOf(expected);

    it('holds the brief rows exactly', () => {
      expect(table.rows).toEqual(rows);
    });

    it.each(rows.map((row, i) => ({ ...row, next: rows[i + 1] })))(
      `${name(expected)} $min–$max → $days days at both ends`,
      ({ min, max, days, next }) => {
        expect(lookupTableDays(table, min).days).toBe(days);
        expect(lookupTableDays(table, max).days).toBe(days);
        expect(lookupTableDays(table, max).band).toEqual({ min, max, days });
        if (next) expect(lookupTableDays(table, max + 1).days).toBe(next.days);
      },
    );

    it('follows the progression above 10 700 persons: one more step per started 2 200 persons', () => {
      const last = rows[rows.length - 1];
      const step = last.days - rows[rows.length - 2].days;
      expect(lookupTableDays(table, 10_700).extrapolated).toBe(false);
      expect(lookupTableDays(table, 10_701)).toMatchObject({ days: last.days + step, extrapolated: true, band: { min: 10_701, max: 12_900 } });
      expect(lookupTableDays(table, 12_900).days).toBe(last.days + step);
      expect(lookupTableDays(table, 12_901).days).toBe(last.days + 2 * step);
    });
  });
});

describe('continuum lookup', () => {
  const qms = findAuditTimeTable('QMS', undefined)!;
  it('interpolates from the previous band end to this band end', () => {
    // 26–45 → 4 days, previous band ends at 25 with 3 days: 35 persons = 3 + (10/20) × 1.
    expect(lookupTableDays(qms, 35, 'continuum').days).toBeCloseTo(3.5, 10);
    expect(lookupTableDays(qms, 45, 'continuum').days).toBe(4);
    expect(lookupTableDays(qms, 26, 'continuum').days).toBeCloseTo(3.05, 10);
  });
  it('keeps the first band flat', () => {
    expect(lookupTableDays(qms, 1, 'continuum').days).toBe(1.5);
    expect(lookupTableDays(qms, 5, 'continuum').days).toBe(1.5);
  });
});

describe('table validation', () => {
  const base = findAuditTimeTable('QMS', undefined)!;
  it('refuses gaps, overlaps and decreasing days, in Chinese', () => {
    const broken = {
      ...base,
      rows: [
        { min: 1, max: 5, days: 2 },
        { min: 7, max: 10, days: 1.5 },
      ],
    };
    const result = auditTimeTableSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain('第 2 行必须紧接上一行（应从 6 人开始）');
    expect(messages).toContain('第 2 行人日不能少于上一行');
  });
  it('refuses days that are not half-day multiples', () => {
    expect(auditTimeTableSchema.safeParse({ ...base, rows: [{ min: 1, max: 5, days: 1.3 }] }).success).toBe(false);
  });
});
