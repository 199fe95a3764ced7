/**
 * The task calls (domain/tasks/contracts.ts): submit one or several tasks of a registered kind
 * (./registry.ts), read them back. A task is a jobs row; it belongs to the tenant it was
 * submitted in and to its submitter, and only the submitter reads it (domain/tasks/rules.ts).
 */
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import { ErrorCode } from '../../../domain/errors';
import { TaskResultView, type TaskBulkItem, type TaskView, type taskContracts as c } from '../../../domain/tasks/contracts';
import { taskKindLabel } from '../../../domain/tasks/kinds';
import { taskDurationSeconds, taskErrorText } from '../../../domain/tasks/rules';
import type { Clock } from '../../clock';
import type { JobRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { AppError, BusinessError } from '../../http/errors';
import type { JobQueue } from '../../jobs';
import { tenantScope } from '../../tenancy';
import type { TaskKindRegistry } from './registry';
import type { TaskRepository } from './repository';

export interface TaskServiceDeps {
  repo: TaskRepository;
  jobs: JobQueue;
  registry: TaskKindRegistry;
  clock: Clock;
}

type Submission = ParsedBody<typeof c.taskSubmit>;

/** A jobs row as the task panel shows it. */
export function taskView(row: JobRow, now: Date): TaskView {
  const result = row.result ? TaskResultView.safeParse(row.result) : null;
  return {
    taskId: row.id,
    kind: row.kind,
    kindLabel: taskKindLabel(row.kind),
    title: row.title,
    status: row.status,
    done: row.done,
    total: row.total,
    error: taskErrorText(row.error),
    result: result?.success && Object.keys(result.data).length ? result.data : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    duration: taskDurationSeconds(row.createdAt, row.finishedAt, now),
  };
}

export function createTaskService({ repo, jobs, registry, clock }: TaskServiceDeps) {
  const mine = (auth: RequestContext) => repo.forCreator(tenantScope(auth), auth.account.accountId);

  async function submit(auth: RequestContext, submission: Submission): Promise<TaskView> {
    const scope = tenantScope(auth);
    const me = auth.account.accountId;
    const definition = registry.get(submission.kind);
    if (!definition) throw new BusinessError(ErrorCode.TASK_KIND_UNKNOWN, `不支持的后台任务类型：${submission.kind}`);
    const parsed = definition.payload.safeParse(submission.payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? `（${issue.path.join('.')}）` : '';
      throw new BusinessError(ErrorCode.TASK_PAYLOAD_INVALID, `后台任务参数无效${field}：${issue?.message ?? '格式不正确'}`);
    }
    const payload = parsed.data;
    await definition.authorize(auth, payload);
    const jobKey = definition.jobKey(payload, auth);
    const existing = await jobs.byKey(scope.tenantCode, definition.kind, jobKey);
    if (existing && existing.createdBy !== me) throw new BusinessError(ErrorCode.TASK_TAKEN_BY_OTHER);
    const finished = existing && (existing.status === 'succeeded' || existing.status === 'failed');
    if (existing && !(finished && definition.rerunFinished)) return taskView(existing, clock.now());
    const row = await jobs.enqueue({
      tenantCode: scope.tenantCode,
      kind: definition.kind,
      jobKey,
      title: await definition.title(payload, auth),
      payload: payload as Record<string, unknown>,
      createdBy: me,
      total: definition.total?.(payload) ?? 0,
      rerunFinished: definition.rerunFinished,
    });
    // Another submitter of the same key won the insert between the read and the write.
    if (row.createdBy !== me) throw new BusinessError(ErrorCode.TASK_TAKEN_BY_OTHER);
    return taskView(row, clock.now());
  }

  return {
    submit,

    /** Each item on its own: one refused item does not stop the others. */
    async bulkSubmit(auth: RequestContext, body: ParsedBody<typeof c.taskBulkSubmit>): Promise<TaskBulkItem[]> {
      tenantScope(auth);
      const items: TaskBulkItem[] = [];
      for (const [index, submission] of body.tasks.entries()) {
        try {
          items.push({ index, success: true, task: await submit(auth, submission), errorCode: '200', errorMsg: '' });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          items.push({ index, success: false, task: null, errorCode: error.errorCode, errorMsg: error.message });
        }
      }
      return items;
    },

    async detail(auth: RequestContext, query: ParsedQuery<typeof c.taskDetail>): Promise<TaskView> {
      const row = await mine(auth).byId(query.taskId);
      if (!row) throw new BusinessError(ErrorCode.TASK_NOT_FOUND);
      return taskView(row, clock.now());
    },

    /** The caller's tasks among the ids, in the order asked; others' and unknown ids are left out. */
    async bulkDetail(auth: RequestContext, query: ParsedQuery<typeof c.taskBulkDetail>): Promise<TaskView[]> {
      const rows = new Map((await mine(auth).byIds(query.taskIds)).map((row) => [row.id, row]));
      const now = clock.now();
      return query.taskIds.flatMap((id) => {
        const row = rows.get(id);
        return row ? [taskView(row, now)] : [];
      });
    },

    async list(auth: RequestContext, query: ParsedQuery<typeof c.taskList>) {
      const tasks = mine(auth);
      const [{ rows, total }, running] = await Promise.all([tasks.page(query, query.status), tasks.activeCount()]);
      const now = clock.now();
      return { list: rows.map((row) => taskView(row, now)), total, current: query.current, pageSize: query.pageSize, running };
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
