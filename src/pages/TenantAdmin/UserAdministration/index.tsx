/**
 * 用户管理 (/useradministration, canRoot): every account of the platform, searched by phone, name,
 * tenant, role and status, with its memberships and roles; disable, enable and reset a password.
 * The second tab is the operator audit log.
 */
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Space, Tabs, Tag, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { AccountStatus, TenantType } from '@domain/enums';
import { Role } from '@domain/kernel/roles';
import AuditLogTable from '@/components/AuditLogTable';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import { userListForUserManage, type ManagedAccount } from '@/services/tenantAdmin';
import AccountActions from './components/AccountActions';

export const USERS_TAB = '用户列表';
export const AUDIT_TAB = '操作日志';

const STATUS_COLORS: Readonly<Record<AccountStatus, string>> = { active: 'success', disabled: 'default' };

const Memberships: React.FC<{ account: ManagedAccount }> = ({ account }) =>
  account.memberships.length === 0 ? (
    <Typography.Text type="secondary">未加入机构</Typography.Text>
  ) : (
    <Space direction="vertical" size={2}>
      {account.memberships.map((m) => (
        <span key={m.tenantCode}>
          <Typography.Text delete={m.status !== 'active'}>{m.tenantZhName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {`（${TenantType.label(m.tenantType)}）`}
          </Typography.Text>
          {m.roleCodes.map((code) => (
            <Tag key={code} style={{ marginLeft: 4 }}>
              {Role.label(code)}
            </Tag>
          ))}
        </span>
      ))}
    </Space>
  );

const Users: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const columns: ProColumns<ManagedAccount>[] = [
    {
      title: '手机号',
      dataIndex: 'phone',
      width: 130,
      fieldProps: { placeholder: '手机号（可输入部分）' },
      render: (_, row) => row.phone ?? '未绑定',
    },
    { title: '姓名', dataIndex: 'name', width: 130, render: (_, row) => row.showName },
    { title: '机构', dataIndex: 'tenant', hideInTable: true, fieldProps: { placeholder: '机构名称或编号' } },
    enumColumn<ManagedAccount, string>('角色', 'roleCode' as keyof ManagedAccount & string, Role, { hideInTable: true }),
    { title: '所属机构与角色', dataIndex: 'memberships', hideInSearch: true, width: 320, render: (_, row) => <Memberships account={row} /> },
    enumColumn<ManagedAccount, AccountStatus>('状态', 'status', AccountStatus, { colors: STATUS_COLORS, width: 90 }),
    {
      title: '登录方式',
      dataIndex: 'hasPassword',
      hideInSearch: true,
      width: 120,
      render: (_, row) => (row.hasPassword ? '密码、验证码' : '仅验证码'),
    },
    chinaTimeColumn<ManagedAccount>('注册时间', 'createdAt'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 150,
      render: (_, row) => <AccountActions account={row} onDone={() => actionRef.current?.reload()} />,
    },
  ];

  return (
    <ListTable
      rowKey="accountId"
      actionRef={actionRef}
      columns={columns}
      call={userListForUserManage}
      locale={{ emptyText: '没有符合条件的账号' }}
      scroll={{ x: 1200 }}
    />
  );
};

const UserAdministration: React.FC = () => {
  const [tab, setTab] = useState('users');
  return (
    <PageContainer>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'users', label: USERS_TAB, children: <Users /> },
          { key: 'audit', label: AUDIT_TAB, children: <AuditLogTable /> },
        ]}
      />
    </PageContainer>
  );
};

export default UserAdministration;
