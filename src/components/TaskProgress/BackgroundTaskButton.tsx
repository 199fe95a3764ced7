/**
 * A button that submits a background task (POST /api/task/submit.json) and then follows it inline
 * with TaskProgress: the report pages' 后台生成 Word 报告 (the result is the generated file's
 * download link). Submitting again while it runs answers the same task.
 */
import { Button, Space } from 'antd';
import type React from 'react';
import { useCallback, useState } from 'react';
import { isTaskActive } from '@domain/tasks/rules';
import { type TaskView, taskSubmit } from '@/services/tasks';
import TaskProgress, { type TaskSnapshot } from '.';

interface Props {
  kind: string;
  payload: Record<string, unknown>;
  text: string;
  disabled?: boolean;
}

const BackgroundTaskButton: React.FC<Props> = ({ kind, payload, text, disabled }) => {
  const [task, setTask] = useState<TaskView>();
  const [busy, setBusy] = useState(false);
  // The button stops spinning once the followed task ended (TaskProgress keeps showing it).
  const finished = useCallback((ended: TaskSnapshot) => setTask((old) => (old ? { ...old, status: ended.status } : old)), []);
  return (
    <Space wrap>
      <Button
        disabled={disabled}
        loading={busy || (!!task && isTaskActive(task.status))}
        onClick={async () => {
          setBusy(true);
          try {
            setTask(await taskSubmit({ kind, payload }));
          } catch {
            // shown by the request error handler
          } finally {
            setBusy(false);
          }
        }}
      >
        {text}
      </Button>
      {task ? <TaskProgress key={`${task.taskId}:${task.createdAt}`} taskId={task.taskId} initial={task} onFinished={finished} /> : null}
    </Space>
  );
};

export default BackgroundTaskButton;
