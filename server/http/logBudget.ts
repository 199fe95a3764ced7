/**
 * A per-process budget for log lines about anonymous junk (forged payment notifications…): at
 * most `perMinute` lines per key and minute, then silence, and the next line that is allowed says
 * how many were left out. Only for logs: a limit that decides anything must live in the database
 * (several processes), but a log line too many or too few per process is harmless, while a log
 * line per junk request lets anyone fill the disk.
 */
import type { Clock } from '../clock';
import { MINUTE_MS } from '../clock';

export interface LogBudget {
  /** Whether a line for `key` may be written now, and how many lines of `key` were left out since the last one. */
  take(key: string): { allowed: boolean; suppressed: number };
}

export function createLogBudget({ perMinute, clock }: { perMinute: number; clock: Clock }): LogBudget {
  const windows = new Map<string, { start: number; used: number; suppressed: number }>();
  return {
    take(key) {
      const now = clock.now().getTime();
      let window = windows.get(key);
      if (!window || now - window.start >= MINUTE_MS) {
        window = { start: now, used: 0, suppressed: window?.suppressed ?? 0 };
        windows.set(key, window);
      }
      if (window.used >= perMinute) {
        window.suppressed++;
        return { allowed: false, suppressed: window.suppressed };
      }
      window.used++;
      const suppressed = window.suppressed;
      window.suppressed = 0;
      return { allowed: true, suppressed };
    },
  };
}
