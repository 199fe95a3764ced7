/**
 * 内审员认证 (/authentication, the internal auditor's landing page; issue 30 item 3): the exams the
 * auditor's organisation bought (time limit, questions, pass mark, attempts and seats left, where
 * they stand), 开始考试 after a confirmation that the clock starts now, 继续考试 for a running one;
 * the auditor's certificates (printable page, Word); the attempts, paged on the server.
 */
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Descriptions, Empty, Modal, Result, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { AttemptState, ExamOfferStatus } from '@domain/exam/enums';
import { chinaTimeColumn, ListTable } from '@/components/ListKit';
import { type AttemptSummary, type CertificateItem, type ExamOffer, examAttemptStart, examMyAttempts, examMyOverview } from '@/services/attempt';
import { chinaTimeText } from '@/utils/chinaTime';
import CertificateLink from '../Review/components/CertificateLink';
import { resultText, STATE_COLORS, scoreText } from '../Review/components/labels';
import { certificatePath, examPath, resultPath, START_TEXT, RESUME_TEXT } from './paths';

const OFFER_COLORS: Readonly<Record<ExamOffer['status'], string>> = {
  open: 'blue',
  inProgress: 'processing',
  awaitingReview: 'orange',
  passed: 'green',
  exhausted: 'red',
  noSeats: 'default',
};

const OfferCard: React.FC<{ offer: ExamOffer; onStarted: () => void }> = ({ offer, onStarted }) => {
  const [starting, setStarting] = useState(false);
  const start = () =>
    Modal.confirm({
      title: `开始“${offer.productName}”？`,
      content: `考试时长 ${offer.timeLimitMinutes} 分钟，从现在开始计时，到时自动交卷；将占用本单位 1 个考试名额（剩余 ${offer.seatsLeft} 个）。答案随作答自动保存。`,
      okText: '开始考试',
      cancelText: '取消',
      onOk: async () => {
        setStarting(true);
        try {
          const started = await examAttemptStart({ productCode: offer.productCode });
          onStarted();
          history.push(examPath(started.attemptCode));
        } finally {
          setStarting(false);
        }
      },
    });
  return (
    <Card
      title={offer.productName}
      extra={<Tag color={OFFER_COLORS[offer.status]}>{ExamOfferStatus.label(offer.status)}</Tag>}
      actions={[
        offer.runningAttemptCode ? (
          <Button key="resume" type="primary" onClick={() => history.push(examPath(offer.runningAttemptCode!))}>
            {RESUME_TEXT}
          </Button>
        ) : (
          <Button key="start" type="primary" disabled={!!offer.startProblem} loading={starting} onClick={start}>
            {START_TEXT}
          </Button>
        ),
      ]}
    >
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="试卷" span={2}>
          {offer.paperTitle}
        </Descriptions.Item>
        <Descriptions.Item label="考试时长">{offer.timeLimitMinutes} 分钟</Descriptions.Item>
        <Descriptions.Item label="题量 / 总分">
          {offer.questionCount} 题 / {offer.maxScore} 分
        </Descriptions.Item>
        <Descriptions.Item label="及格线">{offer.passMarkPct}%</Descriptions.Item>
        <Descriptions.Item label="剩余次数">
          {offer.attemptsLeft} / {offer.attemptsAllowed}
        </Descriptions.Item>
        <Descriptions.Item label="机构剩余名额">{offer.seatsLeft}</Descriptions.Item>
        <Descriptions.Item label="培训机构">{offer.channelName}</Descriptions.Item>
      </Descriptions>
      {offer.startProblem && !offer.runningAttemptCode ? <Typography.Text type="secondary">{offer.startProblem}</Typography.Text> : null}
    </Card>
  );
};

