/**
 * 账单明细 (/account/bill): every movement of the points wallet, newest first, filtered by type and
 * date; the export saves exactly what the filter shows as an Excel file.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Typography } from 'antd';
import React, { useRef } from 'react';
import { DEFAULT_PAGE_SIZE } from '@domain/constants';
import { LedgerType } from '@domain/enums';
import { dateRangeSearch, formatPointsDelta, tableData, valueEnumOf } from '@/components/Recharge';
import { exportBills, getBillList, type BillEntry } from '@/services/wallet';
import { chinaTimeColumn } from '@/utils/chinaTime';

export const EXPORT_TEXT = '导出 Excel';

interface BillFilter {
  type?: LedgerType;
  startDate?: string;
  endDate?: string;
}

const columns: ProColumns<BillEntry>[] = [
  chinaTimeColumn<BillEntry>('时间', 'createdAt'),
  { title: '类型', dataIndex: 'type', valueType: 'select', valueEnum: valueEnumOf(LedgerType), width: 100 },
  {
    title: '积分变动',
    dataIndex: 'amount',
    hideInSearch: true,
    align: 'right',
    width: 120,
    render: (_, row) => (
      <Typography.Text strong type={row.amount < 0 ? 'danger' : 'success'}>
        {formatPointsDelta(row.amount)}
      </Typography.Text>
    ),
  },
  {
    title: '变动后余额（积分）',
    dataIndex: 'balanceAfter',
    hideInSearch: true,
    align: 'right',
    width: 150,
    render: (_, row) => row.balanceAfter.toLocaleString('zh-CN'),
  },
  { title: '说明', dataIndex: 'reason', hideInSearch: true, ellipsis: true },
  {
    title: '关联单号',
    dataIndex: 'orderNo',
    hideInSearch: true,
    width: 230,
    render: (_, row) => {
      if (row.orderNo) return <Link to={`/payment?orderNo=${encodeURIComponent(row.orderNo)}`}>订单 {row.orderNo}</Link>;
      if (row.recordCode) return <Link to="/account/recharge?tab=transfer">转账记录 {row.recordCode}</Link>;
      return '—';
    },
  },
  dateRangeSearch('日期'),
];

const Bill: React.FC = () => {
  // The export uses the filter of the list on screen.
  const filter = useRef<BillFilter>({});
  const exporting = useRequest(() => exportBills(filter.current), { manual: true });

  return (
    <PageContainer>
      <ProTable<BillEntry, BillFilter>
        rowKey="entryId"
        columns={columns}
        request={async ({ current, pageSize, type, startDate, endDate }) => {
          filter.current = { type, startDate, endDate };
          return tableData(() => getBillList({ current, pageSize, type, startDate, endDate }));
        }}
        pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true }}
        search={{ labelWidth: 'auto' }}
        dateFormatter="string"
        locale={{ emptyText: '暂无账单记录' }}
        toolBarRender={() => [
          <Button key="export" icon={<DownloadOutlined />} loading={exporting.loading} onClick={exporting.run}>
            {EXPORT_TEXT}
          </Button>,
        ]}
        scroll={{ x: 960 }}
      />
    </PageContainer>
  );
};

export default Bill;
