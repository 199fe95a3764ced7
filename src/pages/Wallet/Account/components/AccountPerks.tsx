/**
 * The points-rule link and the invite-code copy (spec §2): shown only when
 * domain/identity/accountCenter.ts `showsPointsRuleAndInvite` says so for the current user.
 */
import { CopyOutlined, ReadOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Button, Space, Typography } from 'antd';
import type React from 'react';
import { showsPointsRuleAndInvite } from '@domain/identity/accountCenter';
import { LicenceType } from '@domain/enums';
import LicenceLink from '@/components/Recharge/LicenceLink';
import { copyWithMessage } from '@/utils/clipboard';

/** The licence's own label (domain/enums), never re-typed. */
export const POINTS_RULE_TEXT = LicenceType.label('balanceRuleDesc');
export const COPY_INVITE_TEXT = '复制邀请码';

/** Whether the current user sees the points rule and the invite code. */
export function useShowsAccountPerks(): boolean {
  const { initialState } = useModel('@@initialState');
  return showsPointsRuleAndInvite(initialState?.currentUser);
}

export const PointsRuleLink: React.FC = () =>
  useShowsAccountPerks() ? (
    <LicenceLink type="balanceRuleDesc">
      <ReadOutlined /> {POINTS_RULE_TEXT}
    </LicenceLink>
  ) : null;

export const InviteCode: React.FC<{ code: string }> = ({ code }) => {
  if (!code) return <Typography.Text type="secondary">暂无邀请码</Typography.Text>;
  return (
    <Space>
      <Typography.Text strong style={{ fontFamily: 'monospace', fontSize: 16 }}>
        {code}
      </Typography.Text>
      <Button size="small" icon={<CopyOutlined />} onClick={() => void copyWithMessage(code)}>
        {COPY_INVITE_TEXT}
      </Button>
    </Space>
  );
};
