/**
 * 不符合项 of the documentation workspace (issue 31 item 6, delivery side): the internal audit's
 * nonconformities paged on the server (isoNcList) with state and severity filters and the counts
 * per state; 新增不符合项 and each row's moves from NC_MACHINE (编辑, 整改完成, 验证关闭, 退回整改,
 * 重新打开 — closing and reopening ask first) for the project's writers; the NC report generated as
 * a Word document (spinner, then it downloads) and submitted to the customer (asked first).
 */
import { Alert, Button, Card, message, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { NcSeverity, NcState, StandardFileStatus } from '@domain/enums';
import { NC_MACHINE, type NcAction, ncActionsFrom } from '@domain/isoDocuments/ncRules';
import FileDownloadLink from '@/components/FileDownloadLink';
import { type PageQuery, QUIET_CALL, usePagedList, ListLoadError } from '@/components/ListKit';
import { fileDownload } from '@/services/files';
import { isoNcDomain, isoNcGenerateFile, isoNcList, isoNcSave, isoNcSubmitFile, type NcDomain, type NcItem, type NcPage } from '@/services/nc';
import type { IsoPartProps } from '../../types';
import NcDrawer, { type NcDrawerMode } from './NcDrawer';

export const REJECT_CONFIRM = '确定退回整改吗？该不符合项将回到“待整改”。';
export const REOPEN_CONFIRM = '确定重新打开该已关闭的不符合项吗？';
export const SUBMIT_CONFIRM = '确定把当前的不符合项报告提交给客户吗？提交后客户可以查看和下载。';
const STATE_COLOR: Record<NcState, string> = { open: 'orange', corrected: 'blue', closed: 'green' };
const actionLabel = (action: NcAction) => NC_MACHINE.moves.find((move) => move.action === action)?.label ?? action;

interface Filters {
  state?: NcState;
  severity?: NcSeverity;
}

const NcPanel: React.FC<IsoPartProps> = ({ projectCode, side }) => {
  const [domain, setDomain] = useState<NcDomain>();
  const [mode, setMode] = useState<NcDrawerMode>();
  const [busy, setBusy] = useState<string>();
  const call = useCallback((query: PageQuery & Filters) => isoNcList({ projectCode, ...query }, QUIET_CALL), [projectCode]);
  const { filters, filter, page, loading, error, load, pagination } = usePagedList<Filters, NcPage>(call, { pageSize: 10, loadingAtFirst: true });
  useEffect(() => {
    if (side === 'delivery') isoNcDomain({ projectCode }, QUIET_CALL).then(setDomain, () => undefined);
  }, [projectCode, side]);

  if (side !== 'delivery') return <Alert type="info" showIcon message="不符合项由咨询顾问在内部审核中记录，报告提交后可在项目文件中查看" />;

  const run = async (key: string, work: () => Promise<unknown>, done?: string) => {
    setBusy(key);
    try {
      await work();
      if (done) message.success(done);
      await load();
    } catch {
      // the request layer shows the server's message
    } finally {
      setBusy(undefined);
    }
  };
  const move = (row: NcItem, action: 'reject' | 'reopen') =>
    run(
      `${row.ncCode}:${action}`,
      () => isoNcSave({ projectCode, ncCode: row.ncCode, rowVersion: row.rowVersion, action }),
      `${actionLabel(action)}成功`,
    );
  const generate = () =>
    run('generate', async () => {
      const file = await isoNcGenerateFile({ projectCode });
      message.success('不符合项报告已生成');
      await fileDownload({ objectId: file.docMediaId }, { fallbackFileName: file.fileName });
    });
  const report = page?.report ?? null;
  const submit = () => run('submit', () => isoNcSubmitFile({ projectCode, docMediaId: report!.docMediaId }), '不符合项报告已提交给客户');
  const canWrite = !!page?.canWrite;
  const counts = page?.counts;

  return (
    <Card>
      <ListLoadError error={error} title="不符合项加载失败" onRetry={() => void load()} />
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Select
            aria-label="状态"
            allowClear
            placeholder="全部状态"
            style={{ minWidth: 140 }}
            value={filters.state}
            onChange={(value?: NcState) => filter({ state: value })}
            options={NcState.values.map((value) => ({ value, label: `${NcState.labels[value]}（${counts?.[value] ?? 0}）` }))}
          />
          <Select
            aria-label="不符合类型"
            allowClear
            placeholder="全部类型"
            style={{ minWidth: 140 }}
            value={filters.severity}
            onChange={(value?: NcSeverity) => filter({ severity: value })}
            options={NcSeverity.values.map((value) => ({ value, label: NcSeverity.labels[value] }))}
          />
          {counts ? (
            <Typography.Text type="secondary">
              共 {counts.total} 项：待整改 {counts.open}，待验证 {counts.corrected}，已关闭 {counts.closed}
            </Typography.Text>
          ) : null}
        </Space>
        {canWrite ? (
          <Space wrap>
            <Button type="primary" onClick={() => setMode({ kind: 'create' })}>
              新增不符合项
            </Button>
            <Button loading={busy === 'generate'} disabled={!counts?.total} onClick={generate}>
              生成不符合项报告
            </Button>
            <Popconfirm title={SUBMIT_CONFIRM} okText="确定" cancelText="取消" onConfirm={submit} disabled={!report || report.status === 'finished'}>
              <Button loading={busy === 'submit'} disabled={!report || report.status === 'finished'}>
                提交给客户
              </Button>
            </Popconfirm>
          </Space>
        ) : null}
      </Space>
      {report ? (
        <Alert
          style={{ marginBottom: 16 }}
          type={report.status === 'finished' ? 'success' : 'info'}
          showIcon
          message={
            <Space wrap>
              <span>{`不符合项报告（第 ${report.versionNo} 版，${StandardFileStatus.labels[report.status]}）`}</span>
              <FileDownloadLink objectId={report.docMediaId} fileName={report.fileName} />
            </Space>
          }
        />
      ) : null}
      <Table<NcItem>
        rowKey="ncCode"
        size="middle"
        loading={loading}
        dataSource={page?.list ?? []}
        scroll={{ x: 1100 }}
        locale={{ emptyText: canWrite ? '暂无不符合项，内部审核发现问题后点击“新增不符合项”记录' : '暂无不符合项' }}
        pagination={{ ...pagination, showSizeChanger: true, showTotal: (total) => `共 ${total} 项` }}
        columns={[
          { title: '编号', dataIndex: 'ncCode', width: 80 },
          {
            title: '条款',
            dataIndex: 'clause',
            width: 200,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{row.clause}</Typography.Text>
                <Typography.Text type="secondary">{row.clauseTitle}</Typography.Text>
              </Space>
            ),
          },
          { title: '责任部门', dataIndex: 'departmentName', width: 120 },
          {
            title: '不符合事实',
            dataIndex: 'description',
            render: (_, row) => (
              <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, symbol: '展开' }}>{row.description}</Typography.Paragraph>
            ),
          },
          {
            title: '类型',
            dataIndex: 'severity',
            width: 110,
            render: (_, row) => <Tag color={row.severity === 'major' ? 'red' : 'gold'}>{NcSeverity.labels[row.severity]}</Tag>,
          },
          { title: '整改期限', dataIndex: 'dueDate', width: 110, render: (_, row) => row.dueDate ?? '—' },
          { title: '状态', dataIndex: 'state', width: 90, render: (_, row) => <Tag color={STATE_COLOR[row.state]}>{NcState.labels[row.state]}</Tag> },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            fixed: 'right',
            render: (_, row) =>
              canWrite ? (
                <Space size="small" wrap>
                  {row.state !== 'closed' ? <Typography.Link onClick={() => setMode({ kind: 'edit', item: row })}>编辑</Typography.Link> : null}
                  {ncActionsFrom(row.state).map((action) =>
                    action === 'correct' || action === 'verify' ? (
                      <Typography.Link key={action} onClick={() => setMode({ kind: action, item: row })}>
                        {actionLabel(action)}
                      </Typography.Link>
                    ) : (
                      <Popconfirm
                        key={action}
                        title={action === 'reject' ? REJECT_CONFIRM : REOPEN_CONFIRM}
                        okText="确定"
                        cancelText="取消"
                        onConfirm={() => move(row, action)}
                      >
                        <Typography.Link disabled={busy === `${row.ncCode}:${action}`}>{actionLabel(action)}</Typography.Link>
                      </Popconfirm>
                    ),
                  )}
                </Space>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <NcDrawer
        projectCode={projectCode}
        mode={mode}
        domain={domain}
        onClose={() => setMode(undefined)}
        onSaved={() => {
          setMode(undefined);
          void load();
        }}
      />
    </Card>
  );
};

export default NcPanel;
