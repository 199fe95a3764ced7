/** The account's recent recharge orders; an unpaid one can be paid from here. */
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Tag } from 'antd';
import React from 'react';
import { OrderStatus, PayChannel } from '@domain/enums';
import { ORDER_STATUS_COLOR, formatPoints, formatYuan, paymentPathOf, tableData } from '@/components/Recharge';
import { getOrderList, type Order } from '@/services/wallet';
import { chinaTimeColumn } from '@/utils/chinaTime';

const columns: ProColumns<Order>[] = [
  { title: '订单号', dataIndex: 'orderNo', copyable: true, hideInSearch: true, width: 230 },
  { title: '充值积分', dataIndex: 'points', hideInSearch: true, render: (_, row) => formatPoints(row.points) },
  { title: '金额', dataIndex: 'amountFen', hideInSearch: true, render: (_, row) => formatYuan(row.amountFen) },
  {
    title: '状态',
    dataIndex: 'status',
    hideInSearch: true,
    // The server's status (it answers an expired unpaid order as closed); never the browser's clock.
    render: (_, row) => <Tag color={ORDER_STATUS_COLOR[row.status]}>{OrderStatus.label(row.status)}</Tag>,
  },
  { title: '支付方式', dataIndex: 'channel', hideInSearch: true, render: (_, row) => (row.channel ? PayChannel.label(row.channel) : '—') },
  chinaTimeColumn<Order>('下单时间', 'createdAt'),
  {
    title: '操作',
    valueType: 'option',
    render: (_, row) => [
      <Link key="open" to={paymentPathOf(row.orderNo)}>
        {row.status === 'created' ? '去支付' : '查看'}
      </Link>,
    ],
  },
];

const MyOrders: React.FC = () => (
  <ProTable<Order>
    headerTitle="我的充值订单"
    rowKey="orderNo"
    size="small"
    columns={columns}
    search={false}
    options={{ reload: true, density: false, setting: false }}
    request={({ current, pageSize }) => tableData(() => getOrderList({ current, pageSize }))}
    pagination={{ defaultPageSize: 5 }}
    locale={{ emptyText: '暂无充值订单' }}
    scroll={{ x: 860 }}
  />
);

export default MyOrders;
