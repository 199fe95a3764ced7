/**
 * Login (/login and /login/:callbackUrl, no layout): password tab and SMS-code tab. The callback is
 * the encoded previous hash path; only a hash route of this app is followed. An account without a
 * bound phone (10001) gets the phone binding form instead and then continues like a login.
 */
import { useLocation, useModel, useParams } from '@umijs/max';
import { Alert, Button, Card, Spin, Tabs, Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { PRIMARY_COLOR } from '@domain/constants';
import { PLATFORM_NAME } from '@/components/Footer';
import { parseCallbackUrl } from '@/utils/callbackUrl';
import { LOGIN_BLOCK_MESSAGES } from '@/utils/loginBlock';
import { rememberedInviteCode } from './inviteCode';
import LoginCard from './components/LoginCard';
import PasswordFields from './components/PasswordFields';
import SmsFields from './components/SmsFields';
import { useLoginFlow, type LoginMode, type LoginValues } from './useLoginFlow';

/** Only an account awaiting admission sees it: loaded on demand, the login page stays light. */
const AdmissionPanel = lazy(() => import('./components/AdmissionPanel'));

const LOGIN_TABS: { key: LoginMode; label: string }[] = [
  { key: 'password', label: '密码登录' },
  { key: 'sms', label: '验证码登录' },
];

/** The user agreement a login accepts (spec §2 /clause/{url}). */
export const AGREEMENT_CLAUSE_HREF = '#/clause/accountRight';
export const BIND_PHONE_TITLE = '绑定手机号';

/** "登录即表示同意《用户服务协议》", the title opening the clause in a new tab. */
const ConsentLine: React.FC = () => (
  <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', fontSize: 13 }}>
    登录即表示同意
    <a href={AGREEMENT_CLAUSE_HREF} target="_blank" rel="noopener noreferrer">
      《用户服务协议》
    </a>
  </Typography.Text>
);

const Login: React.FC = () => {
  const { callbackUrl } = useParams<{ callbackUrl?: string }>();
  const callback = useMemo(() => parseCallbackUrl(callbackUrl), [callbackUrl]);
  const { initialState, refresh } = useModel('@@initialState');
  // Shown before the user check (src/initialState.ts LOGIN_PAGE_FIRST_STATE): ask now.
  const unchecked = !!initialState?.unchecked;
  useEffect(() => {
    if (unchecked) void refresh();
  }, [unchecked, refresh]);
  const failure = initialState?.failure;
  const phoneNotBound = failure?.reason === 'unauthenticated' && failure.phoneNotBound;
  const [mode, setMode] = useState<LoginMode>('password');
  const { submit, bind, binding, cancelBinding, error, block, recheck } = useLoginFlow(callback, phoneNotBound);
  const { search } = useLocation();
  // An invite link (#/login?inviteCode=…) is remembered for this tab at once: the login, the
  // agreement page and the return to /login drop the query before the admission panel shows.
  useEffect(() => {
    rememberedInviteCode(search);
  }, [search]);
  const reason = block ?? initialState?.loginBlock;

  const notices = (
    <>
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
    </>
  );

  const title = <span style={{ color: PRIMARY_COLOR }}>{PLATFORM_NAME}</span>;

  return (
    <div style={{ minHeight: '100vh', background: `linear-gradient(180deg, #eef2fb, #f7f8fa)`, paddingTop: '10vh' }}>
      {!binding && reason === 'needAdmission' ? (
        // Not a member of any tenant yet: join by invite code or apply as a channel (issue 11 item 4).
        <Card style={{ maxWidth: 480, margin: '0 auto' }} title={title}>
          {error && <Alert style={{ marginBottom: 16 }} type="error" showIcon message={error} />}
          <Suspense fallback={<Spin />}>
            <AdmissionPanel search={search} onRecheck={recheck} />
          </Suspense>
        </Card>
      ) : binding ? (
        <LoginCard<LoginValues>
          key="binding"
          title={title}
          subTitle={BIND_PHONE_TITLE}
          submitText={BIND_PHONE_TITLE}
          onFinish={async (values) => {
            await bind(values);
          }}
          actions={
            <div style={{ textAlign: 'center' }}>
              <Button type="link" onClick={cancelBinding}>
                使用其他账号登录
              </Button>
            </div>
          }
        >
          <Alert style={{ marginBottom: 24 }} type="info" showIcon message="你的账号尚未绑定手机号，请绑定后继续使用。" />
          {notices}
          <SmsFields purpose="binding" />
        </LoginCard>
      ) : (
        <LoginCard<LoginValues>
          key="login"
          title={title}
          subTitle="信息安全合规与认证服务"
          submitText="登录"
          onFinish={async (values) => {
            await submit(mode, values);
          }}
          actions={<ConsentLine />}
        >
          <Tabs centered activeKey={mode} onChange={(key) => setMode(key as LoginMode)} items={LOGIN_TABS} />
          {notices}
          {mode === 'password' ? <PasswordFields /> : <SmsFields />}
        </LoginCard>
      )}
    </div>
  );
};

export default Login;
