/**
 * 指标分析 (/bizMetricsHub/viewAnalysis, the platform manager): one measure sliced by month,
 * product, channel, region or tenant type over the chosen months, against the previous period of
 * the same length; exported as Excel. Only the measure's own dimensions are offered. The address
 * carries the choice (the overview's cards open it), so a reload keeps it.
 */
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Select } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { MEASURES, type MeasureKey, MetricDimension, MetricMeasure, measureHasDimension } from '@domain/metrics/measures';
import type { MonthRange } from '@domain/metrics/period';
import { metricsAnalysis, metricsAnalysisExport } from '@/services/metrics';
import { DashboardBar } from '../components/DashboardBar';
import { LoadFailed } from '../components/LoadFailed';
import { AnalysisResult } from './components/AnalysisResult';
import { analysisAskOf, analysisPath } from './path';

export const EXPORT_TEXT = '导出';
const DEFAULT_MEASURE: MeasureKey = 'purchaseProjects';

const ViewAnalysis: React.FC = () => {
  const location = useLocation();
  const [initial] = useState(() => analysisAskOf(location.search));
  const [measure, setMeasure] = useState<MeasureKey>(initial.measure ?? DEFAULT_MEASURE);
  const [dimension, setDimension] = useState<MetricDimension>(
    initial.dimension && measureHasDimension(initial.measure ?? DEFAULT_MEASURE, initial.dimension) ? initial.dimension : 'period',
  );
  const [range, setRange] = useState<Partial<MonthRange>>(initial.range ?? {});
  const query = { measure, dimension, ...range };
  const answer = useRequest(() => metricsAnalysis(query), { refreshDeps: [measure, dimension, range.startMonth, range.endMonth] });
  const exporting = useRequest(() => metricsAnalysisExport(query, { fallbackFileName: `指标分析-${MEASURES[measure].name}.xlsx` }), { manual: true });
  const data = answer.data;

  const choose = (next: { measure?: MeasureKey; dimension?: MetricDimension; range?: MonthRange }) => {
    const nextMeasure = next.measure ?? measure;
    const asked = next.dimension ?? dimension;
    const nextDimension = measureHasDimension(nextMeasure, asked) ? asked : 'period';
    const nextRange = next.range ?? (range.startMonth && range.endMonth ? (range as MonthRange) : undefined);
    setMeasure(nextMeasure);
    setDimension(nextDimension);
    if (next.range) setRange(next.range);
    history.replace(analysisPath({ measure: nextMeasure, dimension: nextDimension, range: nextRange }));
  };

  return (
    <PageContainer
      onBack={() => history.push('/bizMetricsHub')}
      backIcon={<ArrowLeftOutlined />}
      extra={
        <DashboardBar
          range={data?.range}
          freshness={data?.freshness}
          loading={answer.loading}
          onRange={(next) => choose({ range: next })}
          onRefresh={answer.refresh}
        >
          <Select<MeasureKey>
            aria-label="指标"
            value={measure}
            style={{ width: 190 }}
            showSearch
            optionFilterProp="label"
            options={MetricMeasure.options()}
            onChange={(next) => choose({ measure: next })}
          />
          <Select<MetricDimension>
            aria-label="维度"
            value={dimension}
            style={{ width: 150 }}
            options={MEASURES[measure].dimensions.map((value) => ({ value, label: MetricDimension.label(value) }))}
            onChange={(next) => choose({ dimension: next })}
          />
          <Button icon={<DownloadOutlined />} loading={exporting.loading} onClick={exporting.run}>
            {EXPORT_TEXT}
          </Button>
        </DashboardBar>
      }
    >
      <LoadFailed error={data ? undefined : answer.error} onRetry={answer.refresh} />
      <AnalysisResult analysis={data} loading={answer.loading} />
    </PageContainer>
  );
};

export default ViewAnalysis;
