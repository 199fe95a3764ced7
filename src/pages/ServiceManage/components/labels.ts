/** Texts and colours the service-management pages and their tests share. */
import type { ApprovalState } from '@domain/enums';

export const APPROVAL_COLORS: Readonly<Record<ApprovalState, string>> = {
  inhand: 'default',
  submitted: 'processing',
  rejected: 'error',
  success: 'success',
};

export const APPROVE_TEXT = '审核通过';
export const REJECT_TEXT = '驳回';
export const CONFIRM_REJECT_TEXT = '确认驳回';
export const CHANNEL_INFO_TEXT = '企业信息';
export const PAGE_CONFIG_TEXT = '页面配置';
export const REJECT_REASON_MESSAGE = '请填写驳回原因';
export const CHANNEL_PATH = '/serviceManage/channel';
