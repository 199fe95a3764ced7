import { describe, expect, it } from 'vitest';
import {
  defineIsoGapConfig,
  defineMlpsGapConfig,
  ISO_GAP_CONFIG_1_TO_5,
  ISO_GAP_DEFAULT_CONFIG,
  MLPS_GAP_DEFAULT_CONFIG,
  scoreIsoGap,
  scoreMlpsGap,
  type IsoGapConfig,
  type MlpsGapConfig,
} from '../../../domain/engines/gap';
import { thrown } from './support';

const mlps = (patch: Record<string, unknown>) => ({ ...MLPS_GAP_DEFAULT_CONFIG, id: 'test', ...patch });
const iso = (patch: Record<string, unknown>) => ({ ...ISO_GAP_DEFAULT_CONFIG, id: 'test', ...patch });
const band = (conclusion: string, minScore: number) => ({ conclusion, minScore, allowMediumRisk: true, allowHighRisk: false });

describe('default gap configs (brief §2.4, §3.3)', () => {
  it('carry ids and versions and are frozen', () => {
    expect([MLPS_GAP_DEFAULT_CONFIG, ISO_GAP_DEFAULT_CONFIG, ISO_GAP_CONFIG_1_TO_5].map((c) => `${c.id}@${c.version}`)).toEqual([
      'gov-gap-default@1.0.0',
      'iso-gap-default@1.0.0',
      'iso-gap-1to5@1.0.0',
    ]);
    expect(Object.isFrozen(MLPS_GAP_DEFAULT_CONFIG.weights)).toBe(true);
    expect(Object.isFrozen(ISO_GAP_DEFAULT_CONFIG.maturityScale.levels[0])).toBe(true);
  });

  it('hold the brief’s values', () => {
    expect(MLPS_GAP_DEFAULT_CONFIG.resultScores).toEqual({ conform: 1, partial: 0.5, nonconform: 0 });
    expect(MLPS_GAP_DEFAULT_CONFIG.weights).toEqual({ key: 1, important: 0.5, general: 0.2 });
    expect(MLPS_GAP_DEFAULT_CONFIG.conclusionBands.map((b) => [b.conclusion, b.minScore, b.allowMediumRisk, b.allowHighRisk])).toEqual([
      ['excellent', 90, false, false],
      ['good', 80, true, false],
      ['fair', 70, true, false],
    ]);
    expect(MLPS_GAP_DEFAULT_CONFIG.gapLevels).toEqual({ conform: 1, partial: 2, risk: { low: 3, medium: 4, high: 5 } });
    expect(ISO_GAP_DEFAULT_CONFIG.maturityScale.levels.map((l) => l.nameEn)).toEqual([
      'Non-existent',
      'Initial / ad hoc',
      'Repeatable',
      'Defined',
      'Managed',
      'Optimized',
    ]);
    expect(ISO_GAP_DEFAULT_CONFIG.defaultTarget).toBe(3);
  });

  it('re-validate to an equal config', () => {
    expect(defineMlpsGapConfig(structuredClone(MLPS_GAP_DEFAULT_CONFIG))).toEqual(MLPS_GAP_DEFAULT_CONFIG);
    expect(defineIsoGapConfig(structuredClone(ISO_GAP_DEFAULT_CONFIG))).toEqual(ISO_GAP_DEFAULT_CONFIG);
  });
});

