/**
 * The parts of the login page that its pre-rendered first paint (scripts/prerenderLogin.tsx) and
 * the React page share, so that the page React renders over it looks the same: the page frame, the
 * title, the tabs and the consent line.
 */
import { Typography } from 'antd';
import type React from 'react';
import { PRIMARY_COLOR } from '@domain/constants';
import { PLATFORM_NAME } from '@/components/Footer';
import type { LoginMode } from '../useLoginFlow';

export const LOGIN_TABS: { key: LoginMode; label: string }[] = [
  { key: 'password', label: '密码登录' },
  { key: 'sms', label: '验证码登录' },
];

export const LOGIN_SUBTITLE = '信息安全合规与认证服务';

/** The user agreement a login accepts (spec §2 /clause/{url}). */
export const AGREEMENT_CLAUSE_HREF = '#/clause/accountRight';

/** "登录即表示同意《用户服务协议》", the title opening the clause in a new tab. */
export const ConsentLine: React.FC = () => (
  <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', fontSize: 13 }}>
    登录即表示同意
    <a href={AGREEMENT_CLAUSE_HREF} target="_blank" rel="noopener noreferrer">
      《用户服务协议》
    </a>
  </Typography.Text>
);

export const LoginTitle: React.FC = () => <span style={{ color: PRIMARY_COLOR }}>{PLATFORM_NAME}</span>;

/** The page behind the card: full height, a light gradient. */
export const LoginFrame: React.FC<{ children: React.ReactNode }> = ({ children }) => (
  <div style={{ minHeight: '100vh', background: 'linear-gradient(180deg, #eef2fb, #f7f8fa)', paddingTop: '10vh' }}>{children}</div>
);
