/** The account's recent recharge orders; an unpaid one can be paid from here. */
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import type React from 'react';
import { OrderStatus, PayChannel } from '@domain/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { ORDER_STATUS_COLOR, formatPoints, formatYuan, paymentPathOf } from '@/components/Recharge';
import { orderList, type Order } from '@/services/wallet';

const columns: ProColumns<Order>[] = [
  { title: '订单号', dataIndex: 'orderNo', copyable: true, hideInSearch: true, width: 230 },
  { title: '充值积分', dataIndex: 'points', hideInSearch: true, render: (_, row) => formatPoints(row.points) },
  { title: '金额', dataIndex: 'amountFen', hideInSearch: true, render: (_, row) => formatYuan(row.amountFen) },
  // The server's status (it answers an expired unpaid order as closed); never the browser's clock.
  enumColumn<Order, OrderStatus>('状态', 'status', OrderStatus, { colors: ORDER_STATUS_COLOR, hideInSearch: true }),
  enumColumn<Order, PayChannel>('支付方式', 'channel', PayChannel, { hideInSearch: true }),
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
  <ListTable
    headerTitle="我的充值订单"
    rowKey="orderNo"
    size="small"
    columns={columns}
    search={false}
    options={{ reload: true, density: false, setting: false }}
    call={orderList}
    pagination={{ defaultPageSize: 5, showSizeChanger: false }}
    locale={{ emptyText: '暂无充值订单' }}
    scroll={{ x: 860 }}
  />
);

export default MyOrders;
