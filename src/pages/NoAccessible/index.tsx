/**
 * The no-permission page (spec §2), also rendered by the layout for a route the user may not open.
 * Without user info, or while the account still needs admission, it sends the user to login.
 */
import { history, useModel } from '@umijs/max';
import { Button, Result, Space } from 'antd';
import React, { useEffect } from 'react';
import { landingPathFor } from '../../../domain/menus';
import { logoutAndLeave } from '../../layout/session';
import { currentHashPath, loginPathFor, pathnameOf } from '../../utils/paths';

export const NO_ACCESS_TEXT = '无权访问此页面，请重新登录或切换角色';

/** Where a visitor without usable user info goes: login, back to the page they asked for. */
export function loginTargetFromNoAccess(hashPath: string): string {
  return pathnameOf(hashPath) === '/noAccessible' ? '/login' : loginPathFor(hashPath);
}

const NoAccessible: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const mustLogin = !user || user.needAdmission;

  useEffect(() => {
    if (mustLogin) history.replace(loginTargetFromNoAccess(currentHashPath()));
  }, [mustLogin]);

  return (
    <Result
      status="403"
      title="无权访问"
      subTitle={NO_ACCESS_TEXT}
      extra={
        <Space>
          <Button type="primary" onClick={() => void logoutAndLeave()}>
            重新登录
          </Button>
          {user && <Button onClick={() => history.push(landingPathFor(user))}>返回工作台</Button>}
        </Space>
      }
    />
  );
};

export default NoAccessible;
