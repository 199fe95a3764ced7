/** Error codes of account equity (权益申请, 16600–16799). */
import { defineErrors } from '../kernel/errors';

export const equityErrors = defineErrors('equity', {
  EQUITY_APPLICATION_NOT_FOUND: ['16601', '权益申请不存在'],
  EQUITY_OPEN_APPLICATION: ['16602', '已有待审核的权益申请，请等待审核结果或先撤回'],
  EQUITY_LEVEL_NOT_HIGHER: ['16603', '只能申请高于当前等级的权益等级'],
  EQUITY_LICENCE_NOT_ACCEPTED: ['16604', '请阅读并同意最新版本的《用户服务协议》后再提交'],
  EQUITY_REASON_REQUIRED: ['16605', '驳回时请填写驳回原因'],
  EQUITY_STATE: ['16606', '权益申请当前状态不允许该操作'],
  EQUITY_NOT_CHANNEL: ['16607', '只有已入驻的渠道租户可以申请权益等级'],
});
