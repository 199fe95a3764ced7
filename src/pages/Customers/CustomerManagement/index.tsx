/**
 * 客户管理 (/customerManagement; issue 11 item 1): the channel's customers, paged on the server
 * with search (keyword, industry, region, size). The channel tenant manager and sub-manager create
 * customers (the customer tenant and its project manager, who gets a login code by SMS) and edit
 * their own; the channel tenant manager also sees its sub-channels' customers, read-only with
 * their channel's name; the platform sees every customer, read-only. Who sees what:
 * domain/customers/rules.ts (the same rule the server applies).
 */
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { customerVisibility } from '@domain/customers/rules';
import { CustomerSize } from '@domain/enums';
import { IndustrySelect, RegionCascader } from '@/components/DictionaryInputs';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { customerList, type CustomerItem } from '@/services/customers';
import CustomerDetailDrawer from './components/CustomerDetailDrawer';
import CustomerForm from './components/CustomerForm';
import { DETAIL_TEXT, PROJECTS_PENDING_TEXT, READ_ONLY_HINT } from './components/labels';

type SizeCode = (typeof CustomerSize.values)[number];

const CustomerManagement: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const visibility = customerVisibility(initialState?.currentUser);
  const canWrite = visibility.kind === 'channel' && visibility.canWrite;
  const showChannel = visibility.kind === 'all' || (visibility.kind === 'channel' && visibility.includeSubChannels);
  const actionRef = useRef<ActionType>();
  const [detail, setDetail] = useState<CustomerItem>();
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<CustomerItem>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '企业名称、信用代码、联系人或电话' } },
    {
      title: '企业名称',
      dataIndex: 'companyName',
      hideInSearch: true,
      width: 220,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => setDetail(row)}>{row.companyName}</Typography.Link>
          {!row.editable && showChannel && visibility.kind === 'channel' ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {READ_ONLY_HINT}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    { title: '统一社会信用代码', dataIndex: 'creditCode', hideInSearch: true, width: 190 },
    {
      title: '所属行业',
      dataIndex: 'industryCode',
      width: 200,
      renderFormItem: () => <IndustrySelect changeOnSelect placeholder="全部行业" />,
      render: (_, row) => row.industryName || row.industryCode,
    },
    {
      title: '所在地区',
      dataIndex: 'regionCode',
      width: 200,
      renderFormItem: () => <RegionCascader changeOnSelect placeholder="全部地区" />,
      render: (_, row) => row.regionName || row.regionCode,
    },
    enumColumn<CustomerItem, SizeCode>('企业规模', 'size', CustomerSize, { width: 90 }),
    {
      title: '联系人',
      dataIndex: 'contactName',
      hideInSearch: true,
      width: 150,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.contactName}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.contactPhone}
          </Typography.Text>
        </Space>
      ),
    },
    ...(showChannel
      ? [
          {
            title: '服务渠道',
            dataIndex: 'channelName',
            hideInSearch: true,
            width: 140,
            render: (_, row) => (row.editable || visibility.kind === 'all' ? row.channelName : <Tag>{row.channelName}</Tag>),
          } satisfies ProColumns<CustomerItem>,
        ]
      : []),
    {
      title: '项目数',
      dataIndex: 'projectCount',
      hideInSearch: true,
      width: 80,
      align: 'right',
      // Projects arrive with issue 12: until then no number is shown rather than a made-up one.
      render: (_, row) => row.projectCount ?? <Tooltip title={PROJECTS_PENDING_TEXT}>—</Tooltip>,
    },
    { title: '咨询记录', dataIndex: 'consultationCount', hideInSearch: true, width: 90, align: 'right' },
    chinaTimeColumn<CustomerItem>('创建时间', 'createdAt'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 110,
      render: (_, row) => (
        <Space>
          <Typography.Link onClick={() => setDetail(row)}>{DETAIL_TEXT}</Typography.Link>
          {row.editable ? <CustomerForm customer={row} onDone={reload} /> : null}
        </Space>
      ),
    },
  ];

  return (
    <PageContainer>
      <ListTable<CustomerItem>
        rowKey={(row) => `${row.channelTenantCode}:${row.customerTenantCode}`}
        actionRef={actionRef}
        columns={columns}
        call={customerList}
        headerTitle="客户列表"
        toolBarRender={() => (canWrite ? [<CustomerForm key="new" onDone={reload} />] : [])}
        locale={{ emptyText: canWrite ? '暂无客户，点击「新建客户」添加第一个客户' : '暂无客户' }}
        scroll={{ x: 1500 }}
      />
      <CustomerDetailDrawer customer={detail} onClose={() => setDetail(undefined)} onChanged={reload} />
    </PageContainer>
  );
};

export default CustomerManagement;
