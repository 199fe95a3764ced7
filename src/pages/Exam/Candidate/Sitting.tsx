/**
 * 认证考试 (/authenticationTest/{processCode}, processCode = the attempt's code; no menu; issue 30
 * item 4): one question per screen with 上一题 / 下一题, a navigator marking answered and
 * unanswered questions, answers saved as they go (useAnswerSaver), the time left from the
 * server's clock, 交卷 after a confirmation naming the unanswered questions, and submission by
 * itself when the time runs out. A closed attempt goes to its result.
 */
import { history, useParams } from '@umijs/max';
import { Alert, Button, Card, Checkbox, Col, Input, Layout, Modal, Radio, Result, Row, Skeleton, Space, Tag, Typography, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EXAM_ANSWER_LIMITS } from '@domain/exam/attempt';
import { ExamQuestionKind } from '@domain/exam/enums';
import { requestErrorMessage } from '@/requestErrorConfig';
import { type CandidateQuestion, examAttemptSubmit } from '@/services/attempt';
import { resultPath, SUBMIT_TEXT } from './paths';
import { isAnswered, type SaveStatus, useAnswerSaver } from './useAnswerSaver';

interface Item {
  no: number;
  sectionTitle: string;
  scorePerQuestion: number;
  question: CandidateQuestion;
}

const clock = (seconds: number) => {
  const s = Math.max(0, seconds);
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hh ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
};

const statusText = (status: SaveStatus) => {
  if (status.kind === 'saving') return <Typography.Text type="secondary">保存中…</Typography.Text>;
  if (status.kind === 'saved')
    return <Typography.Text type="success">已保存 {status.at.toLocaleTimeString('zh-CN', { hour12: false })}</Typography.Text>;
  if (status.kind === 'failed')
    return <Typography.Text type="danger">保存失败，{Math.round(status.retryInMs / 1000)} 秒后自动重试（答案已暂存在本机）</Typography.Text>;
  return <Typography.Text type="secondary">答案随作答自动保存</Typography.Text>;
};

