/** Display helpers for points, money and status tags shared by the wallet, payment and finance pages. */
import type { OrderStatus, TransferStatus } from '@domain/enums';
import { formatYuan } from '@domain/wallet/rules';

export { formatPointsDelta, formatYuan } from '@domain/wallet/rules';

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

/** ahooks useRequest `onError` for calls whose failure the component shows itself (keeps the console clean). */
export const shownByComponent = (): void => undefined;
