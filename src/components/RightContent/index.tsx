/**
 * Header right side (spec §2): the user menu with the current tenant, switching tenants
 * (GET /consulting/tenant/memberships, POST /consulting/tenant/chose) and logging out.
 */
import { BankOutlined, CheckOutlined, LogoutOutlined, SwapOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { Avatar, Dropdown, Space, Typography, type MenuProps } from 'antd';
import React, { useCallback, useState } from 'react';
import { TenantType } from '../../../domain/enums';
import { logoutAndLeave, switchTenant } from '../../layout/session';
import { getMyMemberships } from '../../services/user';

type Membership = Awaited<ReturnType<typeof getMyMemberships>>[number];

const RightContent: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const [memberships, setMemberships] = useState<Membership[] | undefined>();

  const loadMemberships = useCallback(
    (open: boolean) => {
      if (!open || memberships) return;
      getMyMemberships()
        .then(setMemberships)
        .catch(() => setMemberships([]));
    },
    [memberships],
  );

  if (!user) return null;
  const tenantName = user.tenantPageConfig?.tenantZhName ?? '';

  const tenantItems: MenuProps['items'] = (memberships ?? []).map((membership) => ({
    key: `tenant:${membership.tenantCode}`,
    icon: membership.current ? <CheckOutlined /> : undefined,
    disabled: membership.current,
    label: `${membership.tenantZhName}（${TenantType.label(membership.type)}）`,
    onClick: () => void switchTenant(membership.tenantCode).catch(() => undefined),
  }));

  const items: MenuProps['items'] = [
    { key: 'tenant', icon: <BankOutlined />, disabled: true, label: tenantName || '未选择机构' },
    { type: 'divider' },
    { key: 'account', icon: <WalletOutlined />, label: '账户中心', onClick: () => history.push('/account') },
    {
      key: 'switch',
      icon: <SwapOutlined />,
      label: '切换机构',
      children: memberships === undefined ? [{ key: 'loading', disabled: true, label: '加载中…' }] : tenantItems,
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: () => void logoutAndLeave() },
  ];

  return (
    <Dropdown menu={{ items }} placement="bottomRight" onOpenChange={loadMemberships}>
      <Space style={{ cursor: 'pointer', padding: '0 12px' }} data-testid="user-menu">
        <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
        <Typography.Text>{user.showName}</Typography.Text>
        {tenantName && <Typography.Text type="secondary">{tenantName}</Typography.Text>}
      </Space>
    </Dropdown>
  );
};

export default RightContent;
