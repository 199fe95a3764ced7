/** Validation of request parts by zod schemas, with Chinese messages that name the field. */
import { z } from 'zod';
import { ValidationError } from './errors';

const zhCN = z.locales.zhCN().localeError;

const PART_LABEL = { query: '查询参数', body: '请求体', params: '路径参数' } as const;
export type RequestPart = keyof typeof PART_LABEL;

/** "参数错误：phone 手机号格式不正确；code 验证码为 6 位数字" */
export function formatIssues(issues: readonly z.core.$ZodIssue[], part: RequestPart): string {
  const parts = issues.slice(0, 3).map((issue) => {
    const field = issue.path.map(String).join('.') || PART_LABEL[part];
    return `${field} ${issue.message}`;
  });
  return `参数错误：${parts.join('；')}`;
}

export function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: RequestPart): z.output<S> {
  const result = schema.safeParse(value, { error: zhCN });
  if (!result.success) throw new ValidationError(formatIssues(result.error.issues, part));
  return result.data;
}
