/**
 * What the platform does to one account: disable (its sessions end at once; both logins are then
 * refused) or enable, each after a confirmation; reset the password, after a confirmation, showing
 * the new one once in a modal (it is nowhere else: not in the list, not in the log).
 */
import { useModel } from '@umijs/max';
import { Alert, Modal, Popconfirm, Space, Typography, message } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { accountUpdate, type ManagedAccount } from '@/services/tenantAdmin';

export const DISABLE_TEXT = '停用';
export const ENABLE_TEXT = '启用';
export const RESET_TEXT = '重置密码';
export const NEW_PASSWORD_TITLE = '新密码（仅显示这一次）';

interface Props {
  account: ManagedAccount;
  onDone: () => void;
}

const who = (account: ManagedAccount) => `${account.showName}${account.phone ? `（${account.phone}）` : ''}`;

const AccountActions: React.FC<Props> = ({ account, onDone }) => {
  const { initialState } = useModel('@@initialState');
  const [password, setPassword] = useState<string>();
  const self = initialState?.currentUser?.accountId === account.accountId;

  const act = async (action: 'disable' | 'enable' | 'resetPassword') => {
    try {
      const updated = await accountUpdate({ accountId: account.accountId, action });
      if (action === 'resetPassword') setPassword(updated.newPassword);
      else message.success(action === 'disable' ? `已停用 ${who(account)}，其登录已全部失效` : `已启用 ${who(account)}`);
    } catch {
      // Shown by the request error handler.
    }
    onDone();
  };

  return (
    <Space size={12}>
      {account.status === 'active' ? (
        self ? (
          <Typography.Text type="secondary">当前账号</Typography.Text>
        ) : (
          <Popconfirm
            title={`确认停用 ${who(account)}？`}
            description={<div style={{ maxWidth: 300 }}>停用后该账号立即退出登录，且不能再用密码或验证码登录，直到重新启用。</div>}
            okText={DISABLE_TEXT}
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => act('disable')}
          >
            <a style={{ color: '#ff4d4f' }}>{DISABLE_TEXT}</a>
          </Popconfirm>
        )
      ) : (
        <Popconfirm title={`确认启用 ${who(account)}？`} okText={ENABLE_TEXT} cancelText="取消" onConfirm={() => act('enable')}>
          <a>{ENABLE_TEXT}</a>
        </Popconfirm>
      )}
      {account.status === 'active' && (
        <Popconfirm
          title={`确认重置 ${who(account)} 的密码？`}
          description={<div style={{ maxWidth: 300 }}>将生成新的随机密码，原密码立即失效，该账号的登录全部退出。</div>}
          okText={RESET_TEXT}
          cancelText="取消"
          onConfirm={() => act('resetPassword')}
        >
          <a>{RESET_TEXT}</a>
        </Popconfirm>
      )}
      <Modal
        open={!!password}
        title={NEW_PASSWORD_TITLE}
        onOk={() => setPassword(undefined)}
        onCancel={() => setPassword(undefined)}
        okText="我已记下"
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="关闭后无法再次查看，请通过安全渠道告知本人，并提醒其登录后尽快修改。" />
        <Typography.Paragraph>{who(account)} 的新密码：</Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: password }} code style={{ fontSize: 18 }}>
          {password}
        </Typography.Paragraph>
      </Modal>
    </Space>
  );
};

export default AccountActions;
