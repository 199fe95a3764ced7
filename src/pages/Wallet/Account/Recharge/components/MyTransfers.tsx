/** The account's own transfer records with their review status. */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type React from 'react';
import { TransferStatus } from '@domain/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { TRANSFER_STATUS_COLOR, VoucherLink, formatWholeYuan } from '@/components/Recharge';
import { transferMyList, type TransferRecord } from '@/services/finance';

const columns: ProColumns<TransferRecord>[] = [
  { title: '记录编号', dataIndex: 'recordCode', hideInSearch: true, width: 130 },
  { title: '转账金额', dataIndex: 'amount', hideInSearch: true, align: 'right', render: (_, row) => formatWholeYuan(row.amount) },
  { title: '付款单位', dataIndex: 'payerName', hideInSearch: true, ellipsis: true },
  { title: '转账日期', dataIndex: 'transferDate', hideInSearch: true, width: 110 },
  {
    title: '凭证',
    dataIndex: 'voucherObjectId',
    hideInSearch: true,
    render: (_, row) => <VoucherLink objectId={row.voucherObjectId} fileName={row.voucherFileName} />,
  },
  enumColumn<TransferRecord, TransferStatus>('状态', 'status', TransferStatus, { colors: TRANSFER_STATUS_COLOR }),
  {
    title: '审核说明',
    dataIndex: 'auditRemark',
    hideInSearch: true,
    ellipsis: true,
    render: (_, row) =>
      row.status === 'approved'
        ? `已入账 ${row.amount.toLocaleString('zh-CN')} 积分`
        : row.auditRemark || <Typography.Text type="secondary">—</Typography.Text>,
  },
  chinaTimeColumn<TransferRecord>('提交时间', 'createdAt'),
];

const MyTransfers: React.FC<{ actionRef: React.MutableRefObject<ActionType | undefined> }> = ({ actionRef }) => (
  <ListTable
    headerTitle="我的转账记录"
    rowKey="recordCode"
    size="small"
    actionRef={actionRef}
    columns={columns}
    search={{ labelWidth: 'auto', filterType: 'light' }}
    options={{ reload: true, density: false, setting: false }}
    call={transferMyList}
    pagination={{ defaultPageSize: 5, showSizeChanger: false }}
    locale={{ emptyText: '暂无转账记录' }}
    scroll={{ x: 900 }}
  />
);

export default MyTransfers;
