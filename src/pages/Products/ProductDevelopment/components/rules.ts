/** Form rules of the product and authorization forms, from the contracts' zod schemas (the server's own rules). */
import type { Rule } from 'antd/es/form';
import { isDayjs } from 'dayjs';
import type { z } from 'zod';
import { zodRule } from '@/components/FormKit/zodRule';

export { zodRule };

/** A day field: the picker's value is checked as the "YYYY-MM-DD" text the server receives. */
export const dayRule = (schema: z.ZodType): Rule => ({
  validator: async (rule, value: unknown) => {
    const text = isDayjs(value) ? value.format('YYYY-MM-DD') : value;
    const check = zodRule(schema) as { validator: (rule: unknown, value: unknown) => Promise<void> };
    await check.validator(rule, text);
  },
});
