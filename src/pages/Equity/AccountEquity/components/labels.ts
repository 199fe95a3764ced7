/** Texts and colours the equity page, the review tab and their tests share. */
import type { ApprovalState } from '@domain/enums';

export const EQUITY_STATE_COLORS: Readonly<Record<ApprovalState, string>> = {
  inhand: 'default',
  submitted: 'processing',
  rejected: 'error',
  success: 'success',
};

export const SAVE_DRAFT_TEXT = '保存草稿';
export const SUBMIT_TEXT = '提交申请';
export const WITHDRAW_TEXT = '撤回';
export const AGREE_TEXT = '我已阅读并同意';
export const AGREE_REQUIRED_MESSAGE = '请阅读并勾选同意《用户服务协议》';
export const REVIEW_TAB = '权益申请审核';
export const NO_ACCESS_TEXT = '权益申请仅限渠道租户管理员使用';
export { APPROVE_TEXT, CONFIRM_REJECT_TEXT, REJECT_REASON_MESSAGE, REJECT_TEXT } from '@/components/ReviewActions/labels';
