/**
 * One measure sliced by one dimension, against the previous period: the totals, the chart (months:
 * two lines, this period and the previous one month by month; other dimensions: bars of both) and
 * the table with the change of each row.
 */
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type React from 'react';
import type { Analysis } from '@/services/metrics';
import { ChartCard } from '../../components/ChartCard';
import { FigureTable, numberColumn } from '../../components/FigureTable';
import { changeColor, changeText, num, rangeText } from '../../components/format';
import { ChangeLine } from '../../PlatformOverview/components/FigureCards';

type AnalysisRow = Analysis['rows'][number];

/** Bars beyond these are in the table only. */
const CHART_ROWS = 20;

const digitsOf = (analysis?: Analysis) => (analysis?.rows.some((row) => !Number.isInteger(row.value) || !Number.isInteger(row.previous)) ? 2 : 0);

export const AnalysisResult: React.FC<{ analysis?: Analysis; loading: boolean }> = ({ analysis, loading }) => {
  const rows = analysis?.rows ?? [];
  const digits = digitsOf(analysis);
  const current = analysis ? `本期（${rangeText(analysis.range)}）` : '本期';
  const previous = analysis ? `上期（${rangeText(analysis.previousRange)}）` : '上期';
  const byPeriod = analysis?.dimension === 'period';
  const chartRows = byPeriod ? rows : rows.slice(0, CHART_ROWS);
  const long = chartRows.flatMap((row) => [
    { name: row.name, series: '本期', value: row.value },
    { name: row.name, series: '上期', value: row.previous },
  ]);
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card size="small" loading={loading && !analysis}>
          {analysis ? (
            <Row gutter={[16, 16]}>
              <Col xs={24} md={8}>
                <Statistic title={`${analysis.measureName} · 本期合计`} value={num(analysis.total.value, digits)} suffix={analysis.unit} />
                <ChangeLine change={analysis.total.change} previous={analysis.total.previous} unit={analysis.unit} digits={digits} />
              </Col>
              <Col xs={24} md={16}>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                  {analysis.explain}
                </Typography.Paragraph>
                <Typography.Text type="secondary">
                  {current}对比{previous}。
                </Typography.Text>
              </Col>
            </Row>
          ) : null}
        </Card>
      </Col>
      <Col span={24}>
        <ChartCard
          title={analysis ? `${analysis.measureName}（${analysis.unit}）` : '指标'}
          loading={loading && !analysis}
          empty={!rows.some((row) => row.value || row.previous)}
          chart={
            byPeriod
              ? { kind: 'line', data: long, x: 'name', y: 'value', series: 'series' }
              : { kind: 'bar', data: long, x: 'name', y: 'value', series: 'series' }
          }
          height={340}
          table={
            <FigureTable<AnalysisRow>
              rowKey="key"
              rows={rows}
              columns={[
                { title: byPeriod ? '月份' : '名称', dataIndex: 'name' },
                numberColumn<AnalysisRow>(current, 'value', digits),
                numberColumn<AnalysisRow>(previous, 'previous', digits),
                {
                  title: '变化',
                  dataIndex: 'change',
                  align: 'right',
                  render: (change: number | null) => <span style={{ color: changeColor(change) }}>{changeText(change)}</span>,
                },
              ]}
            />
          }
          note={!byPeriod && rows.length > CHART_ROWS ? `图中为本期最大的 ${CHART_ROWS} 项，表格列出全部 ${rows.length} 项。` : undefined}
        />
      </Col>
    </Row>
  );
};
