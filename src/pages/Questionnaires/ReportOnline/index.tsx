/**
 * 在线答题 (/reportOnline/:projectCode; canExecutor; issue 13): the executor answers the items
 * assigned to them. Left: what is left ("还剩 N 题未完成"), the items paged on the server with
 * section, status and keyword filters, each with its status and completeness. Right: the item —
 * every question by type, drafts saved automatically, returned items with the reason and the
 * consultant's problems. "提交" submits every complete item after a confirmation that says how many.
 */
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useModel, useParams } from '@umijs/max';
import { Alert, Button, Card, Col, Empty, Modal, Progress, Result, Row, Space, Tag, Typography, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type QuestionnaireItemStatus, QuestionnaireStatus } from '@domain/enums';
import { ITEM_BATCH_MAX } from '@domain/questionnaires/rules';
import { qnInfo, qnItemList, type QuestionnaireInfo, type QuestionnaireItemRow, qnSubmit } from '@/services/questionnaires';
import ItemEditor, { type ItemEditorHandle } from './components/ItemEditor';
import ItemNavigator, { PAGE_SIZE, type StatusFilter } from './components/ItemNavigator';
import {
  leftText,
  NOT_DISTRIBUTED_TEXT,
  NOTHING_ASSIGNED_TEXT,
  QUESTIONNAIRE_STATUS_COLORS,
  REPORT_TITLE,
  SUBMIT_ALL_TEXT,
  submitConfirmText,
} from './components/labels';

const UNFINISHED: QuestionnaireItemStatus[] = ['returned', 'assigned'];

/** Every row of the caller's unfinished items (returned and in progress), page by page. */
async function unfinishedRows(projectCode: string, respondentId: string | undefined): Promise<QuestionnaireItemRow[]> {
  const rows: QuestionnaireItemRow[] = [];
  for (const status of UNFINISHED) {
    for (let current = 1; ; current += 1) {
      const page = await qnItemList({ projectCode, respondentId, status, current, pageSize: 200 });
      rows.push(...page.list);
      if (current * 200 >= page.total) break;
    }
  }
  return rows;
}