const certificateColumns = [
  { title: '证书编号', dataIndex: 'certificateNo', key: 'no' },
  { title: '考试', dataIndex: 'examTitle', key: 'exam' },
  { title: '成绩', key: 'score', render: (_: unknown, row: CertificateItem) => `${row.totalScore} / ${row.maxScore}` },
  { title: '发证日期', key: 'issued', render: (_: unknown, row: CertificateItem) => chinaTimeText(row.issuedAt).slice(0, 10) },
  { title: '验证码', dataIndex: 'verifyCode', key: 'code', render: (code: string) => <Typography.Text copyable>{code}</Typography.Text> },
  {
    title: '操作',
    key: 'actions',
    render: (_: unknown, row: CertificateItem) => (
      <Space>
        <Typography.Link onClick={() => history.push(certificatePath(row.attemptCode))}>查看/打印</Typography.Link>
        <CertificateLink attemptCode={row.attemptCode} certificateNo={row.certificateNo} text="下载 Word" />
      </Space>
    ),
  },
];

const attemptColumns: ProColumns<AttemptSummary>[] = [
  { title: '考试', dataIndex: 'productName', ellipsis: true },
  chinaTimeColumn<AttemptSummary>('开始时间', 'startedAt'),
  chinaTimeColumn<AttemptSummary>('交卷时间', 'submittedAt'),
  {
    title: '状态',
    dataIndex: 'state',
    width: 180,
    render: (_, row) => (
      <>
        <Tag color={STATE_COLORS[row.state]}>{AttemptState.label(row.state)}</Tag>
        {row.timedOut ? <Tag>到时自动交卷</Tag> : null}
      </>
    ),
  },
  { title: '得分', dataIndex: 'totalScore', width: 200, render: (_, row) => scoreText(row) },
  {
    title: '结果',
    dataIndex: 'passed',
    width: 90,
    render: (_, row) => (row.passed === null ? '—' : <Tag color={row.passed ? 'green' : 'red'}>{resultText(row.passed)}</Tag>),
  },
  {
    title: '操作',
    valueType: 'option',
    width: 120,
    render: (_, row) =>
      row.state === 'inProgress'
        ? [
            <Typography.Link key="resume" onClick={() => history.push(examPath(row.attemptCode))}>
              {RESUME_TEXT}
            </Typography.Link>,
          ]
        : [
            <Typography.Link key="result" onClick={() => history.push(resultPath(row.attemptCode))}>
              查看结果
            </Typography.Link>,
          ],
  },
];

const Overview: React.FC = () => {
  const { data, loading, error, refresh } = useRequest(() => examMyOverview({ skipErrorHandler: true }));
  return (
    <PageContainer
      title="内审员认证"
      content="本单位购买的内审员认证考试。考试计时以服务器时间为准，答案随作答自动保存；及格后获得可在线验证的证书。"
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {error ? (
          <Result status="warning" title="考试信息加载失败" subTitle={error.message} extra={<Button onClick={refresh}>重试</Button>} />
        ) : loading && !data ? (
          <Skeleton active />
        ) : !data?.offers.length ? (
          <Card>
            <Empty description="本单位暂无可参加的内审员认证考试：请联系为本单位提供服务的渠道商购买考试名额" />
          </Card>
        ) : (
          <Row gutter={[16, 16]}>
            {data.offers.map((offer) => (
              <Col key={offer.productCode} xs={24} lg={12} xxl={8}>
                <OfferCard offer={offer} onStarted={refresh} />
              </Col>
            ))}
          </Row>
        )}
        <Card title="我的证书">
          {data?.certificates.length ? (
            <Table<CertificateItem> rowKey="certificateNo" pagination={false} dataSource={data.certificates} columns={certificateColumns} />
          ) : (
            <Empty description="通过考试后，证书显示在这里" />
          )}
        </Card>
        <ListTable<AttemptSummary, Parameters<typeof examMyAttempts>[0]>
          rowKey="attemptCode"
          headerTitle="考试记录"
          columns={attemptColumns}
          call={examMyAttempts}
          search={false}
          options={{ density: false, setting: false }}
          locale={{ emptyText: '暂无考试记录' }}
        />
        <Alert
          type="info"
          showIcon
          message="证书验证"
          description="他人可在“证书验证”页面（无需登录）输入证书上的验证码，核验持证人姓名、考试名称、发证日期和结果。"
        />
      </Space>
    </PageContainer>
  );
};

export default Overview;
