/**
 * 渠道查询 (/partnerManage/channelQuery, canReadPartnerManage). The platform manager and platform
 * delivery search every channel → sub-channel partnership (inviting channel, sub-channel, state).
 * A channel tenant manager searches the customers of its sub-channels, where the permission point
 * showChannelSubPartenterConsumeDetail allows (otherwise the page says so).
 */
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Result } from 'antd';
import type React from 'react';
import { MAX_PAGE_SIZE } from '@domain/kernel/contract';
import { SUB_CHANNEL_DETAIL_HIDDEN, canSeeSubChannelDetail, partnerScopeOf } from '@domain/partners/rules';
import { chinaTimeColumn, ListTable } from '@/components/ListKit';
import type { ListQuery } from '@/components/ListKit/pagedRequest';
import type { CallOptions } from '@/services/contract';
import { subChannelList, type SubChannelRow } from '@/services/partners';
import { NO_CUSTOMERS, NO_PARTNERSHIPS } from '../components/labels';
import { secondary, SubChannelCustomers, subChannelColumns } from '../components/subChannelColumns';

/** One customer of one sub-channel, as the channel manager's search lists it. */
export interface SubChannelCustomerRow {
  key: string;
  tenantCode: string;
  tenantZhName: string;
  relatedAt: string;
  subChannelCode: string;
  subChannelName: string;
}

/**
 * The customers of the manager's sub-channels (the first MAX_PAGE_SIZE sub-channels, each with
 * the customers the list answers), filtered by customer and sub-channel name, paged here.
 */
export async function subChannelCustomers(query: ListQuery, options?: CallOptions) {
  const subs = await subChannelList({ current: 1, pageSize: MAX_PAGE_SIZE, keyword: query.subChannel as string | undefined }, options);
  const keyword = typeof query.customer === 'string' ? query.customer : '';
  const rows: SubChannelCustomerRow[] = subs.list.flatMap((sub) =>
    (sub.customers ?? []).map((customer) => ({
      key: `${sub.tenantCode}|${customer.tenantCode}`,
      ...customer,
      subChannelCode: sub.tenantCode,
      subChannelName: sub.tenantZhName,
    })),
  );
  const matching = keyword ? rows.filter((row) => row.tenantZhName.includes(keyword) || row.tenantCode.includes(keyword)) : rows;
  const start = (query.current - 1) * query.pageSize;
  return { list: matching.slice(start, start + query.pageSize), total: matching.length };
}

const customerColumns: ProColumns<SubChannelCustomerRow>[] = [
  { title: '客户', dataIndex: 'customer', hideInTable: true, fieldProps: { placeholder: '客户名称或编码' } },
  { title: '下级渠道', dataIndex: 'subChannel', hideInTable: true, fieldProps: { placeholder: '下级渠道名称或编码' } },
  {
    title: '客户',
    dataIndex: 'tenantZhName',
    hideInSearch: true,
    render: (_, row) => (
      <>
        {row.tenantZhName} {secondary(row.tenantCode)}
      </>
    ),
  },
  {
    title: '所属下级渠道',
    dataIndex: 'subChannelName',
    hideInSearch: true,
    render: (_, row) => (
      <>
        {row.subChannelName} {secondary(row.subChannelCode)}
      </>
    ),
  },
  chinaTimeColumn<SubChannelCustomerRow>('建立关系时间', 'relatedAt'),
];

const ChannelQuery: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  if (!user) return null;
  const scope = partnerScopeOf(user, user.tenantPageConfig?.tenantCode ?? null);
  const showDetail = canSeeSubChannelDetail(user);

  if (scope?.kind === 'own') {
    if (!showDetail) {
      return (
        <PageContainer>
          <Result status="403" subTitle={SUB_CHANNEL_DETAIL_HIDDEN} />
        </PageContainer>
      );
    }
    return (
      <PageContainer>
        <ListTable<SubChannelCustomerRow>
          headerTitle="下级渠道的客户"
          rowKey="key"
          columns={customerColumns}
          call={subChannelCustomers}
          search={{ labelWidth: 'auto', defaultCollapsed: false }}
          locale={{ emptyText: NO_CUSTOMERS }}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <ListTable<SubChannelRow>
        headerTitle="渠道合作关系查询"
        rowKey="tenantCode"
        columns={subChannelColumns({ showParent: true, showDetail })}
        call={subChannelList}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        expandable={showDetail ? { expandedRowRender: (row) => <SubChannelCustomers row={row} /> } : undefined}
        locale={{ emptyText: NO_PARTNERSHIPS }}
        scroll={{ x: 1200 }}
      />
    </PageContainer>
  );
};

export default ChannelQuery;
