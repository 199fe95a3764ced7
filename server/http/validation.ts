/**
 * Validation of request parts by zod schemas: the message (Chinese, naming the field and what is
 * allowed) comes from domain/kernel/validation.ts zodErrorMessage, the same the mocks answer with.
 */
import type { z } from 'zod';
import { zodErrorMessage, type RequestPart } from '../../domain/kernel/validation';
import { ValidationError } from './errors';

export type { RequestPart };

export function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: RequestPart): z.output<S> {
  // reportInput: the message tells a missing value from a wrong one (the input never leaves the server).
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new ValidationError(zodErrorMessage(result.error, part));
  return result.data;
}
