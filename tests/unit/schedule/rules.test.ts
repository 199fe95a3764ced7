/** The schedule area's own rules: the period, the default period, busy days per month, a moved audit's end, the refusal text. */
import { describe, expect, it } from 'vitest';
import { defaultSchedulePeriod, movedEnd, periodRefusal } from '../../../domain/schedule/period';
import { busyDaysByMonth, refusalMessage } from '../../../domain/schedule/rules';

describe('schedule rules', () => {
  it.each([
    ['2026-12-01', '2027-02-28', null],
    ['2026-12-01', '2026-12-31', null],
    ['2027-01-01', '2026-12-01', /to 排期周期的结束日期 2026-12-01 早于开始日期 2027-01-01/],
    ['2026-12-01', '2027-03-31', /最长 3 个月/],
  ])('period %s – %s', (from, to, refusal) => {
    const answer = periodRefusal(from, to);
    if (refusal === null) expect(answer).toBeNull();
    else expect(answer).toMatch(refusal);
  });

  it.each([
    ['2026-11-28', { from: '2026-12-01', to: '2027-02-28' }],
    ['2026-10-05', { from: '2026-11-01', to: '2027-01-31' }],
    ['2026-01-31', { from: '2026-02-01', to: '2026-04-30' }],
  ])('the default period after %s is the next three months', (today, period) => {
    expect(defaultSchedulePeriod(today)).toEqual(period);
  });

  it('a moved audit keeps its working days, over a weekend', () => {
    // Mon 7 – Thu 10 Dec 2026 (4 working days) moved to Fri 11 Dec ends Wed 16 Dec.
    expect(movedEnd('2026-12-07', '2026-12-10', '2026-12-11')).toBe('2026-12-16');
    // A start on a Saturday: the two working days are Monday and Tuesday.
    expect(movedEnd('2026-12-07', '2026-12-08', '2026-12-12')).toBe('2026-12-15');
  });

  it('counts every working day of a plan for each member, per month', () => {
    const busy = busyDaysByMonth([
      { startDate: '2026-11-30', endDate: '2026-12-02', members: [{ assessorCode: 'A' }, { assessorCode: 'B' }] },
      { startDate: '2026-12-07', endDate: '2026-12-08', members: [{ assessorCode: 'A' }] },
    ]);
    expect(busy.get('A')).toEqual({ '2026-11': 1, '2026-12': 4 });
    expect(busy.get('B')).toEqual({ '2026-11': 1, '2026-12': 2 });
  });

  it('a refusal lists each reason once', () => {
    const v = { constraint: 'availability' as const, auditCode: 'AU', message: '王磊在 2026-12-15 至 2026-12-20 不可用（年假）' };
    expect(refusalMessage([v, v])).toBe('该排期违反硬性约束，未保存：王磊在 2026-12-15 至 2026-12-20 不可用（年假）');
  });
});
