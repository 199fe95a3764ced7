/** The unified social credit code check of GB 32100-2015, on published codes and on each way a code can be wrong. */
import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_CHARSET,
  CREDIT_CODE_WEIGHTS,
  checkCreditCode,
  creditCodeCheckChar,
  looksLikeCreditCode,
  normalizeCreditCode,
} from '../../../domain/kernel/creditCode';

/** Published codes of two well-known companies (business licences shown on their sites). */
const REAL = ['914403001922038216', '9144030071526726XG'];

describe('checkCreditCode', () => {
  it.each(REAL)('accepts the published code %s', (code) => {
    expect(checkCreditCode(code)).toEqual({ valid: true, code });
  });

  it('follows the standard: 31 symbols without I O Z S V, weights 3^(i−1) mod 31', () => {
    expect(CREDIT_CODE_CHARSET).toHaveLength(31);
    expect(CREDIT_CODE_CHARSET).not.toMatch(/[IOZSV]/);
    expect(CREDIT_CODE_WEIGHTS.map((_, i) => 3 ** i % 31)).toEqual([...CREDIT_CODE_WEIGHTS]);
  });

  it('accepts lower case, surrounding blanks and full-width characters, answering the normal form', () => {
    expect(checkCreditCode(' 9144030071526726xg ')).toEqual({ valid: true, code: '9144030071526726XG' });
    expect(normalizeCreditCode('９１４４０３００１９２２０３８２１６')).toBe('914403001922038216');
  });

  it('names the expected check character when one character is mistyped', () => {
    const result = checkCreditCode('914403001922038217');
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.message).toBe('统一社会信用代码校验位（第 18 位）应为“6”，实为“7”，请核对是否有输错的字符');
    // A transposition inside the body is caught too.
    expect(checkCreditCode('914403001922308216').valid).toBe(false);
  });

  it.each([
    ['', '请输入统一社会信用代码'],
    ['91440300192203821', '统一社会信用代码应为 18 位，当前为 17 位'],
    ['9144030019220382160', '统一社会信用代码应为 18 位，当前为 19 位'],
    ['91440300I922038216', '第 9 位“I”不是允许的字符'],
    ['914403001922-38216', '第 13 位“-”不是允许的字符'],
    ['9144A3001922038216', '第 3–8 位（登记管理机关行政区划码）应为 6 位数字'],
  ])('refuses %j: %s', (input, message) => {
    const result = checkCreditCode(input);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.message).toContain(message);
  });

  it('computes a check character that makes any well-formed body valid', () => {
    const body = '91310000MA1FL4A70';
    expect(checkCreditCode(body + creditCodeCheckChar(body)).valid).toBe(true);
  });

  it('tells a code from a name', () => {
    expect(looksLikeCreditCode('914403001922038216')).toBe(true);
    expect(looksLikeCreditCode('华为技术有限公司')).toBe(false);
  });
});
