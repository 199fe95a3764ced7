/** DateString (domain/kernel/contract.ts): format, existence, and the 2000–2099 range PostgreSQL can store. */
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_SHAPE, DateString } from '../../domain/kernel/contract';

const RANGE = '日期须在 2000-01-01 至 2099-12-31 之间';

/** The messages of parsing `value` (empty when it passes). */
const messagesOf = (value: unknown): string[] => {
  const result = DateString.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('DateString', () => {
  it.each(['2000-01-01', '2025-06-02', '2024-02-29', '2099-12-31', ' 2025-06-02 '])('accepts %j', (value) => {
    expect(DateString.parse(value)).toBe(value.trim());
  });

  it.each(['0000-01-01', '1999-12-31', '1970-01-01', '2100-01-01', '9999-12-31'])('refuses %j outside 2000-01-01 … 2099-12-31', (value) => {
    expect(messagesOf(value)).toEqual([RANGE]);
  });

  it('reports only the format or the existence when those fail, not the range as well', () => {
    expect(messagesOf('0000/01/01')).toEqual(['日期格式应为 YYYY-MM-DD']);
    expect(messagesOf('99-01-01')).toEqual(['日期格式应为 YYYY-MM-DD']);
    expect(messagesOf('1900-02-29')).toEqual(['日期不存在']);
    expect(messagesOf('2100-02-29')).toEqual(['日期不存在']);
    expect(messagesOf('0000-13-01')).toEqual(['日期不存在']);
  });

  it('bounds the list filters too (DATE_RANGE_SHAPE), while "" still means no filter', () => {
    expect(DATE_RANGE_SHAPE.startDate.safeParse('0000-01-01').success).toBe(false);
    expect(DATE_RANGE_SHAPE.endDate.safeParse('2100-01-01').success).toBe(false);
    expect(DATE_RANGE_SHAPE.startDate.parse('')).toBeUndefined();
    // Inside filterOf's union the one message survives (an aborting check would become "invalid union").
    expect(DATE_RANGE_SHAPE.startDate.safeParse('0000-01-01').error?.issues.map((issue) => issue.message)).toEqual([RANGE]);
    expect(DATE_RANGE_SHAPE.startDate.safeParse('2025-02-30').error?.issues.map((issue) => issue.message)).toEqual(['日期不存在']);
  });
});
