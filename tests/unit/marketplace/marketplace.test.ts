/** The marketplace rules (domain/projects/marketplace.ts) as tables. */
import { describe, expect, it } from 'vitest';
import { discountText, MARKET_MESSAGES, purchaseObjectsProblem, remainingQuota } from '../../../domain/projects/marketplace';
import { PROJECTS_PER_GROUP_MAX } from '../../../domain/projects/rules';

describe('purchaseObjectsProblem', () => {
  it.each([
    ['gov', [{ name: '门户网站', level: '3' }], null],
    ['iso', [{ name: '办公网络', level: null }], null],
    ['gov', [], MARKET_MESSAGES.objectsRequired],
    ['gov', [{ name: '门户网站', level: null }], MARKET_MESSAGES.levelRequired],
    ['iso', [{ name: '办公网络', level: '2' }], MARKET_MESSAGES.levelNotAllowed],
    ['iso', [{ name: '  ', level: null }], MARKET_MESSAGES.objectName],
    [
      'iso',
      [
        { name: 'A', level: null },
        { name: ' A ', level: null },
      ],
      MARKET_MESSAGES.objectDuplicate,
    ],
    ['iso', Array.from({ length: PROJECTS_PER_GROUP_MAX + 1 }, (_, i) => ({ name: `o${i}`, level: null })), MARKET_MESSAGES.objectsTooMany],
  ] as const)('%s %j → %s', (standard, objects, problem) => {
    expect(purchaseObjectsProblem(standard, objects)).toBe(problem);
  });
});

describe('remainingQuota and discountText', () => {
  it.each([
    [20, 1, 19],
    [5, 5, 0],
    [3, 7, 0],
  ])('quota %i, bought %i → %i left', (quota, bought, left) => {
    expect(remainingQuota(quota, bought)).toBe(left);
  });
  it.each([
    [95, '9.5 折'],
    [90, '9 折'],
    [100, null],
    [null, null],
  ] as const)('%s → %s', (percent, text) => {
    expect(discountText(percent)).toBe(text);
  });
});
