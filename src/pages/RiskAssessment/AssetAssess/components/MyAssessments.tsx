/**
 * 我的风险评估 on home (executors have no workbench, spec §2): the unit's risk assessments still
 * under way — stage and status — each with a button to /assetAssess, where the caller's part
 * (identifying assets, confirming owned assets, confirming the assessment) is. Shows nothing when
 * there are none.
 */
import { history } from '@umijs/max';
import { Button, Card, List, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { AssetAssessStatus, AssetStage } from '@domain/enums';
import { type AssessProjectRow, raProjectList } from '@/services/riskAssessment';
import { assetAssessPath, STATUS_COLORS } from './labels';

export const MY_ASSESSMENTS_TITLE = '我的风险评估';

const MyAssessments: React.FC = () => {
  const [list, setList] = useState<AssessProjectRow[]>([]);
  useEffect(() => {
    raProjectList({ current: 1, pageSize: 20 }, { skipErrorHandler: true })
      .then((page) => setList(page.list.filter((row) => row.status !== 'assess-complete')))
      .catch(() => setList([]));
  }, []);
  if (!list.length) return null;
  return (
    <Card size="small" title={MY_ASSESSMENTS_TITLE} style={{ textAlign: 'left', minWidth: 420, maxWidth: 640 }}>
      <List<AssessProjectRow>
        size="small"
        dataSource={list}
        renderItem={(row) => (
          <List.Item
            key={row.projectCode}
            actions={[
              <Button key="go" size="small" onClick={() => history.push(assetAssessPath(row.projectCode))}>
                进入评估
              </Button>,
            ]}
          >
            <Space direction="vertical" size={0}>
              <Space size={4} wrap>
                <Typography.Text strong>{row.projectName}</Typography.Text>
                <Tag color={STATUS_COLORS[row.status]}>{AssetAssessStatus.label(row.status)}</Tag>
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                当前阶段：{AssetStage.label(row.stage)} · 业务资产 {row.counts.business}，系统资产 {row.counts.system}，单元资产 {row.counts.unit}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
};

export default MyAssessments;
