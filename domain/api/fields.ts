/**
 * Request fields several areas share, with one Chinese message each: a mainland mobile number and
 * a unified social credit code (check character verified, normalised to half-width upper case).
 */
import { z } from 'zod';
import { checkCreditCode } from '../creditCode';
import { PHONE_PATTERN } from '../helpers';

/** A mainland mobile number, named `field` in the messages (e.g. 联系电话（contactPhone）). */
export const mobileOf = (field: string) =>
  z
    .string({ error: `请输入${field}` })
    .trim()
    .regex(PHONE_PATTERN, `${field}格式不正确，须为 11 位中国大陆手机号`);

/** 统一社会信用代码 with its check character (GB 32100-2015); answers the normalised code. */
export const creditCodeField = z.string({ error: '请输入统一社会信用代码' }).transform((value, ctx) => {
  const checked = checkCreditCode(value);
  if (!checked.valid) {
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  }
  return checked.code;
});
