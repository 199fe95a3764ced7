/**
 * One figure of a dashboard as a card: its chart (lazy, MetricChart) or the same data as a table
 * (图表 / 表格), a skeleton while the first answer is on its way, and a plain empty state when the
 * range has nothing to show.
 */
import { Card, Empty, Segmented, Skeleton, Typography } from 'antd';
import type React from 'react';
import { lazy, Suspense, useState } from 'react';
import type { ChartSpec } from './MetricChart';

const MetricChart = lazy(() => import('./MetricChart'));

export const EMPTY_RANGE = '所选月份暂无数据';

type View = '图表' | '表格';

interface Props {
  title: string;
  /** No data yet (the first load): a skeleton. */
  loading: boolean;
  /** Nothing to show: the empty state instead of the chart and the table. */
  empty: boolean;
  emptyText?: string;
  chart: ChartSpec;
  height?: number;
  table: React.ReactNode;
  /** Under the chart or the table (what the figure means). */
  note?: React.ReactNode;
  extra?: React.ReactNode;
  /** Which view opens (default 图表). */
  initialView?: View;
}

export const ChartCard: React.FC<Props> = ({ title, loading, empty, emptyText, chart, height, table, note, extra, initialView = '图表' }) => {
  const [view, setView] = useState<View>(initialView);
  const body = loading ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : empty ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? EMPTY_RANGE} />
  ) : view === '图表' ? (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <MetricChart spec={chart} height={height} />
    </Suspense>
  ) : (
    table
  );
  return (
    <Card
      title={title}
      extra={
        <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
          {extra}
          <Segmented<View> size="small" options={['图表', '表格']} value={view} onChange={setView} aria-label={`${title}的显示方式`} />
        </span>
      }
      styles={{ body: { minHeight: 160 } }}
    >
      {body}
      {note && !loading ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {note}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
};
