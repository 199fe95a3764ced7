/**
 * The way on for an account that is not a member of any tenant (needAdmission, issue 11 item 4),
 * instead of the old dead end: enter an invite code (prefilled from the invite link's `inviteCode`,
 * remembered across the agreement step), see who invites and for which tenant, then either ask to
 * join that tenant (pending until its manager accepts it in 人员管理) or apply as a new channel.
 * A pending request shows who decides it; logging out stays possible throughout.
 */
import { Alert, Button, Card, Descriptions, Input, Result, Space, Spin, Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { TenantType } from '@domain/enums';
import { normalizeInviteCode } from '@domain/personnel/rules';
import { envelopeOf } from '@/requestErrorConfig';
import { rememberedInviteCode } from '../inviteCode';
import { getInviteInfo, myJoinRequests, joinTenant, type InviteInfo, type JoinRequest } from '@/services/personnel';
import { logoutAndLeave } from '@/services/session';

export const ADMISSION_TITLE = '账号尚未加入任何机构';
export const LOOK_UP_TEXT = '查询邀请码';
export const JOIN_TEXT = '申请加入';
export const APPLY_CHANNEL_TEXT = '申请成为新渠道';
export const REFRESH_TEXT = '刷新审核状态';
export const LOGOUT_TEXT = '退出登录';

/** The channel application (upload, region picker) loads only when chosen: the login page stays light. */
const ChannelApplicationForm = lazy(() =>
  import('@/components/ChannelApplicationForm').then((module) => ({ default: module.ChannelApplicationForm })),
);

const failureText = (error: unknown) => envelopeOf(error)?.errorMsg || '操作失败，请检查网络后重试';

interface Props {
  /** The query string of the login URL. */
  search: string;
  /** Asks the user info again: an accepted request (or a submitted channel) moves the account on. */
  onRecheck: () => Promise<void>;
}

const AdmissionPanel: React.FC<Props> = ({ search, onRecheck }) => {
  const [code, setCode] = useState(() => rememberedInviteCode(search));
  const [requests, setRequests] = useState<JoinRequest[]>();
  const [info, setInfo] = useState<InviteInfo>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [applying, setApplying] = useState(false);

  const loadRequests = useCallback(async () => {
    try {
      setRequests(await myJoinRequests({ skipErrorHandler: true }));
    } catch (failure) {
      setRequests([]);
      setError(failureText(failure));
    }
  }, []);

  const lookUp = useCallback(async (value: string) => {
    const inviteCode = normalizeInviteCode(value);
    setInfo(undefined);
    setError(undefined);
    if (!inviteCode) {
      setError('请输入邀请码');
      return;
    }
    setBusy(true);
    try {
      setInfo(await getInviteInfo({ inviteCode }, { skipErrorHandler: true }));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }, []);

  // Once, when the panel opens: the requests, and the remembered code looked up (both calls are stable).
  const initialCode = useRef(code);
  useEffect(() => {
    void loadRequests();
    if (initialCode.current) void lookUp(initialCode.current);
  }, [loadRequests, lookUp]);

  const join = async () => {
    if (!info) return;
    setBusy(true);
    setError(undefined);
    try {
      await joinTenant({ inviteCode: info.inviteCode }, { skipErrorHandler: true });
      await loadRequests();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const logout = <Button onClick={() => void logoutAndLeave()}>{LOGOUT_TEXT}</Button>;
  if (!requests) return <Spin style={{ display: 'block', margin: '24px auto' }} />;

  const pending = requests.find((r) => r.status === 'pending');
  if (pending)
    return (
      <Result
        status="info"
        title="申请已提交"
        subTitle={`等待「${pending.tenantZhName}」的管理员审核，通过后即可登录使用。`}
        extra={
          <Space>
            <Button type="primary" onClick={() => void onRecheck()}>
              {REFRESH_TEXT}
            </Button>
            {logout}
          </Space>
        }
      />
    );

  if (applying)
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Suspense fallback={<Spin />}>
          <ChannelApplicationForm inviteCode={info?.inviteCode} onSubmitted={() => void onRecheck()} />
        </Suspense>
        <Space>
          <Button onClick={() => setApplying(false)}>返回</Button>
          {logout}
        </Space>
      </Space>
    );

  const rejected = requests.find((r) => r.status === 'rejected');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon message={ADMISSION_TITLE} description="输入邀请人提供的邀请码，申请加入其所在机构；或申请成为新的渠道机构。" />
      {rejected && <Alert type="warning" showIcon message={`你加入「${rejected.tenantZhName}」的申请未通过，可凭其他邀请码重新申请。`} />}
      <Input.Search
        aria-label="邀请码"
        placeholder="请输入邀请码"
        value={code}
        maxLength={32}
        enterButton={LOOK_UP_TEXT}
        loading={busy && !info}
        onChange={(event) => setCode(event.target.value)}
        onSearch={(value) => void lookUp(value)}
      />
      {error && <Alert type="error" showIcon message={error} />}
      {info && (
        <Card size="small" title="邀请信息">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="邀请人">{`${info.inviterName}（${info.inviterPhone}）`}</Descriptions.Item>
            <Descriptions.Item label="机构">{`${info.tenantZhName}（${TenantType.label(info.tenantType)}）`}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {info.meaning}
          </Typography.Paragraph>
        </Card>
      )}
      <Space wrap>
        {info?.canJoin && (
          <Button type="primary" loading={busy} onClick={() => void join()}>
            {JOIN_TEXT}
          </Button>
        )}
        <Button onClick={() => setApplying(true)}>{APPLY_CHANNEL_TEXT}</Button>
        {logout}
      </Space>
    </Space>
  );
};

export default AdmissionPanel;
