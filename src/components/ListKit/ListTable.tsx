/**
 * A list over a paged list call, with the list kit's defaults: the search form built from the
 * columns, the request of pagedRequest (page, search values, header filters, sorter), the
 * load-error alert with its retry, the default page size with a size changer, and the bar with the
 * title, the page's buttons, 刷新, 密度 and 列设置.
 *
 * It takes ProTable's props and columns (the subset our pages use: see ListTableProps) but renders
 * antd's Table and Form, not ProTable: ProTable brings pro-form and every pro-field renderer with it
 * (about 140 KiB on the wire), which put every list page past issue 9's 1.5× of the login page
 * (docs/performance.md, "the pages with a table").
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Alert, Table, theme, Typography } from 'antd';
import type { TablePaginationConfig, TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import type React from 'react';
import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@domain/constants';
import { columnKey, tableColumns } from './cells';
import { ListLoadError, useListLoadError } from './loadError';
import { pagedRequest, type ListQuery, type PagedCall, type TableSort } from './pagedRequest';
import { LightFilter, type SearchConfig, SearchForm } from './SearchForm';
import { type Density, Toolbar, type ToolbarOptions } from './Toolbar';

type Filters = Record<string, (string | number | boolean)[] | null>;

interface SelectedRows<T> {
  selectedRowKeys?: React.Key[];
  selectedRows?: T[];
}

export interface ListTableProps<T, Q> {
  /** The list call of src/services. */
  call: PagedCall<Q, T>;
  /** The contract's query from the list's query and sorter (default: the list's query). */
  toQuery?: (query: ListQuery, sort: TableSort) => Q;
  /** Told the query of each load (e.g. to export exactly what the list shows). */
  onQuery?: (query: Q) => void;
  actionRef?: MutableRefObject<ActionType | undefined>;
  columns: ProColumns<T>[];
  rowKey: TableProps<T>['rowKey'];
  headerTitle?: React.ReactNode;
  /** The page's buttons on the bar (ProTable's signature). */
  toolBarRender?: ((action: ActionType | undefined, rows: SelectedRows<T>) => React.ReactNode[]) | false;
  options?: ToolbarOptions;
  /** `false`: no search form. */
  search?: false | SearchConfig;
  pagination?: false | Pick<TablePaginationConfig, 'defaultPageSize' | 'showSizeChanger'>;
  locale?: TableProps<T>['locale'];
  scroll?: TableProps<T>['scroll'];
  size?: Density;
  expandable?: TableProps<T>['expandable'];
  rowSelection?: TableProps<T>['rowSelection'];
  /** `false`: no "已选择 N 项" bar while rows are selected. */
  tableAlertRender?: false;
}

interface Load {
  current: number;
  pageSize: number;
  search: Record<string, unknown>;
  filter: Filters;
  sort: TableSort;
  /** Bumped by 刷新 and reload(): the same query asked again. */
  tick: number;
}

const sortOf = <T,>(sorter: SorterResult<T> | SorterResult<T>[]): TableSort =>
  Object.fromEntries(
    (Array.isArray(sorter) ? sorter : [sorter])
      .filter((one) => one.order && (one.columnKey ?? one.field) !== undefined)
      .map((one) => [String(one.columnKey ?? one.field), one.order!]),
  );

