/**
 * Column helpers the table files share: enum checks (allowed values come from domain/ enums, so a
 * new enum value means a new migration) and timestamps.
 */
import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
/** `column in (...)` for a text column restricted to an enum's codes. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${quoted(values)})`;
/** Every element of a text[] column belongs to the enum. */
export const allOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} <@ array[${quoted(values)}]::text[]`;

export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An index column read newest first, `DESC NULLS FIRST`: the order `ORDER BY column DESC` (drizzle's
 * `desc(column)`) asks for. A bare `.desc()` makes `DESC NULLS LAST`, which that ORDER BY cannot
 * read in order: PostgreSQL then fetches every matching row and sorts them (a channel's newest 20
 * projects read all 20,000 of its projects; docs/scale.md).
 */
export const newestFirst = (column: ExtraConfigColumn) => column.desc().nullsFirst();
