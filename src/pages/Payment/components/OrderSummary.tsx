/** What is being paid: order number, points, price, times and the time left to pay. */
import { Descriptions, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import React from 'react';
import { OrderStatus, type OrderStatus as OrderStatusCode } from '../../../../domain/enums';
import { findPackage } from '../../../../domain/wallet';
import { ORDER_STATUS_COLOR, formatPoints, formatYuan } from '../../../components/Recharge';
import type { Order } from '../../../services/wallet';

/** "29:59" from milliseconds left (never negative). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

const time = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm:ss') : '—');

const OrderSummary: React.FC<{ order: Order; status: OrderStatusCode; now: Date }> = ({ order, status, now }) => (
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
    <Descriptions.Item label="下单时间">{time(order.createdAt)}</Descriptions.Item>
    {status === 'created' && (
      <Descriptions.Item label="剩余支付时间">
        <Typography.Text type="warning" strong>
          {formatCountdown(new Date(order.expiresAt).getTime() - now.getTime())}
        </Typography.Text>
      </Descriptions.Item>
    )}
    {order.paidAt && <Descriptions.Item label="支付时间">{time(order.paidAt)}</Descriptions.Item>}
  </Descriptions>
);

export default OrderSummary;
