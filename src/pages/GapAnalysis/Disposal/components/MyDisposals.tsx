/**
 * 我的差距处置 on home (executors have no workbench, spec §2): the unit's projects with gaps to
 * dispose — in handle, the caller's own, overdue — each with a button to /gapDisposal. Shows
 * nothing when there are none.
 */
import { history } from '@umijs/max';
import { Button, Card, List, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { gapDisposalMine, type GapDisposalProject } from '@/services/gapAnalysis';
import { gapDisposalPath } from '../../Report/components/paths';

export const MY_DISPOSALS_TITLE = '我的差距处置';

const MyDisposals: React.FC = () => {
  const [list, setList] = useState<GapDisposalProject[]>([]);
  useEffect(() => {
    gapDisposalMine({ skipErrorHandler: true })
      .then(setList)
      .catch(() => setList([]));
  }, []);
  if (!list.length) return null;
  return (
    <Card size="small" title={MY_DISPOSALS_TITLE} style={{ textAlign: 'left', minWidth: 420, maxWidth: 640 }}>
      <List<GapDisposalProject>
        size="small"
        dataSource={list}
        renderItem={(project) => (
          <List.Item
            key={project.projectCode}
            actions={[
              <Button
                key="go"
                size="small"
                type={project.mine > 0 ? 'primary' : 'default'}
                onClick={() => history.push(gapDisposalPath(project.projectCode))}
              >
                {project.inHandle > 0 ? '去处置' : '查看'}
              </Button>,
            ]}
          >
            <Space direction="vertical" size={0}>
              <Space size={4} wrap>
                <Typography.Text strong>{project.projectName}</Typography.Text>
                {project.overdue > 0 ? <Tag color="red">逾期 {project.overdue}</Tag> : null}
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {project.productName} · 差距 {project.total} 项：处置中 {project.inHandle}，由我负责 {project.mine}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
};

export default MyDisposals;
