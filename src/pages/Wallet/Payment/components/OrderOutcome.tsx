/**
 * The end states of an order as the server reports them: paid (with the new balance), closed
 * (order again; while a started payment may still be confirmed late, the desk keeps asking),
 * refunding and refunded.
 */
import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import type React from 'react';
import type { OrderStatus } from '@domain/enums';
import { BalanceStatistic, formatPoints, formatYuan } from '@/components/Recharge';
import type { Order } from '@/services/wallet';
import { chinaTimeText } from '@/utils/chinaTime';
import type { PaymentDesk } from '@/pages/Wallet/Payment/usePaymentDesk';
import { Waiting } from './PayPanel';

export const PAID_TITLE = '支付成功';
export const CLOSED_TITLE = '订单已关闭';
export const REFUNDING_TITLE = '订单退款中';
const REFUNDED_TITLE = '订单已退款';
export const ORDER_AGAIN_TEXT = '重新下单';
export const NEW_BALANCE_TITLE = '最新积分余额';
/** A closed order whose payment was started: the money may still arrive (closed → paid) or go back. */
export const CLOSED_AFTER_PAYMENT_TEXT = '订单已关闭。如已完成付款，款项确认后积分会自动到账或原路退回。如需充值，请重新下单。';
/** A closed order for which no payment was ever started. */
export const CLOSED_UNPAID_TEXT = '该订单已超过支付时限或已取消，未发起支付。如需充值，请重新下单。';
export const CONFIRMING_LATE_PAYMENT_TEXT = '正在确认付款结果，如已付款，本页将自动更新…';

const toBill = (
  <Button key="bill" type="primary" onClick={() => history.push('/account/bill')}>
    查看账单
  </Button>
);
const toRecharge = (text: string) => (
  <Button key="recharge" onClick={() => history.push('/account/recharge')}>
    {text}
  </Button>
);

interface Props {
  order: Order;
  status: Exclude<OrderStatus, 'created'>;
  desk: PaymentDesk;
}

const OrderOutcome: React.FC<Props> = ({ order, status, desk }) => {
  if (status === 'paid') {
    return (
      <Result
        status="success"
        title={PAID_TITLE}
        subTitle={`${formatPoints(order.points)}已到账，实付 ${formatYuan(order.amountFen)}`}
        extra={[toBill, toRecharge('继续充值')]}
      >
        <div style={{ textAlign: 'center' }}>
          <BalanceStatistic title={NEW_BALANCE_TITLE} />
        </div>
      </Result>
    );
  }
  if (status === 'refunding') {
    return (
      <Result
        status="info"
        title={REFUNDING_TITLE}
        subTitle={`${formatPoints(order.points)}已从余额扣回，${formatYuan(order.amountFen)}正在原路退回，到账时间以支付渠道为准。`}
        extra={[toBill, toRecharge('去充值')]}
      />
    );
  }
  if (status === 'refunded') {
    return (
      <Result
        status="info"
        title={REFUNDED_TITLE}
        subTitle={`该订单已于 ${chinaTimeText(order.refundedAt)} 退款，${formatPoints(order.points)}已从余额扣回。`}
        extra={[toBill, toRecharge('去充值')]}
      />
    );
  }
  return (
    <Result
      status="warning"
      title={CLOSED_TITLE}
      subTitle={desk.paymentStarted ? CLOSED_AFTER_PAYMENT_TEXT : CLOSED_UNPAID_TEXT}
      extra={[
        <Button key="again" type="primary" loading={desk.busy === 'reorder'} onClick={() => void desk.orderAgain(order)}>
          {ORDER_AGAIN_TEXT}
        </Button>,
        toRecharge('返回充值'),
      ]}
    >
      {desk.polling && (
        <div style={{ textAlign: 'center' }}>
          <Waiting text={CONFIRMING_LATE_PAYMENT_TEXT} />
        </div>
      )}
    </Result>
  );
};

export default OrderOutcome;
