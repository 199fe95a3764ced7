/**
 * 对公转账记录 (/financialmanagement/manageComponyTransferRecord, canFinancialmanagement): the
 * transfer records of every tenant, filtered by status, keyword and submit date, with the voucher
 * and the review actions for pending records.
 */
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Space, Tag, Typography } from 'antd';
import type React from 'react';
import { useRef } from 'react';
import { TenantType, TransferStatus } from '@domain/enums';
import { chinaTimeColumn, dateRangeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { TRANSFER_STATUS_COLOR, VoucherLink, formatPoints, formatWholeYuan } from '@/components/Recharge';
import { transferList, type TransferRecordAdmin } from '@/services/finance';
import { chinaTimeText } from '@/utils/chinaTime';
import AuditActions from './components/AuditActions';

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
    enumColumn<TransferRecordAdmin, TransferStatus>('状态', 'status', TransferStatus, { colors: TRANSFER_STATUS_COLOR, width: 90 }),
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
    dateRangeColumn('提交日期'),
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
      <ListTable
        rowKey="recordCode"
        actionRef={actionRef}
        columns={columns}
        call={transferList}
        locale={{ emptyText: '暂无对公转账记录' }}
        scroll={{ x: 1600 }}
      />
    </PageContainer>
  );
};

export default TransferRecords;
