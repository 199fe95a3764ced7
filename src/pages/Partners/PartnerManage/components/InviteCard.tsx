/**
 * 邀请渠道: the manager's invite code and the invite link (the login page with `?inviteCode=`,
 * which the admission panel reads), each with copy-to-clipboard and the spec's fallback messages.
 */
import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import type React from 'react';
import { inviteLinkOf } from '@domain/partners/rules';
import { copyWithMessage } from '@/utils/clipboard';
import { COPY_CODE_TEXT, COPY_LINK_TEXT, INVITE_CARD_TITLE, INVITE_HINT } from './labels';

/** The app's origin with its base path (hash history: the link's route follows '#'). */
const appBase = (): string => `${window.location.origin}${window.location.pathname}`.replace(/\/+$/, '');

const InviteCard: React.FC<{ inviteCode: string }> = ({ inviteCode }) => {
  if (!inviteCode) {
    return (
      <Card title={INVITE_CARD_TITLE} size="small">
        <Typography.Text type="secondary">暂无邀请码</Typography.Text>
      </Card>
    );
  }
  const link = inviteLinkOf(appBase(), inviteCode);
  return (
    <Card title={INVITE_CARD_TITLE} size="small">
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text type="secondary">我的邀请码</Typography.Text>
          <Typography.Text strong style={{ fontFamily: 'monospace', fontSize: 16 }} data-testid="invite-code">
            {inviteCode}
          </Typography.Text>
          <Button size="small" icon={<CopyOutlined />} onClick={() => void copyWithMessage(inviteCode)}>
            {COPY_CODE_TEXT}
          </Button>
        </Space>
        <Space wrap>
          <Typography.Text type="secondary">邀请链接</Typography.Text>
          <Typography.Text code data-testid="invite-link">
            {link}
          </Typography.Text>
          <Button size="small" type="primary" icon={<LinkOutlined />} onClick={() => void copyWithMessage(link)}>
            {COPY_LINK_TEXT}
          </Button>
        </Space>
        <Typography.Text type="secondary">{INVITE_HINT}</Typography.Text>
      </Space>
    </Card>
  );
};

export default InviteCard;
