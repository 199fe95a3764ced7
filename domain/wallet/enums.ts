/** Wallet, orders, payment and company bank transfers. */
import { defineEnum } from '../kernel/enums';

/** Kinds of wallet ledger movements. */
export const LedgerType = defineEnum({
  recharge: '充值',
  consume: '消费',
  gift: '赠送',
  refund: '退款',
  transfer: '对公转账',
  adjustment: '调整',
});
export type LedgerType = (typeof LedgerType.values)[number];

export const OrderStatus = defineEnum({ created: '待支付', paid: '已支付', closed: '已关闭', refunding: '退款中', refunded: '已退款' });
export type OrderStatus = (typeof OrderStatus.values)[number];

export const PayChannel = defineEnum({ sandbox: '模拟支付', wechat: '微信支付', alipay: '支付宝' });
export type PayChannel = (typeof PayChannel.values)[number];

/** Company bank transfer records (spec §4: account-record status can be updated). */
export const TransferStatus = defineEnum({ pending: '待审核', approved: '已通过', rejected: '已驳回' });
export type TransferStatus = (typeof TransferStatus.values)[number];
