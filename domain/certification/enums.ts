/**
 * The certification area (issue 29): certification projects of a certification body, their audit
 * programme and the audit execution (../shared/docs/domain-brief.md §4). Codes shared by the
 * assessors, certification, schedule and certMaterials areas.
 */
import { defineEnum } from '../kernel/enums';

/** The audits of a 3-year certification programme. */
export const AuditType = defineEnum({
  stage1: '第一阶段审核',
  stage2: '第二阶段审核',
  surveillance1: '第一次监督审核',
  surveillance2: '第二次监督审核',
  recertification: '再认证审核',
});
export type AuditType = (typeof AuditType.values)[number];

/** A member's role in an audit team; only leader and auditor days count towards the on-site days. */
export const TeamRole = defineEnum({ leader: '审核组长', auditor: '审核员', trainee: '实习审核员', expert: '技术专家' });
export type TeamRole = (typeof TeamRole.values)[number];

/** Where an audit stands (AUDIT_MACHINE in ./rules.ts). */
export const AuditState = defineEnum({
  planned: '待排期',
  scheduled: '已排期',
  inProgress: '审核中',
  completed: '已完成审核',
  closed: '已关闭',
  cancelled: '已取消',
});
export type AuditState = (typeof AuditState.values)[number];

/** Where an audit's dates and team stand in the scheduling (智能排期). */
export const ScheduleState = defineEnum({ unscheduled: '未排期', draft: '排期草稿', published: '已发布' });
export type ScheduleState = (typeof ScheduleState.values)[number];

/** Where a certification project stands (CERT_PROJECT_MACHINE in ./rules.ts). */
export const CertProjectState = defineEnum({
  applied: '待受理',
  accepted: '已受理',
  declined: '已拒绝',
  reviewed: '合同评审完成',
  programmed: '审核方案已生成',
  technicalReview: '技术评审中',
  certified: '已发证',
  refused: '不予认证',
  withdrawn: '已终止',
});
export type CertProjectState = (typeof CertProjectState.values)[number];

/** How a certification project came to the body. */
export const CertProjectOrigin = defineEnum({ channel: '渠道申请', body: '机构登记' });
export type CertProjectOrigin = (typeof CertProjectOrigin.values)[number];

/** The grade of an audit finding. */
export const FindingGrade = defineEnum({ major: '严重不符合', minor: '一般不符合', observation: '观察项' });
export type FindingGrade = (typeof FindingGrade.values)[number];

/** Where a finding stands. */
export const FindingState = defineEnum({ open: '待整改', submitted: '已提交纠正措施', verified: '已验证关闭' });
export type FindingState = (typeof FindingState.values)[number];

/** The status of a certificate. */
export const CertificateStatus = defineEnum({ valid: '有效', suspended: '暂停', withdrawn: '撤销', expired: '已过期' });
export type CertificateStatus = (typeof CertificateStatus.values)[number];

/** The certification decision after the technical review. */
export const CertDecision = defineEnum({ grant: '批准认证', refuse: '不予认证' });
export type CertDecision = (typeof CertDecision.values)[number];
