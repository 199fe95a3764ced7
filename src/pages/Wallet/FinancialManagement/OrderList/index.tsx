/**
 * 订单列表 (/financialmanagement/OrderList, canRoot): the recharge orders of every tenant with
 * filters (status, channel, keyword, date) and the Excel export; refunds of paid orders; the
 * welcome gift.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Alert, Button, Space, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { OrderStatus, PayChannel } from '@domain/enums';
import { isRefundable } from '@domain/wallet/rules';
import { chinaTimeColumn, dateRangeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { ORDER_STATUS_COLOR, formatPoints, formatYuan } from '@/components/Recharge';
import { platformOrderExport, platformOrderList, type PlatformOrder } from '@/services/finance';
import RefundModal from './components/RefundModal';
import WelcomeGiftModal, { type GiftResult } from './components/WelcomeGiftModal';

export const EXPORT_TEXT = '导出 Excel';

/** The list's filters (its query without the page): the export sends them too. */
type Filter = Parameters<typeof platformOrderExport>[0];

const small = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

const OrderList: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const filter = useRef<Filter>({});
  const exporting = useRequest(() => platformOrderExport(filter.current, { fallbackFileName: '订单列表.xlsx' }), { manual: true });
  const [gift, setGift] = useState<GiftResult>();

  const columns: ProColumns<PlatformOrder>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '订单号、账号、手机号、机构或交易号' } },
    { title: '订单号', dataIndex: 'orderNo', hideInSearch: true, copyable: true, width: 230 },
    { title: '机构', dataIndex: 'tenantZhName', hideInSearch: true, width: 160, ellipsis: true },
    {
      title: '账号',
      dataIndex: 'accountName',
      hideInSearch: true,
      width: 140,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.accountName}
          {small(row.accountPhone)}
        </Space>
      ),
    },
    { title: '积分', dataIndex: 'points', hideInSearch: true, align: 'right', width: 120, render: (_, row) => formatPoints(row.points) },
    {
      title: '金额',
      dataIndex: 'amountFen',
      hideInSearch: true,
      align: 'right',
      width: 120,
      render: (_, row) => formatYuan(row.amountFen),
    },
    // The server's status (it answers an expired unpaid order as closed); never the browser's clock.
    enumColumn<PlatformOrder, OrderStatus>('状态', 'status', OrderStatus, { colors: ORDER_STATUS_COLOR, width: 90 }),
    enumColumn<PlatformOrder, PayChannel>('支付方式', 'channel', PayChannel, { width: 100 }),
    {
      title: '交易号',
      dataIndex: 'providerTradeNo',
      hideInSearch: true,
      width: 180,
      ellipsis: true,
      render: (_, row) => row.providerTradeNo ?? '—',
    },
    chinaTimeColumn<PlatformOrder>('下单时间', 'createdAt'),
    chinaTimeColumn<PlatformOrder>('支付时间', 'paidAt'),
    dateRangeColumn('下单日期'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 80,
      render: (_, row) => (isRefundable(row.status) ? <RefundModal order={row} onDone={() => actionRef.current?.reload()} /> : '—'),
    },
  ];

  return (
    <PageContainer>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {gift && (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setGift(undefined)}
            message={`已向「${gift.showName}」（${gift.accountId}）发放新人礼 ${formatPoints(gift.points)}，其当前余额 ${formatPoints(gift.balance)}`}
          />
        )}
        <ListTable
          rowKey="orderNo"
          actionRef={actionRef}
          columns={columns}
          call={platformOrderList}
          onQuery={({ current: _current, pageSize: _pageSize, ...rest }) => {
            filter.current = rest;
          }}
          locale={{ emptyText: '暂无订单' }}
          toolBarRender={() => [
            <WelcomeGiftModal key="gift" onSent={setGift} />,
            <Button key="export" icon={<DownloadOutlined />} loading={exporting.loading} onClick={exporting.run}>
              {EXPORT_TEXT}
            </Button>,
          ]}
          scroll={{ x: 1500 }}
        />
      </Space>
    </PageContainer>
  );
};

export default OrderList;
