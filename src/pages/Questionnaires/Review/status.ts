/** Texts of the consultant's review drawer. */
export const REVIEW_TEXT = '问卷审核';
export const SEND_BACK_TEXT = '退回客户整改';
export const FINISH_TEXT = '完成判定';
