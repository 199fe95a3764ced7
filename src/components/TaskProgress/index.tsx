/**
 * One background task inline (后台任务): its state, a progress bar, the produced file or page, the
 * Chinese reason when it failed. Polls GET /api/task/detail.json every TASK_POLL_MS while the task
 * is queued or running; stops when it ends (onFinished is called once) or when the task cannot be
 * read (only its submitter reads it: another person sees the snapshot the page passed).
 */
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Progress, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { useEffect, useRef } from 'react';
import { TASK_POLL_MS } from '@domain/tasks/constants';
import { JobStatus } from '@domain/tasks/enums';
import { TaskResultView } from '@domain/tasks/contracts';
import { isTaskActive } from '@domain/tasks/rules';
import FileDownloadLink from '@/components/FileDownloadLink';
import { type TaskView, taskDetail } from '@/services/tasks';

/** What a page already knows of the task (a finish-all job in the project detail, a submit's answer). */
export type TaskSnapshot = Pick<TaskView, 'taskId' | 'status' | 'done' | 'total' | 'error'> & {
  /** What it produced; a file or page link when it has objectId or path (other results show no link). */
  result?: unknown;
};

export const TASK_STATUS_COLORS: Record<JobStatus, string> = { queued: 'default', running: 'processing', succeeded: 'success', failed: 'error' };

export const taskPercent = (task: Pick<TaskView, 'status' | 'done' | 'total'>): number =>
  task.total ? Math.min(100, Math.floor((task.done * 100) / task.total)) : task.status === 'succeeded' ? 100 : 0;

/** The produced file (downloaded) or page (opened) of a finished task. */
export const TaskResultLink: React.FC<{ task: Pick<TaskSnapshot, 'status' | 'result'> }> = ({ task }) => {
  const parsed = TaskResultView.safeParse(task.result);
  if (task.status !== 'succeeded' || !parsed.success) return null;
  const result = parsed.data;
  if (result.objectId) return <FileDownloadLink objectId={result.objectId} fileName={result.fileName ?? ''} fallbackText="下载结果" />;
  if (result.path) return <Link to={result.path}>查看结果</Link>;
  return null;
};

interface Props {
  taskId: number;
  initial?: TaskSnapshot | null;
  onFinished?: (task: TaskSnapshot) => void;
}

const TaskProgress: React.FC<Props> = ({ taskId, initial, onFinished }) => {
  const finishedRef = useRef<number | null>(null);
  const { data, error, cancel } = useRequest(() => taskDetail({ taskId }, { skipErrorHandler: true }), {
    refreshDeps: [taskId],
    pollingInterval: TASK_POLL_MS,
    pollingWhenHidden: false,
  });
  const task: TaskSnapshot | undefined = data ?? initial ?? undefined;
  useEffect(() => {
    // Unreadable (not the submitter's) or ended: nothing more to ask.
    if (error || (data && !isTaskActive(data.status))) cancel();
    if (data && !isTaskActive(data.status) && finishedRef.current !== data.taskId) {
      // Only an end seen while following counts, not a task that had ended before the page opened.
      if (initial && isTaskActive(initial.status)) onFinished?.(data);
      finishedRef.current = data.taskId;
    }
  }, [data, error, cancel, initial, onFinished]);
  if (!task) return null;
  return (
    <Space size={8} wrap data-testid="task-progress">
      <Tag color={TASK_STATUS_COLORS[task.status]}>{JobStatus.label(task.status)}</Tag>
      <Progress
        style={{ width: 160, margin: 0 }}
        size="small"
        percent={taskPercent(task)}
        status={task.status === 'failed' ? 'exception' : isTaskActive(task.status) ? 'active' : undefined}
      />
      <TaskResultLink task={task} />
      {task.status === 'failed' && task.error ? <Typography.Text type="danger">{task.error}</Typography.Text> : null}
    </Space>
  );
};

export default TaskProgress;
