/** Form rules for amounts: the domain's pointsSchema with the installation's limits, Chinese messages. */
import type { Rule } from 'antd/es/form';
import { pointsSchema, type PointLimits } from '@domain/wallet/rules';

/** The first problem of an amount, or undefined when it is a whole number within the limits. */
export function amountProblem(value: unknown, limits: PointLimits, label: string): string | undefined {
  if (value === undefined || value === null || value === '') return `请输入${label}`;
  const result = pointsSchema(limits, label).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** An antd rule for a points or whole-yuan amount. */
export const amountRule = (limits: PointLimits, label: string): Rule => ({
  validator: async (_rule, value) => {
    const problem = amountProblem(value, limits, label);
    if (problem) throw new Error(problem);
  },
});

/** A fresh idempotency token for one "create this order" intent (orderCreate clientToken). */
export function newClientToken(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** An antd rule that checks a field with a contract's own zod schema (its Chinese messages). */
export const schemaRule = (
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  requiredMessage: string,
): Rule => ({
  validator: async (_rule, value) => {
    if (value === undefined || value === null || value === '') throw new Error(requiredMessage);
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error?.issues[0]?.message ?? requiredMessage);
  },
});
