/**
 * The list kit of list pages (ProTable's props and columns, rendered with antd's Table): one paged
 * request over a list call of src/services, one load-error behaviour (an alert with a retry), enum
 * columns from domain label maps, China-time columns and the date-range search. Every list page
 * uses it; nothing list-shaped is written twice.
 */
export { cellContent } from './cells';
export { CHINA_TIME_WIDTH, chinaTimeColumn, enumColumn, valueEnumOf } from './columns';
export { dateRangeColumn } from './dateRange';
export { ListTable, type ListTableProps } from './ListTable';
export { LIST_LOAD_FAILED, ListLoadError, useListLoadError } from './loadError';
export { pagedRequest, QUIET_CALL } from './pagedRequest';
export { type PageQuery, usePagedList } from './usePagedList';
