/** Error codes of the assessors area: a certification body's assessor register (21000–21199). */
import { defineErrors } from '../kernel/errors';

export const assessorErrors = defineErrors('assessors', {
  ASSESSOR_NOT_FOUND: ['21001', '审核员不存在，或不是你可以查看的审核员'],
  ASSESSOR_OWN_RECORD_ONLY: ['21002', '审核员只能查看本人的审核员档案'],
  ASSESSOR_BODY_ONLY: ['21003', '只有认证机构的管理员和排期员可以维护审核员'],
  ASSESSOR_REG_NO_OTHER_BODY: ['21004', '该注册证书号已在其他认证机构登记，审核员不得同时在两家以上认证机构执业'],
  ASSESSOR_REG_NO_TAKEN: ['21005', '该注册证书号已登记在本机构的其他审核员名下'],
  ASSESSOR_PHONE_TAKEN: ['21006', '本机构已有使用该手机号的审核员'],
  ASSESSOR_ACCOUNT_TAKEN: ['21007', '该账号已关联本机构的其他审核员，一个账号只能对应一份审核员档案'],
  ASSESSOR_ACCOUNT_INVALID: ['21008', '关联账号（accountId）须为本机构在职且具有“审核员”角色的成员'],
  ASSESSOR_VERSION_CONFLICT: ['21009', '该审核员档案已被他人修改，请刷新后重试'],
  ASSESSOR_INVALID: ['21010', '审核员信息不符合要求'],
  ASSESSOR_REGION_UNKNOWN: ['21011', '所在地区（regionCode）须从省/市/区县列表中选择'],
  ASSESSOR_IMPORT_INVALID: ['21012', '导入文件有错误，未保存任何数据，请按错误列表修改后重新导入'],
  ASSESSOR_BODY_REQUIRED: ['21013', '请选择认证机构（bodyTenantCode）'],
});
