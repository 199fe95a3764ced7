/**
 * Every public entry point of every engine, called with arbitrary JavaScript values: it either
 * returns a result without non-finite numbers or throws an EngineInputError with a Chinese
 * message — never a TypeError or any other error. The table below lists each entry point with
 * one valid call; a function newly exported from an engine index fails the first test until it
 * has a row here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as auditTime from '../../../domain/engines/auditTime';
import { EngineInputError } from '../../../domain/engines/errors';
import * as exam from '../../../domain/engines/exam';
import * as gap from '../../../domain/engines/gap';
import * as risk from '../../../domain/engines/risk';
import * as timeline from '../../../domain/engines/timeline';

const ENGINES = { auditTime, exam, gap, risk, timeline } as const;

type Call = (...args: never[]) => unknown;
/** An entry point and arguments it accepts (the starting point of the targeted mutations). */
type Entry = readonly [call: Call, valid: readonly unknown[]];

const C = risk.DEFAULT_RISK_CONFIG;
const cia = { confidentiality: 3, integrity: 4, availability: 2 };
const factors = { assetValue: 4, threatValue: 3, severity: 4, exploitability: 3, controls: [{ type: 'preventive', effectiveness: 'effective' }] };
const riskItems: risk.RiskItem[] = [
  { id: 'L1', value: 12, level: 2 },
  { id: 'L2', name: '弱口令', value: 20, level: 4, weight: 2 },
];
const aggregated = risk.aggregateRisks(C, riskItems, { method: 'max' });
const ranked = [
  { id: 'a', risk: { value: 12, level: 2 }, likelihood: { level: 3 } },
  { id: 'b', risk: null },
];
const assessment = {
  businesses: [
    { id: 'B1', importance: 3, associations: [{ businessId: 'B2', degree: 'close' }] },
    { id: 'B2', importance: 'HIGH' },
  ],
  systemAssets: [{ id: 'S1', confidentiality: 4, integrity: 4, availability: 3, carryLevel: 4, businessIds: ['B1', 'B2'] }],
  unitAssets: [{ id: 'U1', type: 'systemUnit', ...cia, systemAssetIds: ['S1'] }],
  threats: [{ id: 'T1', capability: 4, frequency: 3, timing: 'special' }],
  vulnerabilities: [{ id: 'V1', severity: 4, exploitability: 5 }],
  controls: [{ id: 'C1', type: 'preventive', effectiveness: 'effective', targets: { assetIds: ['U1'] } }],
  links: [
    { id: 'L1', assetId: 'U1', threatId: 'T1', vulnerabilityId: 'V1' },
    { id: 'L2', assetId: 'S1', threatId: 'T1', vulnerabilityId: 'V1', controlIds: ['C1'] },
  ],
  treatments: [{ linkId: 'L1', option: 'reduce', residualInputs: { exploitability: 2 } }],
};

const questions: exam.ExamQuestionInput[] = [
  { id: 'q1', answerType: 'single-select', maxScore: 2, options: [{ key: 'A' }, { key: 'B' }], correctOptions: ['A'] },
  {
    id: 'q2',
    answerType: 'multi-select',
    maxScore: 4,
    options: [{ key: 'A' }, { key: 'B' }, { key: 'C' }],
    correctOptions: ['A', 'B'],
    multiSelectScoring: 'partial',
  },
  { id: 'q3', answerType: 'text', maxScore: 10 },
];
const answers = [
  { questionId: 'q1', selectedOptions: ['A'] },
  { questionId: 'q2', selectedOptions: ['A'] },
  { questionId: 'q3', text: '不符合项：未保留内审记录' },
];
const examResult = exam.gradeExamAttempt(questions, answers, { passMarkPct: 60 });

