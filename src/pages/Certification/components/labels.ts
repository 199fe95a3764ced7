/** Texts and colours of the certification projects page (认证项目管理). */
import type { AuditState, CertProjectState } from '@domain/certification/enums';

export const CERT_STATE_COLORS: Record<CertProjectState, string> = {
  applied: 'orange',
  accepted: 'blue',
  declined: 'default',
  reviewed: 'cyan',
  programmed: 'geekblue',
  technicalReview: 'purple',
  certified: 'green',
  refused: 'red',
  withdrawn: 'default',
};

export const AUDIT_STATE_COLORS: Record<AuditState, string> = {
  planned: 'default',
  scheduled: 'blue',
  inProgress: 'processing',
  completed: 'cyan',
  closed: 'green',
  cancelled: 'default',
};

export const REGISTER_TEXT = '登记客户';
export const EMPTY_PLANNER = '暂无认证项目，点击「登记客户」登记第一个客户，或等待渠道提交认证申请';
export const EMPTY_READER = '暂无认证项目';
export const days = (value: number): string => `${value} 人日`;
