/**
 * Column helpers the table files share: enum checks (allowed values come from domain/ enums, so a
 * new enum value means a new migration) and timestamps.
 */
import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
/** `column in (...)` for a text column restricted to an enum's codes. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${quoted(values)})`;
/** Every element of a text[] column belongs to the enum. */
export const allOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} <@ array[${quoted(values)}]::text[]`;

export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
