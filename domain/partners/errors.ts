/** Error codes of partners: sub-channels, invitations and channel applications (16400–16599). */
import { defineErrors } from '../kernel/errors';

export const partnerErrors = defineErrors('partners', {
  // An unknown invite code is personnel's INVITE_CODE_UNKNOWN (16210): one code for both invite checks; 16401 stays unused.
  INVITER_DISABLED: ['16402', '邀请人账号已停用，该邀请码不可用'],
  INVITER_NOT_CHANNEL_MANAGER: ['16403', '该邀请码的持有人不是渠道管理员，不能邀请下级渠道'],
  INVITER_CHANNEL_NOT_ADMITTED: ['16404', '邀请人所在的渠道尚未通过入驻审核，暂不能邀请下级渠道'],
  INVITE_OWN_CODE: ['16405', '不能使用自己的邀请码'],
  APPLICANT_HAS_TENANT: ['16410', '该账号已加入或正在申请加入机构，不能再申请成为新渠道'],
  CHANNEL_NAME_TAKEN: ['16411', '已有同名的机构，请核对企业名称'],
  CHANNEL_CREDIT_CODE_TAKEN: ['16414', '该统一社会信用代码已有渠道入驻或正在申请，请核对'],
  LICENCE_MISSING: ['16412', '请上传营业执照'],
  LICENCE_TYPE: ['16413', '营业执照须为 PDF、PNG 或 JPG 文件'],
});
