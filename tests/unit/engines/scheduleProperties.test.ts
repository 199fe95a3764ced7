/**
 * Property tests: for random bodies, assessors, audits and fixed plans, neither the proposal nor
 * the greedy baseline ever outputs a hard violation (every plan passes checkPlan against the fixed
 * plans and the other proposed ones), and every audit is placed or has at least one reason.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSchedule,
  greedySchedule,
  type PlannedAudit,
  proposeSchedule,
  type ScheduleAssessor,
  type ScheduleAudit,
  type ScheduleInput,
} from '../../../domain/engines/schedule';
import { makeScheduleData } from '../../../bench/schedule/data';

const BODIES = ['CB1', 'CB2'];
const FIELDS = ['QMS', 'EMS', 'ISMS'];
const SCOPES = ['17', '28', '29', '32'];
const CLIENTS = ['name:甲', 'name:乙', 'T0001'];
const dayAt = (offset: number) => new Date(Date.UTC(2026, 4, 25) + offset * 86_400_000).toISOString().slice(0, 10);
const DATE = fc.integer({ min: 0, max: 60 }).map(dayAt);
const range = fc.tuple(DATE, DATE).map(([a, b]) => (a <= b ? [a, b] : [b, a]));

const registrationArb = (field: string) =>
  fc.record({
    field: fc.constant(field),
    grade: fc.constantFrom('trainee', 'auditor', 'auditor', 'senior' as const),
    validUntil: fc.oneof({ arbitrary: DATE, weight: 1 }, { arbitrary: fc.constant('2028-12-31'), weight: 4 }),
  });

const assessorArb = (code: string) =>
  fc
    .record({
      bodyTenantCode: fc.constantFrom(...BODIES, 'CB1', 'CB1'),
      regionCode: fc.constantFrom('310100', '440100'),
      teamLeader: fc.constantFrom(true, true, false),
      expert: fc.constantFrom(false, false, false, true),
      maxDaysPerMonth: fc.integer({ min: 2, max: 20 }),
      // Mostly valid registrations of a usable grade, so that most worlds place something.
      registrations: fc
        .tuple(...FIELDS.map((field) => fc.option(registrationArb(field), { freq: 4 })))
        .map((list) => list.filter((r): r is NonNullable<typeof r> => r !== null)),
      technicalAreas: fc.uniqueArray(fc.constantFrom(...SCOPES), { minLength: 1, maxLength: 3 }),
      conflicts: fc.array(fc.record({ clientKey: fc.constantFrom(...CLIENTS), until: DATE, reason: fc.constant('咨询') }), { maxLength: 1 }),
      unavailable: fc.array(
        range.map(([from, to]) => ({ from, to, reason: '休假' })),
        { maxLength: 2 },
      ),
    })
    .map((fields): ScheduleAssessor => ({ code, name: `审核员${code}`, ...fields }));

const auditArb = (code: string) =>
  fc
    .record({
      bodyTenantCode: fc.constantFrom('CB1', 'CB1', 'CB1', 'CB2'),
      clientKey: fc.constantFrom(...CLIENTS),
      standards: fc.uniqueArray(fc.constantFrom(...FIELDS), { minLength: 1, maxLength: 2 }),
      scopeCodes: fc.uniqueArray(fc.constantFrom(...SCOPES), { maxLength: 2 }),
      regionCode: fc.constantFrom('310100', '440100'),
      requiredDays: fc.integer({ min: 1, max: 12 }).map((halves) => halves / 2),
      window: fc
        .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 3, max: 40 }))
        .map(([start, length]) => [dayAt(start), dayAt(start + length)]),
      previousLeaders: fc.array(fc.constantFrom('A0', 'A1', 'A2'), { maxLength: 2 }),
    })
    .map(
      ({ window, ...fields }): ScheduleAudit => ({
        code,
        clientName: `客户${code}`,
        type: 'stage2',
        windowFrom: window[0],
        windowTo: window[1],
        ...fields,
      }),
    );

const worldArb: fc.Arbitrary<ScheduleInput> = fc
  .record({
    assessorCount: fc.integer({ min: 2, max: 10 }),
    auditCount: fc.integer({ min: 1, max: 8 }),
    today: fc.constantFrom('2026-05-20', '2026-06-03', '2026-06-10'),
  })
  .chain(({ assessorCount, auditCount, today }) =>
    fc
      .record({
        assessors: fc.tuple(...Array.from({ length: assessorCount }, (_, i) => assessorArb(`A${i}`))),
        audits: fc.tuple(...Array.from({ length: auditCount }, (_, i) => auditArb(`AU${i}`))),
        fixedRange: range,
        fixedMember: fc.integer({ min: 0, max: assessorCount - 1 }),
        withFixed: fc.boolean(),
      })
      .map(({ assessors, audits, fixedRange, fixedMember, withFixed }) => {
        const fixed: PlannedAudit[] = withFixed
          ? [
              {
                auditCode: 'FIXED',
                startDate: fixedRange[0],
                endDate: fixedRange[1],
                members: [{ assessorCode: `A${fixedMember}`, role: 'leader', days: 1 }],
              },
            ]
          : [];
        return { period: { from: '2026-06-01', to: '2026-06-30' }, today, assessors, audits, fixed };
      }),
  );

describe.each([
  { name: 'proposeSchedule', run: proposeSchedule },
  { name: 'greedySchedule', run: greedySchedule },
])('$name never outputs a hard violation', ({ run }) => {
  it('every plan passes checkPlan against the fixed and the other plans; every audit is accounted for', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const result = run(world);
        expect(checkSchedule(result.plans, world)).toEqual([]);
        expect(result.stats.violations).toBe(0);
        const codes = [...result.plans.map((p) => p.auditCode), ...result.unplaced.map((u) => u.auditCode)].sort();
        expect(codes).toEqual(world.audits.map((a) => a.code).sort());
        for (const unplaced of result.unplaced) expect(unplaced.reasons.length).toBeGreaterThan(0);
        for (const plan of result.plans) for (const member of plan.members) expect(plan.reasons[member.assessorCode]?.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('determinism', () => {
  it('the same input gives the same proposal (a re-run shows the planner nothing new)', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const strip = ({ stats: { millis: _millis, ...stats }, ...rest }: ReturnType<typeof proposeSchedule>) => ({ ...rest, stats });
        expect(strip(proposeSchedule(world))).toEqual(strip(proposeSchedule(structuredClone(world))));
      }),
      { numRuns: 50 },
    );
  });
});

describe('scale (brief: 200 assessors, 1,000 audits in a quarter)', () => {
  // Its time is bench:schedule's to measure (docs/performance.md, "Smart scheduling"), not a test's.
  it('places at least as many audits as the baseline, with zero violations and a smaller workload spread', () => {
    const world = makeScheduleData(200, 1_000);
    const proposal = proposeSchedule(world);
    const greedy = greedySchedule(world);
    expect(checkSchedule(proposal.plans, world)).toEqual([]);
    expect(checkSchedule(greedy.plans, world)).toEqual([]);
    expect(proposal.stats.placed).toBeGreaterThanOrEqual(greedy.stats.placed);
    expect(proposal.stats.workloadSpread).toBeLessThan(greedy.stats.workloadSpread);
  }, 120_000);
});
