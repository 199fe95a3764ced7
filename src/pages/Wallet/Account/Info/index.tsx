/**
 * 账户信息 (/account/info): the profile, the current tenant, the points balance and — for customer
 * tenants that do not hide accountEquity — the invite code with copy and the points-rule link.
 */
import { history, Link, useModel } from '@umijs/max';
import { PageContainer } from '@ant-design/pro-components';
import { Avatar, Button, Card, Descriptions, Result, Space, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type React from 'react';
import { ApprovalState, PlatformBelonging, TenantType } from '@domain/enums';
import { Role } from '@domain/kernel/roles';
import { BalanceStatistic } from '@/components/Recharge';
import { InviteCode, PointsRuleLink, useShowsAccountPerks } from '@/pages/Wallet/Account/components/AccountPerks';

const NO_USER_TEXT = '未获取到账户信息';

const AccountInfo: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const showsPerks = useShowsAccountPerks();

  if (!user) {
    return (
      <PageContainer>
        <Result status="warning" title={NO_USER_TEXT} subTitle="请刷新页面或重新登录后再试。" />
      </PageContainer>
    );
  }

  const tenant = user.tenantPageConfig;
  const roles = user.roleDTOs.map((dto) => dto.roleCode).filter((code): code is string => !!code);

  return (
    <PageContainer>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title="个人信息">
          <Space align="start" size={24} wrap>
            <Avatar size={64} src={user.avatar || undefined} icon={<UserOutlined />} />
            <Descriptions column={{ xs: 1, sm: 1, md: 2 }} style={{ minWidth: 320 }}>
              <Descriptions.Item label="用户名">{user.showName || '—'}</Descriptions.Item>
              <Descriptions.Item label="账号 ID">{user.accountId}</Descriptions.Item>
              <Descriptions.Item label="角色">{roles.length ? roles.map((code) => <Tag key={code}>{Role.label(code)}</Tag>) : '—'}</Descriptions.Item>
              {user.accountBelongToPlatformType && (
                <Descriptions.Item label="平台归属">{PlatformBelonging.label(user.accountBelongToPlatformType)}</Descriptions.Item>
              )}
              {showsPerks && (
                <Descriptions.Item label="邀请码">
                  <InviteCode code={user.inviteCode} />
                </Descriptions.Item>
              )}
            </Descriptions>
          </Space>
        </Card>

        <Card title="所属机构">
          {tenant && user.tenantDTO ? (
            <Descriptions column={{ xs: 1, sm: 1, md: 2 }}>
              <Descriptions.Item label="机构名称">{tenant.tenantZhName}</Descriptions.Item>
              <Descriptions.Item label="英文名称">{tenant.tenantEnName || '—'}</Descriptions.Item>
              <Descriptions.Item label="机构编码">{tenant.tenantCode}</Descriptions.Item>
              <Descriptions.Item label="机构类型">{TenantType.label(user.tenantDTO.type)}</Descriptions.Item>
              <Descriptions.Item label="入驻状态">{ApprovalState.label(user.tenantDTO.approvalState)}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Result status="info" title="尚未加入任何机构" />
          )}
        </Card>

        <Card title="积分账户" extra={<PointsRuleLink />}>
          <BalanceStatistic
            extra={
              <Space wrap>
                <Button type="primary" onClick={() => history.push('/account/recharge')}>
                  充值
                </Button>
                <Link to="/account/balance">积分余额</Link>
                <Link to="/account/bill">账单明细</Link>
              </Space>
            }
          />
        </Card>
      </Space>
    </PageContainer>
  );
};

export default AccountInfo;
