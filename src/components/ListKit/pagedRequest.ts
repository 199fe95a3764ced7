/**
 * ProTable's `request` over a paged list call of src/services: ProTable's params (page, search
 * form values, column header filters, sorter) become the contract's query, and the page comes
 * back as `{ data, total, success }`. The call skips the request layer's message: a failed load
 * is shown once, by the list's alert (see loadError.tsx), never as a toast as well.
 */
import type { SortOrder } from 'antd/es/table/interface';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@domain/constants';
import { ALL } from '@domain/enums';
import type { CallOptions } from '@/services/contract';

/** A contract's page of items (domain/api/contract `pageOf`). */
interface Page<T> {
  list: T[];
  total: number;
}

/** A list call of src/services: query first, call options last. */
export type PagedCall<Q, T> = (query: Q, options?: CallOptions) => Promise<Page<T>>;

/** ProTable's params: the page plus the search form's values. */
type TableParams = { current?: number; pageSize?: number } & Record<string, unknown>;
/** ProTable's sorter: order by column. */
export type TableSort = Record<string, SortOrder>;
/** ProTable's column header filters: the checked values by column. */
type TableFilter = Record<string, (string | number | boolean)[] | null>;

/** What a list asks for before a page maps it to its contract: the page and the filters as sent. */
export type ListQuery = { current: number; pageSize: number } & Record<string, unknown>;

interface TableData<T> {
  data: T[];
  total: number;
  success: boolean;
}

/** List calls handle their own failure (the list's alert), so the request layer shows nothing. */
export const QUIET_CALL: CallOptions = { skipErrorHandler: true };

/** A filter value as sent: "ALL" as "" (spec §5), text trimmed, blank text as no filter at all. */
function sentValue(value: unknown): unknown {
  if (value === ALL) return '';
  if (typeof value === 'string') return value.trim() || undefined;
  return value;
}

/** One checked header filter is its value; several stay a list; none is no filter. */
function headerFilterValue(checked: TableFilter[string]): unknown {
  if (!checked || checked.length === 0) return undefined;
  return checked.length === 1 ? checked[0] : checked;
}

/** The query of ProTable's params and header filters: page 1 and the default size unless given. */
function listQueryOf(params: TableParams, filter: TableFilter = {}): ListQuery {
  const { current = DEFAULT_PAGE, pageSize = DEFAULT_PAGE_SIZE, ...values } = params;
  const query: ListQuery = { current, pageSize };
  const headerValues = Object.fromEntries(Object.entries(filter).map(([key, checked]) => [key, headerFilterValue(checked)]));
  for (const [key, value] of Object.entries({ ...values, ...headerValues })) {
    const sent = sentValue(value);
    if (sent !== undefined && sent !== null) query[key] = sent;
  }
  return query;
}

interface PagedRequestOptions<Q> {
  /**
   * The contract's query from the list's query and sorter (default: the list's query as it is).
   * No contract sorts yet; one that does maps `sort` to its own fields here.
   */
  toQuery?: (query: ListQuery, sort: TableSort) => Q;
  /** Told about a failed load (the rows on screen stay as they were). */
  onError: (error: unknown) => void;
}

/** ProTable `request` of a paged list call. */
export function pagedRequest<Q, T>(call: PagedCall<Q, T>, { toQuery, onError }: PagedRequestOptions<Q>) {
  return async (params: TableParams, sort: TableSort = {}, filter: TableFilter = {}): Promise<TableData<T>> => {
    try {
      const query = listQueryOf(params, filter);
      const page = await call(toQuery ? toQuery(query, sort) : (query as Q), QUIET_CALL);
      return { data: page.list, total: page.total, success: true };
    } catch (error) {
      onError(error);
      return { data: [], total: 0, success: false };
    }
  };
}
