/**
 * The 问卷 tab of 项目详情 (questionnaire and gap-analysis projects; issue 13). Not distributed:
 * what distribution does and, for the leads, 分发问卷. Distributed: the status, counts per item
 * status, progress per section and per respondent, open problems, the items (assign, revoke,
 * return), the owner's review, the consultant's problems, 提交给顾问 and, once the gap analysis
 * has started, its status with links to the report and the disposal. Only leads (PM, owner) see
 * the write buttons; the server checks again.
 */
import { history } from '@umijs/max';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Modal,
  Popconfirm,
  Progress,
  Result,
  Row,
  Space,
  Spin,
  Statistic,
  Table,
  Tabs,
  Tag,
  Tooltip,
  message,
} from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { GapAnalysisStatus, QuestionnaireItemStatus, QuestionnaireStatus } from '@domain/enums';
import { submitToChannelProblems } from '@domain/questionnaires/rules';
import { ITEM_STATUS_COLORS, QUESTIONNAIRE_STATUS_COLORS } from '@/pages/Questionnaires/ReportOnline/components/labels';
import type { ConsumerProjectDetail } from '@/services/consumerProjects';
import { qnDistribute, qnInfo, type QuestionnaireInfo, type QuestionnaireSection, qnSubmitToChannel } from '@/services/questionnaires';
import { chinaTimeText } from '@/utils/chinaTime';
import ItemTable from './ItemTable';
import {
  DISTRIBUTE_CONFIRM,
  DISTRIBUTE_EXPLAIN,
  DISTRIBUTE_TEXT,
  GAP_DISPOSAL_TEXT,
  GAP_REPORT_TEXT,
  gapDisposalPath,
  gapReportPath,
  NOT_DISTRIBUTED_READONLY,
  SUBMIT_TO_CHANNEL_CONFIRM,
  SUBMIT_TO_CHANNEL_TEXT,
} from './labels';
import Respondents from './Respondents';
import Risks from './Risks';

interface Props {
  detail: ConsumerProjectDetail;
  /** The project page reloads (urges and timeline). */
  onChanged: () => void;
}