const auditInput: auditTime.AuditTimeInput = {
  standards: [
    {
      standard: 'QMS',
      adjustments: [
        { reason: '多语言', percent: 10 },
        { reason: '低风险', percent: -20 },
      ],
    },
    { standard: 'EMS', complexity: 'medium' },
  ],
  sites: [
    {
      name: '总部',
      central: true,
      personnel: {
        fullTime: 80,
        partTime: [{ count: 4, hoursPerWeek: 20 }],
        repetitive: [{ count: 30, justification: '装配', pool: '装配线', criteria: [...auditTime.IdenticalWorkCriterion.values] }],
      },
    },
    {
      name: '工厂',
      reductionPct: 20,
      justification: '相同过程',
      personnel: {
        fullTime: 60,
        temporary: [{ count: 5 }],
        repetitive: [{ count: 40, justification: '装配', pool: '装配线', criteria: [...auditTime.IdenticalWorkCriterion.values] }],
      },
    },
  ],
  integration: { reductionPct: 10, justification: '文件与内审一体化' },
};

/** Every function the engine indexes export, with a valid call. */
const ENTRY_POINTS: Readonly<Record<string, Entry>> = {
  'auditTime.calculateAuditTime': [auditTime.calculateAuditTime, [auditInput, { config: { reductionNetting: 'net' }, tables: [] }]],
  'auditTime.findAuditTimeTable': [auditTime.findAuditTimeTable, ['EMS', 'high', auditTime.AUDIT_TIME_TABLES]],
  'auditTime.lookupTableDays': [auditTime.lookupTableDays, [auditTime.AUDIT_TIME_TABLES[0], 50, 'continuum']],
  'auditTime.computeEffectivePersonnel': [
    auditTime.computeEffectivePersonnel,
    [
      { fullTime: 10, partTime: [{ count: 2, hoursPerWeek: 20 }], repetitive: [{ count: 4, justification: '流水线' }] },
      { repetitiveMethod: 'ratio' },
    ],
  ],
  'auditTime.countedRepetitive': [auditTime.countedRepetitive, [9, {}]],
  'auditTime.roundHalfDay': [auditTime.roundHalfDay, [5.3]],
  'auditTime.ceilHalfDay': [auditTime.ceilHalfDay, [5.1]],

  'exam.isAutoGraded': [exam.isAutoGraded, ['single-select']],
  'exam.gradeExamAttempt': [exam.gradeExamAttempt, [questions, answers, { passMarkPct: 60, scoreDecimals: 1 }]],
  'exam.applyManualGrades': [exam.applyManualGrades, [examResult, [{ questionId: 'q3', score: 8, comment: '基本正确' }]]],

  'gap.defineMlpsGapConfig': [gap.defineMlpsGapConfig, [{ ...gap.MLPS_GAP_DEFAULT_CONFIG, id: 'tenant-a' }]],
  'gap.defineIsoGapConfig': [gap.defineIsoGapConfig, [{ ...gap.ISO_GAP_DEFAULT_CONFIG, id: 'tenant-a' }]],
  'gap.resolveMlpsGapConfig': [gap.resolveMlpsGapConfig, [gap.MLPS_GAP_DEFAULT_CONFIG]],
  'gap.resolveIsoGapConfig': [gap.resolveIsoGapConfig, [gap.ISO_GAP_CONFIG_1_TO_5]],
  'gap.scoreMlpsGap': [
    gap.scoreMlpsGap,
    [
      {
        level: 3,
        items: [
          { id: 'a', controlPointId: 'PE-01', result: 'conform' },
          { id: 'b', controlPointId: 'PE-02', result: 'nonconform', issueRisk: 'high', importance: 'key' },
          { id: 'c', controlPointId: 'PE-03', result: 'partial', partialScore: 0.25 },
        ],
      },
      gap.MLPS_GAP_DEFAULT_CONFIG,
    ],
  ],
  'gap.scoreIsoGap': [
    gap.scoreIsoGap,
    [
      {
        items: [
          { kind: 'clause', ref: '4.1', current: 2 },
          { kind: 'control', ref: '5.1', current: 0, key: true, dueDate: '2026-01-31' },
          { kind: 'control', ref: '7.4', applicable: false, justification: '无监控场所' },
        ],
      },
      gap.ISO_GAP_DEFAULT_CONFIG,
    ],
  ],
  'gap.isoGapLevel': [gap.isoGapLevel, [2, false, gap.ISO_GAP_DEFAULT_CONFIG]],
  'gap.isoStatusForMaturity': [gap.isoStatusForMaturity, [3, gap.ISO_GAP_DEFAULT_CONFIG]],

  'risk.defineRiskConfig': [risk.defineRiskConfig, [{ id: 'tenant-a', version: '2', method: 'multiplication' }]],
  'risk.validateRiskConfig': [risk.validateRiskConfig, [{ id: 'tenant-a', version: '2' }]],
  'risk.bandOf': [risk.bandOf, [C, 'risk', 3]],
  'risk.levelOfValue': [risk.levelOfValue, [C, 'likelihood', 12]],
  'risk.levelText': [risk.levelText, [3]],
  'risk.isLevel': [risk.isLevel, [3]],
  'risk.roundHalfUp': [risk.roundHalfUp, [2.5]],
  'risk.ratingLabel': [risk.ratingLabel, [3]],
  'risk.ratingText': [risk.ratingText, [3]],
  'risk.riskLevelText': [risk.riskLevelText, [4]],
  'risk.adjustBusinessImportance': [risk.adjustBusinessImportance, [C, 3, [5, 2]]],
  'risk.ciaValue': [risk.ciaValue, [C, cia]],
  'risk.systemAssetValue': [risk.systemAssetValue, [C, { ...cia, carryLevel: 4, systemRelated: 3, businessImportance: 5 }]],
  'risk.unitAssetValue': [risk.unitAssetValue, [C, cia]],
  'risk.threatValue': [risk.threatValue, [C, { capability: 3, frequency: 4, timing: 'special' }]],
  'risk.controlCredit': [
    risk.controlCredit,
    [C, [{ type: 'preventive', effectiveness: 'effective' }], [{ id: 'P1', type: 'protective', effectiveness: 'partial' }]],
  ],
  'risk.computeLinkRisk': [risk.computeLinkRisk, [C, factors, 'multiplication']],
  'risk.computeLinkRiskBothMethods': [risk.computeLinkRiskBothMethods, [C, factors]],
  'risk.aggregateRisks': [risk.aggregateRisks, [C, riskItems, { method: 'weightedMean' }, '业务风险', 'matrix']],
  'risk.applyBusinessImportance': [risk.applyBusinessImportance, [C, aggregated, 4]],
  'risk.computeResidualRisk': [
    risk.computeResidualRisk,
    [C, factors, { option: 'reduce', plannedControls: [{ type: 'protective', effectiveness: 'effective' }] }, 'matrix'],
  ],
  'risk.evaluateAcceptance': [risk.evaluateAcceptance, [C, 3]],
  'risk.rankRisks': [risk.rankRisks, [ranked]],
  'risk.riskDistribution': [risk.riskDistribution, [ranked]],
  'risk.assessRisks': [risk.assessRisks, [C, assessment]],
  'risk.roundingNote': [risk.roundingNote, [C]],

  'timeline.calDateTimeline': [timeline.calDateTimeline, ['2025-09-01 10:00', { offsets: { internalAudit: 40 }, extraHolidays: ['2025-12-31'] }]],
  'timeline.createWorkCalendar': [timeline.createWorkCalendar, [{ extraHolidays: ['2025-12-31'], extraWorkdays: ['2025-12-27'] }]],
  'timeline.holidayDataCovers': [timeline.holidayDataCovers, [2025]],
  'timeline.parseIsoDate': [timeline.parseIsoDate, ['2025-09-30T20:00:00Z']],
  'timeline.addDays': [timeline.addDays, ['2025-09-30', 10]],
  'timeline.daysBetween': [timeline.daysBetween, ['2025-01-01', '2025-03-01']],
};

