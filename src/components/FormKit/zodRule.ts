/**
 * A form rule from a contract's zod schema, so the form refuses exactly what the server refuses,
 * with the same Chinese message (the rule is written once, in domain/).
 */
import type { Rule } from 'antd/es/form';
import { z } from 'zod';

const zhCN = z.locales.zhCN().localeError;

export const zodRule = (schema: z.ZodType): Rule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value, { error: zhCN });
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入有误');
  },
});
