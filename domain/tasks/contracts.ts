/**
 * Background tasks (spec §7 "ISO and product": /api/task/*): submit a task of a registered kind,
 * follow it, submit and follow several at once, and the caller's own task list (the task panel).
 * A task is a row of the jobs table (server/jobs); only its creator reads it (./rules.ts).
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { PageQuery, Timestamp, defineContract, filterOf, pageOf } from '../kernel/contract';
import { TASK_BULK_MAX } from './constants';
import { JobStatus } from './enums';

/** What a finished task produced: a file (download by objectId) or a page to open. */
export const TaskResultView = z.object({
  objectId: z.string().optional(),
  fileName: z.string().optional(),
  /** A page path of the web app to open. */
  path: z.string().optional(),
});
export type TaskResultView = z.infer<typeof TaskResultView>;

export const TaskView = z.object({
  taskId: z.number().int(),
  kind: z.string(),
  /** The kind's Chinese label (domain/tasks/kinds.ts). */
  kindLabel: z.string(),
  /** What it works on (a project's name). */
  title: z.string(),
  status: JobStatus.schema,
  done: z.number().int(),
  total: z.number().int(),
  /** Why it failed, in Chinese (null unless failed or retrying). */
  error: z.string().nullable(),
  result: TaskResultView.nullable(),
  createdAt: Timestamp,
  finishedAt: Timestamp.nullable(),
  /** Seconds from submission to the end, or until now while it is queued or runs. */
  duration: z.number().int(),
});
export type TaskView = z.infer<typeof TaskView>;

const taskIdField = z.coerce.number({ error: '请指定任务编号（taskId）' }).int('请指定任务编号（taskId）').min(1, '请指定任务编号（taskId）');

const TaskSubmission = z.object({
  kind: z.string({ error: '请指定任务类型（kind）' }).trim().min(1, '请指定任务类型（kind）').max(100, '任务类型（kind）过长'),
  payload: z.record(z.string(), z.unknown(), { error: '任务参数（payload）须为对象' }).default({}),
});

/** One item of a bulk submit: the task, or why that item was refused. */
export const TaskBulkItem = z.object({
  index: z.number().int(),
  success: z.boolean(),
  task: TaskView.nullable(),
  errorCode: z.string(),
  errorMsg: z.string(),
});
export type TaskBulkItem = z.infer<typeof TaskBulkItem>;

const tag = '后台任务';

export const taskSubmit = defineContract({
  method: 'POST',
  path: '/api/task/submit.json',
  tag,
  summary: '提交后台任务（类型与参数）；同一任务再次提交时返回已有任务',
  body: TaskSubmission,
  response: TaskView,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const taskDetail = defineContract({
  method: 'GET',
  path: '/api/task/detail.json',
  tag,
  summary: '后台任务的状态与进度（本人发起的任务）',
  query: z.object({ taskId: taskIdField }),
  response: TaskView,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const taskBulkSubmit = defineContract({
  method: 'POST',
  path: '/api/task/bulk/submit.json',
  tag,
  summary: `批量提交后台任务（最多 ${TASK_BULK_MAX} 个），逐项返回任务或拒绝原因`,
  body: z.object({
    tasks: z
      .array(TaskSubmission, { error: '请提供任务列表（tasks）' })
      .min(1, '请至少提交一个任务')
      .max(TASK_BULK_MAX, `一次最多提交 ${TASK_BULK_MAX} 个任务`),
  }),
  response: z.array(TaskBulkItem),
  access: 'canReadPublic',
  timeout: TIMEOUTS.bulkTaskSubmit,
});

export const taskBulkDetail = defineContract({
  method: 'GET',
  path: '/api/task/bulk/detail.json',
  tag,
  summary: `批量查询后台任务（taskIds 以逗号分隔，最多 ${TASK_BULK_MAX} 个；只返回本人发起的任务）`,
  query: z.object({
    taskIds: z
      .string({ error: '请指定任务编号（taskIds）' })
      .trim()
      .min(1, '请指定任务编号（taskIds）')
      .transform((value, ctx) => {
        const parts = value.split(',').map((part) => part.trim());
        const ids = parts.map(Number);
        if (ids.some((id, i) => !parts[i] || !Number.isInteger(id) || id < 1 || id > Number.MAX_SAFE_INTEGER)) {
          ctx.addIssue({ code: 'custom', message: '任务编号（taskIds）须为以逗号分隔的正整数' });
          return z.NEVER;
        }
        const unique = [...new Set(ids)];
        if (unique.length > TASK_BULK_MAX) {
          ctx.addIssue({ code: 'custom', message: `一次最多查询 ${TASK_BULK_MAX} 个任务` });
          return z.NEVER;
        }
        return unique;
      }),
  }),
  response: z.array(TaskView),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const taskList = defineContract({
  method: 'GET',
  path: '/api/task/list.json',
  tag,
  summary: '我的后台任务（按提交时间倒序，可按状态筛选）',
  query: PageQuery.extend({ status: filterOf(JobStatus.schema) }),
  response: pageOf(TaskView).extend({ running: z.number().int() }),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const taskContracts = { taskSubmit, taskDetail, taskBulkSubmit, taskBulkDetail, taskList };
