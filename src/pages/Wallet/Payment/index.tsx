/**
 * 收银台 (/payment?orderNo=…): shows the order as the server reports it, lets the user choose a
 * channel and pay, and ends on success (with the new balance and the way to the bill), closed
 * (order again), refunding or refunded.
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { Button, Card, Result, Space } from 'antd';
import type React from 'react';
import Loading from '@/components/Loading';
import { WithRechargeOptions } from '@/components/Recharge';
import { requestErrorMessage } from '@/requestErrorConfig';
import OrderOutcome from './components/OrderOutcome';
import OrderSummary from './components/OrderSummary';
import PayPanel from './components/PayPanel';
import { usePaymentDesk } from './usePaymentDesk';

export const NO_ORDER_TITLE = '未指定订单';
const ORDER_LOAD_FAILED = '订单加载失败';

const backToRecharge = (
  <Button key="recharge" onClick={() => history.push('/account/recharge')}>
    返回充值
  </Button>
);

const PaymentDesk: React.FC<{ orderNo: string }> = ({ orderNo }) => {
  const desk = usePaymentDesk(orderNo);
  const { order, status } = desk;

  if (desk.loading) return <Loading />;
  if (!order || !status) {
    return (
      <Result
        status="error"
        title={ORDER_LOAD_FAILED}
        subTitle={desk.error ? requestErrorMessage(desk.error) : undefined}
        extra={[
          <Button key="retry" type="primary" onClick={desk.reload}>
            重试
          </Button>,
          backToRecharge,
        ]}
      />
    );
  }

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="订单信息">
        <OrderSummary order={order} status={status} now={desk.now} />
      </Card>
      <Card>
        {status === 'created' ? (
          <WithRechargeOptions>{(options) => <PayPanel desk={desk} options={options} />}</WithRechargeOptions>
        ) : (
          <OrderOutcome order={order} status={status} desk={desk} />
        )}
      </Card>
    </Space>
  );
};

const Payment: React.FC = () => {
  const { search } = useLocation();
  const orderNo = new URLSearchParams(search).get('orderNo')?.trim() ?? '';

  return (
    <PageContainer title="收银台">
      {orderNo ? (
        // A new order number (order again) starts a fresh desk.
        <PaymentDesk key={orderNo} orderNo={orderNo} />
      ) : (
        <Result status="warning" title={NO_ORDER_TITLE} subTitle="请先在充值页面选择套餐或输入积分后下单。" extra={backToRecharge} />
      )}
    </PageContainer>
  );
};

export default Payment;
