/**
 * The assessment's stage bar: the stage steps (a reject variant marks its stage red), the
 * assessment status, the customer's rejection reason, what still stops finishing the stage
 * (problems) and the history.
 */
import { Alert, Collapse, Descriptions, Steps, Tag, Timeline, Typography } from 'antd';
import type React from 'react';
import { ASSET_STAGE_ORDER, AssetAssessStatus, AssetStage, ProjectLevel } from '@domain/enums';
import { RiskMethod } from '@domain/engines/risk/labels';
import { stageIndex } from '@domain/riskAssessment/rules';
import type { AssessmentInfo } from '@/services/riskAssessment';
import { chinaTimeText } from '@/utils/chinaTime';

const STATUS_COLOR: Record<string, string> = {
  combing: 'default',
  'assets-owner-submit': 'orange',
  'assets-owner-finish': 'processing',
  'assess-confirm': 'purple',
  'assess-complete': 'success',
};

const StageBar: React.FC<{ info: AssessmentInfo }> = ({ info }) => {
  const current = stageIndex(info.stage);
  const rejected = info.stage.endsWith('_reject');
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 3, xl: 6 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="当前阶段">
          <Tag color={rejected ? 'red' : 'blue'}>{AssetStage.label(info.stage)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="评估状态">
          <Tag color={STATUS_COLOR[info.status]}>{AssetAssessStatus.label(info.status)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="客户">{info.customerName || '—'}</Descriptions.Item>
        <Descriptions.Item label="产品">
          {info.productName}
          {info.level ? `（${ProjectLevel.label(info.level)}）` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="计算方法">{RiskMethod.label(info.method)}</Descriptions.Item>
        <Descriptions.Item label="配置">{info.configLabel}</Descriptions.Item>
        <Descriptions.Item label="资产">
          业务 {info.counts.business} · 系统 {info.counts.system} · 单元 {info.counts.unit}
        </Descriptions.Item>
        <Descriptions.Item label="威胁 / 脆弱性">
          {info.counts.threats} / {info.counts.vulnerabilities}
        </Descriptions.Item>
        <Descriptions.Item label="安全措施">{info.counts.controls}</Descriptions.Item>
        <Descriptions.Item label="风险">
          {info.counts.risks}（须处置 {info.counts.mustTreat}，未处置 {info.counts.mustTreatUntreated}）
        </Descriptions.Item>
        <Descriptions.Item label="风险计算于">{chinaTimeText(info.computedAt)}</Descriptions.Item>
      </Descriptions>
      <Steps
        size="small"
        current={current}
        status={rejected ? 'error' : info.stage === 'assets_progress_fin' ? 'finish' : 'process'}
        items={ASSET_STAGE_ORDER.map((stage, index) => ({
          title: index === current && rejected ? AssetStage.label(info.stage) : AssetStage.label(stage),
        }))}
        style={{ marginBottom: 12, overflowX: 'auto' }}
      />
      {info.reject && rejected ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={`客户驳回了“${AssetStage.label(info.reject.stage)}”（${info.reject.byName}，${chinaTimeText(info.reject.at)}）`}
          description={`驳回原因：${info.reject.reason}`}
        />
      ) : null}
      {info.problems.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="完成当前阶段前还需处理："
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {info.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {info.history.length ? (
        <Collapse
          size="small"
          items={[
            {
              key: 'history',
              label: `评估记录（${info.history.length} 条）`,
              children: (
                <Timeline
                  items={[...info.history].reverse().map((event, index) => ({
                    key: `${event.at}-${index}`,
                    color: event.action.startsWith('REJECT') || event.action === 'COMBING' ? 'red' : 'blue',
                    children: (
                      <>
                        {event.label} · {event.actorName} · {chinaTimeText(event.at)}
                        {event.reason ? (
                          <Typography.Text type="secondary" style={{ display: 'block' }}>
                            原因：{event.reason}
                          </Typography.Text>
                        ) : null}
                      </>
                    ),
                  }))}
                />
              ),
            },
          ]}
        />
      ) : null}
    </>
  );
};

export default StageBar;
