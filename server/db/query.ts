/** Small query pieces every repository uses: list pages and "contains" searches. */

/** A page of a list (PageQuery of domain/api/contract.ts). */
export interface Page {
  current: number;
  pageSize: number;
}

/** Rows to skip before a page. */
export const offsetOf = (page: Page): number => (page.current - 1) * page.pageSize;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export const containsPattern = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
