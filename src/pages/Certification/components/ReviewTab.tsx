/**
 * 合同评审: computes the audit time from the application (calculateAuditTime on the server) and
 * shows the stored result — initial audit days split into Stage 1 and Stage 2, the on-site minimum,
 * surveillance and recertification days, the tables used with their versions, and the
 * justification lines given to the client. A later change of tables never changes a stored result.
 */
import { Alert, Button, Card, Descriptions, Empty, InputNumber, Input, List, Space, Statistic, Row, Col, Typography, message } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { ManagementSystem } from '@domain/engines/auditTime/model';
import { certProjectReview, type CertProjectDetail } from '@/services/certification';
import { days } from './labels';
import { chinaDay } from '@domain/kernel/chinaTime';

const ReviewTab: React.FC<{ project: CertProjectDetail; onReviewed: (next: CertProjectDetail) => void }> = ({ project, onReviewed }) => {
  const [busy, setBusy] = useState(false);
  const [integrationPct, setIntegrationPct] = useState<number>(0);
  const [integrationJustification, setJustification] = useState('');
  const time = project.auditTime;
  const canReview = project.actions.includes('review');

  const review = async () => {
    setBusy(true);
    try {
      const next = await certProjectReview({
        certProjectCode: project.certProjectCode,
        version: project.version,
        integrationPct,
        integrationJustification,
      });
      message.success(`合同评审完成：初次认证审核 ${next.auditTime?.initialDays ?? '—'} 人日`);
      onReviewed(next);
    } catch {
      // Shown by the request layer (the message names the missing field).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {canReview ? (
        <Card size="small" title={time ? '重新计算审核人日' : '计算审核人日'}>
          <Space wrap>
            {project.standards.length > 1 ? (
              <>
                <span>一体化审核减少</span>
                <InputNumber min={0} max={100} value={integrationPct} onChange={(value) => setIntegrationPct(value ?? 0)} addonAfter="%" />
                <Input
                  placeholder="一体化程度说明"
                  value={integrationJustification}
                  onChange={(event) => setJustification(event.target.value)}
                  style={{ width: 260 }}
                  maxLength={200}
                />
              </>
            ) : null}
            <Button type="primary" loading={busy} onClick={review}>
              {time ? '重新计算' : '计算审核人日'}
            </Button>
          </Space>
        </Card>
      ) : null}
      {!time ? (
        <Empty description={project.state === 'applied' ? '受理后填写申请信息，再进行合同评审' : '尚未进行合同评审'} />
      ) : (
        <>
          {project.state === 'accepted' ? <Alert type="warning" showIcon message="申请信息已修改，请重新计算审核人日" /> : null}
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title="初次认证审核" value={time.initialDays} suffix="人日" />
            </Col>
            <Col span={6}>
              <Statistic title="第一阶段 / 第二阶段" value={`${time.stage1Days} / ${time.stage2Days}`} suffix="人日" />
            </Col>
            <Col span={6}>
              <Statistic title="每次监督审核" value={time.surveillanceDays} suffix="人日" />
            </Col>
            <Col span={6}>
              <Statistic title="再认证审核" value={time.recertificationDays} suffix="人日" />
            </Col>
          </Row>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="有效人数">{time.effectivePersonnel} 人</Descriptions.Item>
            <Descriptions.Item label="现场审核最少">{days(time.onSiteMinDays)}</Descriptions.Item>
            <Descriptions.Item label="所用审核时间表" span={2}>
              {time.tables.map((table) => (
                <div key={table.id}>
                  {ManagementSystem.label(table.standard)}：{table.title}（{table.version}）
                </div>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label="评审时间" span={2}>
              {chinaDay(new Date(time.reviewedAt))}
            </Descriptions.Item>
          </Descriptions>
          <Card size="small" title="计算依据（随合同提供给客户）">
            <List size="small" dataSource={time.justification} renderItem={(line) => <List.Item>{line}</List.Item>} />
          </Card>
          <Typography.Text type="secondary">审核时间表或参数以后变更，不影响已保存的评审结果。</Typography.Text>
        </>
      )}
    </Space>
  );
};

export default ReviewTab;
