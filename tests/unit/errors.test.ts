/** The error catalogue: every code used once, inside its area's range, with a Chinese message. */
import { describe, expect, it } from 'vitest';
import { ERROR_AREAS, ERROR_CODE_RANGES, ERROR_MESSAGES, ErrorCode, fail, isInAreaRange } from '../../domain/errors';

const entries = ERROR_AREAS.flatMap((area) => Object.entries(area.codes).map(([name, code]) => ({ area: area.area, name, code: code as string })));

describe('error catalogue', () => {
  it('uses no code twice, across and within areas', () => {
    const seen = new Map<string, string>();
    for (const { area, name, code } of entries) {
      expect(seen.get(code), `${area}.${name} reuses ${code}`).toBeUndefined();
      seen.set(code, `${area}.${name}`);
    }
    expect(Object.values(ErrorCode)).toHaveLength(entries.length);
  });

  it.each(entries)('$area.$name ($code) lies in its area range', ({ area, code }) => {
    expect(isInAreaRange(area, code)).toBe(true);
  });

  it.each(entries)('$area.$name ($code) has a Chinese message', ({ code }) => {
    expect(ERROR_MESSAGES[code as ErrorCode]).toMatch(/[\u4e00-\u9fff]/);
    expect(fail(code).errorMsg).toBe(ERROR_MESSAGES[code as ErrorCode]);
  });

  it('ranges do not overlap', () => {
    const ranges = Object.values(ERROR_CODE_RANGES).sort((a, b) => a.from - b.from);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i].from).toBeGreaterThan(ranges[i - 1].to);
  });

  it('refuses codes outside an area range', () => {
    expect(isInAreaRange('identity', '13001')).toBe(false);
    expect(isInAreaRange('wallet', '13001')).toBe(true);
    expect(isInAreaRange('files', '403')).toBe(false);
    expect(isInAreaRange('common', '403')).toBe(true);
  });
});
