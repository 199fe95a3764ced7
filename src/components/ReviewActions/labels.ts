/** The texts of every approve/reject review (pages and tests share them). */
export const APPROVE_TEXT = '审核通过';
export const REJECT_TEXT = '驳回';
export const CONFIRM_REJECT_TEXT = '确认驳回';
export const REJECT_REASON_MESSAGE = '请填写驳回原因';
