/**
 * 人员管理 (/personnelManage, personnelManageRoute): the people of the current tenant — list
 * (name, phone, role, status), add by phone with the roles the caller may grant, change roles,
 * disable and enable; the second tab holds the join requests waiting for a decision.
 */
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Space, Tabs, Tag, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { AccountStatus, MembershipStatus } from '@domain/enums';
import { Role } from '@domain/kernel/roles';
import { chinaTimeColumn, enumColumn, ListTable } from '@/components/ListKit';
import type { ListQuery } from '@/components/ListKit/pagedRequest';
import { personnelList, type PersonnelMember } from '@/services/personnel';
import AddPersonModal from './components/AddPersonModal';
import MemberActions from './components/MemberActions';
import { useCaller } from './components/useCaller';

export const PEOPLE_TAB = '人员列表';
export const PENDING_TAB = '待审核加入申请';

const STATUS_COLORS: Readonly<Record<MembershipStatus, string>> = {
  active: 'success',
  disabled: 'default',
  pending: 'processing',
  rejected: 'error',
};

const pendingOnly = (query: ListQuery) => ({ ...query, status: 'pending' as const });

const People: React.FC<{ pending?: boolean }> = ({ pending = false }) => {
  const actionRef = useRef<ActionType>();
  const caller = useCaller();
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<PersonnelMember>[] = [
    { title: '姓名', dataIndex: 'name', width: 140, render: (_, row) => row.showName },
    { title: '手机号', dataIndex: 'phone', width: 130, render: (_, row) => row.phone ?? '未绑定' },
    {
      ...enumColumn<PersonnelMember, string>('角色', 'roleCode' as keyof PersonnelMember & string, Role),
      hideInSearch: pending,
      width: 220,
      render: (_, row) => (
        <Space size={4} wrap>
          {row.roleCodes.map((code) => (
            <Tag key={code}>{Role.label(code)}</Tag>
          ))}
        </Space>
      ),
    },
    enumColumn<PersonnelMember, MembershipStatus>('状态', 'status', MembershipStatus, { colors: STATUS_COLORS, width: 100, hideInSearch: pending }),
    {
      title: '账号',
      dataIndex: 'accountStatus',
      hideInSearch: true,
      width: 90,
      render: (_, row) =>
        row.accountStatus === 'active' ? (
          AccountStatus.label('active')
        ) : (
          <Typography.Text type="danger">{AccountStatus.label(row.accountStatus)}</Typography.Text>
        ),
    },
    chinaTimeColumn<PersonnelMember>(pending ? '申请时间' : '加入时间', 'createdAt'),
    {
      title: '操作',
      valueType: 'option',
      fixed: 'right',
      width: 200,
      render: (_, row) => <MemberActions member={row} caller={caller} onDone={reload} />,
    },
  ];

  return (
    <ListTable<PersonnelMember, ListQuery>
      rowKey="accountId"
      actionRef={actionRef}
      columns={columns}
      call={personnelList}
      toQuery={pending ? pendingOnly : undefined}
      headerTitle={caller.tenantName}
      toolBarRender={() =>
        !pending && caller.grantable.length > 0
          ? [<AddPersonModal key="add" grantable={caller.grantable} tenantName={caller.tenantName} onDone={reload} />]
          : []
      }
      locale={{ emptyText: pending ? '暂无待审核的加入申请' : '没有符合条件的人员' }}
      scroll={{ x: 1000 }}
    />
  );
};

const PersonnelManage: React.FC = () => {
  const [tab, setTab] = useState('people');
  return (
    <PageContainer>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'people', label: PEOPLE_TAB, children: <People /> },
          { key: 'pending', label: PENDING_TAB, children: <People pending /> },
        ]}
      />
    </PageContainer>
  );
};

export default PersonnelManage;
