/**
 * The list kit of ProTable pages: one paged request over a list call of src/services, one
 * load-error behaviour (an alert with a retry), enum columns from domain label maps, China-time
 * columns and the date-range search. Every list page uses it; nothing list-shaped is written twice.
 */
export { chinaTimeColumn, dateRangeColumn, EMPTY_CELL, enumColumn, valueEnumOf } from './columns';
export { ListTable, type ListTableProps } from './ListTable';
export { LIST_LOAD_FAILED, ListLoadError, listLoadFailure, RETRY_TEXT, useListLoadError } from './loadError';
export { listQueryOf, pagedRequest, QUIET_CALL, type ListQuery, type Page, type PagedCall, type TableData } from './pagedRequest';
