/**
 * 对公转账记录 (/financialmanagement/manageComponyTransferRecord, canFinancialmanagement): the
 * transfer records of every tenant, filtered by status, keyword and submit date, with the voucher
 * and the review actions for pending records.
 */
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Space, Tag, Typography } from 'antd';
import React, { useRef } from 'react';
import { DEFAULT_PAGE_SIZE } from '@domain/constants';
import { TenantType, TransferStatus } from '@domain/enums';
import {
  TRANSFER_STATUS_COLOR,
  VoucherLink,
  dateRangeSearch,
  formatPoints,
  formatWholeYuan,
  tableData,
  valueEnumOf,
} from '@/components/Recharge';
import { getTransferList, type TransferRecordAdmin } from '@/services/finance';
import { chinaTimeColumn, chinaTimeText } from '@/utils/chinaTime';
import AuditActions from './components/AuditActions';

interface Filter {
  status?: TransferStatus;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

const TransferRecords: React.FC = () => {
  const actionRef = useRef<ActionType>();

  const columns: ProColumns<TransferRecordAdmin>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '编号、机构、提交人、手机号或付款单位' } },
    { title: '记录编号', dataIndex: 'recordCode', hideInSearch: true, width: 130, copyable: true },
    {
      title: '机构',
      dataIndex: 'tenantZhName',
      hideInSearch: true,
      width: 180,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.tenantZhName}
          <Tag>{TenantType.label(row.tenantType)}</Tag>
        </Space>
      ),
    },
    {
      title: '提交人',
      dataIndex: 'accountName',
      hideInSearch: true,
      width: 140,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.accountName}
          {secondary(row.accountPhone)}
        </Space>
      ),
    },
    {
      title: '转账金额',
      dataIndex: 'amount',
      hideInSearch: true,
      align: 'right',
      width: 150,
      render: (_, row) => (
        <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
          <Typography.Text strong>{formatWholeYuan(row.amount)}</Typography.Text>
          {secondary(`到账 ${formatPoints(row.amount)}`)}
        </Space>
      ),
    },
    {
      title: '付款信息',
      dataIndex: 'payerName',
      hideInSearch: true,
      width: 200,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.payerName}
          {(row.payerBank || row.payerAccount) && secondary([row.payerBank, row.payerAccount].filter(Boolean).join(' '))}
          {secondary(`转账日期 ${row.transferDate}`)}
        </Space>
      ),
    },
    {
      title: '凭证',
      dataIndex: 'voucherObjectId',
      hideInSearch: true,
      width: 160,
      render: (_, row) => <VoucherLink objectId={row.voucherObjectId} fileName={row.voucherFileName} />,
    },
    { title: '备注', dataIndex: 'remark', hideInSearch: true, ellipsis: true, width: 140 },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: valueEnumOf(TransferStatus),
      width: 90,
      render: (_, row) => <Tag color={TRANSFER_STATUS_COLOR[row.status]}>{TransferStatus.label(row.status)}</Tag>,
    },
    {
      title: '审核',
      dataIndex: 'auditRemark',
      hideInSearch: true,
      width: 180,
      render: (_, row) =>
        row.auditedAt ? (
          <Space direction="vertical" size={0}>
            {row.auditRemark || '—'}
            {secondary(`${row.auditorName} ${chinaTimeText(row.auditedAt)}`)}
          </Space>
        ) : (
          '—'
        ),
    },
    chinaTimeColumn<TransferRecordAdmin>('提交时间', 'createdAt'),
    dateRangeSearch('提交日期'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 110,
      render: (_, row) => (row.status === 'pending' ? <AuditActions record={row} onDone={() => actionRef.current?.reload()} /> : '—'),
    },
  ];

  return (
    <PageContainer>
      <ProTable<TransferRecordAdmin, Filter>
        rowKey="recordCode"
        actionRef={actionRef}
        columns={columns}
        request={({ current, pageSize, status, keyword, startDate, endDate }) =>
          tableData(() => getTransferList({ current, pageSize, status, keyword: keyword?.trim() || undefined, startDate, endDate }))
        }
        pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true }}
        search={{ labelWidth: 'auto' }}
        dateFormatter="string"
        locale={{ emptyText: '暂无对公转账记录' }}
        scroll={{ x: 1600 }}
      />
    </PageContainer>
  );
};

export default TransferRecords;
