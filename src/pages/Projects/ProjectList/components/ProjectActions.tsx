/**
 * The actions on one project that the caller may take now: the state moves the server offered
 * (`project.actions`, PROJECT_MACHINE with the delivery rules) and, for a manager of its delivery
 * tenant, dispatch / reassign / recall and the assignment history. Every move asks first.
 */
import { message, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { type ChannelProjectItem, channelInitSvipData, channelProjectMove, channelRecall } from '@/services/projects';
import { TEXT } from './labels';

type MoveAction = 'start' | 'submitAudit' | 'rejectAudit' | 'finish' | 'returnSvip';

const CONFIRM: Record<string, string> = {
  initSvip: '发起后客户将收到企业资料填报任务，确定发起吗？',
  start: '确定开始实施该项目吗？',
  submitAudit: '确定提交审核吗？',
  rejectAudit: '确定退回修改吗？项目将回到“进行中”。',
  finish: '审核通过后项目即完成，确定吗？',
  returnSvip: '确定退回客户提交的企业资料吗？',
};

export interface ProjectActionsProps {
  project: ChannelProjectItem;
  /** Show the state moves (the detail page); lists show only the dispatch actions. */
  moves?: boolean;
  onDispatch?: (project: ChannelProjectItem) => void;
  onReassign?: (project: ChannelProjectItem) => void;
  onHistory?: (project: ChannelProjectItem) => void;
  onChanged: () => void;
}

const ProjectActions: React.FC<ProjectActionsProps> = ({ project, moves = false, onDispatch, onReassign, onHistory, onChanged }) => {
  const [busy, setBusy] = useState<string>();

  const run = async (key: string, call: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await call();
      message.success(done);
      onChanged();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(undefined);
    }
  };

  const manage = project.manageable;
  const movable = manage && project.distributeStatus === 'dispatched' && project.state !== 'finished';
  return (
    <Space size="small" wrap>
      {moves
        ? project.actions.map((item) => (
            <Popconfirm
              key={item.action}
              title={CONFIRM[item.action] ?? `确定${item.label}吗？`}
              onConfirm={() =>
                run(
                  item.action,
                  () =>
                    item.action === 'initSvip'
                      ? channelInitSvipData({ projectCode: project.projectCode })
                      : channelProjectMove({ projectCode: project.projectCode, action: item.action as MoveAction }),
                  `${item.label}成功`,
                )
              }
            >
              <Typography.Link disabled={busy === item.action}>{item.label}</Typography.Link>
            </Popconfirm>
          ))
        : null}
      {manage && project.distributeStatus === 'undispatch' && onDispatch ? (
        <Typography.Link onClick={() => onDispatch(project)}>{TEXT.dispatch}</Typography.Link>
      ) : null}
      {movable && onReassign ? <Typography.Link onClick={() => onReassign(project)}>{TEXT.reassign}</Typography.Link> : null}
      {movable ? (
        <Popconfirm
          title={TEXT.recallConfirm}
          onConfirm={() => run('recall', () => channelRecall({ projectCode: project.projectCode }), '已收回到资源池')}
        >
          <Typography.Link type="danger" disabled={busy === 'recall'}>
            {TEXT.recall}
          </Typography.Link>
        </Popconfirm>
      ) : null}
      {onHistory && (manage || moves) ? <Typography.Link onClick={() => onHistory(project)}>{TEXT.history}</Typography.Link> : null}
    </Space>
  );
};

export default ProjectActions;
