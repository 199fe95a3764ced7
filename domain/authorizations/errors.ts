/** Error codes of service authorization (12400–12499). */
import { defineErrors } from '../kernel/errors';

export const authorizationErrors = defineErrors('authorizations', {
  AUTHORIZATION_NOT_FOUND: ['12401', '授权记录不存在'],
  AUTHORIZATION_CHANNEL: ['12402', '只能授权给已通过审核的渠道'],
  AUTHORIZATION_PRODUCT: ['12403', '只能授权已发布的产品'],
  AUTHORIZATION_RULE: ['12404', '授权信息不符合规则'],
  AUTHORIZATION_STATE: ['12405', '授权当前状态不允许该操作'],
});
