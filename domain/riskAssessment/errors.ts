/**
 * Error codes of the risk assessment area (issue 14), 20000–20999:
 *   20000–20099 the assessment (project, stages, statuses)
 *   20100–20299 the customer side (assets, owners, Excel import)
 *   20300–20499 the consultant side (threats, vulnerabilities, measures, risks, treatment)
 *   20500–20599 the report
 */
import { defineErrors } from '../kernel/errors';

export const riskAssessmentErrors = defineErrors('riskAssessment', {
  // ---- the assessment 20000–20099
  RA_NOT_RISK_PROJECT: ['20001', '该项目不是信息安全风险评估项目'],
  RA_STAGE_MOVE_REFUSED: ['20002', '风险评估当前阶段不允许该操作'],
  RA_STATUS_MOVE_REFUSED: ['20003', '资产评估当前状态不允许该操作'],
  RA_STAGE_INCOMPLETE: ['20004', '当前阶段还有未完成的工作'],
  RA_PROJECT_CLOSED: ['20005', '项目已结束或已撤销，不能再修改'],
  RA_REJECT_REASON_REQUIRED: ['20006', '请填写驳回原因'],
  // ---- the customer side 20100–20299
  RA_ASSET_NOT_FOUND: ['20101', '资产不存在，或不属于该项目'],
  RA_TIER_CLOSED: ['20102', '当前阶段不能修改该类资产'],
  RA_ASSET_LOCKED: ['20103', '资产已提交责任人或已冻结，不能修改'],
  RA_ASSET_NAME_TAKEN: ['20104', '同一项目中已有同名资产'],
  RA_ASSET_IN_USE: ['20105', '资产仍被其他资产关联，请先解除关联'],
  RA_OWNER_NOT_ELIGIBLE: ['20106', '资产责任人须为本单位在职的客户责任人'],
  RA_NOT_ASSET_OWNER: ['20107', '只能处理自己负责的资产'],
  RA_OWNER_LEAD_ONLY: ['20108', '只有项目的客户责任人可以确认资产清单'],
  RA_NOTHING_TO_SUBMIT: ['20109', '没有待提交的资产'],
  RA_COMBING_NOT_FINISHED: ['20110', '执行人尚未完成资产梳理，暂不能提交'],
  RA_NOT_ALL_SUBMITTED: ['20111', '还有资产未经责任人提交，全部提交后才能确认'],
  RA_LINK_INVALID: ['20112', '关联的资产不存在或层级不正确'],
  RA_OPTION_INVALID: ['20113', '选项值不在资产模板的字典中'],
  RA_ASSET_LIMIT: ['20114', '该类资产数量已达上限'],
  RA_IDENTIFIER_ONLY: ['20115', '只有本单位的客户执行人或项目经理可以识别资产'],
  RA_IMPORT_INVALID: ['20120', 'Excel 文件有错误，未导入任何资产'],
  RA_IMPORT_UNREADABLE: ['20121', '无法读取 Excel 文件，请使用导出的模板（.xlsx）'],
  // ---- the consultant side 20300–20499
  RA_THREAT_NOT_FOUND: ['20301', '威胁不存在'],
  RA_THREAT_IN_USE: ['20302', '威胁已被脆弱性关联，请先解除关联'],
  RA_VULNERABILITY_NOT_FOUND: ['20303', '脆弱性不存在'],
  RA_CONTROL_NOT_FOUND: ['20304', '安全措施不存在'],
  RA_RISK_NOT_FOUND: ['20305', '风险不存在'],
  RA_TREATMENT_INVALID: ['20306', '处置措施不完整'],
  RA_NOT_ASSESSED_ASSET: ['20307', '只能评估系统资产或系统组件和单元资产'],
  RA_CONSULTANT_ONLY: ['20308', '只有该项目的顾问或渠道管理员可以进行该操作'],
  RA_CONSULTANT_STAGE_CLOSED: ['20309', '当前阶段不能修改该项内容'],
  // ---- the report 20500–20599
  RA_REPORT_NOT_READY: ['20501', '风险尚未计算，报告将在顾问完成安全措施确认后生成'],
});
