/** The per-process log budget for anonymous junk (server/http/logBudget.ts): bounded lines per key and minute. */
import { describe, expect, it } from 'vitest';
import { createLogBudget } from '../../server/http/logBudget';

describe('createLogBudget', () => {
  it('allows perMinute lines per key and minute, then reports how many were left out', () => {
    let ms = 0;
    const budget = createLogBudget({ perMinute: 3, clock: { now: () => new Date(ms) } });
    const taken = Array.from({ length: 10 }, () => budget.take('wechat:not_authentic'));
    expect(taken.map((t) => t.allowed)).toEqual([true, true, true, false, false, false, false, false, false, false]);
    // Another key has its own budget.
    expect(budget.take('alipay:not_authentic')).toEqual({ allowed: true, suppressed: 0 });

    ms += 59_999;
    expect(budget.take('wechat:not_authentic').allowed).toBe(false);
    ms += 1;
    // The first line of the next minute says how many lines were left out (7 + 1).
    expect(budget.take('wechat:not_authentic')).toEqual({ allowed: true, suppressed: 8 });
    expect(budget.take('wechat:not_authentic')).toEqual({ allowed: true, suppressed: 0 });
  });
});
