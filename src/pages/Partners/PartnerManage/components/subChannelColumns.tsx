/** The sub-channel columns both partner pages show, and the customers of one sub-channel. */
import type { ProColumns } from '@ant-design/pro-components';
import { List, Space, Typography } from 'antd';
import type React from 'react';
import { ApprovalState } from '@domain/enums';
import { chinaTimeColumn, enumColumn } from '@/components/ListKit';
import { APPROVAL_COLORS } from '@/pages/TenantAdmin/ServiceManage/components/labels';
import type { SubChannelRow } from '@/services/partners';
import { chinaTimeText } from '@/utils/chinaTime';
import { DETAIL_HIDDEN_TEXT, NO_CUSTOMERS } from './labels';

export const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

const named = (name: string, code: string) => (
  <Space direction="vertical" size={0}>
    {name}
    {secondary(code)}
  </Space>
);

/** Points as the wallet shows them. */
export const pointsText = (points: number | null) => (points === null ? DETAIL_HIDDEN_TEXT : points.toLocaleString('zh-CN'));

export function subChannelColumns(options: { showParent: boolean; showDetail: boolean }): ProColumns<SubChannelRow>[] {
  const columns: ProColumns<SubChannelRow>[] = [
    { title: '下级渠道', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '渠道名称或编码' } },
    ...(options.showParent
      ? [
          {
            title: '邀请渠道',
            dataIndex: 'parentKeyword',
            hideInTable: true,
            fieldProps: { placeholder: '渠道名称或编码' },
          } as ProColumns<SubChannelRow>,
        ]
      : []),
    { title: '下级渠道', dataIndex: 'tenantZhName', hideInSearch: true, width: 220, render: (_, row) => named(row.tenantZhName, row.tenantCode) },
    ...(options.showParent
      ? [
          {
            title: '邀请渠道',
            dataIndex: 'parentTenantZhName',
            hideInSearch: true,
            width: 200,
            render: (_, row) => named(row.parentTenantZhName, row.parentTenantCode),
          } as ProColumns<SubChannelRow>,
        ]
      : []),
    enumColumn<SubChannelRow, ApprovalState>('审核状态', 'approvalState', ApprovalState, { colors: APPROVAL_COLORS, width: 100 }),
    {
      title: '渠道管理员',
      dataIndex: 'managerName',
      hideInSearch: true,
      width: 150,
      render: (_, row) => (row.managerName ? named(row.managerName, row.managerPhone) : '—'),
    },
    { title: '使用的邀请码', dataIndex: 'inviteCode', hideInSearch: true, width: 120, render: (_, row) => row.inviteCode ?? '—' },
    { title: '客户数', dataIndex: 'customerCount', hideInSearch: true, width: 80, align: 'right' },
  ];
  if (options.showDetail) {
    columns.push({
      title: '消费积分',
      dataIndex: 'consumedPoints',
      hideInSearch: true,
      width: 110,
      align: 'right',
      render: (_, row) => pointsText(row.consumedPoints),
    });
  }
  columns.push(chinaTimeColumn<SubChannelRow>('加入时间', 'joinedAt'));
  return columns;
}

/** The customers of a sub-channel (only with the permission point: `customers` is null otherwise). */
export const SubChannelCustomers: React.FC<{ row: SubChannelRow }> = ({ row }) => {
  if (row.customers === null) return <Typography.Text type="secondary">{DETAIL_HIDDEN_TEXT}</Typography.Text>;
  if (row.customers.length === 0) return <Typography.Text type="secondary">{NO_CUSTOMERS}</Typography.Text>;
  return (
    <List
      size="small"
      header={`${row.tenantZhName} 的客户（共 ${row.customerCount} 家）`}
      dataSource={row.customers}
      renderItem={(customer) => (
        <List.Item key={customer.tenantCode}>
          <Space size="large">
            {customer.tenantZhName}
            {secondary(`${customer.tenantCode} · 建立关系 ${chinaTimeText(customer.relatedAt)}`)}
          </Space>
        </List.Item>
      )}
    />
  );
};
