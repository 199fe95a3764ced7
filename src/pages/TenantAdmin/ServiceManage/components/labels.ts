/** Texts and colours the service-management pages and their tests share. */
import type { ApprovalState } from '@domain/enums';

export const APPROVAL_COLORS: Readonly<Record<ApprovalState, string>> = {
  inhand: 'default',
  submitted: 'processing',
  rejected: 'error',
  success: 'success',
};

export const CHANNEL_INFO_TEXT = '企业信息';
export const PAGE_CONFIG_TEXT = '页面配置';
export const CHANNEL_PATH = '/serviceManage/channel';
export { APPROVE_TEXT, CONFIRM_REJECT_TEXT, REJECT_REASON_MESSAGE, REJECT_TEXT } from '@/components/ReviewActions/labels';
