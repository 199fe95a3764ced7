/** Small query pieces every repository uses: list pages and "contains" searches. */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A page of a list (PageQuery of domain/kernel/contract.ts). */
export interface Page {
  current: number;
  pageSize: number;
}

/** Rows to skip before a page. */
export const offsetOf = (page: Page): number => (page.current - 1) * page.pageSize;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export const containsPattern = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list as ONE `text[]` parameter (for `any(…)`, `unnest(…)` and array operators); null stays null. */
export const textArray = (values: readonly (string | null)[]): SQL => sql`${sql.param([...values])}::text[]`;

/**
 * `column = any($1::text[])`: membership in a list passed as ONE array parameter, so a long list
 * (every account matching a keyword) never hits PostgreSQL's limit of 65,535 parameters the way
 * `inArray` (one parameter per value) would.
 */
export const isAnyOf = (column: AnyColumn, values: readonly string[]): SQL => sql`${column} = any(${textArray(values)})`;
