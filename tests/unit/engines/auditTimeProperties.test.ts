/** Property tests: the caps of brief §4.3 hold for any input, and every day figure is a half-day multiple. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateAuditTime,
  ceilHalfDay,
  findAuditTimeTable,
  lookupTableDays,
  roundHalfDay,
  type AuditComplexity,
  type AuditTimeInput,
  type ManagementSystem,
} from '../../../domain/engines/auditTime';

const isHalfMultiple = (x: number) => Number.isInteger(x * 2);

const STANDARDS: { standard: ManagementSystem; complexity?: AuditComplexity }[] = [
  { standard: 'QMS' },
  { standard: 'EMS', complexity: 'high' },
  { standard: 'EMS', complexity: 'limited' },
  { standard: 'OHSMS', complexity: 'low' },
  { standard: 'ISMS' },
];

const adjustment = fc.record({
  reason: fc.constantFrom('低风险', '后勤复杂', '体系成熟', '多语言'),
  percent: fc.integer({ min: -100, max: 100 }).filter((p) => p !== 0),
});

const standardsArb = fc
  .uniqueArray(fc.constantFrom(...STANDARDS), { minLength: 1, maxLength: 3, selector: (s) => s.standard })
  .chain((picked) => fc.tuple(...picked.map((s) => fc.array(adjustment, { maxLength: 4 }).map((adjustments) => ({ ...s, adjustments })))));

const personnelArb = fc.record({
  fullTime: fc.integer({ min: 1, max: 15_000 }),
  partTime: fc.array(fc.record({ count: fc.integer({ min: 1, max: 50 }), hoursPerWeek: fc.integer({ min: 1, max: 40 }) }), { maxLength: 2 }),
});

const siteArb = fc.record({
  name: fc.constantFrom('总部', '分部', '工厂', '门店'),
  personnel: personnelArb,
  visited: fc.boolean(),
  reductionPct: fc.integer({ min: 0, max: 100 }),
  justification: fc.constant('活动相同'),
});

const inputArb: fc.Arbitrary<AuditTimeInput> = fc
  .record({
    standards: standardsArb,
    sites: fc.option(fc.array(siteArb, { minLength: 1, maxLength: 4 }), { nil: undefined }),
    personnel: personnelArb,
    integrationPct: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  })
  .map(({ standards, sites, personnel, integrationPct }) => ({
    standards,
    ...(sites ? { sites: sites.map((s, i) => (i === 0 ? { ...s, visited: true } : s)) } : { personnel }),
    ...(integrationPct !== undefined && standards.length > 1 ? { integration: { reductionPct: integrationPct, justification: '一体化' } } : {}),
  }));

const capsArb = fc.record({
  maxReductionPct: fc.integer({ min: 0, max: 60 }),
  maxIntegrationReductionPct: fc.integer({ min: 0, max: 40 }),
  maxSiteReductionPct: fc.integer({ min: 0, max: 80 }),
  multiSiteSingleSiteFloor: fc.boolean(),
});

describe('audit time properties', () => {
  it('never reduces more than the caps allow', () => {
    fc.assert(
      fc.property(inputArb, capsArb, (input, caps) => {
        const result = calculateAuditTime(input, { config: caps });
        let lowerBound = 0;
        for (const [i, s] of result.standards.entries()) {
          const request = input.standards[i];
          const table = findAuditTimeTable(request.standard, request.complexity)!;
          const keep = 1 - caps.maxReductionPct / 100;
          // Adjustments alone never take away more than maxReductionPct of the table time.
          const tableDays = lookupTableDays(table, result.effectivePersonnel.effective).days;
          expect(s.adjustedDays).toBeGreaterThanOrEqual(tableDays * keep - 1e-9);
          if (s.sites) {
            for (const site of s.sites.filter((x) => x.visited))
              expect(site.days).toBeGreaterThanOrEqual(site.adjustedDays * (1 - caps.maxSiteReductionPct / 100) - 1e-9);
            const sitesFloor = s.sites
              .filter((x) => x.visited)
              .reduce((sum, x) => sum + lookupTableDays(table, x.personnel.effective).days * keep * (1 - caps.maxSiteReductionPct / 100), 0);
            lowerBound += caps.multiSiteSingleSiteFloor ? Math.max(sitesFloor, tableDays * keep) : sitesFloor;
          } else lowerBound += tableDays * keep;
        }
        if (result.integration) {
          expect(result.integration.appliedPct).toBeLessThanOrEqual(caps.maxIntegrationReductionPct);
          lowerBound *= 1 - caps.maxIntegrationReductionPct / 100;
        }
        expect(result.unroundedDays).toBeGreaterThanOrEqual(lowerBound - 1e-9);
        expect(result.initial.totalDays).toBeGreaterThanOrEqual(Math.max(1, lowerBound - 0.25) - 1e-9);
      }),
      { numRuns: 400 },
    );
  });

  it('gives every day figure in half days, consistent with each other', () => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0.05, max: 0.95, noNaN: true }), (input, stage1Ratio) => {
        const { initial, surveillance, recertification, unroundedDays } = calculateAuditTime(input, { config: { stage1Ratio } });
        for (const x of [initial, surveillance, recertification].flatMap((p) => [p.totalDays, p.onSiteMinDays, p.offSiteMaxDays]))
          expect(isHalfMultiple(x)).toBe(true);
        expect(isHalfMultiple(initial.stage1Days) && isHalfMultiple(initial.stage2Days)).toBe(true);
        expect(initial.stage1Days + initial.stage2Days).toBe(initial.totalDays);
        expect(Math.min(initial.stage1Days, initial.stage2Days)).toBeGreaterThanOrEqual(0.5);
        expect(initial.onSiteMinDays).toBeGreaterThanOrEqual(initial.totalDays * 0.8 - 1e-9);
        expect(initial.totalDays).toBe(Math.max(1, roundHalfDay(unroundedDays)));
        expect(Math.abs(surveillance.totalDays - initial.totalDays / 3)).toBeLessThanOrEqual(0.25 + 1e-9);
        expect(Math.abs(recertification.totalDays - (initial.totalDays * 2) / 3)).toBeLessThanOrEqual(0.25 + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('rounds any duration to the nearest half day', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (x) => {
        const rounded = roundHalfDay(x);
        expect(isHalfMultiple(rounded)).toBe(true);
        expect(Math.abs(rounded - x)).toBeLessThanOrEqual(0.25 + 1e-9);
        const up = ceilHalfDay(x);
        expect(isHalfMultiple(up)).toBe(true);
        expect(up).toBeGreaterThanOrEqual(x - 1e-9);
        expect(up - x).toBeLessThan(0.5);
      }),
    );
  });
});
