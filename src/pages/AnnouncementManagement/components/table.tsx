/**
 * ProTable glue for the announcement-management pages: a contract's page (`{ list, total }`)
 * as ProTable's request result, enum label maps as valueEnum, and the error state of a table
 * whose load failed (the request layer has already shown the message; this keeps it in view with
 * a retry).
 */
import type { ProSchemaValueEnumObj } from '@ant-design/pro-components';
import { Alert, Button } from 'antd';
import React, { useCallback, useState } from 'react';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@domain/constants';
import type { LabelledEnum } from '@domain/enums';
import { requestErrorMessage } from '@/requestErrorConfig';

interface Page<T> {
  list: T[];
  total: number;
}

/** ProTable's params: the page plus the search form's values. */
export type TableParams = { current?: number; pageSize?: number; keyword?: string } & Record<string, unknown>;

/** ProTable `request` from a paged list call; the search form's values become the query filters. */
export function pagedRequest<Q, T>(fetch: (query: Q) => Promise<Page<T>>) {
  return async ({ current = DEFAULT_PAGE, pageSize = DEFAULT_PAGE_SIZE, keyword: _keyword, ...filters }: TableParams) => {
    const page = await fetch({ current, pageSize, ...filters } as Q);
    return { data: page.list, total: page.total, success: true };
  };
}

/** valueEnum of a domain label map (labels are never re-typed in a page). */
export function valueEnumOf<C extends string>(labelled: LabelledEnum<C>, status: Partial<Record<C, string>> = {}): ProSchemaValueEnumObj {
  return Object.fromEntries(labelled.options().map(({ value, label }) => [value, { text: label, status: status[value] ?? 'Default' }]));
}

/** `onRequestError` for a ProTable, and the alert that shows the failure until the next load. */
export function useTableLoadError(retry: () => void) {
  const [error, setError] = useState<string>();
  const onRequestError = useCallback((cause: unknown) => setError(requestErrorMessage(cause)), []);
  const clear = useCallback(() => setError(undefined), []);
  const alert = error ? (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message="列表加载失败"
      description={error}
      action={
        <Button size="small" onClick={retry}>
          重试
        </Button>
      }
    />
  ) : null;
  return { onRequestError, clear, alert };
}
