/**
 * What is being paid: order number, points, price, times (China time) and the time left to pay,
 * counted on the server's clock as far as the desk knows it (display only: the status is the server's).
 */
import { Descriptions, Tag, Typography } from 'antd';
import type React from 'react';
import { OrderStatus, type OrderStatus as OrderStatusCode } from '@domain/enums';
import { findPackage } from '@domain/wallet/rules';
import { ORDER_STATUS_COLOR, formatPoints, formatYuan } from '@/components/Recharge';
import type { Order } from '@/services/wallet';
import { chinaTimeText } from '@/utils/chinaTime';

/** Shown instead of 00:00 while the server has not yet answered the order as closed. */
const TIME_UP_TEXT = '已到支付时限，正在确认订单状态…';

/** "29:59" from milliseconds left (never negative). */
function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

const OrderSummary: React.FC<{ order: Order; status: OrderStatusCode; now: Date }> = ({ order, status, now }) => {
  const left = new Date(order.expiresAt).getTime() - now.getTime();
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
      <Descriptions.Item label="订单号">
        <Typography.Text copyable>{order.orderNo}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="状态">
        <Tag color={ORDER_STATUS_COLOR[status]}>{OrderStatus.label(status)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="充值内容">
        {findPackage(order.packageCode) ? `套餐 ${findPackage(order.packageCode)!.label}` : '自定义积分'}
      </Descriptions.Item>
      <Descriptions.Item label="到账积分">
        <Typography.Text strong>{formatPoints(order.points)}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="应付金额">
        <Typography.Text strong style={{ fontSize: 18, color: '#fa541c' }}>
          {formatYuan(order.amountFen)}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="下单时间">{chinaTimeText(order.createdAt)}</Descriptions.Item>
      {status === 'created' && (
        <Descriptions.Item label="剩余支付时间">
          <Typography.Text type="warning" strong>
            {left > 0 ? formatCountdown(left) : TIME_UP_TEXT}
          </Typography.Text>
        </Descriptions.Item>
      )}
      {order.paidAt && <Descriptions.Item label="支付时间">{chinaTimeText(order.paidAt)}</Descriptions.Item>}
      {status === 'closed' && order.closedAt && <Descriptions.Item label="关闭时间">{chinaTimeText(order.closedAt)}</Descriptions.Item>}
      {order.refundedAt && <Descriptions.Item label="退款时间">{chinaTimeText(order.refundedAt)}</Descriptions.Item>}
    </Descriptions>
  );
};

export default OrderSummary;
