/**
 * A paged list kept in the page's own state (for an antd Table, not a ProTable): the filters, the
 * page, the rows of the last load, loading and the reason of a failed load. A filter change goes
 * back to page 1; empty filter values are not sent.
 */
import { useCallback, useEffect, useState } from 'react';

export interface PageQuery {
  current: number;
  pageSize: number;
}

interface Options {
  pageSize: number;
  /** Whether the list shows as loading before its first load starts (default false). */
  loadingAtFirst?: boolean;
  /** The reason shown when a load fails (default: the error's message, else 加载失败). */
  describe?: (error: unknown) => string;
}

const defaultDescribe = (error: unknown) => (error instanceof Error ? error.message : '加载失败');

/** Drops the filters that are not set (undefined, empty text, 0). */
function setFilters<F extends object>(filters: F): Partial<F> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Partial<F>;
}

/**
 * `call` loads one page with the set filters; keep it stable (useCallback over what it reads):
 * the list loads again whenever it, the page or the filters change.
 */
export function usePagedList<F extends object, P extends { list: unknown[]; total: number }>(
  call: (query: PageQuery & Partial<F>) => Promise<P>,
  { pageSize, loadingAtFirst = false, describe = defaultDescribe }: Options,
) {
  const [filters, setFilterState] = useState<F>({} as F);
  const [paging, setPaging] = useState<PageQuery>({ current: 1, pageSize });
  const [page, setPage] = useState<P>();
  const [loading, setLoading] = useState(loadingAtFirst);
  const [error, setError] = useState<string>();
  const [describeError] = useState(() => describe);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(await call({ current: paging.current, pageSize: paging.pageSize, ...setFilters(filters) }));
      setError(undefined);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setLoading(false);
    }
  }, [call, paging, filters, describeError]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Sets some filters and goes back to page 1. */
  const filter = useCallback((next: Partial<F>) => {
    setFilterState((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, current: 1 }));
  }, []);

  /** The Table's pagination: the page, the total and the page change. */
  const pagination = {
    current: paging.current,
    pageSize: paging.pageSize,
    total: page?.total ?? 0,
    onChange: (current: number, size: number) => setPaging({ current, pageSize: size }),
  };

  /** setError: a failure of an action on the list, shown as a load error is (the next good load clears it). */
  return { filters, filter, page, loading, error, setError, load, pagination };
}
