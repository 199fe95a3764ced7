/** The assignment history of one project (dispatch, reassignment, recall), newest first, in a modal. */
import { Empty, Modal, Spin, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatChinaDateTime } from '@domain/kernel/chinaTime';
import { AssignmentKind } from '@domain/enums';
import { type AssignmentItem, type ChannelProjectItem, channelAssignmentList } from '@/services/projects';
import { TEXT } from './labels';

const AssignmentHistory: React.FC<{ project?: ChannelProjectItem; onClose: () => void }> = ({ project, onClose }) => {
  const [items, setItems] = useState<AssignmentItem[]>();
  useEffect(() => {
    if (!project) return;
    setItems(undefined);
    channelAssignmentList({ projectCode: project.projectCode })
      .then((answer) => setItems(answer.list))
      .catch(() => setItems([]));
  }, [project]);
  return (
    <Modal title={`${TEXT.history}${project ? ` · ${project.name}` : ''}`} open={!!project} onCancel={onClose} footer={null} destroyOnHidden>
      {!items ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description="尚无分派记录" />
      ) : (
        <Timeline
          items={items.map((item) => ({
            key: item.id,
            children: (
              <>
                <Typography.Text strong>{AssignmentKind.label(item.kind)}</Typography.Text>{' '}
                {item.kind === 'dispatch'
                  ? `给 ${item.to?.showName}`
                  : item.kind === 'reassign'
                    ? `${item.from?.showName ?? ''} → ${item.to?.showName ?? ''}`
                    : `自 ${item.from?.showName ?? ''}`}
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {item.by.showName} · {formatChinaDateTime(new Date(item.at))}
                    {item.reason ? ` · ${item.reason}` : ''}
                  </Typography.Text>
                </div>
              </>
            ),
          }))}
        />
      )}
    </Modal>
  );
};

export default AssignmentHistory;
