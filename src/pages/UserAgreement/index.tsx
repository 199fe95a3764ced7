/**
 * The updated user agreement (no layout): the latest accountRight licence. Agreeing records it
 * (POST /user/agreementLicences) and returns to the page the user came from (`?redirect=`, checked
 * like a login callback and against the user's access), or their landing page; an account that may
 * not use the platform yet goes to the login page, which says why. Declining, once confirmed, logs
 * out.
 */
import { useLocation } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Modal, Result, Space } from 'antd';
import type React from 'react';
import { useMemo, useState } from 'react';
import Loading from '@/components/Loading';
import LicenceView, { PlainPage } from '@/components/LicenceView';
import { fetchUserInfo } from '@/initialState';
import { logoutAndLeave } from '@/services/session';
import { requestErrorMessage } from '@/requestErrorConfig';
import { agreementLicences, latestLicence } from '@/services/identity';
import { parseCallbackUrl } from '@/utils/callbackUrl';
import { loginBlockOf } from '@/utils/loginBlock';
import { fullNavigate, hashUrl } from '@/utils/navigation';
import { pathnameOf } from '@/utils/paths';
import { targetAfterLogin } from '@/pages/Login/useLoginFlow';

export const AGREEMENT_LOAD_FAILED = '用户协议加载失败';
export const DECLINE_CONFIRM_TEXT = '不同意将退出登录，确定吗？';

/** The validated `redirect` of the agreement page's query, or null. */
export function agreementRedirectOf(search: string): string | null {
  const raw = new URLSearchParams(search).get('redirect');
  const path = parseCallbackUrl(raw);
  return path && pathnameOf(path) !== '/userAgreement' ? path : null;
}

/** Where the user goes once the agreement is recorded. */
async function leaveAfterAgreeing(redirect: string | null): Promise<void> {
  const info = await fetchUserInfo();
  if (!('user' in info)) {
    // The next page's initial state sorts it out (login, retry…).
    fullNavigate(hashUrl(redirect ?? '/'));
    return;
  }
  fullNavigate(hashUrl(loginBlockOf(info.user) ? '/login' : targetAfterLogin(info.user, redirect)));
}

function confirmDecline(modal: ReturnType<typeof Modal.useModal>[0]): void {
  modal.confirm({
    title: '不同意用户协议',
    content: DECLINE_CONFIRM_TEXT,
    okText: '退出登录',
    cancelText: '再看看',
    // A failed logout shows its own message and keeps the user here.
    onOk: () => logoutAndLeave(),
  });
}

const UserAgreement: React.FC = () => {
  const { search } = useLocation();
  const redirect = useMemo(() => agreementRedirectOf(search), [search]);
  // Errors are shown by this page (a Result with a retry), not by the global handler as well.
  const { data: licence, loading, error, refresh } = useRequest(() => latestLicence({ type: 'accountRight' }, { skipErrorHandler: true }));
  const [agreeing, setAgreeing] = useState(false);
  // The hook's dialogs follow the app's theme, unlike the static Modal.confirm.
  const [modal, modalHolder] = Modal.useModal();

  async function agree(licenceCode: string) {
    setAgreeing(true);
    try {
      await agreementLicences({ licenceCode });
    } catch {
      setAgreeing(false); // the error handler has shown why
      return;
    }
    await leaveAfterAgreeing(redirect);
  }

  let content: React.ReactNode;
  if (loading) content = <Loading minHeight={240} />;
  else if (error)
    content = (
      <Result
        status="warning"
        title={AGREEMENT_LOAD_FAILED}
        subTitle={requestErrorMessage(error)}
        extra={
          <Button type="primary" onClick={refresh}>
            重试
          </Button>
        }
      />
    );
  else if (!licence)
    content = (
      <Result status="info" title="暂无需要确认的用户协议" extra={<Button onClick={() => fullNavigate(hashUrl(redirect ?? '/'))}>继续</Button>} />
    );
  else
    content = (
      <LicenceView
        licence={licence}
        footer={
          <Space size="large">
            <Button onClick={() => confirmDecline(modal)}>不同意</Button>
            <Button type="primary" loading={agreeing} onClick={() => void agree(licence.licenceCode)}>
              同意并继续
            </Button>
          </Space>
        }
      />
    );
  return (
    <PlainPage>
      {modalHolder}
      {content}
    </PlainPage>
  );
};

export default UserAgreement;
