/**
 * Login (/login and /login/:callbackUrl, no layout): password tab and SMS-code tab. The callback is
 * the encoded previous hash path; only a hash route of this app is followed.
 */
import { LoginForm } from '@ant-design/pro-components';
import { useModel, useParams } from '@umijs/max';
import { Alert, Tabs } from 'antd';
import React, { useMemo, useState } from 'react';
import { PRIMARY_COLOR } from '../../../domain/constants';
import { PLATFORM_NAME } from '../../components/Footer';
import { parseCallbackUrl } from '../../utils/callbackUrl';
import { LOGIN_BLOCK_MESSAGES } from '../../utils/loginBlock';
import PasswordFields from './components/PasswordFields';
import SmsFields from './components/SmsFields';
import { useLoginFlow, type LoginMode, type LoginValues } from './useLoginFlow';

export const LOGIN_TABS: { key: LoginMode; label: string }[] = [
  { key: 'password', label: '密码登录' },
  { key: 'sms', label: '验证码登录' },
];

const Login: React.FC = () => {
  const { callbackUrl } = useParams<{ callbackUrl?: string }>();
  const callback = useMemo(() => parseCallbackUrl(callbackUrl), [callbackUrl]);
  const { initialState } = useModel('@@initialState');
  const [mode, setMode] = useState<LoginMode>('password');
  const { submit, error, block } = useLoginFlow(callback);
  const reason = block ?? initialState?.loginBlock;

  return (
    <div style={{ minHeight: '100vh', background: `linear-gradient(180deg, #eef2fb, #f7f8fa)`, paddingTop: '10vh' }}>
      <LoginForm<LoginValues>
        title={<span style={{ color: PRIMARY_COLOR }}>{PLATFORM_NAME}</span>}
        subTitle="信息安全合规与认证服务"
        submitter={{ searchConfig: { submitText: '登录' } }}
        onFinish={async (values) => {
          await submit(mode, values);
        }}
      >
        <Tabs centered activeKey={mode} onChange={(key) => setMode(key as LoginMode)} items={LOGIN_TABS} />
        {reason && (
          <Alert
            style={{ marginBottom: 24 }}
            type="warning"
            showIcon
            message={LOGIN_BLOCK_MESSAGES[reason].title}
            description={LOGIN_BLOCK_MESSAGES[reason].description}
          />
        )}
        {error && <Alert style={{ marginBottom: 24 }} type="error" showIcon message={error} />}
        {mode === 'password' ? <PasswordFields /> : <SmsFields />}
      </LoginForm>
    </div>
  );
};

export default Login;
