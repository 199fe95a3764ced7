/** Error codes of tenantAdmin: channels, certification bodies, accounts, page configuration (12500–12799). */
import { defineErrors } from '../kernel/errors';

export const tenantAdminErrors = defineErrors('tenantAdmin', {
  TENANT_NOT_FOUND: ['12501', '机构不存在'],
  NOT_A_CHANNEL: ['12502', '该机构不是渠道'],
  APPROVAL_REFUSED: ['12503', '渠道当前状态不允许此审核操作'],
  CHANNEL_INFO_INVALID: ['12504', '渠道信息不正确'],
  CERT_BODY_NOT_FOUND: ['12510', '认证机构不存在'],
  CNAS_NO_TAKEN: ['12511', '该 CNAS 认可证书编号已被其他认证机构使用'],
  MANAGER_PHONE_TAKEN: ['12512', '该手机号已是其他机构的成员，请使用其他手机号作为认证机构管理员'],
  CERT_BODY_NAME_TAKEN: ['12513', '已有同名的机构，请核对机构名称（name）'],
  MANAGER_CHANGE_UNSUPPORTED: ['12514', '认证机构管理员在登记时创建，修改时不能更换管理员手机号'],
  ACCOUNT_NOT_FOUND: ['12520', '账号不存在'],
  CANNOT_CHANGE_SELF: ['12521', '不能停用自己的账号'],
  ACCOUNT_DISABLED_NO_RESET: ['12522', '账号已停用，请先启用再重置密码'],
  LOGO_NOT_IMAGE: ['12530', '机构标志须为 PNG、JPG 或 GIF 图片'],
});
