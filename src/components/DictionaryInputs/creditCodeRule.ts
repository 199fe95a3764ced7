/** An antd Form rule for 统一社会信用代码: the check of domain/kernel/creditCode.ts, its Chinese message shown under the field. */
import type { Rule } from 'antd/es/form';
import { checkCreditCode } from '@domain/kernel/creditCode';

export const creditCodeRule = (options: { required?: boolean } = {}): Rule => ({
  validator: async (_, value: unknown) => {
    const text = typeof value === 'string' ? value : '';
    if (!text.trim()) {
      if (options.required) throw new Error('请输入统一社会信用代码');
      return;
    }
    const result = checkCreditCode(text);
    if (!result.valid) throw new Error(result.message);
  },
});
