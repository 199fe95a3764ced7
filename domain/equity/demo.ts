/**
 * Demo account equity: 安衡咨询 (T-CH-ANHENG) holds 银牌合作伙伴 since 2025-03-01 and has applied
 * for 金牌合作伙伴 (submitted, waiting for the platform's review on first start).
 */
import type { ApprovalState } from '../kernel/tenancyEnums';
import type { EquityLevel } from './enums';

export interface DemoEquityGrant {
  tenantCode: string;
  grantCode: string;
  levelCode: EquityLevel;
  discountPercent: number;
  /** ISO 8601 instant. */
  effectiveFrom: string;
  applicationCode: string | null;
  grantedByAccountId: string;
}

export interface DemoEquityApplication {
  tenantCode: string;
  applicationCode: string;
  fromLevel: EquityLevel;
  levelCode: EquityLevel;
  reason: string;
  state: ApprovalState;
  applicantAccountId: string;
  licenceVersion: number | null;
  /** ISO 8601 instants. */
  submittedAt: string | null;
  reviewerAccountId: string | null;
  reviewReason: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

export const DEMO_EQUITY_APPLICATIONS: readonly DemoEquityApplication[] = [
  {
    tenantCode: 'T-CH-ANHENG',
    applicationCode: 'EQ-DEMO-0001',
    fromLevel: 'standard',
    levelCode: 'silver',
    reason: '近 12 个月成交等保测评与差距分析项目 14 个，持证咨询顾问 3 名。',
    state: 'success',
    applicantAccountId: 'A-11',
    licenceVersion: 1,
    submittedAt: '2025-02-20T02:00:00.000Z',
    reviewerAccountId: 'A-01',
    reviewReason: null,
    reviewedAt: '2025-03-01T02:00:00.000Z',
    createdAt: '2025-02-20T01:30:00.000Z',
  },
  {
    tenantCode: 'T-CH-ANHENG',
    applicationCode: 'EQ-DEMO-0002',
    fromLevel: 'silver',
    levelCode: 'gold',
    reason: '近 12 个月成交项目 36 个，持证咨询顾问 6 名，无客户投诉；申请升级为金牌合作伙伴。',
    state: 'submitted',
    applicantAccountId: 'A-11',
    licenceVersion: 1,
    submittedAt: '2025-05-28T03:00:00.000Z',
    reviewerAccountId: null,
    reviewReason: null,
    reviewedAt: null,
    createdAt: '2025-05-28T02:40:00.000Z',
  },
];

export const DEMO_EQUITY_GRANTS: readonly DemoEquityGrant[] = [
  {
    tenantCode: 'T-CH-ANHENG',
    grantCode: 'EG-DEMO-0001',
    levelCode: 'silver',
    discountPercent: 95,
    effectiveFrom: '2025-03-01T02:00:00.000Z',
    applicationCode: 'EQ-DEMO-0001',
    grantedByAccountId: 'A-01',
  },
];
