/** Error codes of the wallet, orders, payment and finance (13xxx; 13001 is the spec's insufficient balance). */
import { defineErrors } from '../kernel/errors';

export const walletErrors = defineErrors('wallet', {
  INSUFFICIENT_BALANCE: ['13001', '余额或次数不足'],
  IDEMPOTENCY_CONFLICT: ['13002', '重复的请求与之前的内容不一致，请刷新后重试'],
  ORDER_STATE: ['13003', '订单当前状态不允许此操作'],
  TRANSFER_ALREADY_AUDITED: ['13004', '该转账记录已审核，不能重复审核'],
  GIFT_ALREADY_SENT: ['13005', '该账号已领取过新人礼'],
  PAY_CHANNEL_UNAVAILABLE: ['13006', '该支付方式暂不可用'],
  ORDER_EXPIRED: ['13007', '订单已过期，请重新下单'],
  PAYMENT_FAILED: ['13008', '支付发起失败，请稍后再试'],
  TRANSFER_NOT_ALLOWED: ['13009', '仅客户或渠道机构可以提交对公转账记录'],
  REFUND_POINTS_USED: ['13010', '该订单充值的积分已被使用，余额不足以扣回，无法退款'],
});
