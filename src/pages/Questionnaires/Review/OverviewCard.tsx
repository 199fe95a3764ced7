/**
 * The review drawer's summary card: questionnaire and gap status, counts, the scoring
 * configuration, open risks, the report link once finished, and the scoring job after 完成判定.
 */
import { history } from '@umijs/max';
import { Alert, Badge, Card, Descriptions, Empty, Space, Spin, Tag, Typography } from 'antd';
import type React from 'react';
import { GapAnalysisStatus, QuestionnaireStatus } from '@domain/enums';
import TaskProgress from '@/components/TaskProgress';
import type { QuestionnaireInfo } from '@/services/questionnaires';
import { QUESTIONNAIRE_STATUS_COLORS } from '@/pages/Questionnaires/ReportOnline/components/labels';
import { gapReportPath } from '../../GapAnalysis/Report/components/paths';

/** What the drawer knows of the questionnaire. */
export interface Overview {
  /** null: the customer has not distributed the questionnaire yet. */
  info: QuestionnaireInfo | null;
  /** Items with an open risk (what 退回客户整改 sends back). */
  itemsWithRisk: number;
}

interface Props {
  projectCode: string;
  overview: Overview | undefined;
  overviewError: string | undefined;
  /** The status after a move of this drawer, else the loaded one. */
  status: QuestionnaireInfo['status'] | undefined;
  shownGapStatus: QuestionnaireInfo['gapStatus'];
  scoringJob: QuestionnaireInfo['scoringJob'];
  /** Called when the scoring job followed here ends (the gap status has changed). */
  onScored?: () => void;
}

const OverviewCard: React.FC<Props> = ({ projectCode, overview, overviewError, status, shownGapStatus, scoringJob, onScored }) => {
  const info = overview?.info ?? undefined;
  const finished = status === 'finished';
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      {overview && !info ? <Empty description="客户尚未分发问卷" /> : null}
      {info ? (
        <Descriptions size="small" column={{ xs: 1, md: 3, xl: 6 }}>
          <Descriptions.Item label="问卷状态">
            {status ? <Tag color={QUESTIONNAIRE_STATUS_COLORS[status]}>{QuestionnaireStatus.label(status)}</Tag> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="差距分析">
            {shownGapStatus ? (
              <Tag color={shownGapStatus === 'report-finished' ? 'success' : 'processing'}>{GapAnalysisStatus.label(shownGapStatus)}</Tag>
            ) : (
              '尚未提交给顾问'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="题目">
            {info.counts.submitted}/{info.totalItems} 已提交
          </Descriptions.Item>
          <Descriptions.Item label="评分配置">{info.configLabel}</Descriptions.Item>
          <Descriptions.Item label="待整改问题">
            <Badge status={info.openRisks ? 'error' : 'success'} text={`${info.openRisks} 个（${overview?.itemsWithRisk ?? 0} 道题）`} />
          </Descriptions.Item>
          <Descriptions.Item label="报告">
            {shownGapStatus === 'report-finished' ? (
              <Typography.Link onClick={() => history.push(gapReportPath('channel', projectCode))}>查看差距分析报告</Typography.Link>
            ) : (
              '—'
            )}
          </Descriptions.Item>
        </Descriptions>
      ) : overviewError || overview ? null : (
        <Spin />
      )}
      {finished && scoringJob ? (
        <Alert
          style={{ marginTop: 12 }}
          type={scoringJob.status === 'failed' ? 'error' : 'info'}
          showIcon
          message={
            <Space size={8} wrap>
              评分任务
              <TaskProgress taskId={scoringJob.taskId} initial={{ ...scoringJob, done: 0, total: 0 }} onFinished={onScored} />
            </Space>
          }
          description={shownGapStatus === 'report-finished' ? '报告已生成' : '评分在后台进行，完成后差距分析状态变为“报告已完成”，可点“刷新”查看'}
        />
      ) : null}
      {status === 'answering' && info?.gapStatus ? (
        <Alert style={{ marginTop: 12 }} type="info" showIcon message="问卷已退回客户整改，客户重新提交后可继续审核" />
      ) : null}
    </Card>
  );
};

export default OverviewCard;
