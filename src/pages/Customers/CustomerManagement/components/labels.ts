/** Texts of /customerManagement shared by the page, its components and their tests. */
export const NEW_CUSTOMER_TEXT = '新建客户';
export const EDIT_CUSTOMER_TEXT = '编辑';
export const DETAIL_TEXT = '详情';
export const ADD_CONSULTATION_TEXT = '记录咨询';
export const PROJECTS_PENDING_TEXT = '项目管理上线后统计';
export const READ_ONLY_HINT = '下级渠道的客户，仅可查看';
export const TAB_INFO = '企业信息';
export const TAB_USERS = '用户';
export const TAB_CONSULTATIONS = '咨询记录';
export const TAB_RELATIONS = '机构关系';

/** The success message after creating a customer: whether the PM's login code went out. */
export const createdMessage = (companyName: string, pmPhone: string, smsSent: boolean): string =>
  smsSent
    ? `已创建客户「${companyName}」，登录验证码已发送至项目经理手机 ${pmPhone}`
    : `已创建客户「${companyName}」，但验证码短信发送失败，项目经理可在登录页重新获取验证码（${pmPhone}）`;
