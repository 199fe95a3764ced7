/**
 * 差距分析处置 (/gapDisposal/:projectCode, canExecutor; no side menu, spec §2; issue 13): the
 * gaps of the project's newest report, paged on the server (gapDisposalList) with filters by
 * category, gap level and status. Each gap gets an owner, a plan, a due date and evidence files in
 * the edit drawer; finish and reopen ask first and are offered as the server's `actions` say,
 * labelled from GAP_DISPOSAL_MACHINE. Overdue gaps are marked.
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useAccess, useParams } from '@umijs/max';
import { Alert, Button, Card, message, Popconfirm, Result, Select, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useCallback, useState } from 'react';
import { GAP_LEVELS, GapDisposalStatus } from '@domain/enums';
import { type DisposalAction, GAP_DISPOSAL_MACHINE } from '@domain/gapAnalysis/rules';
import { type PageQuery, QUIET_CALL, usePagedList } from '@/components/ListKit';
import FileDownloadLink from '@/components/FileDownloadLink';
import { type GapDisposalItem, gapDisposalList, gapDisposalMove } from '@/services/gapAnalysis';
import { GAP_LEVEL_COLOR, gapLevelText } from '../Report/components/ReportView';
import { gapReportPath } from '../Report/components/paths';
import DisposalDrawer from './components/DisposalDrawer';

export const EDIT_TEXT = '编辑';
/** The confirmation of a move (finish / reopen). */
export const MOVE_CONFIRM: Record<DisposalAction, string> = {
  finish: '确定该差距已整改完成吗？完成后不能再修改处置信息。',
  reopen: '确定重新处置该差距吗？',
};
/** The label of an action, as the machine names it ("完成处置", "重新处置"). */
export const actionLabel = (action: DisposalAction): string => GAP_DISPOSAL_MACHINE.moves.find((move) => move.action === action)?.label ?? action;

interface Filters {
  categoryKey?: string;
  gapLevel?: number;
  status?: GapDisposalStatus;
}

type Page = Awaited<ReturnType<typeof gapDisposalList>>;

