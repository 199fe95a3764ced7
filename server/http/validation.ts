/**
 * Validation of request parts by zod schemas: the message (Chinese, naming the field and what is
 * allowed) comes from domain/kernel/validation.ts zodErrorMessage, the same the mocks answer with.
 *
 * Before the schema, every string of the part (keys too, at any depth) must be valid Unicode
 * (domain/kernel/text.ts isValidUnicode): a lone surrogate sent as "\ud800" would otherwise reach
 * the database, where jsonb refuses it (a 500) and text keeps U+FFFD. This holds for every field,
 * also those whose schema is a plain z.string().
 */
import type { z } from 'zod';
import { isValidUnicode, TEXT_MESSAGES } from '../../domain/kernel/text';
import { fieldErrorMessage, zodErrorMessage, type RequestPart } from '../../domain/kernel/validation';
import { ValidationError } from './errors';

export type { RequestPart };

const MAX_DEPTH = 32;

/** The path of the first string (or key) of `value` that is not valid Unicode, or null. */
export function invalidUnicodePath(value: unknown, path: readonly (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isValidUnicode(value) ? null : [...path];
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = invalidUnicodePath(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isValidUnicode(key)) return [...path, key.replace(/[\uD800-\uDFFF]/g, '\uFFFD')];
    const found = invalidUnicodePath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: RequestPart): z.output<S> {
  const invalid = invalidUnicodePath(value);
  if (invalid) throw new ValidationError(fieldErrorMessage(invalid.join('.'), TEXT_MESSAGES.invalidUnicode, part));
  // reportInput: the message tells a missing value from a wrong one (the input never leaves the server).
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new ValidationError(zodErrorMessage(result.error, part));
  return result.data;
}
