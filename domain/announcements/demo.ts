/** Announcements of the demo installation. */

export interface DemoAnnouncement {
  aocCode: string;
  title: string;
  content: string;
  publishDate: string;
}

/** Announcements of the demo installation (published by the platform manager A-01). */
export const DEMO_ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    aocCode: 'AOC-DEMO-0001',
    title: '平台上线公告',
    content: '信息安全合规与认证服务平台正式上线。\n客户可在线开展风险评估、差距分析与认证项目；\n渠道伙伴可在服务市场选购服务并管理项目。',
    publishDate: '2025-05-20',
  },
  {
    aocCode: 'AOC-DEMO-0002',
    title: '关于积分充值与对公转账的说明',
    content: '即日起支持在线充值积分（1 元 = 1 积分）。\n对公转账请在“账户中心 → 充值”提交转账凭证，财务审核通过后积分到账。',
    publishDate: '2025-06-01',
  },
];
