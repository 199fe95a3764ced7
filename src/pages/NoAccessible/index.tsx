/**
 * The no-permission page (spec §2), also rendered by the layout for a route the user may not open.
 * A visitor who is not logged in, or whose account still needs admission, is sent to login. When
 * the user info could not be loaded at all (server or network failure) it says so and offers a
 * retry instead: nothing says the session is gone.
 */
import { history, useModel } from '@umijs/max';
import { Button, Result, Space } from 'antd';
import type React from 'react';
import { useEffect } from 'react';
import { landingPathFor } from '@domain/kernel/menus';
import UserInfoFailed from '@/components/UserInfoFailed';
import { mustLogIn, userInfoLoadFailure } from '@/initialState';
import { logoutAndLeave } from '@/services/session';
import { useNoAccessPresence } from '@/utils/noAccessPresence';
import { currentHashPath, loginPathFor, pathnameOf } from '@/utils/paths';

export const NO_ACCESS_TEXT = '无权访问此页面，请重新登录或切换角色';

/** Where a visitor without a session goes: login, back to the page they asked for. */
export function loginTargetFromNoAccess(hashPath: string): string {
  return pathnameOf(hashPath) === '/noAccessible' ? '/login' : loginPathFor(hashPath);
}

const NoAccessible: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  useNoAccessPresence();
  const user = initialState?.currentUser;
  const toLogin = mustLogIn(initialState);
  const loadFailure = userInfoLoadFailure(initialState);

  useEffect(() => {
    if (toLogin) history.replace(loginTargetFromNoAccess(currentHashPath()));
  }, [toLogin]);

  if (loadFailure !== undefined) return <UserInfoFailed message={loadFailure} />;

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
