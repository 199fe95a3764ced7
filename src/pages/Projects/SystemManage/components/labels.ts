/** Texts of the customer's services pages (/systemManage), written once for the pages and their tests. */
import type { ProjectState } from '@domain/projects/rules';

export const LIST_TITLE = '我的服务';
export const EMPTY_LIST_TEXT = '暂无服务。渠道为本单位购买服务后，项目会出现在这里';
export const DETAIL_TEXT = '项目详情';
export const UNDISPATCHED_TEXT = '待分派顾问';
export const NOTICES_TITLE = '催办提醒';
export const CHANGE_OWNER_TEXT = '变更负责人';
export const URGE_TEXT = '催办';
export const FINISH_ALL_TEXT = '完成全部任务';
export const FINISH_ALL_CONFIRM = '将项目中客户各角色尚未完成的任务全部标记为“已完成”，此操作不可撤销。确定继续？';
export const SVIP_TITLE = '企业资料填报';
export const SVIP_PENDING_TEXT = '咨询顾问已发起企业资料填报，请客户项目经理或责任人填写并提交以下资料';

export const STATE_COLORS: Readonly<Partial<Record<ProjectState, string>>> = {
  empty: 'default',
  inhand: 'processing',
  audit: 'warning',
  finished: 'success',
  consumerSubmitSvipData: 'cyan',
};