export function ListTable<T extends Record<string, any>, Q = ListQuery>({
  call,
  toQuery,
  onQuery,
  actionRef,
  columns,
  rowKey,
  headerTitle,
  toolBarRender,
  options,
  search,
  pagination,
  locale,
  scroll,
  size,
  expandable,
  rowSelection,
  tableAlertRender,
}: ListTableProps<T, Q>) {
  const { token } = theme.useToken();
  const loadError = useListLoadError();
  const defaultPageSize = (pagination === false ? undefined : pagination?.defaultPageSize) || DEFAULT_PAGE_SIZE;
  const [load, setLoad] = useState<Load>({ current: DEFAULT_PAGE, pageSize: defaultPageSize, search: {}, filter: {}, sort: {}, tick: 0 });
  const [page, setPage] = useState<{ rows: T[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [density, setDensity] = useState<Density>(size ?? 'large');
  const [hidden, setHidden] = useState<string[]>([]);
  const [selected, setSelected] = useState<{ keys: React.Key[]; rows: T[] }>({ keys: [], rows: [] });

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

  // Only the latest load may fill the table: an earlier answer arriving late is dropped.
  const latest = useRef(0);
  const finished = useRef<() => void>();
  useEffect(() => {
    const id = ++latest.current;
    loadError.clear();
    setLoading(true);
    request({ current: load.current, pageSize: load.pageSize, ...load.search }, load.sort, load.filter).then((answer) => {
      if (id !== latest.current) return;
      setLoading(false);
      // A failed load keeps the rows on screen; the alert says why.
      if (answer.success) setPage({ rows: answer.data, total: answer.total });
      finished.current?.();
    });
  }, [request, load, loadError.clear]);

  const reload = useCallback(
    (resetPageIndex?: boolean) =>
      new Promise<void>((resolve) => {
        finished.current = resolve;
        setLoad((before) => ({ ...before, current: resetPageIndex ? DEFAULT_PAGE : before.current, tick: before.tick + 1 }));
      }),
    [],
  );
  const clearSelected = useCallback(() => setSelected({ keys: [], rows: [] }), []);
  const action = useMemo(
    () =>
      ({
        reload,
        reloadAndRest: () => reload(true),
        reset: () => setLoad((before) => ({ ...before, current: DEFAULT_PAGE, search: {}, filter: {}, sort: {}, tick: before.tick + 1 })),
        clearSelected,
      }) as unknown as ActionType,
    [reload, clearSelected],
  );
  if (actionRef) actionRef.current = action;

  const settingColumns = columns
    .map((column, index) => ({ key: columnKey(column, index), title: column.title as React.ReactNode, column }))
    .filter(({ column }) => !column.hideInTable && column.title);
  const selectedKeys = (rowSelection?.selectedRowKeys as React.Key[] | undefined) ?? selected.keys;
  const actions = toolBarRender ? toolBarRender(action, { selectedRowKeys: selectedKeys, selectedRows: selected.rows }) : [];
  const searchFor = (values: Record<string, unknown>) =>
    setLoad((before) => ({ ...before, current: DEFAULT_PAGE, search: values, tick: before.tick + 1 }));
  const light = search !== false && search?.filterType === 'light';

  return (
    <>
      {search === false || light ? null : <SearchForm<T> columns={columns} config={search} onSearch={searchFor} />}
      <ListLoadError error={loadError.error} onRetry={() => reload()} />
      <div style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: '16px 24px' }}>
        <Toolbar
          title={headerTitle}
          actions={light ? [<LightFilter<T> key="light-filter" columns={columns} onSearch={searchFor} />, ...actions] : actions}
          options={options}
          onReload={() => reload()}
          density={density}
          onDensity={setDensity}
          columns={settingColumns}
          hidden={hidden}
          onHidden={setHidden}
        />
        {rowSelection && tableAlertRender !== false && selectedKeys.length > 0 ? (
          <Alert
            type="info"
            style={{ marginBottom: 16 }}
            message={
              <>
                已选择 {selectedKeys.length} 项 <Typography.Link onClick={clearSelected}>取消选择</Typography.Link>
              </>
            }
          />
        ) : null}
        <Table<T>
          rowKey={rowKey}
          columns={tableColumns(columns, hidden, action)}
          dataSource={page.rows}
          loading={loading}
          size={density}
          scroll={scroll}
          locale={locale}
          expandable={expandable}
          rowSelection={
            rowSelection && {
              ...rowSelection,
              selectedRowKeys: selectedKeys,
              onChange: (keys, rows, info) => {
                setSelected({ keys, rows });
                rowSelection.onChange?.(keys, rows, info);
              },
            }
          }
          pagination={
            pagination === false
              ? false
              : {
                  current: load.current,
                  pageSize: load.pageSize,
                  total: page.total,
                  showSizeChanger: true,
                  ...pagination,
                  showTotal: (total, [from, to]) => `第 ${from}-${to} 条/总共 ${total} 条`,
                }
          }
          onChange={(next, filters, sorter, { action: change }) =>
            setLoad((before) => ({
              ...before,
              current: change === 'paginate' ? (next.current ?? DEFAULT_PAGE) : DEFAULT_PAGE,
              pageSize: next.pageSize ?? before.pageSize,
              filter: filters as Filters,
              sort: sortOf(sorter),
            }))
          }
        />
      </div>
    </>
  );
}
