/**
 * 服务管理 (/serviceManage, canReadChannelManage): every tenant of the platform — type, admission,
 * members — with its page configuration (names, logo, hidden tabs). Channel admission is on
 * 渠道管理 (/serviceManage/channel), linked from the header.
 */
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Badge, Button, Space, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { ApprovalState, TenantType } from '@domain/enums';
import { parseHTab } from '@domain/tenantAdmin/rules';
import { HideableTab } from '@domain/enums';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { tenantAdminList, type TenantAdminItem } from '@/services/tenantAdmin';
import PageConfigForm from './components/PageConfigForm';
import { APPROVAL_COLORS, CHANNEL_PATH } from './components/labels';
import EquityReview from '@/pages/Equity/AccountEquity/components/EquityReview';
import { REVIEW_TAB as EQUITY_REVIEW_TAB } from '@/pages/Equity/AccountEquity/components/labels';

const ServiceManage: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const reload = () => actionRef.current?.reload();
  const [tab, setTab] = useState('tenants');

  const columns: ProColumns<TenantAdminItem>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '机构名称、编号、企业名称或信用代码' } },
    {
      title: '机构',
      dataIndex: 'tenantZhName',
      hideInSearch: true,
      width: 220,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.tenantZhName}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.tenantEnName || row.tenantCode}
          </Typography.Text>
        </Space>
      ),
    },
    enumColumn<TenantAdminItem, TenantType>('类型', 'type', TenantType, { width: 100 }),
    enumColumn<TenantAdminItem, ApprovalState>('入驻状态', 'approvalState', ApprovalState, { colors: APPROVAL_COLORS, width: 100 }),
    { title: '成员数', dataIndex: 'memberCount', hideInSearch: true, width: 80, align: 'right' },
    {
      title: '隐藏页签',
      dataIndex: 'hTab',
      hideInSearch: true,
      width: 180,
      render: (_, row) =>
        parseHTab(row.hTab)
          .map((tab) => HideableTab.label(tab))
          .join('、') || '—',
    },
    {
      title: '标志',
      dataIndex: 'logoIconUrl',
      hideInSearch: true,
      width: 80,
      render: (_, row) => (row.logoIconUrl ? <Badge status="success" text="已设置" /> : <Badge status="default" text="默认" />),
    },
    chinaTimeColumn<TenantAdminItem>('创建时间', 'createdAt'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 100,
      render: (_, row) => <PageConfigForm tenant={row} onDone={reload} />,
    },
  ];

  return (
    <PageContainer
      extra={
        <Button type="primary" onClick={() => history.push(CHANNEL_PATH)}>
          渠道管理
        </Button>
      }
      tabList={[
        { key: 'tenants', tab: '机构列表' },
        { key: 'equity', tab: EQUITY_REVIEW_TAB },
      ]}
      tabActiveKey={tab}
      onTabChange={setTab}
    >
      {tab === 'equity' ? (
        <EquityReview />
      ) : (
        <ListTable
          rowKey="tenantCode"
          actionRef={actionRef}
          columns={columns}
          call={tenantAdminList}
          locale={{ emptyText: '暂无机构' }}
          scroll={{ x: 1100 }}
        />
      )}
    </PageContainer>
  );
};

export default ServiceManage;
