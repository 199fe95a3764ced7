/**
 * 后台任务 in the header: a badge with the caller's queued and running tasks, opening a drawer that
 * lists them (GET /api/task/list.json, the caller's own, newest first, paged on the server) with
 * their state, progress, duration, result (the produced file, downloaded through
 * FileDownloadLink, or a page) and the Chinese reason of a failure. The list is asked again every
 * TASK_POLL_MS only while the drawer is open and a task is still queued or running; the badge
 * alone is asked again only while something runs.
 */
import { UnorderedListOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Badge, Button, Drawer, List, Progress, Segmented, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { TASK_POLL_MS } from '@domain/tasks/constants';
import { JobStatus } from '@domain/tasks/enums';
import { isTaskActive } from '@domain/tasks/rules';
import { TASK_STATUS_COLORS, TaskResultLink, taskPercent } from '@/components/TaskProgress';
import { type TaskView, taskList } from '@/services/tasks';
import { chinaTimeText } from '@/utils/chinaTime';

export const TASK_PANEL_TEXT = '后台任务';
const PAGE_SIZE = 10;

/** "3 分 12 秒" */
export function durationText(seconds: number): string {
  if (seconds < 60) return `${seconds} 秒`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} 分 ${seconds % 60} 秒`;
  return `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分`;
}

const TaskItem: React.FC<{ task: TaskView }> = ({ task }) => (
  <List.Item data-testid={`task-${task.taskId}`}>
    <Space direction="vertical" size={2} style={{ width: '100%' }}>
      <Space wrap>
        <Tag color={TASK_STATUS_COLORS[task.status]}>{JobStatus.label(task.status)}</Tag>
        <Typography.Text strong>{task.kindLabel}</Typography.Text>
        {task.title ? <Typography.Text type="secondary">{task.title}</Typography.Text> : null}
      </Space>
      <Progress
        size="small"
        percent={taskPercent(task)}
        status={task.status === 'failed' ? 'exception' : isTaskActive(task.status) ? 'active' : undefined}
      />
      <Space wrap size={12}>
        <Typography.Text type="secondary">提交于 {chinaTimeText(task.createdAt)}</Typography.Text>
        <Typography.Text type="secondary">用时 {durationText(task.duration)}</Typography.Text>
        <TaskResultLink task={task} />
      </Space>
      {task.status === 'failed' && task.error ? <Typography.Text type="danger">失败原因：{task.error}</Typography.Text> : null}
    </Space>
  </List.Item>
);

const TaskPanel: React.FC = () => {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<JobStatus | ''>('');
  const [current, setCurrent] = useState(1);
  // The badge: one row is enough, the answer carries the running count.
  const badge = useRequest(() => taskList({ current: 1, pageSize: 1 }, { skipErrorHandler: true }), {
    pollingInterval: TASK_POLL_MS,
    pollingWhenHidden: false,
    onSuccess: (page) => {
      if (!page.running) badge.cancel();
    },
    // The badge is a hint: when it cannot be read, it stops asking (the drawer shows the error).
    onError: () => badge.cancel(),
  });
  const list = useRequest(() => taskList({ current, pageSize: PAGE_SIZE, status }, { skipErrorHandler: true }), {
    ready: open,
    refreshDeps: [open, status, current],
    pollingInterval: TASK_POLL_MS,
    pollingWhenHidden: false,
    onSuccess: (page) => {
      if (!page.running && !page.list.some((task) => isTaskActive(task.status))) list.cancel();
      if (page.running !== badge.data?.running) badge.mutate((old) => (old ? { ...old, running: page.running } : old));
    },
  });
  const running = list.data?.running ?? badge.data?.running ?? 0;

  return (
    <>
      <Badge count={running} size="small" offset={[-6, 4]}>
        <Button
          type="text"
          icon={<UnorderedListOutlined />}
          onClick={() => {
            setOpen(true);
            badge.refresh();
          }}
          data-testid="task-panel-button"
        >
          {TASK_PANEL_TEXT}
        </Button>
      </Badge>
      <Drawer
        title={TASK_PANEL_TEXT}
        open={open}
        width={520}
        onClose={() => {
          setOpen(false);
          list.cancel();
        }}
        destroyOnHidden
      >
        <Segmented<JobStatus | ''>
          style={{ marginBottom: 12 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setCurrent(1);
          }}
          options={[{ label: '全部', value: '' }, ...JobStatus.values.map((value) => ({ label: JobStatus.label(value), value }))]}
        />
        <List<TaskView>
          loading={list.loading && !list.data}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: list.error ? `加载失败：${list.error.message}` : '暂无后台任务' }}
          renderItem={(task) => <TaskItem task={task} />}
          pagination={
            (list.data?.total ?? 0) > PAGE_SIZE
              ? { current, pageSize: PAGE_SIZE, total: list.data?.total, onChange: setCurrent, size: 'small' }
              : false
          }
        />
      </Drawer>
    </>
  );
};

export default TaskPanel;