/** Functions of objects the entry points return, public too. */
const calendar = timeline.createWorkCalendar();
const RETURNED_ENTRY_POINTS: Readonly<Record<string, Entry>> = {
  'timeline.createWorkCalendar().day': [calendar.day, ['2025-10-01']],
  'timeline.createWorkCalendar().isWorkday': [calendar.isWorkday, ['2025-09-28']],
  'timeline.createWorkCalendar().addWorkdays': [calendar.addWorkdays, ['2025-09-30', 5]],
};

const ALL: [string, Entry][] = [...Object.entries(ENTRY_POINTS), ...Object.entries(RETURNED_ENTRY_POINTS)];

const CJK = /[\u4e00-\u9fff]/;

/**
 * A fixed seed keeps CI deterministic; to explore further, run with e.g.
 * ENGINE_FUZZ_SEED=$RANDOM ENGINE_FUZZ_SCALE=20 npx vitest run tests/unit/engines/fuzz.test.ts
 */
const SEED = Number(process.env.ENGINE_FUZZ_SEED ?? 8);
const SCALE = Number(process.env.ENGINE_FUZZ_SCALE ?? 1);

/** The first non-finite number inside a result (depth-limited; results are trees of plain data). */
function nonFinitePath(value: unknown, path = 'result', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (depth > 8 || typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nonFinitePath(child, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Calls the entry point; fails the property on anything but a finite result or a Chinese EngineInputError. */
function expectResultOrRefusal(name: string, call: Call, args: readonly unknown[]): void {
  let result: unknown;
  try {
    result = (call as (...a: unknown[]) => unknown)(...args);
  } catch (error) {
    if (!(error instanceof EngineInputError)) {
      throw new Error(`${name} threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, { cause: error });
    }
    if (!CJK.test(error.message)) throw new Error(`${name} refused without a Chinese message: ${error.message}`);
    return;
  }
  const bad = nonFinitePath(result);
  if (bad) throw new Error(`${name} returned a non-finite number at ${bad}`);
}

// ---- Bad values ------------------------------------------------------------------------------

const LONG_LIST = Array.from({ length: 1_001 }, (_, i) => i);
const BAD_VALUES: readonly unknown[] = [
  null,
  undefined,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -1,
  0,
  1.5,
  9e15,
  -9e15,
  Number.MAX_VALUE,
  '',
  'x',
  '3',
  true,
  [],
  {},
  [null],
  [{}],
  LONG_LIST,
  Object.create(null),
  10n,
  Symbol('s'),
  () => 1,
  new Date(Number.NaN),
];
const badValue = fc.oneof(fc.constantFrom(...BAD_VALUES), fc.anything({ maxDepth: 2, withNullPrototype: true, withBigInt: true, withDate: true }));

/** Every path inside a value (arrays and plain objects), the value itself included. */
function pathsOf(value: unknown, prefix: readonly PropertyKey[] = [], out: PropertyKey[][] = [], depth = 0): PropertyKey[][] {
  out.push([...prefix]);
  if (depth > 6 || typeof value !== 'object' || value === null) return out;
  // Configs and tables the engines recognise by identity are not walked into (a copy is refused anyway).
  if (Object.isFrozen(value) && prefix.length > 1) return out;
  for (const [key, child] of Object.entries(value)) pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key], out, depth + 1);
  return out;
}

/** `root` with the value at `path` replaced (or deleted when `remove`), copying only the containers on the path. */
function replaceAt(root: unknown, path: readonly PropertyKey[], value: unknown, remove: boolean): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const container = root as Record<PropertyKey, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<PropertyKey, unknown>;
  if (remove && rest.length === 0) {
    if (Array.isArray(copy)) copy.splice(key as number, 1);
    else delete copy[key];
  } else copy[key] = replaceAt(container[key], rest, value, remove);
  return copy;
}

/** Runs a property per entry point and reports every entry point that failed, not just the first. */
function failuresOf(check: (name: string, entry: Entry) => void): string[] {
  const failures: string[] = [];
  for (const [name, entry] of ALL) {
    try {
      check(name, entry);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      failures.push(
        `${name}: ${text
          .split('\n')
          .filter((l) => /threw|returned|refused|Counterexample|Got error/.test(l))
          .join(' | ')}`,
      );
    }
  }
  return failures;
}

describe('engine fuzz: a result or an EngineInputError, nothing else', () => {
  it('lists every function the engine indexes export, and only those', () => {
    const exported = Object.entries(ENGINES).flatMap(([engine, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => `${engine}.${name}`),
    );
    expect(Object.keys(ENTRY_POINTS).sort()).toEqual(exported.sort());
  });

  it.each(ALL)('%s accepts its sample call', (name, [call, valid]) => {
    expect(() => (call as (...a: unknown[]) => unknown)(...valid)).not.toThrow();
    expectResultOrRefusal(name, call, valid);
  });

  it('refuses arbitrary arguments only with EngineInputError', () => {
    const failures = failuresOf((name, [call, valid]) =>
      fc.assert(
        fc.property(
          fc.array(fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withSparseArray: true }), {
            maxLength: valid.length + 1,
          }),
          (args) => expectResultOrRefusal(name, call, args),
        ),
        { numRuns: 40 * SCALE, seed: SEED },
      ),
    );
    expect(failures).toEqual([]);
  });

  it('refuses a bad value in any argument or field of a valid call only with EngineInputError', () => {
    const failures = failuresOf((name, [call, valid]) => {
      const paths = pathsOf(valid).filter((p) => p.length > 0);
      fc.assert(
        fc.property(fc.constantFrom(...paths), badValue, fc.boolean(), (path, value, remove) => {
          const args = replaceAt(valid, path, value, remove && path.length > 1) as unknown[];
          expectResultOrRefusal(name, call, args);
        }),
        { numRuns: 120 * SCALE, seed: SEED },
      );
    });
    expect(failures).toEqual([]);
  });

  it('refuses absurd sizes and numbers with a message naming the field', () => {
    const cases: [string, () => unknown, RegExp][] = [
      [
        'headcount 9×10^15',
        () => auditTime.calculateAuditTime({ standards: [{ standard: 'QMS' }], personnel: { fullTime: 9e15 } }),
        /全职人数（personnel\.fullTime）：不能大于 10000000/,
      ],
      ['options null', () => auditTime.calculateAuditTime(auditInput, null as never), /options/],
      ['misspelt option', () => auditTime.calculateAuditTime(auditInput, { confg: {} } as never), /不支持的字段：confg/],
      [
        'misspelt config key',
        () => auditTime.calculateAuditTime(auditInput, { config: { maxReductionPc: 10 } as never }),
        /不支持的字段：maxReductionPc/,
      ],
      ['misspelt exam config key', () => exam.gradeExamAttempt(questions, answers, { passMark: 70 } as never), /不支持的字段：passMark/],
      ['misspelt timeline option', () => timeline.calDateTimeline('2025-09-01', { offset: { training: 1 } } as never), /不支持的字段：offset/],
      ['pass mark 0 %', () => exam.gradeExamAttempt(questions, answers, { passMarkPct: 0 }), /及格线（%）（config\.passMarkPct）：须大于 0%/],
      ['a risk config given as an array', () => risk.defineRiskConfig([] as never), /风险计算配置/],
      ['a matrix given as an array of nothing', () => risk.defineRiskConfig({ id: 'a', version: '1', matrices: [] as never }), /matrices/],
      ['an unknown band scale', () => risk.levelOfValue(C, 'bogus' as never, 3), /等级区间（scale）须为 likelihood\/loss\/risk\/multiplication 之一/],
      ['a level of NaN', () => risk.riskLevelText(Number.NaN as never), /风险等级（level）须为 1–5 的整数，实际为 NaN/],
      [
        '1 001 repetitive groups',
        () => auditTime.computeEffectivePersonnel({ fullTime: 10, repetitive: LONG_LIST.map(() => ({ count: 2, justification: '同' })) }),
        /最多 200 项/,
      ],
      ['a working-day count of 10^9', () => calendar.addWorkdays('2025-01-01', 1e9), /工作日数（count）须为 0–5000 的整数/],
    ];
    for (const [, run, message] of cases) {
      let error: unknown;
      try {
        run();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).message).toMatch(message);
    }
  });
});
