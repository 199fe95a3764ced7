/**
 * 题库概览 (/api/exam/bank/counts.json): how many questions the bank holds per topic and kind —
 * what a paper's draws can ask for — as a compact table with row and column totals. Every topic
 * and kind is shown, a missing pair as 0, so a gap in the bank is visible at a glance.
 */
import { Card, Table, Typography } from 'antd';
import type React from 'react';
import { ExamQuestionKind, ExamTopic } from '@domain/exam/enums';
import { ListLoadError } from '@/components/ListKit';
import type { BankCounts as Counts } from '@/services/exam';

interface Props {
  counts?: { total: number; counts: Counts };
  loading: boolean;
  error?: string;
  onRetry: () => void;
}

type Row = { topic: ExamTopic | 'total'; total: number } & Partial<Record<ExamQuestionKind, number>>;

/** One row per topic and a total row; each cell the count of that topic and kind. */
export function countRows(counts: Counts): Row[] {
  const rows: Row[] = ExamTopic.values.map((topic) => {
    const row: Row = { topic, total: 0 };
    for (const kind of ExamQuestionKind.values) {
      row[kind] = counts.filter((one) => one.topic === topic && one.kind === kind).reduce((sum, one) => sum + one.count, 0);
      row.total += row[kind] ?? 0;
    }
    return row;
  });
  const total: Row = { topic: 'total', total: rows.reduce((sum, row) => sum + row.total, 0) };
  for (const kind of ExamQuestionKind.values) total[kind] = rows.reduce((sum, row) => sum + (row[kind] ?? 0), 0);
  return [...rows, total];
}

const cell = (count: number | undefined) => (count ? count : <Typography.Text type="secondary">0</Typography.Text>);

const BankCounts: React.FC<Props> = ({ counts, loading, error, onRetry }) => (
  <Card
    size="small"
    style={{ marginBottom: 16 }}
    title="题库概览"
    extra={counts ? <Typography.Text type="secondary">共 {counts.total} 题</Typography.Text> : null}
  >
    <ListLoadError error={error} onRetry={onRetry} title="题目数量加载失败" />
    {error && !counts ? null : <CountsTable counts={counts} loading={loading} />}
  </Card>
);

const CountsTable: React.FC<Pick<Props, 'counts' | 'loading'>> = ({ counts, loading }) => (
  <Table<Row>
    size="small"
    rowKey="topic"
    loading={loading}
    pagination={false}
    dataSource={counts ? countRows(counts.counts) : []}
    locale={{ emptyText: '暂无数据' }}
    columns={[
      {
        title: '考点',
        dataIndex: 'topic',
        render: (topic: Row['topic']) => (topic === 'total' ? <Typography.Text strong>合计</Typography.Text> : ExamTopic.label(topic)),
      },
      ...ExamQuestionKind.options().map(({ value, label }) => ({
        title: label,
        dataIndex: value,
        width: 90,
        align: 'right' as const,
        render: (count: number | undefined) => cell(count),
      })),
      {
        title: '合计',
        dataIndex: 'total',
        width: 90,
        align: 'right' as const,
        render: (count: number) => <Typography.Text strong>{count}</Typography.Text>,
      },
    ]}
  />
);

export default BankCounts;
