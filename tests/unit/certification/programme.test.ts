import { describe, expect, it } from 'vitest';
import { calculateAuditTime } from '../../../domain/engines/auditTime';
import { addMonths } from '../../../domain/engines/timeline/isoDate';
import {
  canRegenerateProgramme,
  certificateExpiry,
  generateProgramme,
  programmeWindows,
  reanchorProgramme,
  renewedExpiry,
} from '../../../domain/certification/programme';

describe('addMonths', () => {
  it.each([
    ['2026-01-15', 3, '2026-04-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-28', 6, '2027-05-28'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-01', -12, '2025-12-01'],
  ] as const)('%s + %d months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('programme windows (brief §4.2)', () => {
  it('from the review date alone: Stage 1 in 3 months, Stage 2 in 6 months after, decision estimated 30 days after Stage 2', () => {
    const p = programmeWindows({ reviewDate: '2026-01-15' });
    expect(p.windows).toEqual({
      stage1: { windowFrom: '2026-01-15', windowTo: '2026-04-15' },
      stage2: { windowFrom: '2026-01-16', windowTo: '2026-10-15' },
      surveillance1: { windowFrom: '2027-08-13', windowTo: '2027-11-13' },
      surveillance2: { windowFrom: '2028-08-13', windowTo: '2028-11-13' },
      recertification: { windowFrom: '2029-08-13', windowTo: '2029-11-13' },
    });
    expect(p.decisionDate).toBe('2026-11-14');
    expect(p.decisionEstimated).toBe(true);
    expect(p.expiresOn).toBe('2029-11-13');
  });

  it('re-anchored on the real dates and the recorded decision', () => {
    const p = programmeWindows({
      reviewDate: '2026-01-15',
      dates: { stage1: { startDate: '2026-02-09', endDate: '2026-02-10' }, stage2: { startDate: '2026-03-17', endDate: '2026-03-20' } },
      decisionDate: '2026-04-10',
    });
    expect(p.windows.stage2).toEqual({ windowFrom: '2026-02-11', windowTo: '2026-08-10' });
    expect(p.windows.surveillance1).toEqual({ windowFrom: '2027-01-09', windowTo: '2027-04-09' });
    expect(p.expiresOn).toBe('2029-04-09');
    expect(p.windows.recertification).toEqual({ windowFrom: '2029-01-09', windowTo: '2029-04-09' });
    expect(p.decisionEstimated).toBe(false);
  });

  it('surveillance 2 at most 12 months after surveillance 1', () => {
    const p = programmeWindows({
      reviewDate: '2026-01-15',
      dates: { surveillance1: { startDate: '2027-03-01', endDate: '2027-03-02' } },
      decisionDate: '2026-04-10',
    });
    expect(p.windows.surveillance2).toEqual({ windowFrom: '2027-12-02', windowTo: '2028-03-02' });
  });

  it('a certificate is valid three years less a day', () => {
    expect(certificateExpiry('2026-04-10')).toBe('2029-04-09');
    expect(certificateExpiry('2028-02-29')).toBe('2031-02-27');
  });

  it('a recertification adds another three years to the last valid day', () => {
    expect(renewedExpiry('2029-04-09')).toBe('2032-04-09');
  });
});

describe('generateProgramme', () => {
  const result = calculateAuditTime({ standards: [{ standard: 'ISMS' }], personnel: { fullTime: 120 } });

  it('five audits in order with the on-site days of the stored audit time', () => {
    const audits = generateProgramme('2026-01-15', result);
    expect(audits.map((a) => [a.seq, a.type])).toEqual([
      [1, 'stage1'],
      [2, 'stage2'],
      [3, 'surveillance1'],
      [4, 'surveillance2'],
      [5, 'recertification'],
    ]);
    expect(audits[0]!.totalDays).toBe(result.initial.stage1Days);
    expect(audits[1]!.totalDays).toBe(result.initial.stage2Days);
    expect(audits[2]!.requiredDays).toBe(result.surveillance.onSiteMinDays);
    expect(audits[4]!.requiredDays).toBe(result.recertification.onSiteMinDays);
    for (const audit of audits) {
      expect(audit.requiredDays).toBeLessThanOrEqual(audit.totalDays);
      expect(audit.requiredDays).toBeGreaterThan(0);
      expect(audit.windowFrom <= audit.windowTo).toBe(true);
    }
  });

  it('re-anchoring moves only audits not started', () => {
    const audits = generateProgramme('2026-01-15', result).map((a, i) => ({ ...a, state: i === 0 ? 'completed' : 'planned' }));
    const moved = reanchorProgramme(audits, { reviewDate: '2026-01-15', dates: { stage1: { startDate: '2026-02-09', endDate: '2026-02-10' } } });
    expect(moved[0]).toEqual(audits[0]);
    expect(moved[1]!.windowTo).toBe('2026-08-10');
  });

  it('may be generated again only while no audit has started', () => {
    expect(canRegenerateProgramme([{ state: 'planned' }, { state: 'scheduled' }])).toBe(true);
    expect(canRegenerateProgramme([{ state: 'planned' }, { state: 'inProgress' }])).toBe(false);
    expect(canRegenerateProgramme([{ state: 'completed' }])).toBe(false);
  });
});
