/** Display helpers for points, money and status tags shared by the wallet, payment and finance pages. */
import type { LabelledEnum, OrderStatus, TransferStatus } from '@domain/enums';

import { formatYuan } from '@domain/wallet';

export { formatPointsDelta, formatYuan } from '@domain/wallet';

/** "1,234 积分" — points always say so, money always carries ¥ (formatYuan). */
export const formatPoints = (points: number): string => `${points.toLocaleString('zh-CN')} 积分`;

/** A whole-yuan transfer amount as money: "¥2,000.00" (1 元 = 1 积分). */
export const formatWholeYuan = (yuan: number): string => formatYuan(yuan * 100);

/** antd Tag colours by state (labels come from domain/enums). */
export const ORDER_STATUS_COLOR: Readonly<Record<OrderStatus, string>> = {
  created: 'processing',
  paid: 'success',
  closed: 'default',
  refunding: 'gold',
  refunded: 'warning',
};
export const TRANSFER_STATUS_COLOR: Readonly<Record<TransferStatus, string>> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

type BadgeStatus = 'success' | 'error' | 'processing' | 'default' | 'warning';

/** A ProTable valueEnum from a labelled enum (labels never re-typed), optionally with badge colours. */
export function valueEnumOf<C extends string>(labelled: LabelledEnum<C>, colors?: Readonly<Record<C, string>>) {
  return Object.fromEntries(
    labelled.options().map(({ value, label }) => [value, { text: label, ...(colors ? { status: colors[value] as BadgeStatus } : {}) }]),
  ) as Record<C, { text: string; status?: BadgeStatus }>;
}

interface Page<T> {
  list: T[];
  total: number;
}

/**
 * A ProTable `request` over a paged call: a failure (already shown by the request error handler)
 * leaves an empty table instead of an unhandled rejection.
 */
export async function tableData<T>(load: () => Promise<Page<T>>): Promise<{ data: T[]; total: number; success: boolean }> {
  try {
    const page = await load();
    return { data: page.list, total: page.total, success: true };
  } catch {
    return { data: [], total: 0, success: false };
  }
}

/** The date-range search column of a ProTable, sent as startDate/endDate (inclusive days). */
export const dateRangeSearch = (title: string) => ({
  title,
  dataIndex: '__dateRange',
  valueType: 'dateRange' as const,
  hideInTable: true,
  search: {
    transform: (value: [string, string] | undefined) => ({ startDate: value?.[0], endDate: value?.[1] }),
  },
});

/** ahooks useRequest `onError` for calls whose failure the component shows itself (keeps the console clean). */
export const shownByComponent = (): void => undefined;
