/** The environmental-aspect significance rules: what a valid configuration is, and the evaluation. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENV_IMPORTANCE } from '../../../domain/dictionaries';
import { envImportanceRefusal, evaluateEnvAspect } from '../../../domain/dictionaries/envImportance';

const criteria = DEFAULT_ENV_IMPORTANCE.criteria.map((criterion) => ({ ...criterion }));
const config = { criteria, threshold: DEFAULT_ENV_IMPORTANCE.threshold };

describe('envImportanceRefusal', () => {
  it('accepts the shipped default', () => expect(envImportanceRefusal(config)).toBeNull());
  it.each([
    [{ criteria: [], threshold: 1 }, '评价因子须为 1–10 个，当前 0 个'],
    [{ criteria: Array.from({ length: 11 }, (_, i) => ({ ...criteria[0], code: `c${i}`, name: `因子${i}` })), threshold: 11 }, '当前 11 个'],
    [{ criteria: [criteria[0], { ...criteria[1], code: 'law' }], threshold: 5 }, '评价因子代码“law”重复'],
    [{ criteria: [criteria[0], { ...criteria[1], name: criteria[0].name }], threshold: 5 }, '名称“法律法规符合性”重复'],
    [{ criteria, threshold: 26 }, '判定阈值须在 5（各因子最低分之和）至 25（各因子最高分之和）之间'],
    [{ criteria, threshold: 4 }, '判定阈值须在 5'],
  ])('refuses %#: %s', (input, message) => expect(envImportanceRefusal(input)).toContain(message));
});

describe('evaluateEnvAspect', () => {
  const scores = (value: number) => Object.fromEntries(criteria.map((criterion) => [criterion.code, value]));
  it('is significant from the threshold on', () => {
    expect(evaluateEnvAspect(config, scores(3))).toEqual({ total: 15, significant: true });
    expect(evaluateEnvAspect(config, { ...scores(3), law: 2 })).toEqual({ total: 14, significant: false });
  });
  it('refuses a missing or out-of-range score, naming the criterion', () => {
    expect(evaluateEnvAspect(config, { ...scores(3), scope: 6 })).toEqual({ refusal: '“影响范围”的得分须为 1–5 的整数' });
    const { law: _law, ...missing } = scores(3);
    expect(evaluateEnvAspect(config, missing)).toEqual({ refusal: '“法律法规符合性”的得分须为 1–5 的整数' });
  });
});
