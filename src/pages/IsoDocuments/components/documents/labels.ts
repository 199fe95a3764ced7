/** What the document set's pages share: the status tags' colours and the confirmations' texts. */
import type { StandardFileStatus } from '@domain/isoDocuments/enums';

export const STATUS_COLOR: Record<StandardFileStatus, string> = {
  init: 'default',
  generated: 'blue',
  inhand: 'orange',
  final: 'cyan',
  finished: 'green',
};

export const EMPTY_NOT_FINAL = '先在组织信息中定稿，再生成体系文件';
export const EMPTY_NOT_GENERATED = '尚未生成体系文件，点击“生成全部文件”按定稿的组织信息生成';
export const EMPTY_CUSTOMER = '顾问尚未交付体系文件';
export const REOPEN_CONFIRM = '确定把该定稿文件退回修改吗？';
export const submitConfirm = (count: number) => `确定把 ${count} 份定稿文件提交给客户吗？提交后客户可以查看和下载。`;
export const overwriteConfirm = (titles: string[]) =>
  `${titles.map((title) => `《${title}》`).join('、')}已被顾问上传替换，重新生成会用系统生成的新版本覆盖替换的版本（历史版本仍保留）。确定重新生成吗？`;
