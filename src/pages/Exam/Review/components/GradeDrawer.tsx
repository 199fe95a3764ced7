/**
 * 阅卷 (issue 30): one attempt's written answers for the channel's reviewer (examReviewDetail).
 * Each written question shows its stem, clause, the model answer (参考答案) and the candidate's
 * text, with a score from 0 to the question's points in steps of 0.5 and a comment; above, the
 * choices' automatic score and the range the final score will lie in. 提交评分 asks first, saying
 * the score and result the grades give, then sends every grade at once (examReviewGrade), which
 * grades the attempt; the answer's score and 通过/未通过 are told.
 */
import { Alert, Button, Card, Descriptions, Drawer, Form, Input, InputNumber, Modal, Result, Skeleton, Space, Tag, Typography, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { AttemptState } from '@domain/exam/enums';
import { requestErrorMessage } from '@/requestErrorConfig';
import { type AttemptSummary, examReviewDetail, examReviewGrade, type ReviewQuestion } from '@/services/attempt';
import { chinaTimeText } from '@/utils/chinaTime';
import {
  CANDIDATE_ANSWER_TEXT,
  GRADE_TEXT,
  MODEL_ANSWER_TEXT,
  NO_ANSWER_TEXT,
  passScore,
  resultText,
  STATE_COLORS,
  SUBMIT_GRADES_TEXT,
  scoreNumber,
} from './labels';

interface Props {
  attemptCode: string;
  onClose: () => void;
  /** After grading: the attempt as the server answered it. */
  onGraded: (summary: AttemptSummary) => void;
}

interface Detail {
  summary: AttemptSummary;
  questions: ReviewQuestion[];
  scoreRange: { min: number; max: number };
}

interface Values {
  grades: { code: string; score?: number | null; comment?: string }[];
}

/** The score field's rules: required, 0 … the question's points, in steps of 0.5 (what the server checks again). */
const scoreRules = (maxScore: number) => [
  { required: true, message: '请填写得分' },
  {
    validator: async (_: unknown, value: number | null | undefined) => {
      if (value === null || value === undefined) return;
      if (value < 0) throw new Error('得分不能为负数');
      if (value > maxScore) throw new Error(`得分不能超过该题分值 ${scoreNumber(maxScore)} 分`);
      if (Math.round(value * 2) !== value * 2) throw new Error('得分须为 0.5 的整数倍');
    },
  },
];

const Block: React.FC<{ title: string; text: string; type?: 'model' }> = ({ title, text, type }) => (
  <div style={{ marginBottom: 12 }}>
    <Typography.Text strong>{title}</Typography.Text>
    <div
      style={{
        whiteSpace: 'pre-wrap',
        padding: '8px 12px',
        marginTop: 4,
        borderRadius: 6,
        background: type === 'model' ? '#f6ffed' : '#fafafa',
        border: `1px solid ${type === 'model' ? '#b7eb8f' : '#f0f0f0'}`,
      }}
    >
      {text || <Typography.Text type="secondary">{NO_ANSWER_TEXT}</Typography.Text>}
    </div>
  </div>
);

const GradeDrawer: React.FC<Props> = ({ attemptCode, onClose, onGraded }) => {
  const [form] = Form.useForm<Values>();
  const [detail, setDetail] = useState<Detail>();
  const [failed, setFailed] = useState<string>();
  const [confirming, setConfirming] = useState<Values['grades']>();
  const [submitting, setSubmitting] = useState(false);

  const load = useCallback(async () => {
    setFailed(undefined);
    try {
      setDetail(await examReviewDetail({ attemptCode }, { skipErrorHandler: true }));
    } catch (error) {
      setFailed(requestErrorMessage(error));
    }
  }, [attemptCode]);
  useEffect(() => {
    void load();
  }, [load]);

  const summary = detail?.summary;
  const open = summary?.state === 'submitted' && summary.pendingCount > 0;

  const askToSubmit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setConfirming(values.grades);
  };

  const submit = async () => {
    if (!confirming) return;
    setSubmitting(true);
    try {
      const graded = await examReviewGrade({
        attemptCode,
        grades: confirming.map((grade) => ({ code: grade.code, score: Number(grade.score), comment: grade.comment?.trim() ?? '' })),
      });
      setConfirming(undefined);
      message.success(`评分已提交：${scoreNumber(graded.totalScore)} 分，${resultText(graded.passed) ?? '—'}`);
      onGraded(graded);
      onClose();
    } catch {
      // The request pipeline has shown the server's message; the grades stay as they were.
    } finally {
      setSubmitting(false);
    }
  };

  /** What the grades give: the choices' score plus the written scores, against the pass mark. */
  const expected = (() => {
    if (!summary || !confirming) return null;
    const total = summary.totalScore + confirming.reduce((sum, grade) => sum + Number(grade.score ?? 0), 0);
    const passed = summary.maxScore > 0 && (total / summary.maxScore) * 100 >= summary.passMarkPct;
    return { total, passed };
  })();

  return (
    <Drawer
      open
      width={880}
      title={summary ? `${GRADE_TEXT}：${summary.candidateName} · ${summary.productName}` : GRADE_TEXT}
      onClose={onClose}
      destroyOnHidden
      extra={
        open ? (
          <Button type="primary" loading={submitting} onClick={askToSubmit}>
            {SUBMIT_GRADES_TEXT}
          </Button>
        ) : null
      }
    >
      {failed && !detail ? (
        <Result
          status="warning"
          title="无法打开阅卷"
          subTitle={failed}
          extra={
            <Button type="primary" onClick={load}>
              重试
            </Button>
          }
        />
      ) : !detail || !summary ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label="考生">{summary.candidateName}</Descriptions.Item>
            <Descriptions.Item label="客户">{summary.customerName}</Descriptions.Item>
            <Descriptions.Item label="考试">{summary.paperTitle}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={STATE_COLORS[summary.state]}>{AttemptState.label(summary.state)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="交卷时间">
              {chinaTimeText(summary.submittedAt)}
              {summary.timedOut ? <Tag style={{ marginLeft: 8 }}>到时自动交卷</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label="满分 / 及格">
              {scoreNumber(summary.maxScore)} 分 / {passScore(summary)} 分（{summary.passMarkPct}%）
            </Descriptions.Item>
            <Descriptions.Item label={summary.state === 'graded' ? '总分' : '选择题自动得分'}>
              <span data-testid="review-auto-score">{scoreNumber(summary.totalScore)} 分</span>
            </Descriptions.Item>
            <Descriptions.Item label="最终得分范围">
              <span data-testid="review-score-range">
                {scoreNumber(detail.scoreRange.min)} – {scoreNumber(detail.scoreRange.max)} 分
              </span>
            </Descriptions.Item>
          </Descriptions>
          {summary.state === 'inProgress' ? <Alert type="info" showIcon message="考生尚未交卷，交卷后才能阅卷" /> : null}
          {summary.state === 'graded' ? (
            <Alert
              type={summary.passed ? 'success' : 'warning'}
              showIcon
              message={`已出成绩：${scoreNumber(summary.totalScore)} 分，${resultText(summary.passed) ?? '—'}${summary.reviewerName ? `（阅卷人 ${summary.reviewerName}）` : ''}`}
            />
          ) : null}
          {detail.questions.length === 0 ? <Alert type="info" showIcon message="本场考试没有简答题，交卷后自动出成绩" /> : null}
          <Form<Values>
            form={form}
            layout="vertical"
            disabled={!open || submitting}
            initialValues={{
              grades: detail.questions.map((question) => ({ code: question.code, score: question.score, comment: question.comment })),
            }}
          >
            {detail.questions.map((question, index) => (
              <Card
                key={question.code}
                size="small"
                style={{ marginBottom: 16 }}
                data-testid={`review-question-${question.code}`}
                title={
                  <Space wrap>
                    <span>
                      第 {index + 1} 题（{scoreNumber(question.maxScore)} 分）
                    </span>
                    {question.clauseLabel ? <Tag color="blue">条款 {question.clauseLabel}</Tag> : null}
                  </Space>
                }
              >
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{question.stem}</Typography.Paragraph>
                <Block title={MODEL_ANSWER_TEXT} text={question.modelAnswer} type="model" />
                <Block title={CANDIDATE_ANSWER_TEXT} text={question.text} />
                <Form.Item name={['grades', index, 'code']} hidden>
                  <Input />
                </Form.Item>
                <Space align="start" wrap style={{ width: '100%' }}>
                  <Form.Item
                    name={['grades', index, 'score']}
                    label={`得分（0–${scoreNumber(question.maxScore)}）`}
                    rules={scoreRules(question.maxScore)}
                  >
                    <InputNumber step={0.5} style={{ width: 140 }} aria-label={`第 ${index + 1} 题得分`} placeholder="得分" />
                  </Form.Item>
                  <Form.Item name={['grades', index, 'comment']} label="评语" style={{ minWidth: 480 }}>
                    <Input.TextArea rows={2} maxLength={500} showCount placeholder="选填：扣分原因或改进建议" aria-label={`第 ${index + 1} 题评语`} />
                  </Form.Item>
                </Space>
              </Card>
            ))}
          </Form>
        </Space>
      )}
      <Modal
        open={!!confirming}
        title="确认提交评分？"
        okText="确认提交"
        cancelText="再看看"
        confirmLoading={submitting}
        onOk={submit}
        onCancel={() => setConfirming(undefined)}
        destroyOnHidden
      >
        {expected && summary ? (
          <Typography.Paragraph>
            选择题 {scoreNumber(summary.totalScore)} 分 + 简答题 {scoreNumber(expected.total - summary.totalScore)} 分，预计总分{' '}
            {scoreNumber(expected.total)} 分（及格 {passScore(summary)} 分），
            {expected.passed ? '通过' : '未通过'}。提交后出成绩{expected.passed ? '并颁发证书' : ''}，不能再修改。
          </Typography.Paragraph>
        ) : null}
      </Modal>
    </Drawer>
  );
};

export default GradeDrawer;
