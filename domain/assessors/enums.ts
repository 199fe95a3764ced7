/**
 * The assessors area (issue 29 item 1): CCAA registration fields and grades of a certification
 * body's assessors (../shared/docs/domain-brief.md §4).
 */
import { defineEnum } from '../kernel/enums';

/** A CCAA registration field (注册领域): the management systems an assessor may audit. */
export const RegistrationField = defineEnum({
  QMS: '质量管理体系',
  EMS: '环境管理体系',
  OHSMS: '职业健康安全管理体系',
  ISMS: '信息安全管理体系',
  ITSMS: '信息技术服务管理体系',
});
export type RegistrationField = (typeof RegistrationField.values)[number];

/** A CCAA registration grade (注册级别). */
export const AssessorGrade = defineEnum({ trainee: '实习审核员', auditor: '审核员', senior: '高级审核员' });
export type AssessorGrade = (typeof AssessorGrade.values)[number];

/** Where a registration stands on a day: valid, or past its 有效期至. */
export const RegistrationStatus = defineEnum({ valid: '有效', expired: '已过期' });
export type RegistrationStatus = (typeof RegistrationStatus.values)[number];
