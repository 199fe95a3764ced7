/**
 * 考试结果 (/authentication/result/{attemptCode}; issue 30 item 5): the score against the pass mark
 * (while written answers wait, the range the final score will lie in), the scores per section and
 * per clause, and every question with the candidate's answer, the correct options and the
 * explanation (the server sends those only once the attempt is closed), the reviewer's score and
 * comment and the model answer of written questions; the certificate once passed.
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Descriptions, List, Result, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { AttemptState, ExamQuestionKind } from '@domain/exam/enums';
import { type AttemptResult as Result_, examAttemptResult, type ResultQuestion } from '@/services/attempt';
import { chinaTimeText } from '@/utils/chinaTime';
import CertificateLink from '../Review/components/CertificateLink';
import { passScore, STATE_COLORS, scoreNumber } from '../Review/components/labels';
import { AUTHENTICATION_PATH, certificatePath } from './paths';

type Line = Result_['sections'][number];
const lineColumns = (title: string) => [
  { title, dataIndex: 'label', key: 'label' },
  {
    title: '得分 / 分值',
    key: 'score',
    width: 140,
    render: (_: unknown, line: Line) => `${scoreNumber(line.score)} / ${scoreNumber(line.maxScore)}`,
  },
  { title: '', key: 'complete', width: 90, render: (_: unknown, line: Line) => (line.complete ? null : <Tag color="orange">待阅卷</Tag>) },
];

const optionText = (question: ResultQuestion, keys: readonly string[] | null) =>
  keys?.length ? keys.map((key) => `${key}. ${question.options.find((option) => option.key === key)?.label ?? ''}`).join('；') : '（未作答）';

const QuestionItem: React.FC<{ question: ResultQuestion; no: number }> = ({ question, no }) => (
  <List.Item>
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text strong>
          {no}. {ExamQuestionKind.label(question.kind)}
        </Typography.Text>
        <Typography.Text type="secondary">{question.clauseLabel}</Typography.Text>
        {question.score === null ? (
          <Tag color="orange">待阅卷</Tag>
        ) : (
          <Tag color={question.correct ? 'green' : question.score > 0 ? 'gold' : 'red'}>
            {scoreNumber(question.score)} / {scoreNumber(question.maxScore)} 分
          </Tag>
        )}
      </Space>
      <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{question.stem}</Typography.Paragraph>
      {question.kind === 'written' ? (
        <>
          <Typography.Text>你的作答：{question.text || '（未作答）'}</Typography.Text>
          {question.modelAnswer ? <Typography.Text type="secondary">参考答案：{question.modelAnswer}</Typography.Text> : null}
          {question.comment ? <Typography.Text type="secondary">阅卷评语：{question.comment}</Typography.Text> : null}
        </>
      ) : (
        <>
          <Typography.Text>你的答案：{optionText(question, question.selectedOptions)}</Typography.Text>
          {question.correctOptions ? (
            <Typography.Text type="success">正确答案：{optionText(question, question.correctOptions)}</Typography.Text>
          ) : null}
          {question.explanation && question.correct === false ? (
            <Typography.Text type="secondary">解析：{question.explanation}</Typography.Text>
          ) : null}
        </>
      )}
    </Space>
  </List.Item>
);

const AttemptResult: React.FC = () => {
  const { attemptCode = '' } = useParams<{ attemptCode: string }>();
  const { data, loading, error, refresh } = useRequest(() => examAttemptResult({ attemptCode }, { skipErrorHandler: true }), {
    refreshDeps: [attemptCode],
  });
  if (error) return <Result status="warning" title="考试结果加载失败" subTitle={error.message} extra={<Button onClick={refresh}>重试</Button>} />;
  if (loading && !data) return <Skeleton active style={{ padding: 24 }} />;
  if (!data) return null;
  const { summary } = data;
  const waiting = summary.state === 'submitted';
  return (
    <PageContainer title={`考试结果：${summary.productName}`} onBack={() => history.push(AUTHENTICATION_PATH)}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card>
          <Descriptions column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="考生">{summary.candidateName}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={STATE_COLORS[summary.state]}>{AttemptState.label(summary.state)}</Tag>
              {summary.timedOut ? <Tag>到时自动交卷</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label="交卷时间">{summary.submittedAt ? chinaTimeText(summary.submittedAt) : '—'}</Descriptions.Item>
            <Descriptions.Item label="得分">
              {waiting
                ? `选择题 ${scoreNumber(summary.totalScore)} 分；最终得分在 ${scoreNumber(data.scoreRange.min)}–${scoreNumber(data.scoreRange.max)} 分之间`
                : `${scoreNumber(summary.totalScore)} / ${scoreNumber(summary.maxScore)} 分`}
            </Descriptions.Item>
            <Descriptions.Item label="及格线">
              {summary.passMarkPct}%（{passScore(summary)} 分）
            </Descriptions.Item>
            <Descriptions.Item label="结果">
              {summary.passed === null ? (
                <Tag color="orange">待阅卷</Tag>
              ) : (
                <Tag color={summary.passed ? 'green' : 'red'}>{summary.passed ? '通过' : '未通过'}</Tag>
              )}
            </Descriptions.Item>
          </Descriptions>
          {waiting ? <Alert type="info" showIcon message={`${summary.pendingCount} 道简答题正在等待渠道顾问阅卷，出成绩后在此查看。`} /> : null}
          {data.certificate ? (
            <Alert
              type="success"
              showIcon
              message={`恭喜通过！证书编号 ${data.certificate.certificateNo}，验证码 ${data.certificate.verifyCode}`}
              action={
                <Space>
                  <Button size="small" onClick={() => history.push(certificatePath(summary.attemptCode))}>
                    查看证书
                  </Button>
                  <CertificateLink attemptCode={summary.attemptCode} certificateNo={data.certificate.certificateNo} text="下载 Word" />
                </Space>
              }
            />
          ) : null}
        </Card>
        <Row gutter={16}>
          <Col xs={24} lg={10}>
            <Card title="按大题" size="small">
              <Table rowKey="label" size="small" pagination={false} dataSource={data.sections} columns={lineColumns('大题')} />
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card title="按条款" size="small">
              <Table rowKey="label" size="small" pagination={false} dataSource={data.clauses} columns={lineColumns('考点 · 条款')} />
            </Card>
          </Col>
        </Row>
        <Card title="逐题解析">
          <List dataSource={data.questions} renderItem={(question, index) => <QuestionItem question={question} no={index + 1} />} />
        </Card>
      </Space>
    </PageContainer>
  );
};

export default AttemptResult;
