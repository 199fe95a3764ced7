/** Limits of background tasks (后台任务). */

/** Tasks in one bulk submit or bulk detail call. */
export const TASK_BULK_MAX = 50;
/** How often the task panel and TaskProgress ask again while a task runs (ms). */
export const TASK_POLL_MS = 2_000;
