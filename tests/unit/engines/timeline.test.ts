/**
 * calDateTimeline across real Chinese holiday arrangements (State Council notices):
 * 2025 国庆/中秋 10-01…10-08 off, make-up workdays Sun 09-28 and Sat 10-11;
 * 2026 春节 02-15…02-23 off, make-up workdays Sat 02-14 and Sat 02-28; 2026 元旦 01-01…01-03 off, Sun 01-04 worked.
 */
import { describe, expect, it } from 'vitest';
import {
  calDateTimeline,
  createWorkCalendar,
  DEFAULT_TIMELINE_OFFSETS,
  holidayDataCovers,
  parseIsoDate,
  timelineResultSchema,
} from '../../../domain/engines/timeline';
import { issuesOf } from './support';

const datesOf = (r: ReturnType<typeof calDateTimeline>) => [
  r.effectiveDate,
  r.trainingDate,
  r.internalAuditDate,
  r.managementReviewDate,
  r.certificationApplicationDate,
];

describe('working-day calendar', () => {
  const calendar = createWorkCalendar();
  it.each([
    ['2025-09-28', true, 'makeUpWorkday', '国庆节'], // Sunday, worked
    ['2025-10-01', false, 'holiday', '国庆节'],
    ['2025-10-06', false, 'holiday', '中秋'],
    ['2025-10-09', true, 'weekday', ''],
    ['2025-10-11', true, 'makeUpWorkday', '国庆节'], // Saturday, worked
    ['2025-10-12', false, 'weekend', ''],
    ['2026-02-14', true, 'makeUpWorkday', '春节'],
    ['2026-02-16', false, 'holiday', '春节'],
    ['2026-02-28', true, 'makeUpWorkday', '春节'],
  ] as const)('%s is work=%s (%s %s)', (date, work, kind, name) => {
    expect(calendar.day(date)).toMatchObject({ work, kind, name, holidayDataAvailable: true });
  });

  it('knows which years the holiday data covers', () => {
    expect(holidayDataCovers(2025)).toBe(true);
    expect(holidayDataCovers(2026)).toBe(true);
    expect(holidayDataCovers(2027)).toBe(false);
    expect(holidayDataCovers(2003)).toBe(false);
  });

  it('falls back to Monday–Friday outside the data and accepts tenant overrides', () => {
    expect(calendar.day('2027-01-01')).toMatchObject({ work: true, kind: 'weekday', holidayDataAvailable: false });
    const tenant = createWorkCalendar({ extraHolidays: ['2027-01-01'], extraWorkdays: ['2025-10-12'] });
    expect(tenant.isWorkday('2027-01-01')).toBe(false);
    expect(tenant.isWorkday('2025-10-12')).toBe(true);
  });

  it('adds working days; zero keeps a working day and moves a holiday to the next working day', () => {
    expect(calendar.addWorkdays('2025-09-30', 0)).toBe('2025-09-30');
    expect(calendar.addWorkdays('2025-10-01', 0)).toBe('2025-10-09');
    expect(calendar.addWorkdays('2025-09-30', 1)).toBe('2025-10-09');
    expect(calendar.addWorkdays('2025-10-10', 1)).toBe('2025-10-11');
  });
});

