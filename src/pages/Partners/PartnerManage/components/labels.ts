/** Texts the partner-management pages, the application form and their tests share. */
export const INVITE_CARD_TITLE = '邀请下级渠道';
export const COPY_CODE_TEXT = '复制邀请码';
export const COPY_LINK_TEXT = '复制邀请链接';
export const INVITE_HINT =
  '将邀请码或邀请链接发给合作伙伴：对方用手机号验证码登录后，选择“申请成为新渠道”并填写邀请码，平台审核通过后即成为你的下级渠道。';
export const NO_SUB_CHANNELS = '暂无下级渠道，复制上方邀请链接邀请合作伙伴入驻';
export const NO_PARTNERSHIPS = '暂无渠道合作关系';
export const NO_CUSTOMERS = '下级渠道暂无客户';
export const DETAIL_HIDDEN_TEXT = '无权查看';
