/** The consultant's problems (risks) on an item: finding and recommendation, open ones first. */
import { Alert, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { QuestionRiskStatus } from '@domain/enums';
import { MlpsIssueRisk } from '@domain/engines/gap/vocab';
import type { QuestionRisk } from '@/services/questionnaires';
import { chinaTimeText } from '@/utils/chinaTime';
import { RISK_STATUS_COLORS } from './labels';

const RiskList: React.FC<{ risks: QuestionRisk[] }> = ({ risks }) => {
  const sorted = [...risks].sort((a, b) => (a.status === b.status ? 0 : a.status === 'open' ? -1 : 1));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {sorted.map((risk) => (
        <Alert
          key={risk.riskCode}
          type={risk.status === 'open' ? 'error' : 'info'}
          showIcon
          message={
            <Space wrap>
              <Tag color={RISK_STATUS_COLORS[risk.status]}>{QuestionRiskStatus.label(risk.status)}</Tag>
              <span>风险等级：{MlpsIssueRisk.label(risk.level)}</span>
              <Typography.Text type="secondary">
                {risk.openedByName} · {chinaTimeText(risk.openedAt)}
              </Typography.Text>
            </Space>
          }
          description={
            <div>
              <div>
                <Typography.Text strong>发现的问题：</Typography.Text>
                {risk.finding}
              </div>
              <div>
                <Typography.Text strong>整改建议：</Typography.Text>
                {risk.recommendation}
              </div>
              {risk.status === 'closed' && risk.closeNote ? (
                <div>
                  <Typography.Text strong>关闭说明：</Typography.Text>
                  {risk.closeNote}
                </div>
              ) : null}
            </div>
          }
        />
      ))}
    </Space>
  );
};

export default RiskList;
