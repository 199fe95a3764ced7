/**
 * 服务授权 (/accredit, canRoot): which channel may sell which product, at what price (fixed points
 * or a discount of the list price), how many projects and until when; authorize, change, and
 * withdraw (asks first). Only authorized, published products within validity are sellable.
 */
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Button, Space, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { AUTHORIZATION_MACHINE } from '@domain/authorizations/rules';
import { AuthorizationEffect } from '@domain/enums';
import { enumColumn, ListTable } from '@/components/ListKit';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { channelListAll, getChannelPurchaseInfo, withdrawAuthorization, type AuthorizationRow } from '@/services/authorizations';
import { formatPoints } from '@/pages/Products/ProductDevelopment/components/labels';
import { AuthorizationFormModal } from './components/AuthorizationFormModal';

const EFFECT_COLORS: Partial<Record<AuthorizationEffect, string>> = {
  effective: 'green',
  notStarted: 'blue',
  expired: 'default',
  productOffSale: 'orange',
  withdrawn: 'red',
};

/** Editing: the row; creating: null; closed: undefined. */
type Editing = AuthorizationRow | null | undefined;

const Accredit: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const [editing, setEditing] = useState<Editing>();
  const channels = useRequest(() => channelListAll({}));
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<AuthorizationRow>[] = [
    {
      title: '渠道',
      dataIndex: 'channelTenantCode',
      valueType: 'select',
      width: 140,
      fieldProps: { showSearch: true, options: (channels.data ?? []).map((c) => ({ value: c.tenantCode, label: c.tenantZhName })) },
      render: (_, row) => row.channelName,
    },
    { title: '产品', dataIndex: 'productName', hideInSearch: true, ellipsis: true },
    {
      title: '标价',
      dataIndex: 'listPricePoints',
      hideInSearch: true,
      align: 'right',
      width: 110,
      render: (_, row) => formatPoints(row.listPricePoints),
    },
    {
      title: '授权价格',
      dataIndex: 'effectivePricePoints',
      hideInSearch: true,
      align: 'right',
      width: 150,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {formatPoints(row.effectivePricePoints)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.pricingMode === 'discount' ? `标价 ${row.discountPercent}%` : '固定价格'}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '配额', dataIndex: 'quota', hideInSearch: true, align: 'right', width: 80 },
    { title: '有效期', dataIndex: 'validTo', hideInSearch: true, width: 200, render: (_, row) => `${row.validFrom} 至 ${row.validTo}` },
    enumColumn<AuthorizationRow, AuthorizationEffect>('状态', 'effect', AuthorizationEffect, { width: 110, colors: EFFECT_COLORS }),
    {
      title: '操作',
      valueType: 'option',
      width: 120,
      render: (_, row) => [
        <Typography.Link key="edit" onClick={() => setEditing(row)}>
          {row.status === 'withdrawn' ? '重新授权' : '修改'}
        </Typography.Link>,
        AUTHORIZATION_MACHINE.hasAction(row.status, 'withdraw') && (
          <ConfirmAction
            key="withdraw"
            title={`确定撤销“${row.channelName}”销售“${row.productName}”的授权？`}
            description="撤销后该渠道不能再售卖此产品；已购买的项目不受影响。"
            okText="撤销"
            successMessage="已撤销授权"
            action={() => withdrawAuthorization({ authorizationCode: row.authorizationCode })}
            onDone={reload}
          >
            <Typography.Link type="danger">撤销</Typography.Link>
          </ConfirmAction>
        ),
      ],
    },
  ];

  return (
    <PageContainer title="服务授权">
      <ListTable
        rowKey="authorizationCode"
        headerTitle="渠道产品授权"
        actionRef={actionRef}
        columns={columns}
        call={getChannelPurchaseInfo}
        options={{ density: false, setting: false }}
        locale={{ emptyText: '暂无授权，点击“新增授权”授权渠道售卖产品' }}
        toolBarRender={() => [
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增授权
          </Button>,
        ]}
      />
      {editing !== undefined && <AuthorizationFormModal editing={editing ?? undefined} onClose={() => setEditing(undefined)} onSaved={reload} />}
    </PageContainer>
  );
};

export default Accredit;
