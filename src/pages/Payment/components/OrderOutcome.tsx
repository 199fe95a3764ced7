/** The end states of an order: paid (with the new balance), closed (order again) and refunded. */
import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import dayjs from 'dayjs';
import React from 'react';
import type { OrderStatus } from '../../../../domain/enums';
import { BalanceStatistic, formatPoints, formatYuan } from '../../../components/Recharge';
import type { Order } from '../../../services/wallet';
import type { PaymentDesk } from '../usePaymentDesk';

export const PAID_TITLE = '支付成功';
export const CLOSED_TITLE = '订单已关闭';
export const REFUNDED_TITLE = '订单已退款';
export const ORDER_AGAIN_TEXT = '重新下单';
export const NEW_BALANCE_TITLE = '最新积分余额';

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
  if (status === 'refunded') {
    return (
      <Result
        status="info"
        title={REFUNDED_TITLE}
        subTitle={`该订单已于 ${order.refundedAt ? dayjs(order.refundedAt).format('YYYY-MM-DD HH:mm') : '—'} 退款，${formatPoints(order.points)}已从余额扣回。`}
        extra={[toBill, toRecharge('去充值')]}
      />
    );
  }
  return (
    <Result
      status="warning"
      title={CLOSED_TITLE}
      subTitle="该订单已超过支付时限或已取消，未发生扣款。如需充值，请重新下单。"
      extra={[
        <Button key="again" type="primary" loading={desk.busy === 'reorder'} onClick={() => void desk.orderAgain(order)}>
          {ORDER_AGAIN_TEXT}
        </Button>,
        toRecharge('返回充值'),
      ]}
    />
  );
};

export default OrderOutcome;
