/**
 * Error codes of ISO documentation projects (23000–23999): variables and departments (23001–23099),
 * the document set (23101–23199), applications (23201–23249), nonconformities (23251–23299),
 * environmental evaluation (23301–23349).
 */
import { defineErrors } from '../kernel/errors';

export const isoDocumentsErrors = defineErrors('isoDocuments', {
  ISO_PROJECT_NOT_FOUND: ['23001', '体系文件项目不存在，或你无权查看'],
  ISO_NOT_DOCUMENTATION_PROJECT: ['23002', '该项目不是 ISO 认证咨询项目，没有体系文件'],
  ISO_VARIABLES_INVALID: ['23003', '组织信息填写不完整或有误'],
  ISO_VARIABLES_VERSION_CONFLICT: ['23004', '组织信息已被他人修改，请刷新后再保存'],
  ISO_VARIABLES_NOT_FINAL: ['23005', '组织信息尚未定稿，请先定稿再生成体系文件'],
  ISO_DEPARTMENT_IN_USE: ['23006', '该部门仍在职能分配表或不符合项中使用，不能删除'],
  ISO_WRITE_FORBIDDEN: ['23007', '只有该项目的咨询顾问或渠道管理员可以操作体系文件'],
  PROJECT_CLOSED_FOR_ISO: ['23008', '项目已完成或已撤回，体系文件不能再修改'],
  ISO_DOC_NOT_FOUND: ['23101', '体系文件不存在'],
  ISO_DOC_MOVE_REFUSED: ['23102', '当前状态不能执行该操作'],
  ISO_DOC_REPLACED_OVERWRITE: ['23103', '该文件已被顾问上传替换，重新生成会覆盖替换的版本，请确认后再生成'],
  ISO_DOC_FILE_TYPE: ['23104', '替换文件只能是 Word 文档（.docx）'],
  ISO_DOC_NOTHING_TO_SUBMIT: ['23105', '没有已定稿的文件可提交给客户'],
  ISO_DOC_NOT_GENERATED: ['23106', '体系文件尚未生成'],
  ISO_TEMPLATE_SET_MISSING: ['23107', '该产品没有配置体系文件模板'],
  ISO_DOC_VERSION_CONFLICT: ['23108', '文件已被他人修改，请刷新后再操作'],
  ISO_APPLICATION_BODY_NOT_FOUND: ['23201', '认证机构不存在或未启用'],
  ISO_NC_NOT_FOUND: ['23251', '不符合项不存在'],
  ISO_NC_INVALID: ['23252', '不符合项填写不完整或有误'],
  ISO_NC_MOVE_REFUSED: ['23253', '不符合项当前状态不能执行该操作'],
  ISO_NC_REPORT_NOT_FOUND: ['23254', '不符合项报告不存在，请先生成'],
  ISO_NC_VERSION_CONFLICT: ['23255', '不符合项已被他人修改，请刷新后再保存'],
  ISO_NC_NONE_TO_REPORT: ['23256', '项目还没有不符合项，无法生成不符合项报告'],
  ISO_NC_REPORT_STALE: ['23257', '该报告不是最新生成的版本，请刷新后提交最新的报告'],
  ISO_NC_REPORT_SUBMITTED: ['23258', '该不符合项报告已提交给客户，如有修改请重新生成后再提交'],
  ISO_ENV_NOT_APPLICABLE: ['23301', '只有 ISO 14001 环境管理体系项目有环境因素评价'],
});
