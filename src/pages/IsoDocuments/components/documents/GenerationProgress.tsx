/**
 * The project's generation task inline: a progress bar with done/total while it is queued or runs
 * (polling isoDocProgress, which every writer of the project may read — not only the submitter),
 * the failure's Chinese reason when it failed. Calls onFinished once when a followed task ends.
 */
import { Alert, Progress, Space, Typography } from 'antd';
import type React from 'react';
import { useEffect, useRef, useState } from 'react';
import { TASK_POLL_MS } from '@domain/tasks/constants';
import { isoDocProgress, type IsoDocTask } from '@/services/document';

const active = (task: IsoDocTask | null | undefined) => task?.status === 'queued' || task?.status === 'running';

interface Props {
  projectCode: string;
  task: IsoDocTask | null;
  onFinished: (task: IsoDocTask) => void;
}

const GenerationProgress: React.FC<Props> = ({ projectCode, task: initial, onFinished }) => {
  const [task, setTask] = useState<IsoDocTask | null>(initial);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  useEffect(() => setTask(initial), [initial]);
  const following = active(task);
  useEffect(() => {
    if (!following) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const { task: next } = await isoDocProgress({ projectCode }, { skipErrorHandler: true });
        if (stopped) return;
        setTask(next);
        if (next && !active(next)) finished.current(next);
      } catch {
        // A lost poll: the next one tries again.
      }
    }, TASK_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [following, projectCode]);

  if (!task) return null;
  if (task.status === 'failed')
    return <Alert style={{ marginBottom: 16 }} type="error" showIcon message={`体系文件生成失败：${task.error ?? '请稍后重试'}`} />;
  if (!active(task)) return null;
  const percent = task.total ? Math.min(100, Math.floor((task.done * 100) / task.total)) : 0;
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }} aria-label="生成进度">
      <Typography.Text>{task.status === 'queued' ? '等待生成…' : `正在生成体系文件：${task.done} / ${task.total}`}</Typography.Text>
      <Progress percent={percent} status="active" />
    </Space>
  );
};

export default GenerationProgress;
