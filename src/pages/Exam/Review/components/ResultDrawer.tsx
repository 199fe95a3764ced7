/**
 * 查看结果 for the channel (examAttemptResult): the attempt's score and result, the scores per
 * section (大题) and per clause, each question's score and the reviewer's comment, and the
 * certificate once issued. While written answers wait, the range the final score will lie in.
 */
import { Alert, Button, Descriptions, Drawer, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { AttemptState, ExamQuestionKind } from '@domain/exam/enums';
import { requestErrorMessage } from '@/requestErrorConfig';
import { type AttemptResult, examAttemptResult, type ResultQuestion } from '@/services/attempt';
import { chinaTimeText } from '@/utils/chinaTime';
import CertificateLink from './CertificateLink';
import { passScore, RESULT_TEXT, resultText, STATE_COLORS, scoreNumber, scoreText } from './labels';

type ScoreLine = AttemptResult['sections'][number];

const lineColumns = (title: string) => [
  { title, dataIndex: 'label', key: 'label' },
  {
    title: '得分 / 分值',
    key: 'score',
    width: 160,
    render: (_: unknown, line: ScoreLine) => `${scoreNumber(line.score)} / ${scoreNumber(line.maxScore)}`,
  },
  {
    title: '得分率',
    key: 'pct',
    width: 100,
    render: (_: unknown, line: ScoreLine) => (line.maxScore > 0 ? `${Math.round((line.score / line.maxScore) * 100)}%` : '—'),
  },
  {
    title: '',
    key: 'complete',
    width: 90,
    render: (_: unknown, line: ScoreLine) => (line.complete ? null : <Tag color="orange">待阅卷</Tag>),
  },
];

const questionColumns = [
  { title: '序号', key: 'no', width: 64, render: (_: unknown, __: ResultQuestion, index: number) => index + 1 },
  { title: '大题', dataIndex: 'sectionTitle', key: 'section', width: 120 },
  { title: '题型', key: 'kind', width: 80, render: (_: unknown, q: ResultQuestion) => ExamQuestionKind.label(q.kind) },
  { title: '条款', dataIndex: 'clauseLabel', key: 'clause', width: 100 },
  { title: '题干', dataIndex: 'stem', key: 'stem', ellipsis: true },
  {
    title: '得分',
    key: 'score',
    width: 110,
    render: (_: unknown, q: ResultQuestion) =>
      q.score === null ? <Tag color="orange">待阅卷</Tag> : `${scoreNumber(q.score)} / ${scoreNumber(q.maxScore)}`,
  },
  {
    title: '评语',
    key: 'comment',
    width: 200,
    render: (_: unknown, q: ResultQuestion) => q.comment || q.note || '—',
  },
];

const ResultDrawer: React.FC<{ attemptCode: string; onClose: () => void }> = ({ attemptCode, onClose }) => {
  const [result, setResult] = useState<AttemptResult>();
  const [failed, setFailed] = useState<string>();

  const load = useCallback(async () => {
    setFailed(undefined);
    try {
      setResult(await examAttemptResult({ attemptCode }, { skipErrorHandler: true }));
    } catch (error) {
      setFailed(requestErrorMessage(error));
    }
  }, [attemptCode]);
  useEffect(() => {
    void load();
  }, [load]);

  const summary = result?.summary;
  return (
    <Drawer open width={960} title={summary ? `${RESULT_TEXT}：${summary.candidateName} · ${summary.productName}` : RESULT_TEXT} onClose={onClose}>
      {failed && !result ? (
        <Result
          status="warning"
          title="无法打开考试结果"
          subTitle={failed}
          extra={
            <Button type="primary" onClick={load}>
              重试
            </Button>
          }
        />
      ) : !result || !summary ? (
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
            <Descriptions.Item label="开始时间">{chinaTimeText(summary.startedAt)}</Descriptions.Item>
            <Descriptions.Item label="交卷时间">
              {chinaTimeText(summary.submittedAt)}
              {summary.timedOut ? <Tag style={{ marginLeft: 8 }}>到时自动交卷</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label="得分">{scoreText(summary)}</Descriptions.Item>
            <Descriptions.Item label="及格线">
              {passScore(summary)} 分（{summary.passMarkPct}%）
            </Descriptions.Item>
            <Descriptions.Item label="结果">
              {summary.passed === null ? '—' : <Tag color={summary.passed ? 'green' : 'red'}>{resultText(summary.passed)}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="阅卷人">{summary.reviewerName ?? '—'}</Descriptions.Item>
            {result.certificate ? (
              <Descriptions.Item label="证书" span={2}>
                <Space wrap>
                  {result.certificate.certificateNo}
                  <Typography.Text type="secondary">验证码 {result.certificate.verifyCode}</Typography.Text>
                  <CertificateLink attemptCode={summary.attemptCode} certificateNo={result.certificate.certificateNo} text="下载证书（Word）" />
                </Space>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {summary.state === 'submitted' ? (
            <Alert
              type="info"
              showIcon
              message={`${summary.pendingCount} 道简答题待阅卷；最终得分将在 ${scoreNumber(result.scoreRange.min)} – ${scoreNumber(result.scoreRange.max)} 分之间`}
            />
          ) : null}
          <Table<ScoreLine>
            size="small"
            rowKey="label"
            title={() => '按大题'}
            pagination={false}
            dataSource={result.sections}
            columns={lineColumns('大题')}
          />
          <Table<ScoreLine>
            size="small"
            rowKey="label"
            title={() => '按条款'}
            pagination={false}
            dataSource={result.clauses}
            columns={lineColumns('条款')}
          />
          <Table<ResultQuestion>
            size="small"
            rowKey="code"
            title={() => '逐题得分'}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            dataSource={result.questions}
            columns={questionColumns}
          />
        </Space>
      )}
    </Drawer>
  );
};

export default ResultDrawer;
