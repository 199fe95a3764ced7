/** Welcome page: who is logged in, where, with which roles, and the way into each menu entry. */
import { PageContainer } from '@ant-design/pro-components';
import { Link, useModel } from '@umijs/max';
import { Card, Descriptions, Empty, Space, Tag } from 'antd';
import type React from 'react';
import { TenantType } from '@domain/enums';
import { Role } from '@domain/kernel/roles';
import { menuEntriesOf } from '@/utils/workbench';

const Welcome: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  if (!user) return null;
  const roles = user.roleDTOs.map((dto) => dto.roleCode).filter((code): code is string => !!code);
  const entries = menuEntriesOf(user);

  return (
    <PageContainer title={`你好，${user.showName}`}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card title="当前身份">
          <Descriptions column={1}>
            <Descriptions.Item label="所在机构">
              {user.tenantPageConfig?.tenantZhName ?? '—'}
              {user.tenantDTO && <Tag style={{ marginLeft: 8 }}>{TenantType.label(user.tenantDTO.type)}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="角色">{roles.length ? roles.map((code) => <Tag key={code}>{Role.label(code)}</Tag>) : '—'}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="常用功能">
          {entries.length ? (
            <Space wrap size="large">
              {entries.map((entry) => (
                <Link key={entry.path} to={entry.path}>
                  {entry.name}
                </Link>
              ))}
            </Space>
          ) : (
            <Empty description="你的角色暂无可用的功能模块" />
          )}
        </Card>
      </Space>
    </PageContainer>
  );
};

export default Welcome;
