/**
 * Login (/login and /login/:callbackUrl, no layout): password tab and SMS-code tab. The callback is
 * the encoded previous hash path; only a hash route of this app is followed. An account without a
 * bound phone (10001) gets the phone binding form instead and then continues like a login.
 */
import { useLocation, useModel, useParams } from '@umijs/max';
import { Alert, Button, Card, Form, Spin, Tabs } from 'antd';
import type React from 'react';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { parseCallbackUrl } from '@/utils/callbackUrl';
import { LOGIN_BLOCK_MESSAGES } from '@/utils/loginBlock';
import { rememberedInviteCode } from './inviteCode';
import LoginCard from './components/LoginCard';
import { ConsentLine, LOGIN_SUBTITLE, LOGIN_TABS, LoginFrame, LoginTitle } from './components/LoginParts';
import PasswordFields from './components/PasswordFields';
import SmsFields from './components/SmsFields';
import { restoreFocus, takeOverStaticLogin } from './staticLogin';
import { useLoginFlow, type LoginMode, type LoginValues } from './useLoginFlow';

/** Only an account awaiting admission sees it: loaded on demand, the login page stays light. */
const AdmissionPanel = lazy(() => import('./components/AdmissionPanel'));

export { AGREEMENT_CLAUSE_HREF } from './components/LoginParts';
export const BIND_PHONE_TITLE = '绑定手机号';

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
  const [form] = Form.useForm<LoginValues>();
  // The form pre-rendered in index.html (staticLogin.ts): replaced in this first commit, before
  // the browser paints again, with what was typed, the tab, the caret and a pending submit.
  useLayoutEffect(() => {
    const taken = takeOverStaticLogin();
    if (!taken) return;
    if (taken.mode) setMode(taken.mode);
    form.setFieldsValue(taken.values);
    // After the re-render of a changed tab, which React commits before this microtask runs.
    queueMicrotask(() => {
      restoreFocus(taken.focus);
      if (taken.submitted) form.submit();
    });
  }, [form]);
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

  const title = <LoginTitle />;

  return (
    <LoginFrame>
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
          subTitle={LOGIN_SUBTITLE}
          submitText="登录"
          form={form}
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
    </LoginFrame>
  );
};

export default Login;
