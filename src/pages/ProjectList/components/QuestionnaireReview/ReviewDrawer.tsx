/**
 * The consultant's review of a project's questionnaire (issue 13), a wide drawer: the status,
 * gapStatus and counts (qnInfo answers the delivering side too), the items paged on the server with filters
 * (section, status, open risk, keyword), the selected item's answers read-only, its risks (open,
 * close) and the judgement form; "退回客户整改" (only with open risks) and "完成判定" (the
 * server refuses it while risks are open: its message is shown); after finishing, the scoring job's
 * status and the report link once the report is finished.
 */
import { history } from '@umijs/max';
import {
  Alert,
  Badge,
  Button,
  Card,
  Col,
  Descriptions,
  Drawer,
  Empty,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { GapAnalysisStatus, JobStatus, QuestionnaireItemKind, QuestionnaireItemStatus, QuestionnaireStatus } from '@domain/enums';
import {
  finishControlInfo,
  getChannelItemDetail,
  getChannelQuestionList,
  getQuestionnaireInfo,
  type QuestionnaireInfo,
  type QuestionnaireItemDetail,
  type QuestionnaireItemRow,
  submitQuestionnaireToConsumer,
} from '@/services/questionnaires';
import { chinaTimeText } from '@/utils/chinaTime';
import { gapReportPath } from '../../../GapAnalysisReport/components/paths';
import AnswerView from './AnswerView';
import JudgementForm from './JudgementForm';
import RiskPanel from './RiskPanel';
import { FINISH_TEXT, SEND_BACK_TEXT } from './status';

export interface ReviewProject {
  projectCode: string;
  name: string;
}

interface Props {
  project: ReviewProject | undefined;
  onClose: () => void;
}

interface Filters {
  sectionKey?: string;
  status?: QuestionnaireItemStatus;
  hasRisk?: 'true' | 'false';
  keyword?: string;
}

interface Overview {
  /** null: the customer has not distributed the questionnaire yet. */
  info: QuestionnaireInfo | null;
  /** Items with an open risk (what 退回客户整改 sends back). */
  itemsWithRisk: number;
}

const STATUS_COLOR: Record<string, string> = { answering: 'orange', channelReview: 'processing', finished: 'success' };
const ITEM_COLOR: Record<string, string> = { unassigned: 'default', assigned: 'orange', submitted: 'green', returned: 'red' };
const errorText = (e: unknown) => (e instanceof Error ? e.message : '加载失败');

/** The questionnaire's summary (qnInfo) and how many items carry an open risk (one count query). */
async function loadOverview(projectCode: string): Promise<Overview> {
  const info = await getQuestionnaireInfo({ projectCode }, { skipErrorHandler: true });
  if (!info) return { info: null, itemsWithRisk: 0 };
  const withRisk = await getChannelQuestionList({ projectCode, hasRisk: 'true', current: 1, pageSize: 1 }, { skipErrorHandler: true });
  return { info, itemsWithRisk: withRisk.total };
}

const ReviewDrawer: React.FC<Props> = ({ project, onClose }) => {
  const projectCode = project?.projectCode ?? '';
  const [overview, setOverview] = useState<Overview>();
  const [overviewError, setOverviewError] = useState<string>();
  const [moved, setMoved] = useState<QuestionnaireInfo>();
  const [filters, setFilters] = useState<Filters>({});
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ current: 1, pageSize: 20 });
  const [rows, setRows] = useState<{ list: QuestionnaireItemRow[]; total: number }>();
  const [listLoading, setListLoading] = useState(false);
  const [selected, setSelected] = useState<string>();
  const [detail, setDetail] = useState<QuestionnaireItemDetail>();
  const [detailLoading, setDetailLoading] = useState(false);
  const [moving, setMoving] = useState<string>();
  const [moveError, setMoveError] = useState<string>();

  const refreshOverview = useCallback(async () => {
    if (!projectCode) return;
    try {
      setOverview(await loadOverview(projectCode));
      setOverviewError(undefined);
    } catch (e) {
      setOverviewError(errorText(e));
    }
  }, [projectCode]);

  const loadRows = useCallback(async () => {
    if (!projectCode) return;
    setListLoading(true);
    try {
      const page = await getChannelQuestionList(
        {
          projectCode,
          current: paging.current,
          pageSize: paging.pageSize,
          ...(filters.sectionKey ? { sectionKey: filters.sectionKey } : {}),
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.hasRisk ? { hasRisk: filters.hasRisk } : {}),
          ...(filters.keyword ? { keyword: filters.keyword } : {}),
        },
        { skipErrorHandler: true },
      );
      setRows({ list: page.list, total: page.total });
    } catch (e) {
      setOverviewError(errorText(e));
    } finally {
      setListLoading(false);
    }
  }, [projectCode, paging, filters]);

  const loadDetail = useCallback(async (code: string | undefined) => {
    if (!code) {
      setDetail(undefined);
      return;
    }
    setDetailLoading(true);
    try {
      setDetail(await getChannelItemDetail({ questionnairItemCode: code }));
    } catch {
      // the request layer shows the server's message
    } finally {
      setDetailLoading(false);
    }
  }, []);

  useEffect(() => {
    setOverview(undefined);
    setMoved(undefined);
    setSelected(undefined);
    setDetail(undefined);
    setFilters({});
    setKeyword('');
    setMoveError(undefined);
    setPaging((current) => ({ ...current, current: 1 }));
    void refreshOverview();
  }, [refreshOverview]);
  useEffect(() => {
    void loadRows();
  }, [loadRows]);
  useEffect(() => {
    void loadDetail(selected);
  }, [selected, loadDetail]);

  const filter = (next: Filters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, current: 1 }));
  };

  const changed = async () => {
    await Promise.all([refreshOverview(), loadRows(), loadDetail(selected)]);
  };

  const info = overview?.info ?? undefined;
  const status = moved?.status ?? info?.status;
  const reviewing = status === 'channelReview';
  const finished = status === 'finished';
  const shownGapStatus = info?.gapStatus ?? moved?.gapStatus ?? null;
  const scoringJob = info?.scoringJob ?? moved?.scoringJob ?? null;

  const move = async (kind: 'sendBack' | 'finish') => {
    setMoving(kind);
    setMoveError(undefined);
    try {
      const info =
        kind === 'sendBack'
          ? await submitQuestionnaireToConsumer({ projectCode }, { skipErrorHandler: true })
          : await finishControlInfo({ projectCode }, { skipErrorHandler: true });
      setMoved(info);
      await changed();
    } catch (e) {
      setMoveError(errorText(e));
    } finally {
      setMoving(undefined);
    }
  };

  return (
    <Drawer
      open={!!project}
      onClose={onClose}
      width="92%"
      title={project ? `问卷审核：${project.name}（${project.projectCode}）` : '问卷审核'}
      extra={
        <Space>
          <Button onClick={() => void changed()}>刷新</Button>
          {info && overview && (info.openRisks > 0 || overview.itemsWithRisk > 0) && reviewing ? (
            <Popconfirm
              title={`${SEND_BACK_TEXT}？`}
              description={`有待整改问题的 ${overview.itemsWithRisk} 道题目将退回客户答题人修改。`}
              onConfirm={() => move('sendBack')}
            >
              <Button danger loading={moving === 'sendBack'}>
                {SEND_BACK_TEXT}
              </Button>
            </Popconfirm>
          ) : null}
          {reviewing ? (
            <Popconfirm
              title={`${FINISH_TEXT}？`}
              description="完成后问卷不能再修改，系统将按记录的评分配置计算差距。"
              onConfirm={() => move('finish')}
            >
              <Button type="primary" loading={moving === 'finish'}>
                {FINISH_TEXT}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      }
    >
      {overviewError && !overview ? (
        <Alert type="warning" showIcon message="无法读取问卷" description={overviewError} style={{ marginBottom: 16 }} />
      ) : null}
      {moveError ? (
        <Alert type="error" showIcon closable onClose={() => setMoveError(undefined)} message={moveError} style={{ marginBottom: 16 }} />
      ) : null}
      <Card size="small" style={{ marginBottom: 16 }}>
        {overview && !info ? <Empty description="客户尚未分发问卷" /> : null}
        {info ? (
          <Descriptions size="small" column={{ xs: 1, md: 3, xl: 6 }}>
            <Descriptions.Item label="问卷状态">
              {status ? <Tag color={STATUS_COLOR[status]}>{QuestionnaireStatus.label(status)}</Tag> : '—'}
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
            <Descriptions.Item label="评分配置">
              {info.configId}@{info.configVersion}
            </Descriptions.Item>
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
            message={`评分任务：${JobStatus.label(scoringJob.status)}${scoringJob.error ? `（${scoringJob.error}）` : ''}`}
            description={shownGapStatus === 'report-finished' ? '报告已生成' : '评分在后台进行，完成后差距分析状态变为“报告已完成”，可点“刷新”查看'}
          />
        ) : null}
        {status === 'answering' && info?.gapStatus ? (
          <Alert style={{ marginTop: 12 }} type="info" showIcon message="问卷已退回客户整改，客户重新提交后可继续审核" />
        ) : null}
      </Card>

      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <Space wrap style={{ marginBottom: 12 }}>
            <Select
              aria-label="章节"
              allowClear
              placeholder="全部章节"
              style={{ width: 200 }}
              value={filters.sectionKey}
              onChange={(value?: string) => filter({ sectionKey: value })}
              options={(info?.sections ?? []).map((section) => ({ value: section.sectionKey, label: section.sectionName }))}
            />
            <Select
              aria-label="题目状态"
              allowClear
              placeholder="全部状态"
              style={{ width: 120 }}
              value={filters.status}
              onChange={(value?: QuestionnaireItemStatus) => filter({ status: value })}
              options={QuestionnaireItemStatus.values.map((value) => ({ value, label: QuestionnaireItemStatus.label(value) }))}
            />
            <Select
              aria-label="待整改问题"
              allowClear
              placeholder="问题"
              style={{ width: 130 }}
              value={filters.hasRisk}
              onChange={(value?: 'true' | 'false') => filter({ hasRisk: value })}
              options={[
                { value: 'true', label: '有待整改问题' },
                { value: 'false', label: '无待整改问题' },
              ]}
            />
            <Input.Search
              allowClear
              placeholder="标题或编号"
              style={{ width: 200 }}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              onSearch={(value) => filter({ keyword: value.trim() || undefined })}
            />
          </Space>
          <Table<QuestionnaireItemRow>
            rowKey="questionnairItemCode"
            size="small"
            loading={listLoading}
            dataSource={rows?.list ?? []}
            locale={{ emptyText: '没有符合条件的题目' }}
            onRow={(row) => ({ onClick: () => setSelected(row.questionnairItemCode), style: { cursor: 'pointer' } })}
            rowClassName={(row) => (row.questionnairItemCode === selected ? 'ant-table-row-selected' : '')}
            pagination={{
              current: paging.current,
              pageSize: paging.pageSize,
              total: rows?.total ?? 0,
              size: 'small',
              showTotal: (total) => `共 ${total} 道`,
              onChange: (current, pageSize) => setPaging({ current, pageSize }),
            }}
            columns={[
              { title: '编号', dataIndex: 'ref', width: 80 },
              {
                title: '题目',
                dataIndex: 'title',
                render: (_, row) => (
                  <Space direction="vertical" size={0}>
                    {row.title}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {row.sectionName} · {row.respondentName || '未分配'}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: '状态',
                dataIndex: 'status',
                width: 120,
                render: (_, row) => (
                  <Space size={2} wrap>
                    <Tag color={ITEM_COLOR[row.status]}>{QuestionnaireItemStatus.label(row.status)}</Tag>
                    {row.openRisks ? <Tag color="red">问题 {row.openRisks}</Tag> : null}
                    {row.judged ? <Tag color="blue">已判定</Tag> : null}
                  </Space>
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={14}>
          {!selected ? (
            <Card>
              <Empty description="点击左侧题目查看答案、提出问题和判定" />
            </Card>
          ) : (
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
                        <Tag color={ITEM_COLOR[detail.status]}>{QuestionnaireItemStatus.label(detail.status)}</Tag>
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
                    <RiskPanel projectCode={projectCode} item={detail} disabled={!reviewing} onChanged={() => void changed()} />
                  </Card>
                  <Card size="small" title="判定（控制信息）">
                    <JudgementForm
                      projectCode={projectCode}
                      item={detail}
                      disabled={!reviewing || detail.status !== 'submitted'}
                      onSaved={() => void changed()}
                    />
                  </Card>
                </Space>
              ) : (
                <Card>
                  <Empty description="无法读取该题目" />
                </Card>
              )}
            </Spin>
          )}
        </Col>
      </Row>
    </Drawer>
  );
};

export default ReviewDrawer;
