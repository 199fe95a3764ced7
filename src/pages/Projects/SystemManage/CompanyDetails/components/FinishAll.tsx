/**
 * 完成全部任务 (role/all/finish): runs as a background job on the server; TaskProgress follows it
 * (/api/task/detail.json) until it ends.
 */
import { Button, Popconfirm, Space, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { isTaskActive } from '@domain/tasks/rules';
import TaskProgress, { type TaskSnapshot } from '@/components/TaskProgress';
import { type ConsumerJob, consumerRoleAllFinish } from '@/services/consumerProjects';
import { FINISH_ALL_CONFIRM, FINISH_ALL_TEXT } from '../../components/labels';

const FinishAll: React.FC<{ projectCode: string; job: ConsumerJob | null; onDone: () => void }> = ({ projectCode, job: initial, onDone }) => {
  const [job, setJob] = useState<ConsumerJob | null>(initial);
  const [running, setRunning] = useState(!!initial && isTaskActive(initial.status));
  useEffect(() => {
    setJob(initial);
    setRunning(!!initial && isTaskActive(initial.status));
  }, [initial]);
  const finished = useCallback(
    (task: TaskSnapshot) => {
      setRunning(false);
      if (task.status === 'succeeded') message.success('客户各角色的任务已全部完成');
      else message.error(`完成全部任务失败：${task.error ?? '未知原因'}`);
      onDone();
    },
    [onDone],
  );

  return (
    <Space>
      <Popconfirm
        title={FINISH_ALL_TEXT}
        description={<div style={{ maxWidth: 320 }}>{FINISH_ALL_CONFIRM}</div>}
        okText="确定"
        cancelText="取消"
        onConfirm={async () => {
          try {
            const started = await consumerRoleAllFinish({ projectCode });
            setJob(started);
            setRunning(isTaskActive(started.status));
          } catch {
            // shown by the request error handler
          }
        }}
      >
        <Button loading={running}>{FINISH_ALL_TEXT}</Button>
      </Popconfirm>
      {job ? (
        <span data-testid="finish-all-job">
          <TaskProgress key={job.taskId} taskId={job.taskId} initial={job} onFinished={finished} />
        </span>
      ) : null}
    </Space>
  );
};

export default FinishAll;
