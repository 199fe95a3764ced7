/** Error codes of the smart scheduling area (21600–21799). A refused plan's message is the engine's violation text. */
import { defineErrors } from '../kernel/errors';

export const scheduleErrors = defineErrors('schedule', {
  SCHEDULE_PERIOD: ['21601', '参数错误：to 排期周期的结束日期不能早于开始日期，且周期最长 3 个月'],
  SCHEDULE_BODY_ONLY: ['21602', '只有认证机构的管理员或排期员可以排期'],
  SCHEDULE_AUDIT_NOT_FOUND: ['21603', '审核不存在，或不属于本机构'],
  SCHEDULE_REFUSED: ['21604', '该排期违反硬性约束，未保存'],
  SCHEDULE_NOTHING_TO_PUBLISH: ['21605', '所选审核没有待发布的排期草稿'],
  SCHEDULE_NOT_EDITABLE: ['21606', '该审核已开始或已完成，不能再调整排期'],
  SCHEDULE_NO_ASSESSOR: ['21607', '您的账号未关联本机构的审核员记录，暂无审核安排'],
  SCHEDULE_BODY_REQUIRED: ['21608', '参数错误：bodyTenantCode 请选择认证机构'],
  SCHEDULE_EMPTY_PROPOSAL: ['21609', '参数错误：plans 请至少接受一项排期'],
});
