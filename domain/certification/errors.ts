/**
 * Error codes of the certification area (21200–21599): certification projects, the contract review
 * and the programme (21200–21399, this file's first block), the audit execution (21400–21599, B2's
 * block in ./auditErrors.ts when it needs codes of its own).
 */
import { defineErrors } from '../kernel/errors';

export const certificationErrors = defineErrors('certification', {
  CERT_PROJECT_NOT_FOUND: ['21201', '认证项目不存在，或不是你可以查看的认证项目'],
  CERT_PROJECT_OF_PROJECT_NOT_FOUND: ['21202', '该项目尚未向认证机构提交认证申请，暂无认证进度'],
  CERT_PROJECT_STATE: ['21203', '认证项目当前状态不允许该操作'],
  CERT_PROJECT_VERSION_CONFLICT: ['21204', '该认证项目已被他人修改，请刷新后重试'],
  CERT_PROJECT_PLANNER_ONLY: ['21205', '只有认证机构的管理员和排期员可以办理认证项目'],
  CERT_PROJECT_INVALID: ['21206', '认证项目信息不符合要求'],
  CERT_PROJECT_REGION_UNKNOWN: ['21207', '所在地区（regionCode）须从省/市/区县列表中选择'],
  CERT_PROJECT_CLIENT_TENANT_UNKNOWN: ['21208', '客户租户（clientTenantCode）不存在或不是客户'],
  CERT_PROJECT_SCOPE_UNKNOWN: ['21209', '认证范围代码（scopeCodes）须为专业代码 01–39'],
  CERT_AUDIT_TIME_INVALID: ['21210', '审核人日计算的输入不完整或不正确'],
  CERT_PROGRAMME_STARTED: ['21211', '已有审核开始，不能重新生成审核方案'],
  CERT_PROGRAMME_NOT_REVIEWED: ['21212', '请先完成合同评审（计算审核人日），再生成审核方案'],
  CERT_APPLICATION_PROJECT_NOT_FOUND: ['21213', '项目不存在，或不是你可以提交认证申请的项目'],
  CERT_APPLICATION_NOT_CERTIFICATION: ['21214', '该项目的产品不是认证服务，不能提交认证申请'],
  CERT_APPLICATION_EXISTS: ['21215', '该项目已向认证机构提交过认证申请'],
  CERT_BODY_UNKNOWN: ['21216', '认证机构（bodyTenantCode）不存在或未入驻平台'],
  CERT_AUDIT_NOT_FOUND: ['21217', '审核不存在，或不是本机构的审核'],
  CERT_AUDIT_NOT_SCHEDULABLE: ['21218', '审核已开始或已结束，不能再修改排期'],
  CERT_AUDIT_SCHEDULE_INCOMPLETE: ['21219', '审核尚未排定日期和审核组，不能发布'],
  CERT_AUDIT_SCHEDULE_INVALID: ['21220', '排期不符合要求'],
  CERT_REASON_REQUIRED: ['21221', '请填写原因（reason）'],
});
