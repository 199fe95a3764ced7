/**
 * The columns of 消费明细: member, product and customer are also its filters (options from
 * metricsConsumptionOptions), plus the date range.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import { chinaTimeColumn, dateRangeColumn } from '@/components/ListKit';
import type { ConsumptionItem } from '@/services/metrics';
import { num } from '../../components/format';

export interface ConsumptionOptionLists {
  members: { accountId: string; name: string }[];
  products: { productCode: string; productName: string }[];
  customers: { customerTenantCode: string; customerName: string }[];
}

const select = (options: { value: string; label: string }[]) => ({
  valueType: 'select' as const,
  fieldProps: { options, showSearch: true, optionFilterProp: 'label' },
});

export function consumptionColumns(options?: ConsumptionOptionLists): ProColumns<ConsumptionItem>[] {
  return [
    chinaTimeColumn<ConsumptionItem>('时间', 'createdAt'),
    {
      title: '成员',
      dataIndex: 'accountId',
      width: 120,
      render: (_, row) => row.memberName,
      ...select((options?.members ?? []).map((m) => ({ value: m.accountId, label: m.name }))),
    },
    {
      title: '服务产品',
      dataIndex: 'productCode',
      render: (_, row) => row.productName ?? '—',
      ...select((options?.products ?? []).map((p) => ({ value: p.productCode, label: p.productName }))),
    },
    {
      title: '客户',
      dataIndex: 'customerTenantCode',
      render: (_, row) => row.customerName ?? '—',
      ...select((options?.customers ?? []).map((c) => ({ value: c.customerTenantCode, label: c.customerName }))),
    },
    {
      title: '消耗积分',
      dataIndex: 'points',
      hideInSearch: true,
      align: 'right',
      width: 120,
      render: (_, row) => (
        <Typography.Text strong delete={row.refunded}>
          {num(row.points)}
        </Typography.Text>
      ),
    },
    { title: '项目数', dataIndex: 'projects', hideInSearch: true, align: 'right', width: 80 },
    {
      title: '说明',
      dataIndex: 'reason',
      hideInSearch: true,
      ellipsis: true,
      render: (_, row) => (
        <>
          {row.reason}
          {row.refunded ? (
            <Tag color="default" style={{ marginLeft: 8 }}>
              已撤回退款
            </Tag>
          ) : null}
        </>
      ),
    },
    { title: '项目组', dataIndex: 'groupCode', hideInSearch: true, width: 180, render: (_, row) => row.groupCode ?? '—' },
    dateRangeColumn('消费日期'),
  ];
}
