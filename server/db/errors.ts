/** PostgreSQL error codes as both drivers raise them (node-postgres directly, PGlite or Drizzle wrapped in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === '23505';

/** foreign_key_violation: the row names a row that does not exist. */
export const isForeignKeyViolation = (error: unknown): boolean => pgErrorCode(error) === '23503';
