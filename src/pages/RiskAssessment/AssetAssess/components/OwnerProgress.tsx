/**
 * 责任人进度: each owner's assets by state (梳理中, 已提交, 已冻结, 被驳回) and when they were last
 * urged; the customer's PM or owner urges a late owner (in-app notice and SMS, urge type 资产催办,
 * at most once per interval — the server says when the next urge is allowed).
 */
import { Alert, Button, Popconfirm, Progress, Table, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { chinaTimeText } from '@/utils/chinaTime';
import { consumerUrge } from '@/services/consumerProjects';
import { raOwnerDetailList, type OwnerProgress as Row } from '@/services/riskAssessment';
import { URGE_TEXT } from './labels';

const OwnerProgress: React.FC<{ projectCode: string; canUrge: boolean }> = ({ projectCode, canUrge }) => {
  const [rows, setRows] = useState<Row[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();

  const load = useCallback(async () => {
    try {
      setRows(await raOwnerDetailList({ projectCode }, { skipErrorHandler: true }));
      setError(undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : '加载失败');
    }
  }, [projectCode]);
  useEffect(() => {
    void load();
  }, [load]);

  const urge = async (row: Row) => {
    setBusy(row.accountId);
    try {
      const answer = await consumerUrge({ projectCode, accountId: row.accountId, urgeType: 'assets_urge', message: '' });
      message.success(`已催办 ${answer.targetName}${answer.smsSent ? '，短信已发送' : ''}；下次可催办时间 ${chinaTimeText(answer.nextAllowedAt)}`);
      await load();
    } catch {
      // the request layer shows the server's message (e.g. the interval)
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="责任人进度加载失败"
          description={error}
          action={
            <Button size="small" onClick={() => void load()}>
              重试
            </Button>
          }
        />
      ) : null}
      <Table<Row>
        rowKey="accountId"
        size="middle"
        loading={rows === undefined && !error}
        dataSource={rows ?? []}
        pagination={false}
        locale={{ emptyText: '暂无指定了责任人的资产' }}
        columns={[
          { title: '责任人', dataIndex: 'showName' },
          { title: '资产数', dataIndex: 'total', width: 80 },
          { title: '梳理中', dataIndex: 'inhand', width: 80 },
          { title: '已提交', dataIndex: 'submitted', width: 80 },
          { title: '已冻结', dataIndex: 'freeze', width: 80 },
          { title: '被驳回', dataIndex: 'rejected', width: 80 },
          {
            title: '进度',
            key: 'progress',
            width: 180,
            render: (_, row) => <Progress size="small" percent={row.total ? Math.round(((row.submitted + row.freeze) / row.total) * 100) : 0} />,
          },
          { title: '最近催办', dataIndex: 'lastUrgeAt', width: 170, render: (at: string | null) => (at ? chinaTimeText(at) : '—') },
          ...(canUrge
            ? [
                {
                  title: '操作',
                  key: 'urge',
                  width: 90,
                  render: (_: unknown, row: Row) =>
                    row.inhand > 0 ? (
                      <Popconfirm title={`催办 ${row.showName} 尽快确认资产？`} onConfirm={() => urge(row)}>
                        <Button type="link" size="small" loading={busy === row.accountId}>
                          {URGE_TEXT}
                        </Button>
                      </Popconfirm>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
    </>
  );
};

export default OwnerProgress;
