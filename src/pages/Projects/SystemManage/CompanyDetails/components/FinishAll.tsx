/**
 * 完成全部任务 (role/all/finish): runs as a background job on the server; the page polls its status
 * (/api/task/detail.json) and shows the progress until it ends.
 */
import { Button, Popconfirm, Progress, Space, Typography, message } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { JobStatus } from '@domain/enums';
import { type ConsumerJob, consumerRoleAllFinish, consumerTaskDetail } from '@/services/consumerProjects';
import { FINISH_ALL_CONFIRM, FINISH_ALL_TEXT } from '../../components/labels';

const POLL_MS = 1000;
const active = (job: ConsumerJob | null | undefined) => !!job && (job.status === 'queued' || job.status === 'running');

const FinishAll: React.FC<{ projectCode: string; job: ConsumerJob | null; onDone: () => void }> = ({ projectCode, job: initial, onDone }) => {
  const [job, setJob] = useState<ConsumerJob | null>(initial);
  useEffect(() => setJob(initial), [initial]);
  useEffect(() => {
    if (!job || !active(job)) return;
    const timer = setTimeout(async () => {
      try {
        const next = await consumerTaskDetail({ taskId: job.taskId }, { skipErrorHandler: true });
        setJob(next);
        if (!active(next)) {
          if (next.status === 'succeeded') message.success('客户各角色的任务已全部完成');
          else message.error(`完成全部任务失败：${next.error ?? '未知原因'}`);
          onDone();
        }
      } catch {
        setJob({ ...job });
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, onDone]);

  return (
    <Space>
      <Popconfirm
        title={FINISH_ALL_TEXT}
        description={<div style={{ maxWidth: 320 }}>{FINISH_ALL_CONFIRM}</div>}
        okText="确定"
        cancelText="取消"
        onConfirm={async () => {
          try {
            setJob(await consumerRoleAllFinish({ projectCode }));
          } catch {
            // shown by the request error handler
          }
        }}
      >
        <Button loading={active(job)}>{FINISH_ALL_TEXT}</Button>
      </Popconfirm>
      {job ? (
        <Space size={4} data-testid="finish-all-job">
          <Typography.Text type="secondary">
            后台任务 #{job.taskId}：{JobStatus.label(job.status)}
          </Typography.Text>
          <Progress
            style={{ width: 140, margin: 0 }}
            size="small"
            percent={job.total ? Math.floor((job.done * 100) / job.total) : active(job) ? 0 : 100}
            status={job.status === 'failed' ? 'exception' : active(job) ? 'active' : undefined}
          />
        </Space>
      ) : null}
    </Space>
  );
};

export default FinishAll;