const QuestionnaireTab: React.FC<Props> = ({ detail, onChanged }) => {
  const projectCode = detail.projectCode;
  const [info, setInfo] = useState<QuestionnaireInfo | null>();
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [tableKey, setTableKey] = useState(0);

  const load = useCallback(async () => {
    try {
      setInfo(await qnInfo({ projectCode }, { skipErrorHandler: true }));
      setFailed(undefined);
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : '加载失败');
    }
  }, [projectCode]);
  useEffect(() => {
    void load();
  }, [load]);

  if (failed && info === undefined) {
    return <Result status="warning" title="问卷加载失败" subTitle={failed} extra={<Button onClick={() => void load()}>重试</Button>} />;
  }
  if (info === undefined) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  if (info === null) {
    const distribute = async () => {
      setBusy(true);
      try {
        const next = await qnDistribute({ projectCode });
        message.success(`问卷已分发，共 ${next.totalItems} 道题目，可以开始分配`);
        setInfo(next);
        onChanged();
      } catch {
        // Shown by the request error handler.
      } finally {
        setBusy(false);
      }
    };
    return (
      <Result
        status="info"
        title="问卷尚未分发"
        subTitle={detail.permissions.manage ? DISTRIBUTE_EXPLAIN : NOT_DISTRIBUTED_READONLY}
        extra={
          detail.permissions.manage ? (
            <Popconfirm title={DISTRIBUTE_CONFIRM} okText="分发" onConfirm={() => void distribute()}>
              <Button type="primary" loading={busy}>
                {DISTRIBUTE_TEXT}
              </Button>
            </Popconfirm>
          ) : null
        }
      />
    );
  }

  const lead = info.permissions.lead;
  const blocked = submitToChannelProblems(info.counts);
  const canSubmit = info.actions.includes('submitToChannel') && !blocked;

  const submitToChannel = () =>
    Modal.confirm({
      title: SUBMIT_TO_CHANNEL_TEXT,
      content: SUBMIT_TO_CHANNEL_CONFIRM,
      okText: '提交',
      onOk: async () => {
        const next = await qnSubmitToChannel({ projectCode });
        message.success('问卷已提交给顾问审核');
        setInfo(next);
        setTableKey((key) => key + 1);
        onChanged();
      },
    });

  let submitButton: React.ReactNode = null;
  if (lead && info.status === 'answering') {
    const button = (
      <Button type="primary" disabled={!canSubmit} onClick={submitToChannel}>
        {SUBMIT_TO_CHANNEL_TEXT}
      </Button>
    );
    submitButton = canSubmit ? button : <Tooltip title={blocked ?? '当前不能提交给顾问'}>{button}</Tooltip>;
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        size="small"
        title={
          <Space>
            <span>{info.title}</span>
            <Tag color={QUESTIONNAIRE_STATUS_COLORS[info.status]}>{QuestionnaireStatus.label(info.status)}</Tag>
          </Space>
        }
        extra={
          <Space>
            {info.gapStatus ? (
              <>
                <Button onClick={() => history.push(gapReportPath(projectCode))}>{GAP_REPORT_TEXT}</Button>
                <Button onClick={() => history.push(gapDisposalPath(projectCode))}>{GAP_DISPOSAL_TEXT}</Button>
              </>
            ) : null}
            {submitButton}
          </Space>
        }
      >
        {lead && info.status === 'answering' && blocked ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={blocked} /> : null}
        {info.gapStatus ? (
          <Alert
            type={info.gapStatus === 'report-finished' ? 'success' : 'info'}
            showIcon
            style={{ marginBottom: 12 }}
            message={`差距分析：${GapAnalysisStatus.label(info.gapStatus)}`}
          />
        ) : null}
        <Row gutter={16}>
          <Col span={4}>
            <Statistic title="题目总数" value={info.totalItems} />
          </Col>
          {QuestionnaireItemStatus.values.map((status) => (
            <Col span={4} key={status}>
              <Statistic
                title={QuestionnaireItemStatus.label(status)}
                value={info.counts[status]}
                valueStyle={status === 'returned' && info.counts.returned ? { color: '#cf1322' } : undefined}
              />
            </Col>
          ))}
          <Col span={4}>
            <Statistic title="待整改问题" value={info.openRisks} valueStyle={info.openRisks ? { color: '#cf1322' } : undefined} />
          </Col>
        </Row>
        <Descriptions size="small" column={3} style={{ marginTop: 12 }}>
          <Descriptions.Item label="分发">
            {info.distributedByName} {chinaTimeText(info.distributedAt)}
          </Descriptions.Item>
          <Descriptions.Item label="提交给顾问">{info.submittedToChannelAt ? chinaTimeText(info.submittedToChannelAt) : '—'}</Descriptions.Item>
          <Descriptions.Item label="评分配置">{info.configLabel}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Tabs
        items={[
          {
            key: 'items',
            label: '题目',
            children: <ItemTable key={tableKey} info={info} onChanged={() => void load()} />,
          },
          {
            key: 'sections',
            label: '章节进度',
            children: info.sections.length ? (
              <Table<QuestionnaireSection>
                rowKey="sectionKey"
                size="small"
                pagination={false}
                dataSource={info.sections}
                columns={[
                  { title: '章节', dataIndex: 'sectionName' },
                  { title: '题目', dataIndex: 'total', width: 70 },
                  {
                    title: '已提交',
                    key: 'progress',
                    width: 240,
                    render: (_, section) => (
                      <Progress
                        size="small"
                        percent={section.total ? Math.round((section.counts.submitted / section.total) * 100) : 0}
                        format={() => `${section.counts.submitted}/${section.total}`}
                      />
                    ),
                  },
                  ...QuestionnaireItemStatus.values
                    .filter((status) => status !== 'submitted')
                    .map((status) => ({
                      title: QuestionnaireItemStatus.label(status),
                      key: status,
                      width: 80,
                      render: (_: unknown, section: QuestionnaireSection) =>
                        section.counts[status] ? <Tag color={ITEM_STATUS_COLORS[status]}>{section.counts[status]}</Tag> : 0,
                    })),
                ]}
              />
            ) : (
              <Empty />
            ),
          },
          {
            key: 'respondents',
            label: `答题人（${info.respondents.length}）`,
            children: (
              <Respondents
                info={info}
                urge={detail.permissions.urge}
                onChanged={onChanged}
                onItemsChanged={() => {
                  void load();
                  setTableKey((key) => key + 1);
                }}
              />
            ),
          },
          ...(lead ? [{ key: 'risks', label: `顾问问题（待整改 ${info.openRisks}）`, children: <Risks projectCode={projectCode} /> }] : []),
        ]}
      />
    </Space>
  );
};

export default QuestionnaireTab;
