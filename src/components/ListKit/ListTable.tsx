/**
 * A ProTable over a paged list call with the list kit's defaults: the request of pagedRequest,
 * the load-error alert with its retry, the default page size with a size changer, search labels
 * sized to fit and dates sent as text. Any ProTable prop overrides the defaults.
 */
import { ProTable, type ActionType, type ProTableProps } from '@ant-design/pro-components';
import { useMemo, useRef, type MutableRefObject } from 'react';
import { DEFAULT_PAGE_SIZE } from '@domain/constants';
import { ListLoadError, useListLoadError } from './loadError';
import { pagedRequest, type ListQuery, type PagedCall, type TableSort } from './pagedRequest';

type ListTableProps<T, Q> = Omit<ProTableProps<T, Record<string, unknown>>, 'request' | 'onRequestError' | 'actionRef'> & {
  /** The list call of src/services. */
  call: PagedCall<Q, T>;
  /** The contract's query from the list's query and sorter (default: the list's query). */
  toQuery?: (query: ListQuery, sort: TableSort) => Q;
  /** Told the query of each load (e.g. to export exactly what the list shows). */
  onQuery?: (query: Q) => void;
  actionRef?: MutableRefObject<ActionType | undefined>;
};

export function ListTable<T extends Record<string, any>, Q = ListQuery>({
  call,
  toQuery,
  onQuery,
  actionRef,
  pagination,
  ...table
}: ListTableProps<T, Q>) {
  const ownRef = useRef<ActionType>();
  const ref = actionRef ?? ownRef;
  const loadError = useListLoadError();
  // The latest mappers, read at load time: the request stays the same function between renders.
  const mappers = useRef({ toQuery, onQuery });
  mappers.current = { toQuery, onQuery };
  const request = useMemo(
    () =>
      pagedRequest(call, {
        toQuery: (query, sort) => {
          const sent = mappers.current.toQuery ? mappers.current.toQuery(query, sort) : (query as Q);
          mappers.current.onQuery?.(sent);
          return sent;
        },
        onError: loadError.fail,
      }),
    [call, loadError.fail],
  );

  return (
    <>
      <ListLoadError error={loadError.error} onRetry={() => ref.current?.reload()} />
      <ProTable<T, Record<string, unknown>>
        search={{ labelWidth: 'auto' }}
        dateFormatter="string"
        {...table}
        pagination={pagination === false ? false : { defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true, ...pagination }}
        actionRef={ref}
        request={(params, sort, filter) => {
          loadError.clear();
          return request(params, sort, filter);
        }}
      />
    </>
  );
}
