/**
 * Header right side (spec §2): the background task panel (后台任务, src/components/TaskPanel), the
 * user menu with the current tenant, switching tenants (GET /consulting/tenant/memberships, POST
 * /consulting/tenant/chose) and logging out.
 */
import { BankOutlined, CheckOutlined, LogoutOutlined, ReloadOutlined, SwapOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { history, useAccess, useModel } from '@umijs/max';
import { Avatar, Dropdown, Modal, Space, Typography, type MenuProps } from 'antd';
import type React from 'react';
import { useCallback, useRef, useState } from 'react';
import { TenantType } from '@domain/enums';
import { logoutAndLeave, switchTenant } from '@/services/session';
import { myMemberships } from '@/services/identity';
import TaskPanel from '@/components/TaskPanel';

type Membership = Awaited<ReturnType<typeof myMemberships>>[number];

/** The memberships as loaded when the menu opens; a failed load is retried, never cached. */
type MembershipsState = { status: 'idle' | 'loading' | 'error' } | { status: 'loaded'; list: Membership[] };

export const NO_OTHER_TENANT_TEXT = '暂无其他机构';
export const MEMBERSHIPS_FAILED_TEXT = '机构列表加载失败，点击重试';

const membershipLabel = (membership: Membership) => `${membership.tenantZhName}（${TenantType.label(membership.type)}）`;

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/** Asks before switching; the OK button spins while the switch (and the reload) is under way. */
function confirmSwitch(modal: ModalApi, membership: Membership): void {
  modal.confirm({
    title: '切换机构',
    content: `确定切换到「${membership.tenantZhName}」吗？切换后将进入该机构的工作台。`,
    okText: '确认切换',
    cancelText: '取消',
    onOk: async () => {
      try {
        await switchTenant(membership.tenantCode, membership.roleCodes);
      } catch {
        // The request error handler has shown why; the dialog closes and the user stays.
      }
    },
  });
}

const RightContent: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const access = useAccess();
  const [memberships, setMemberships] = useState<MembershipsState>({ status: 'idle' });
  // The hook's dialogs follow the app's theme (primary colour), unlike the static Modal.confirm.
  const [modal, modalHolder] = Modal.useModal();
  const loadingRef = useRef(false);
  const [open, setOpen] = useState(false);
  // The retry entry reloads in place: the click on it must not close the menu.
  const keepOpenRef = useRef(false);

  const loadMemberships = useCallback(() => {
    if (loadingRef.current) return;
    loadingRef.current = true;
    setMemberships({ status: 'loading' });
    myMemberships()
      .then((list) => setMemberships({ status: 'loaded', list: list ?? [] }))
      .catch(() => setMemberships({ status: 'error' }))
      .finally(() => {
        loadingRef.current = false;
      });
  }, []);

  const onOpenChange = useCallback(
    (next: boolean, info?: { source: 'trigger' | 'menu' }) => {
      if (!next && info?.source === 'menu' && keepOpenRef.current) {
        keepOpenRef.current = false;
        return;
      }
      setOpen(next);
      if (next && (memberships.status === 'idle' || memberships.status === 'error')) loadMemberships();
    },
    [memberships.status, loadMemberships],
  );

  const retryMemberships = useCallback(() => {
    keepOpenRef.current = true;
    loadMemberships();
  }, [loadMemberships]);

  if (!user) return null;
  const tenantName = user.tenantPageConfig?.tenantZhName ?? '';

  let tenantItems: NonNullable<MenuProps['items']>;
  if (memberships.status === 'loaded') {
    const others = memberships.list.filter((membership) => !membership.current);
    tenantItems =
      others.length === 0
        ? [{ key: 'tenant-none', disabled: true, label: NO_OTHER_TENANT_TEXT }]
        : memberships.list.map((membership) => ({
            key: `tenant:${membership.tenantCode}`,
            icon: membership.current ? <CheckOutlined /> : undefined,
            disabled: membership.current,
            label: membershipLabel(membership),
            onClick: () => confirmSwitch(modal, membership),
          }));
  } else if (memberships.status === 'error') {
    tenantItems = [{ key: 'tenant-retry', icon: <ReloadOutlined />, label: MEMBERSHIPS_FAILED_TEXT, onClick: retryMemberships }];
  } else {
    tenantItems = [{ key: 'tenant-loading', disabled: true, label: '加载中…' }];
  }

  const items: MenuProps['items'] = [
    { key: 'tenant', icon: <BankOutlined />, disabled: true, label: tenantName || '未选择机构' },
    { type: 'divider' },
    { key: 'account', icon: <WalletOutlined />, label: '账户中心', onClick: () => history.push('/account') },
    { key: 'switch', icon: <SwapOutlined />, label: '切换机构', children: tenantItems },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: () => void logoutAndLeave() },
  ];

  return (
    <>
      {modalHolder}
      {/* Tasks belong to a tenant: shown to members of an admitted one (the task calls' access). */}
      {access.canReadPublic ? <TaskPanel /> : null}
      <Dropdown menu={{ items }} placement="bottomRight" open={open} onOpenChange={onOpenChange}>
        <Space style={{ cursor: 'pointer', padding: '0 12px' }} data-testid="user-menu">
          <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
          <Typography.Text>{user.showName}</Typography.Text>
          {tenantName && <Typography.Text type="secondary">{tenantName}</Typography.Text>}
        </Space>
      </Dropdown>
    </>
  );
};

export default RightContent;