const GapDisposal: React.FC = () => {
  const { projectCode = '' } = useParams<{ projectCode: string }>();
  const access = useAccess() as Record<string, boolean>;
  const [editing, setEditing] = useState<GapDisposalItem>();
  const [busy, setBusy] = useState<string>();
  const call = useCallback((query: PageQuery & Filters) => gapDisposalList({ projectCode, ...query }, QUIET_CALL), [projectCode]);
  const { filters, filter, page, loading, error, load, pagination } = usePagedList<Filters, Page>(call, { pageSize: 10, loadingAtFirst: true });

  const move = async (row: GapDisposalItem, action: DisposalAction) => {
    setBusy(`${row.gapKey}:${action}`);
    try {
      await gapDisposalMove({ projectCode, gapKey: row.gapKey, action });
      message.success(`${actionLabel(action)}成功`);
      await load();
    } catch {
      // the request layer shows the server's message
    } finally {
      setBusy(undefined);
    }
  };

  const back = (
    <Space className="gap-disposal-links">
      {access.canReadInterface ? <Button onClick={() => history.push(gapReportPath('customer', projectCode))}>查看差距分析报告</Button> : null}
      <Button onClick={() => history.push('/welcome')}>返回首页</Button>
    </Space>
  );

  if (error && !page)
    return (
      <PageContainer title="差距分析处置" subTitle={projectCode}>
        <Result
          status="warning"
          title="无法打开差距处置"
          subTitle={error}
          extra={
            <Space>
              <Button type="primary" onClick={() => void load()}>
                重试
              </Button>
              {back}
            </Space>
          }
        />
      </PageContainer>
    );

  const overdueOnPage = (page?.list ?? []).filter((row) => row.overdue).length;

  return (
    <PageContainer title="差距分析处置" subTitle={projectCode} extra={back}>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label="类别"
            allowClear
            placeholder="全部类别"
            style={{ minWidth: 200 }}
            value={filters.categoryKey}
            onChange={(value?: string) => filter({ categoryKey: value })}
            options={(page?.categories ?? []).map((category) => ({ value: category.key, label: category.name }))}
          />
          <Select
            aria-label="差距等级"
            allowClear
            placeholder="全部差距等级"
            style={{ minWidth: 140 }}
            value={filters.gapLevel}
            onChange={(value?: number) => filter({ gapLevel: value })}
            options={GAP_LEVELS.map((level) => ({ value: level, label: gapLevelText(level) }))}
          />
          <Select
            aria-label="处置状态"
            allowClear
            placeholder="全部状态"
            style={{ minWidth: 140 }}
            value={filters.status}
            onChange={(value?: GapDisposalStatus) => filter({ status: value })}
            options={GapDisposalStatus.values.map((status) => ({ value: status, label: GapDisposalStatus.label(status) }))}
          />
        </Space>
        {overdueOnPage ? (
          <Alert style={{ marginBottom: 16 }} type="warning" showIcon message={`本页有 ${overdueOnPage} 项差距已超过计划完成日期`} />
        ) : null}
        <Table<GapDisposalItem>
          rowKey="gapKey"
          size="middle"
          loading={loading}
          dataSource={page?.list ?? []}
          scroll={{ x: 1240 }}
          locale={{ emptyText: '暂无差距项' }}
          pagination={{ ...pagination, showSizeChanger: true, showTotal: (total) => `共 ${total} 项` }}
          columns={[
            {
              title: '差距项',
              dataIndex: 'title',
              width: 240,
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{row.ref}</Typography.Text>
                  {row.title}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.categoryName}
                  </Typography.Text>
                </Space>
              ),
            },
            { title: '现状', dataIndex: 'resultLabel', width: 100 },
            {
              title: '差距等级',
              dataIndex: 'gapLevel',
              width: 80,
              render: (_, row) => <Tag color={GAP_LEVEL_COLOR[row.gapLevel]}>{gapLevelText(row.gapLevel)}</Tag>,
            },
            {
              title: '整改建议',
              dataIndex: 'recommendation',
              width: 220,
              render: (_, row) => (
                <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: '展开' }}>{row.recommendation || '—'}</Typography.Paragraph>
              ),
            },
            { title: '负责人', dataIndex: 'ownerName', width: 90, render: (_, row) => row.ownerName || '—' },
            {
              title: '计划完成',
              dataIndex: 'dueDate',
              width: 110,
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  {row.dueDate ?? '—'}
                  {row.overdue ? <Tag color="red">已逾期</Tag> : null}
                </Space>
              ),
            },
            {
              title: '证据',
              dataIndex: 'evidence',
              width: 170,
              render: (_, row) =>
                row.evidence.length ? (
                  <Space direction="vertical" size={0}>
                    {row.evidence.map((file) => (
                      <FileDownloadLink key={file.objectId} objectId={file.objectId} fileName={file.fileName} />
                    ))}
                  </Space>
                ) : (
                  '—'
                ),
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: 80,
              render: (_, row) => <Tag color={row.status === 'finish' ? 'success' : 'processing'}>{GapDisposalStatus.label(row.status)}</Tag>,
            },
            {
              title: '操作',
              key: 'actions',
              width: 150,
              fixed: 'right',
              render: (_, row) => (
                <Space size="small" wrap>
                  {row.actions.includes('edit') ? <Typography.Link onClick={() => setEditing(row)}>{EDIT_TEXT}</Typography.Link> : null}
                  {(['finish', 'reopen'] as const)
                    .filter((action) => row.actions.includes(action) && GAP_DISPOSAL_MACHINE.hasAction(row.status, action))
                    .map((action) => (
                      <Popconfirm key={action} title={MOVE_CONFIRM[action]} onConfirm={() => move(row, action)}>
                        <Typography.Link disabled={busy === `${row.gapKey}:${action}`}>{actionLabel(action)}</Typography.Link>
                      </Popconfirm>
                    ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <DisposalDrawer
        projectCode={projectCode}
        item={editing}
        members={page?.members ?? []}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void load();
        }}
      />
    </PageContainer>
  );
};

export default GapDisposal;
