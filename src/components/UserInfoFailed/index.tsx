/**
 * Shown in place of a page when the user info could not be loaded for a reason other than the
 * session (HTTP 5xx, network, timeout): the user is not sent to login, they are told what failed
 * and can retry (a reload runs getInitialState again).
 */
import { Button, Result } from 'antd';
import type React from 'react';
import { reloadPage } from '@/utils/navigation';

export const USER_INFO_FAILED_TITLE = '用户信息加载失败';

const UserInfoFailed: React.FC<{ message?: string }> = ({ message }) => (
  <Result
    status="warning"
    title={USER_INFO_FAILED_TITLE}
    subTitle={message}
    extra={
      <Button type="primary" onClick={() => reloadPage()}>
        重试
      </Button>
    }
  />
);

export default UserInfoFailed;