const Sitting: React.FC = () => {
  const { processCode = '' } = useParams<{ processCode: string }>();
  const toResult = useCallback(
    (reason: 'timeUp' | 'closed') => {
      if (reason === 'timeUp') message.warning('考试时间已到，试卷已自动提交');
      history.replace(resultPath(processCode));
    },
    [processCode],
  );
  const saver = useAnswerSaver(processCode, toResult);
  const { paper, answers, deadlineMs } = saver;
  const [index, setIndex] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [submitting, setSubmitting] = useState(false);

  const items: Item[] = useMemo(() => {
    let no = 0;
    return (paper?.sections ?? []).flatMap((section) =>
      section.questions.map((question) => ({ no: ++no, sectionTitle: section.title, scorePerQuestion: section.scorePerQuestion, question })),
    );
  }, [paper]);
  const answeredCount = items.filter((item) => isAnswered(answers[item.question.code])).length;
  const secondsLeft = deadlineMs === undefined ? undefined : Math.max(0, Math.ceil((deadlineMs - now) / 1000));

  const submit = useCallback(
    async (auto: boolean) => {
      setSubmitting(true);
      const saved = await saver.flush();
      // By hand, never with answers the server does not have; when time is up, with what it has.
      if (!saved && !auto) {
        message.error('有答案尚未保存到服务器，暂不能交卷：答案已暂存在本机，网络恢复后会自动保存，请稍后再交卷');
        setSubmitting(false);
        return;
      }
      try {
        await examAttemptSubmit({ attemptCode: processCode }, { skipErrorHandler: auto });
        saver.submitted();
        if (auto) message.warning('考试时间已到，已自动交卷');
        else message.success('已交卷');
        history.replace(resultPath(processCode));
      } catch (error) {
        if (auto) history.replace(resultPath(processCode));
        else message.error(requestErrorMessage(error));
      } finally {
        setSubmitting(false);
      }
    },
    [processCode, saver],
  );

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  useEffect(() => {
    if (secondsLeft === 0 && paper?.state === 'inProgress' && !submitting) void submit(true);
  }, [secondsLeft, paper, submitting, submit]);

  if (saver.loadError)
    return (
      <Result
        status="warning"
        title="无法打开考试"
        subTitle={requestErrorMessage(saver.loadError)}
        extra={<Button onClick={() => history.push('/authentication')}>返回内审员认证</Button>}
      />
    );
  if (!paper) return <Skeleton active style={{ padding: 24 }} />;

  const current = items[index];
  const confirmSubmit = () => {
    const left = items.length - answeredCount;
    Modal.confirm({
      title: '确认交卷？',
      content: left > 0 ? `还有 ${left} 道题未作答。交卷后不能再修改答案。` : '全部题目已作答。交卷后不能再修改答案。',
      okText: '确认交卷',
      cancelText: '继续作答',
      onOk: () => submit(false),
    });
  };

  const answer = current ? answers[current.question.code] : undefined;
  const setChoice = (options: string[]) => current && saver.change(current.question.code, { options }, 'choice');
  const setText = (text: string) => current && saver.change(current.question.code, { text }, 'text');

  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <Layout.Header
        style={{ background: '#fff', display: 'flex', alignItems: 'center', gap: 16, padding: '0 24px', borderBottom: '1px solid #f0f0f0' }}
      >
        <Typography.Title level={4} style={{ margin: 0, flex: 1 }} ellipsis>
          {paper.paperTitle}
        </Typography.Title>
        <Typography.Text>考生：{paper.candidateName}</Typography.Text>
        <Tag color={secondsLeft !== undefined && secondsLeft < 300 ? 'red' : 'blue'} style={{ fontSize: 16, padding: '4px 10px' }}>
          剩余时间 <span data-testid="exam-time-left">{secondsLeft === undefined ? '—' : clock(secondsLeft)}</span>
        </Tag>
        <Button type="primary" danger loading={submitting} onClick={confirmSubmit}>
          {SUBMIT_TEXT}
        </Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Row gutter={16}>
          <Col xs={24} md={8} lg={6}>
            <Card title={`答题卡（已答 ${answeredCount} / ${items.length}）`} size="small">
              {paper.sections.map((section) => (
                <div key={section.title} style={{ marginBottom: 12 }}>
                  <Typography.Text strong>
                    {section.title}（每题 {section.scorePerQuestion} 分）
                  </Typography.Text>
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 6 }}>
                    {items
                      .filter((item) => item.sectionTitle === section.title)
                      .map((item) => {
                        const done = isAnswered(answers[item.question.code]);
                        return (
                          <Button
                            key={item.question.code}
                            size="small"
                            type={done ? 'primary' : 'default'}
                            ghost={done && items[index] === item}
                            aria-label={`第 ${item.no} 题${done ? '（已答）' : '（未答）'}`}
                            style={{ width: 36, outline: items[index] === item ? '2px solid #faad14' : undefined }}
                            onClick={() => setIndex(item.no - 1)}
                          >
                            {item.no}
                          </Button>
                        );
                      })}
                  </div>
                </div>
              ))}
              <div style={{ marginTop: 8 }}>{statusText(saver.status)}</div>
            </Card>
          </Col>
          <Col xs={24} md={16} lg={18}>
            {current ? (
              <Card
                title={`第 ${current.no} 题 · ${ExamQuestionKind.label(current.question.kind)}（${current.scorePerQuestion} 分）`}
                extra={<Typography.Text type="secondary">{current.sectionTitle}</Typography.Text>}
                actions={[
                  <Button key="prev" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                    上一题
                  </Button>,
                  <Button key="next" type="primary" disabled={index >= items.length - 1} onClick={() => setIndex(index + 1)}>
                    下一题
                  </Button>,
                ]}
              >
                <Typography.Paragraph data-testid="exam-stem" style={{ fontSize: 16, whiteSpace: 'pre-wrap' }}>
                  {current.question.stem}
                </Typography.Paragraph>
                {current.question.kind === 'written' ? (
                  <Input.TextArea
                    aria-label="作答"
                    rows={10}
                    showCount
                    maxLength={EXAM_ANSWER_LIMITS.writtenChars}
                    value={answer?.text ?? ''}
                    onChange={(event) => setText(event.target.value)}
                    placeholder="请在此作答（自动保存）"
                  />
                ) : current.question.kind === 'multiple' ? (
                  <Checkbox.Group value={answer?.options ?? []} onChange={(values) => setChoice((values as string[]).sort())}>
                    <Space direction="vertical">
                      {current.question.options.map((option) => (
                        <Checkbox key={option.key} value={option.key}>
                          {option.key}. {option.label}
                        </Checkbox>
                      ))}
                    </Space>
                  </Checkbox.Group>
                ) : (
                  <Radio.Group value={answer?.options?.[0]} onChange={(event) => setChoice([event.target.value as string])}>
                    <Space direction="vertical">
                      {current.question.options.map((option) => (
                        <Radio key={option.key} value={option.key}>
                          {option.key}. {option.label}
                        </Radio>
                      ))}
                    </Space>
                  </Radio.Group>
                )}
                {current.question.kind === 'multiple' ? (
                  <Alert style={{ marginTop: 16 }} type="info" showIcon message="多选题：全部选对得分，错选或漏选不得分" />
                ) : null}
              </Card>
            ) : null}
          </Col>
        </Row>
      </Layout.Content>
    </Layout>
  );
};

export default Sitting;
