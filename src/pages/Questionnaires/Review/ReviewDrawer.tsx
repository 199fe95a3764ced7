/**
 * The consultant's review of a project's questionnaire (issue 13), a wide drawer: the status,
 * gapStatus and counts (qnInfo answers the delivering side too), the items paged on the server with filters
 * (section, status, open risk, keyword), the selected item's answers read-only, its risks (open,
 * close) and the judgement form; "退回客户整改" (only with open risks) and "完成判定" (the
 * server refuses it while risks are open: its message is shown); after finishing, the scoring job's
 * status and the report link once the report is finished.
 */
import { Alert, Button, Col, Drawer, Popconfirm, Row, Space } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import {
  qnControlInfoFinish,
  qnChannelSonQuestionInfo,
  qnChannelQuestionList,
  qnInfo,
  type QuestionnaireInfo,
  type QuestionnaireItemDetail,
  type QuestionnaireItemRow,
  qnSubmitToConsumer,
} from '@/services/questionnaires';
import ItemList, { type Filters } from './ItemList';
import ItemReview from './ItemReview';
import OverviewCard, { type Overview } from './OverviewCard';
import { FINISH_TEXT, SEND_BACK_TEXT } from './status';

export interface ReviewProject {
  projectCode: string;
  name: string;
}

interface Props {
  project: ReviewProject | undefined;
  onClose: () => void;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : '加载失败');

/** The questionnaire's summary (qnInfo) and how many items carry an open risk (one count query). */
async function loadOverview(projectCode: string): Promise<Overview> {
  const info = await qnInfo({ projectCode }, { skipErrorHandler: true });
  if (!info) return { info: null, itemsWithRisk: 0 };
  const withRisk = await qnChannelQuestionList({ projectCode, hasRisk: 'true', current: 1, pageSize: 1 }, { skipErrorHandler: true });
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
      const page = await qnChannelQuestionList(
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
      setDetail(await qnChannelSonQuestionInfo({ questionnairItemCode: code }));
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
  const shownGapStatus = info?.gapStatus ?? moved?.gapStatus ?? null;
  const scoringJob = info?.scoringJob ?? moved?.scoringJob ?? null;

  const move = async (kind: 'sendBack' | 'finish') => {
    setMoving(kind);
    setMoveError(undefined);
    try {
      const info =
        kind === 'sendBack'
          ? await qnSubmitToConsumer({ projectCode }, { skipErrorHandler: true })
          : await qnControlInfoFinish({ projectCode }, { skipErrorHandler: true });
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
      <OverviewCard
        projectCode={projectCode}
        overview={overview}
        overviewError={overviewError}
        status={status}
        shownGapStatus={shownGapStatus}
        scoringJob={scoringJob}
        onScored={() => void refreshOverview()}
      />

      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <ItemList
            sections={info?.sections ?? []}
            filters={filters}
            onFilter={filter}
            keyword={keyword}
            onKeyword={setKeyword}
            rows={rows}
            loading={listLoading}
            paging={paging}
            onPaging={setPaging}
            selected={selected}
            onSelect={setSelected}
          />
        </Col>
        <Col xs={24} xl={14}>
          <ItemReview
            projectCode={projectCode}
            selected={selected}
            detail={detail}
            detailLoading={detailLoading}
            status={status}
            onChanged={() => void changed()}
          />
        </Col>
      </Row>
    </Drawer>
  );
};

export default ReviewDrawer;