describe('MLPS config validation', () => {
  it.each([
    ['bad id', mlps({ id: ' x' }), 'config.id：须为 1–64 位字母、数字、点、下划线或连字符'],
    ['empty version', mlps({ version: ' ' }), 'config.version：长度不能少于 1'],
    ['numeric version', mlps({ version: 2 }), 'config.version：类型无效，应为字符串'],
    ['wrong standard', mlps({ standard: 'iso' }), 'config.standard：取值无效，可选值："gov"'],
    ['negative weight', mlps({ weights: { key: 1, important: 0.5, general: -0.2 } }), 'config.weights.general：必须大于 0'],
    ['score above 1', mlps({ resultScores: { conform: 1, partial: 1.2, nonconform: 0 } }), 'config.resultScores.partial：不能大于 1'],
    [
      'partial above conform',
      mlps({ resultScores: { conform: 0.8, partial: 0.9, nonconform: 0 } }),
      'config.resultScores.partial：“部分符合”的得分必须介于“不符合”与“符合”之间',
    ],
    [
      'conform not above nonconform',
      mlps({ resultScores: { conform: 0, partial: 0, nonconform: 0 } }),
      'config.resultScores.conform：“符合”的得分必须高于“不符合”',
    ],
    ['partial grade of 1', mlps({ partialGrades: [0.5, 1] }), 'config.partialGrades[1]：必须小于 1'],
    [
      'bands not descending',
      mlps({ conclusionBands: [band('excellent', 90), band('good', 95)] }),
      'config.conclusionBands[1].minScore：分数线必须严格递减',
    ],
    ['duplicate band', mlps({ conclusionBands: [band('good', 90), band('good', 80)] }), 'config.conclusionBands[1].conclusion：结论“良”重复'],
    ['band equal to fallback', mlps({ conclusionBands: [band('poor', 90)] }), 'config.conclusionBands[0].conclusion：不能与兜底结论相同'],
    ['gap level 6', mlps({ gapLevels: { conform: 1, partial: 6, risk: { low: 3, medium: 4, high: 5 } } }), 'config.gapLevels.partial：取值无效'],
    [
      'gap levels not monotone',
      mlps({ gapLevels: { conform: 1, partial: 2, risk: { low: 4, medium: 3, high: 5 } } }),
      'config.gapLevels：差距等级必须按 符合 ≤ 部分符合 ≤ 低 ≤ 中 ≤ 高 风险 递增',
    ],
    ['missing deductions', mlps({ deductions: undefined }), 'config.deductions：必填'],
  ])('%s', (_, raw, message) => {
    expect(thrown(() => defineMlpsGapConfig(raw)).message).toBe(message);
  });

  it('the engine validates an unregistered config and refuses one of the other standard', () => {
    const item = { id: 'a', controlPointId: 'PE-01', result: 'conform' as const };
    const plain = JSON.parse(JSON.stringify({ ...MLPS_GAP_DEFAULT_CONFIG, id: 'plain', version: '3' })) as MlpsGapConfig;
    expect(scoreMlpsGap({ level: 3, items: [item] }, plain).config).toEqual({ id: 'plain', version: '3' });
    const broken = { ...plain, weights: { key: 0, important: 1, general: 1 } };
    expect(thrown(() => scoreMlpsGap({ level: 3, items: [item] }, broken)).message).toBe('config.weights.key：必须大于 0');
    expect(thrown(() => scoreMlpsGap({ level: 3, items: [item] }, ISO_GAP_DEFAULT_CONFIG as unknown as MlpsGapConfig)).message).toBe(
      'config.standard：应为 "gov"',
    );
  });
});

describe('ISO config validation', () => {
  const levels = ISO_GAP_DEFAULT_CONFIG.maturityScale.levels;
  it.each([
    [
      'levels do not match the range',
      iso({ maturityScale: { min: 0, max: 4, levels } }),
      'config.maturityScale.levels：成熟度等级必须依次为 0、1、2、3、4',
    ],
    ['max not above min', iso({ maturityScale: { min: 3, max: 3, levels } }), 'config.maturityScale.max：最高成熟度必须大于最低成熟度'],
    ['target outside the scale', iso({ defaultTarget: 6 }), 'config.defaultTarget：必须在 0–5 之间'],
    ['thresholds not ascending', iso({ gapLevelThresholds: [2, 2, 3, 4] }), 'config.gapLevelThresholds：阈值必须严格递增'],
    ['three thresholds', iso({ gapLevelThresholds: [2, 3, 4] }), 'config.gapLevelThresholds：必须恰好 4 项'],
    [
      'partial above implemented',
      iso({ implementation: { implementedFrom: 2, partialFrom: 3, scores: { implemented: 1, partial: 0.5, notImplemented: 0 } } }),
      'config.implementation.partialFrom：必须在 0–2 之间',
    ],
    [
      'scores not ordered',
      iso({ implementation: { implementedFrom: 3, partialFrom: 1, scores: { implemented: 0.4, partial: 0.5, notImplemented: 0 } } }),
      'config.implementation.scores：得分必须满足 已实施 ≥ 部分实施 ≥ 未实施，且已实施高于未实施',
    ],
  ])('%s', (_, raw, message) => {
    expect(thrown(() => defineIsoGapConfig(raw)).message).toBe(message);
  });

  it('the engine refuses a config of the other standard', () => {
    expect(
      thrown(() => scoreIsoGap({ items: [{ kind: 'control', ref: '5.1', current: 3 }] }, MLPS_GAP_DEFAULT_CONFIG as unknown as IsoGapConfig)).message,
    ).toBe('config.standard：应为 "iso"');
  });
});
