/**
 * 账单明细 (/account/bill): every movement of the points wallet, newest first, filtered by type and
 * date; the export saves exactly what the filter shows as an Excel file.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Typography } from 'antd';
import type React from 'react';
import { useRef } from 'react';
import { LedgerType } from '@domain/enums';
import { chinaTimeColumn, dateRangeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { formatPointsDelta } from '@/components/Recharge';
import { billExport, billList, type BillEntry } from '@/services/wallet';

export const EXPORT_TEXT = '导出 Excel';

/** The list's filters (its query without the page): the export sends them too. */
type BillFilter = Parameters<typeof billExport>[0];

const columns: ProColumns<BillEntry>[] = [
  chinaTimeColumn<BillEntry>('时间', 'createdAt'),
  enumColumn<BillEntry, LedgerType>('类型', 'type', LedgerType, { width: 100 }),
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
  dateRangeColumn('日期'),
];

const Bill: React.FC = () => {
  // The export uses the filter of the list on screen.
  const filter = useRef<BillFilter>({});
  const exporting = useRequest(() => billExport(filter.current, { fallbackFileName: '账单明细.xlsx' }), { manual: true });

  return (
    <PageContainer>
      <ListTable
        rowKey="entryId"
        columns={columns}
        call={billList}
        onQuery={({ current: _current, pageSize: _pageSize, ...rest }) => {
          filter.current = rest;
        }}
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
