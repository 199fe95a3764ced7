/** Error codes of background tasks (后台任务), 14400–14599. */
import { defineErrors } from '../kernel/errors';

export const taskErrors = defineErrors('tasks', {
  TASK_NOT_FOUND: ['14401', '后台任务不存在或无权查看'],
  TASK_KIND_UNKNOWN: ['14402', '不支持的后台任务类型'],
  TASK_PAYLOAD_INVALID: ['14403', '后台任务参数无效'],
  TASK_TAKEN_BY_OTHER: ['14404', '同一任务已由其他人发起，请等待其完成后再试'],
  TASK_BULK_TOO_MANY: ['14405', '一次提交的后台任务过多'],
  TASK_NOT_ALLOWED: ['14406', '无权发起该后台任务'],
});
