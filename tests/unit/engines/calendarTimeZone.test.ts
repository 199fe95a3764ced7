/**
 * The working-day calendar gives the same days in every time zone. chinese-days' functions read a
 * 'YYYY-MM-DD' string as UTC midnight and key their tables in the local zone: in a browser west of
 * UTC every day was read as the day before, a Saturday counted as a working day, and the demo ISO
 * timeline's internal audit fell on Saturday 2026-11-21 instead of Thursday 2026-11-19. Each zone
 * runs in a process of its own (a worker thread cannot change its zone).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.join(import.meta.dirname, 'fixtures/calendarInZone.ts');

describe('the working-day calendar in every time zone', () => {
  it.each(['America/New_York', 'Pacific/Honolulu', 'Asia/Shanghai', 'Pacific/Kiritimati'])(
    '%s',
    (zone) => {
      const output = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT], { env: { ...process.env, TZ: zone }, encoding: 'utf8' });
      const { days, dates } = JSON.parse(output);
      expect(days).toMatchObject([
        { date: '2026-11-19', work: true, kind: 'weekday' },
        { date: '2026-11-21', work: false, kind: 'weekend' },
        { date: '2026-10-01', work: false, kind: 'holiday', name: '国庆节' },
        { date: '2026-10-10', work: true, kind: 'makeUpWorkday', name: '国庆节' },
        { date: '2025-10-04', work: false, kind: 'holiday' },
      ]);
      expect(dates).toMatchObject({ training: '2026-09-08', internalAudit: '2026-11-19', managementReview: '2026-11-30' });
    },
    30_000,
  );
});