const ReportOnline: React.FC = () => {
  const { projectCode = '' } = useParams<{ projectCode: string }>();
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.accountId;
  const [info, setInfo] = useState<QuestionnaireInfo | null>();
  const [failed, setFailed] = useState<string>();
  const [rows, setRows] = useState<QuestionnaireItemRow[]>([]);
  const [total, setTotal] = useState(0);
  const [current, setCurrent] = useState(1);
  const [listLoading, setListLoading] = useState(false);
  const [listFailed, setListFailed] = useState(false);
  const [status, setStatus] = useState<StatusFilter>();
  const [sectionKey, setSectionKey] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const editor = useRef<ItemEditorHandle>(null);

  const loadInfo = useCallback(async () => {
    try {
      const next = await qnInfo({ projectCode }, { skipErrorHandler: true });
      setInfo(next);
      setFailed(undefined);
      return next;
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : '加载失败');
      return undefined;
    }
  }, [projectCode]);

  useEffect(() => {
    void loadInfo().then((next) => {
      // Start where the work is: sent-back items first, then those in progress.
      if (!next) return;
      const mine = next.mine;
      setStatus(mine.returned > 0 ? 'returned' : mine.assigned > 0 ? 'assigned' : 'all');
    });
  }, [loadInfo]);

  const loadRows = useCallback(async () => {
    if (!info || status === undefined) return;
    setListLoading(true);
    try {
      const page = await qnItemList(
        {
          projectCode,
          respondentId: me,
          status: status === 'all' ? undefined : status,
          sectionKey,
          keyword: keyword.trim() || undefined,
          current,
          pageSize: PAGE_SIZE,
        },
        { skipErrorHandler: true },
      );
      setRows(page.list);
      setTotal(page.total);
      setListFailed(false);
      setSelected((previous) => previous ?? page.list[0]?.questionnairItemCode);
    } catch {
      setListFailed(true);
    } finally {
      setListLoading(false);
    }
  }, [info, status, sectionKey, keyword, current, projectCode, me]);

  useEffect(() => {
    void loadRows();
  }, [loadRows]);

  // A page left with unsaved answers asks first (the editor also saves on leaving an item).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (editor.current?.dirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const select = async (code: string) => {
    if (code === selected) return;
    if (editor.current && !(await editor.current.flush())) {
      message.warning('当前题目保存失败，请重试保存后再切换');
      return;
    }
    setSelected(code);
  };

  const updateRow = useCallback((row: QuestionnaireItemRow) => {
    setRows((list) => list.map((item) => (item.questionnairItemCode === row.questionnairItemCode ? row : item)));
  }, []);

  const refresh = useCallback(async () => {
    await loadInfo();
    await loadRows();
  }, [loadInfo, loadRows]);

  const submitAll = async () => {
    if (!info) return;
    if (editor.current && !(await editor.current.flush())) return;
    setSubmitting(true);
    let open: QuestionnaireItemRow[];
    try {
      open = await unfinishedRows(projectCode, me);
    } catch {
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    const ready = open.filter((row) => row.complete);
    const notReady = open.length - ready.length;
    if (ready.length === 0) {
      Modal.info({
        title: '没有可提交的题目',
        content: open.length ? `还有 ${open.length} 道题目的必答题未完成，请先答完。` : '分配给你的题目都已提交。',
      });
      return;
    }
    Modal.confirm({
      title: '提交答卷',
      icon: <ExclamationCircleOutlined />,
      content: submitConfirmText(ready.length, notReady),
      okText: '确定提交',
      onOk: async () => {
        // Name the complete items: the server refuses a submit that includes an unfinished one.
        let submitted = 0;
        const codes = ready.map((row) => row.questionnairItemCode);
        for (let start = 0; start < codes.length; start += ITEM_BATCH_MAX) {
          const answer = await qnSubmit({
            projectCode,
            questionnaireCode: info.questionnaireCode,
            questionnairItemCodes: codes.slice(start, start + ITEM_BATCH_MAX),
          });
          submitted += answer.submitted;
        }
        message.success(`已提交 ${submitted} 道题目`);
        // The item on the right is submitted now: reload it with the list.
        setSelected(undefined);
        const next = await loadInfo();
        // Nothing left to do: show everything instead of an empty "in progress" list.
        if (next && next.mine.assigned + next.mine.returned === 0) {
          setStatus('all');
          setCurrent(1);
        } else await loadRows();
      },
    });
  };

  if (failed && info === undefined) {
    return (
      <PageContainer title={REPORT_TITLE}>
        <Result status="warning" title="无法打开该问卷" subTitle={failed} extra={<Button onClick={() => history.push('/')}>返回首页</Button>} />
      </PageContainer>
    );
  }
  if (info === undefined) return <PageContainer title={REPORT_TITLE} loading />;
  if (info === null) {
    return (
      <PageContainer title={REPORT_TITLE}>
        <Card>
          <Empty description={NOT_DISTRIBUTED_TEXT} />
        </Card>
      </PageContainer>
    );
  }

  const mine = info.mine;
  const myTotal = mine.assigned + mine.returned + mine.submitted + mine.unassigned;
  const left = mine.assigned + mine.returned;
  const answering = info.status === 'answering';

  if (myTotal === 0) {
    return (
      <PageContainer title={`${REPORT_TITLE} · ${info.projectName}`}>
        <Card>
          <Empty description={NOTHING_ASSIGNED_TEXT} />
        </Card>
      </PageContainer>
    );
  }

  return (
    <PageContainer
      title={`${REPORT_TITLE} · ${info.projectName}`}
      tags={<Tag color={QUESTIONNAIRE_STATUS_COLORS[info.status]}>{QuestionnaireStatus.label(info.status)}</Tag>}
      content={
        <Space size="large" wrap>
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="left-count">
            {leftText(left)}
          </Typography.Text>
          <Progress
            percent={Math.round((mine.submitted / myTotal) * 100)}
            size="small"
            style={{ width: 200 }}
            format={() => `已提交 ${mine.submitted}/${myTotal}`}
          />
          {mine.returned > 0 ? <Tag color="error">{mine.returned} 题被退回待修改</Tag> : null}
        </Space>
      }
      extra={
        answering && left > 0 ? (
          <Button type="primary" loading={submitting} onClick={() => void submitAll()}>
            {SUBMIT_ALL_TEXT}
          </Button>
        ) : null
      }
    >
      {!answering ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={info.status === 'channelReview' ? '问卷已提交给顾问审核，暂不能修改答案' : '问卷已完成'}
        />
      ) : null}
      <Row gutter={16}>
        <Col xs={24} lg={8}>
          <ItemNavigator
            mine={mine}
            sections={info.sections}
            status={status}
            onStatus={(value) => {
              setStatus(value);
              setCurrent(1);
            }}
            sectionKey={sectionKey}
            onSection={(value) => {
              setSectionKey(value);
              setCurrent(1);
            }}
            onSearch={(value) => {
              setKeyword(value);
              setCurrent(1);
            }}
            rows={rows}
            total={total}
            current={current}
            onPage={setCurrent}
            loading={listLoading}
            failed={listFailed}
            onRetry={() => void loadRows()}
            selected={selected}
            onSelect={(code) => void select(code)}
          />
        </Col>
        <Col xs={24} lg={16}>
          {selected ? (
            <ItemEditor
              key={selected}
              ref={editor}
              projectCode={projectCode}
              questionnaireCode={info.questionnaireCode}
              itemCode={selected}
              onRow={updateRow}
              onSubmitted={() => void refresh()}
            />
          ) : (
            <Card>
              <Empty description="请在左侧选择题目" />
            </Card>
          )}
        </Col>
      </Row>
    </PageContainer>
  );
};

export default ReportOnline;
