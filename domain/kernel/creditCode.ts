/**
 * The unified social credit code (统一社会信用代码) of GB 32100-2015: 18 characters —
 * 登记管理部门代码 (1) · 机构类别代码 (1) · 登记管理机关行政区划码 (6 digits, GB/T 2260) ·
 * 主体标识码 (9, the organisation code of GB 11714) · 校验码 (1).
 *
 * The characters are the digits and the capital letters without I, O, Z, S and V (31 symbols,
 * valued 0–30 in the order below); the check character is C18 = 31 − (Σ Ci·Wi mod 31), with
 * weights Wi = 3^(i−1) mod 31 and the value 31 written as "0".
 */

/** The 31 symbols in value order (GB 32100-2015, table of code characters). */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weights of positions 1–17: 3^(i−1) mod 31. */
export const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
export const CREDIT_CODE_LENGTH = 18;

export type CreditCodeCheck = { valid: true; code: string } | { valid: false; code: string; message: string };

/** Trims and upper-cases; full-width letters and digits become half-width. */
export function normalizeCreditCode(input: string): string {
  return input
    .trim()
    .replace(/[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .toUpperCase();
}

/** The check character for the first 17 characters (which must all be in the charset). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CREDIT_CODE_CHARSET.indexOf(first17[i]) * CREDIT_CODE_WEIGHTS[i];
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31];
}

/**
 * Checks a unified social credit code and says, in Chinese, what is wrong: the length, a
 * character outside the 31 symbols (with its position), the region part, or the check character.
 */
export function checkCreditCode(input: string): CreditCodeCheck {
  const code = normalizeCreditCode(input);
  if (!code) return { valid: false, code, message: '请输入统一社会信用代码' };
  if (code.length !== CREDIT_CODE_LENGTH) {
    return { valid: false, code, message: `统一社会信用代码应为 18 位，当前为 ${code.length} 位` };
  }
  for (let i = 0; i < code.length; i += 1) {
    if (!CREDIT_CODE_CHARSET.includes(code[i])) {
      return {
        valid: false,
        code,
        message: `统一社会信用代码第 ${i + 1} 位“${code[i]}”不是允许的字符（只用数字和除 I、O、Z、S、V 以外的大写字母）`,
      };
    }
  }
  if (!/^\d{6}$/.test(code.slice(2, 8))) {
    return { valid: false, code, message: '统一社会信用代码第 3–8 位（登记管理机关行政区划码）应为 6 位数字' };
  }
  const expected = creditCodeCheckChar(code);
  if (code[17] !== expected) {
    return { valid: false, code, message: `统一社会信用代码校验位（第 18 位）应为“${expected}”，实为“${code[17]}”，请核对是否有输错的字符` };
  }
  return { valid: true, code };
}

/** Whether the text looks like an attempt at a credit code (18 symbols, no Chinese), to tell a code search from a name search. */
export const looksLikeCreditCode = (input: string): boolean => /^[0-9A-Z]{18}$/.test(normalizeCreditCode(input));
