/**
 * Rules of background tasks (后台任务): who reads a task, what its error says, how long it took.
 *
 * Who reads a task: its creator, in the tenant it was submitted in — nobody else, not a
 * colleague and not a project manager of the project it works on. A task's payload and result
 * (a generated report) are the creator's; pages that show another person's job (the customer's
 * project detail shows the finish-all job to every manager) carry its state in their own answer.
 */
import type { JobStatus } from './enums';
import { taskKindLabel } from './kinds';

export interface TaskOwnerFields {
  tenantCode: string;
  createdBy: string;
}

/** The caller may read (and poll) the task: same tenant and the task's creator. */
export function mayReadTask(task: TaskOwnerFields, caller: { tenantCode: string | null | undefined; accountId: string }): boolean {
  return !!caller.tenantCode && task.tenantCode === caller.tenantCode && task.createdBy === caller.accountId;
}

const HAS_CHINESE = /[\u4e00-\u9fff]/;
/** Shown when a handler failed with a technical (non-Chinese) message. */
export const TASK_INTERNAL_ERROR_TEXT = '任务执行出错（系统内部错误），请稍后重试；仍失败请联系平台管理员';

/** The Chinese reason a task shows: its stored message when it is Chinese, a generic one otherwise. */
export function taskErrorText(error: string | null | undefined): string | null {
  if (!error) return null;
  return HAS_CHINESE.test(error) ? error : TASK_INTERNAL_ERROR_TEXT;
}

/** Seconds from creation to the end (or to `now` while it is queued or runs). */
export function taskDurationSeconds(createdAt: Date, finishedAt: Date | null, now: Date): number {
  const end = finishedAt ?? now;
  return Math.max(0, Math.round((end.getTime() - createdAt.getTime()) / 1000));
}

/** Queued or running: the panel keeps polling. */
export const isTaskActive = (status: JobStatus): boolean => status === 'queued' || status === 'running';

/** "生成差距分析 Word 报告 · 某项目" */
export const taskHeadline = (kind: string, title: string): string => (title ? `${taskKindLabel(kind)} · ${title}` : taskKindLabel(kind));
