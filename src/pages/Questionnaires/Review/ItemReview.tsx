/**
 * The selected item in the review drawer: its answers read-only, its risks (open, close) and the
 * judgement form, both only while the questionnaire is in the consultant's review.
 */
import { Alert, Card, Empty, Space, Spin, Tag, Typography } from 'antd';
import type React from 'react';
import { QuestionnaireItemKind, QuestionnaireItemStatus, QuestionnaireStatus } from '@domain/enums';
import type { QuestionnaireInfo, QuestionnaireItemDetail } from '@/services/questionnaires';
import { chinaTimeText } from '@/utils/chinaTime';
import AnswerView from './AnswerView';
import JudgementForm from './JudgementForm';
import RiskPanel from './RiskPanel';
import { ITEM_STATUS_COLORS } from '@/pages/Questionnaires/ReportOnline/components/labels';

interface Props {
  projectCode: string;
  selected: string | undefined;
  detail: QuestionnaireItemDetail | undefined;
  detailLoading: boolean;
  status: QuestionnaireInfo['status'] | undefined;
  /** A risk or a judgement was saved: reload what shows it. */
  onChanged: () => void;
}

const ItemReview: React.FC<Props> = ({ projectCode, selected, detail, detailLoading, status, onChanged }) => {
  const reviewing = status === 'channelReview';
  if (!selected) {
    return (
      <Card>
        <Empty description="点击左侧题目查看答案、提出问题和判定" />
      </Card>
    );
  }
  return (
    <Spin spinning={detailLoading}>
      {detail ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {!reviewing && status ? (
            <Alert type="info" showIcon message={`问卷当前为“${QuestionnaireStatus.label(status)}”，只有在顾问审核中才能提出问题和判定`} />
          ) : null}
          <Card
            size="small"
            title={`${detail.ref} ${detail.title}`}
            extra={
              <Space>
                <Tag>{QuestionnaireItemKind.label(detail.kind)}</Tag>
                <Tag color={ITEM_STATUS_COLORS[detail.status]}>{QuestionnaireItemStatus.label(detail.status)}</Tag>
              </Space>
            }
          >
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {detail.sectionName} · 答题人 {detail.respondentName || '—'} · 提交于 {chinaTimeText(detail.submittedAt)}
              {detail.returnReason ? ` · 退回原因：${detail.returnReason}` : ''}
            </Typography.Paragraph>
            {detail.questions.map((question) => (
              <AnswerView key={question.questionInstanceCode} question={question} />
            ))}
          </Card>
          <Card size="small" title="问题（风险）">
            <RiskPanel projectCode={projectCode} item={detail} disabled={!reviewing} onChanged={onChanged} />
          </Card>
          <Card size="small" title="判定（控制信息）">
            <JudgementForm projectCode={projectCode} item={detail} disabled={!reviewing || detail.status !== 'submitted'} onSaved={onChanged} />
          </Card>
        </Space>
      ) : (
        <Card>
          <Empty description="无法读取该题目" />
        </Card>
      )}
    </Spin>
  );
};

export default ItemReview;
