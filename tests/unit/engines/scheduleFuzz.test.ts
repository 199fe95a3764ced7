/**
 * The scheduling engine's public functions called with arbitrary JavaScript values and with valid
 * inputs mutated at one field: each returns a result or throws an EngineInputError whose Chinese
 * message names the field — never a TypeError (the same rule as tests/unit/engines/fuzz.test.ts
 * for the other engines).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../../../domain/engines/errors';
import * as schedule from '../../../domain/engines/schedule';
import { context, input, plan } from './scheduleFixtures';

type Call = (...args: never[]) => unknown;
const ENTRIES: Record<string, readonly [Call, () => unknown[]]> = {
  proposeSchedule: [schedule.proposeSchedule, () => [input()]],
  greedySchedule: [schedule.greedySchedule, () => [input()]],
  checkPlan: [schedule.checkPlan, () => [plan(), context()]],
  checkSchedule: [schedule.checkSchedule, () => [[plan()], input()]],
  rankCandidates: [
    schedule.rankCandidates,
    () => [
      {
        audit: context().audit,
        startDate: '2026-06-01',
        endDate: '2026-06-02',
        role: 'leader',
        assessors: input().assessors,
        others: [plan()],
        today: '2026-05-20',
      },
    ],
  ],
};

function outcome(call: Call, args: unknown[]): 'ok' | 'refused' {
  try {
    (call as (...a: unknown[]) => unknown)(...args);
    return 'ok';
  } catch (error) {
    if (!(error instanceof EngineInputError)) throw error;
    expect(error.message).toMatch(/[\u4e00-\u9fff]/);
    return 'refused';
  }
}

/** Sets `value` at a random path of a deep copy of `base` (Maps are kept as they are). */
function mutate(base: unknown, picks: number[], value: unknown): unknown {
  if (base instanceof Map || typeof base !== 'object' || base === null || picks.length === 0) return value;
  const keys = Object.keys(base);
  if (keys.length === 0) return value;
  const copy: Record<string, unknown> = Array.isArray(base)
    ? ([...base] as unknown as Record<string, unknown>)
    : { ...(base as Record<string, unknown>) };
  const key = keys[picks[0] % keys.length];
  copy[key] = picks.length === 1 ? value : mutate((base as Record<string, unknown>)[key], picks.slice(1), value);
  return copy;
}

const WEIRD = fc.oneof(
  fc.anything(),
  fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, 0.3, '', '2026-02-30', '9999-01-01', [], {}, new Map()),
);

describe('schedule engine: arbitrary values', () => {
  it.each(Object.keys(ENTRIES))('%s never throws anything but an EngineInputError', (name) => {
    const [call, valid] = ENTRIES[name];
    expect(outcome(call, valid())).toBe('ok');
    fc.assert(
      fc.property(fc.array(WEIRD, { maxLength: 3 }), (args) => {
        outcome(call, args);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.nat({ max: 1 }), fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), WEIRD, (argIndex, picks, value) => {
        const args = valid();
        args[argIndex % args.length] = mutate(args[argIndex % args.length], picks, value);
        outcome(call, args);
      }),
      { numRuns: 400 },
    );
  });

  it('names the field of a malformed plan', () => {
    expect(() => schedule.checkPlan({ ...plan(), endDate: '2026-06-31' }, context())).toThrow('结束日期（endDate）：须为 1900–2100 年间的有效日期');
    expect(() => schedule.checkPlan(plan(), { ...context(), assessors: {} as never })).toThrow('审核员（assessors）须为按审核员编号索引的 Map');
    const badAssessor = new Map([['L1', { code: 'L1' }]]);
    expect(() => schedule.checkPlan(plan(), { ...context(), assessors: badAssessor as never })).toThrow(/审核员 L1/);
  });
});
