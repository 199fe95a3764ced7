/** The customer's tasks by role (role/list): who does it, its status, what it waits for, and the moves the caller may make. */
import { ModalForm, ProFormSelect } from '@/components/FormKit';
import { Popconfirm, Space, Table, Tag, Typography, message } from 'antd';
import type React from 'react';
import { RoleRelationStatus } from '@domain/enums';
import { Role } from '@domain/kernel/roles';
import { chinaTimeText } from '@/utils/chinaTime';
import { consumerTaskAssign, type ConsumerMember, type ConsumerTask, consumerTaskMove } from '@/services/consumerProjects';

const STATUS_COLORS = { notsubmit: 'default', submited: 'processing', finished: 'success' } as const;
const ACTION_LABELS = { submit: '提交', return: '退回', finish: '确认完成' } as const;

interface Props {
  projectCode: string;
  tasks: ConsumerTask[];
  members: ConsumerMember[];
  manage: boolean;
  loading: boolean;
  onChanged: () => void;
}

const TaskTable: React.FC<Props> = ({ projectCode, tasks, members, manage, loading, onChanged }) => {
  const act = async (task: ConsumerTask, action: ConsumerTask['actions'][number]) => {
    try {
      await consumerTaskMove({ projectCode, stepNo: task.stepNo, action });
      message.success(`已${ACTION_LABELS[action]}任务“${task.title}”`);
      onChanged();
    } catch {
      // shown by the request error handler
    }
  };
  return (
    <Table<ConsumerTask>
      rowKey="stepNo"
      loading={loading}
      pagination={false}
      dataSource={tasks}
      locale={{ emptyText: '该服务没有需要客户方完成的任务' }}
      columns={[
        { title: '任务', dataIndex: 'title' },
        { title: '负责角色', dataIndex: 'roleCode', render: (role: ConsumerTask['roleCode']) => Role.label(role) },
        { title: '执行人', dataIndex: 'accountName', render: (name: string) => name || <Typography.Text type="secondary">未指派</Typography.Text> },
        {
          title: '状态',
          dataIndex: 'status',
          render: (status: ConsumerTask['status']) => <Tag color={STATUS_COLORS[status]}>{RoleRelationStatus.label(status)}</Tag>,
        },
        { title: '等待', dataIndex: 'waitingFor' },
        { title: '提交时间', dataIndex: 'submittedAt', render: (at: string | null) => chinaTimeText(at) },
        {
          title: '操作',
          key: 'actions',
          render: (_, task) => (
            <Space>
              {task.actions.map((action) => (
                <Popconfirm
                  key={action}
                  title={`确定${ACTION_LABELS[action]}任务“${task.title}”？`}
                  onConfirm={() => act(task, action)}
                  okText="确定"
                  cancelText="取消"
                >
                  <a>{ACTION_LABELS[action]}</a>
                </Popconfirm>
              ))}
              {manage && task.status !== 'finished' ? (
                <ModalForm<{ accountId: string }>
                  title={`指派任务：${task.title}`}
                  width={440}
                  trigger={<a>{task.accountId ? '改派' : '指派'}</a>}
                  modalProps={{ destroyOnHidden: true }}
                  initialValues={{ accountId: task.accountId ?? undefined }}
                  onFinish={async ({ accountId }) => {
                    try {
                      const updated = await consumerTaskAssign({ projectCode, stepNo: task.stepNo, accountId });
                      message.success(`已指派给 ${updated.accountName}`);
                    } catch {
                      return false;
                    }
                    onChanged();
                    return true;
                  }}
                >
                  <ProFormSelect
                    name="accountId"
                    label="执行人"
                    rules={[{ required: true, message: '请选择执行人' }]}
                    extra={`只能指派给具有“${Role.label(task.roleCode)}”角色的在职成员`}
                    options={members.filter((m) => m.roles.includes(task.roleCode)).map((m) => ({ value: m.accountId, label: m.showName }))}
                  />
                </ModalForm>
              ) : null}
            </Space>
          ),
        },
      ]}
    />
  );
};

export default TaskTable;
