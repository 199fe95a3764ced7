/**
 * One dashboard call over a month range: the range asked for (none at first: the server answers its
 * default, the last 12 months, and the picker shows the range it answered), the answer, its
 * loading and failure, and 刷新.
 */
import { useRequest } from 'ahooks';
import { useState } from 'react';
import type { MonthRange } from '@domain/metrics/period';
import type { CallOptions } from '@/services/contract';

export type AskedRange = Partial<MonthRange>;

export function useDashboard<T>(call: (query: AskedRange, options?: CallOptions) => Promise<T>) {
  const [asked, setAsked] = useState<AskedRange>({});
  const answer = useRequest(() => call(asked), { refreshDeps: [asked] });
  return { data: answer.data, loading: answer.loading, error: answer.error, asked, setAsked, refresh: answer.refresh };
}
