/**
 * The honest placeholder for a business page that a later issue builds: it names the page and
 * offers the section's sub-pages the user may open. No fake data.
 */
import { ToolOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Link, useAccess, useLocation } from '@umijs/max';
import { Result, Space } from 'antd';
import type React from 'react';
import { PRIMARY_COLOR } from '@domain/constants';
import { findRouteRule } from '@domain/kernel/routes';
import { childPagesOf, routeNameOf } from '@/utils/routeInfo';

export const UNDER_CONSTRUCTION_TITLE = '功能建设中';

const UnderConstruction: React.FC = () => {
  const { pathname } = useLocation();
  const access = useAccess();
  const name = routeNameOf(pathname);
  const pattern = findRouteRule(pathname)?.pattern;
  const children = pattern ? childPagesOf(pattern, access) : [];

  return (
    <PageContainer title={name}>
      <Result
        icon={<ToolOutlined style={{ color: PRIMARY_COLOR }} />}
        title={UNDER_CONSTRUCTION_TITLE}
        subTitle={`「${name}」页面正在建设中，上线后将在这里提供完整功能。`}
        extra={
          children.length > 0 && (
            <Space wrap>
              <span>本模块的页面：</span>
              {children.map((child) => (
                <Link key={child.path} to={child.path}>
                  {child.name}
                </Link>
              ))}
            </Space>
          )
        }
      />
    </PageContainer>
  );
};

export default UnderConstruction;
