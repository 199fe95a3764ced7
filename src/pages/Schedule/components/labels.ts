/** Texts of the smart scheduling page that tests look for. */
export const PAGE_TITLE = '智能排期';
export const PROPOSE_TEXT = '智能排期';
export const PUBLISH_TEXT = '发布排期';
export const ACCEPT_TEXT = '接受建议';
export const DISCARD_TEXT = '放弃';
export const ADJUST_TEXT = '调整';
export const CLEAR_TEXT = '清除排期';
export const MINE_TITLE = '我的审核安排';