describe('calDateTimeline', () => {
  it('skips 国庆 2025 and counts its make-up workdays (release Fri 2025-09-26)', () => {
    const result = calDateTimeline('2025-09-26');
    // effective: 09-28 (Sun, worked), 09-29, 09-30; training: 10-09, 10-10;
    // internal audit: 50 working days after 09-30 (18 in October, 20 in November, 12 in December);
    // review: +7; application: +10 over 元旦 2026 with Sun 01-04 worked.
    expect(datesOf(result)).toEqual(['2025-09-30', '2025-10-10', '2025-12-16', '2025-12-25', '2026-01-09']);
    expect(result.holidayDataAvailable).toBe(true);
    expect(result.makeUpWorkdays).toEqual([
      { date: '2025-09-28', name: '国庆节' },
      { date: '2025-10-11', name: '国庆节' },
      { date: '2026-01-04', name: '元旦' },
    ]);
    expect(result.holidays.map((h) => h.date)).toEqual([
      '2025-10-01',
      '2025-10-02',
      '2025-10-03',
      '2025-10-04',
      '2025-10-05',
      '2025-10-06',
      '2025-10-07',
      '2025-10-08',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
    expect(result.notes).toEqual([
      '已跳过法定节假日：国庆节/中秋（2025-10-01 至 2025-10-08）、元旦（2026-01-01 至 2026-01-03）',
      '调休上班日按工作日计算：国庆节（2025-09-28）、国庆节（2025-10-11）、元旦（2026-01-04）',
    ]);
    expect(timelineResultSchema.parse(result)).toEqual(result);
  });

  it('lands on the Saturday make-up day after 国庆 when the offset reaches it', () => {
    expect(calDateTimeline('2025-09-26', { offsets: { training: 3 } }).trainingDate).toBe('2025-10-11');
  });

  it('skips 春节 2026 and counts Sat 02-14 as a working day (release Tue 2026-02-10)', () => {
    const result = calDateTimeline('2026-02-10', { offsets: { effective: 4, training: 1 } });
    // 02-11, 02-12, 02-13, 02-14 (Sat, worked) → effective; training: 02-15…02-23 off → 02-24
    expect(result.effectiveDate).toBe('2026-02-14');
    expect(result.trainingDate).toBe('2026-02-24');
    expect(result.makeUpWorkdays.slice(0, 2)).toEqual([
      { date: '2026-02-14', name: '春节' },
      { date: '2026-02-28', name: '春节' },
    ]);
    expect(result.notes[0]).toContain('春节（2026-02-15 至 2026-02-23）');
  });

  it('describes every milestone with its anchor and distance', () => {
    const result = calDateTimeline('2025-09-26');
    expect(result.milestones.map((m) => [m.key, m.label, m.anchor, m.workdays])).toEqual([
      ['release', '管理手册发布', null, null],
      ['effective', '体系实施', 'release', 3],
      ['training', '体系培训', 'effective', 2],
      ['internalAudit', '内部审核', 'effective', 50],
      ['managementReview', '管理评审', 'internalAudit', 7],
      ['certificationApplication', '认证申请', 'managementReview', 10],
    ]);
    expect(result.milestones.find((m) => m.key === 'internalAudit')?.calendarDaysFromRelease).toBe(81);
    expect(result.offsets).toEqual(DEFAULT_TIMELINE_OFFSETS);
  });

  it('starts from the next working day when the manual is released on a holiday', () => {
    const result = calDateTimeline('2025-10-01', { offsets: { effective: 0 } });
    expect(result.effectiveDate).toBe('2025-10-09');
    expect(result.notes[0]).toBe('发布日期 2025-10-01 为非工作日（国庆节），后续日期从下一个工作日起算');
  });

  it('falls back to weekends only where the holiday data ends, and says so', () => {
    const result = calDateTimeline('2026-12-30', { offsets: { effective: 2 } });
    expect(result.effectiveDate).toBe('2027-01-01'); // 2027 New Year's Day is unknown to the data
    expect(result.holidayDataAvailable).toBe(false);
    expect(result.uncoveredYears).toEqual([2027]);
    expect(result.notes).toContain('节假日数据不含 2027 年：这些年份仅跳过周末，未考虑法定节假日和调休，请人工核对');
    const withTenantHoliday = calDateTimeline('2026-12-30', { offsets: { effective: 2 }, extraHolidays: ['2027-01-01'] });
    expect(withTenantHoliday.effectiveDate).toBe('2027-01-04');
  });

  it('warns when the internal audit comes too soon after the release', () => {
    const result = calDateTimeline('2025-03-03', { offsets: { internalAudit: 20 } });
    expect(result.internalAuditDate).toBe('2025-04-03');
    expect(result.notes).toContain('内部审核距发布仅 31 天，少于 60 天；认证机构通常期望体系运行 2–3 个月后再进行内审');
    expect(calDateTimeline('2025-03-03').notes.some((n) => n.startsWith('内部审核距发布'))).toBe(false);
  });

  it('accepts the date part of a date-time, converting zoned times to China time', () => {
    expect(calDateTimeline('2025-09-26 18:30:00').releaseDate).toBe('2025-09-26');
    expect(calDateTimeline('2025-09-25T16:30:00Z').releaseDate).toBe('2025-09-26');
    expect(calDateTimeline('2025-09-26T08:00:00+08:00').releaseDate).toBe('2025-09-26');
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
  });

  it.each(['2025-02-29', '2025-13-01', '2025/10/01', '20251001', 'abc', '', '2025-10-01T25:00'])('refuses %j in Chinese', (bad) => {
    expect(issuesOf(() => calDateTimeline(bad))).toEqual([
      `管理手册发布日期（latestManageManualReleaseDateTime）：“${bad}”不是有效日期，应为 YYYY-MM-DD`,
    ]);
  });

  it('refuses invalid offsets and override dates, naming the field', () => {
    expect(
      issuesOf(() => calDateTimeline('2025-09-26', { offsets: { internalAudit: 2.5, managementReview: -1 }, extraWorkdays: ['2025-02-30'] })),
    ).toEqual([
      '实施至内部审核的工作日数（offsets.internalAudit）：应为整数',
      '内部审核至管理评审的工作日数（offsets.managementReview）：不能小于 0',
      '补充工作日（extraWorkdays[0]）：不是有效日期',
    ]);
  });
});
