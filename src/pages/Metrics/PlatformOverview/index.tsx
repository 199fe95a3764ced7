/**
 * 经营指标中心 (/bizMetricsHub, the platform manager): the platform's measures over the chosen
 * months against the previous period of the same length, the monthly trend, active tenants by type,
 * and the top products and channels. A measure opens in 指标分析 (/bizMetricsHub/viewAnalysis)
 * with the same months.
 */
import { BarChartOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Space, Typography } from 'antd';
import type React from 'react';
import { metricsPlatformOverview } from '@/services/metrics';
import { DashboardBar } from '../components/DashboardBar';
import { rangeText } from '../components/format';
import { LoadFailed } from '../components/LoadFailed';
import { useDashboard } from '../components/useDashboard';
import { analysisPath } from '../ViewAnalysis/path';
import { FigureCards } from './components/FigureCards';
import { Tops } from './components/Tops';
import { Trend } from './components/Trend';

const PlatformOverview: React.FC = () => {
  const board = useDashboard(metricsPlatformOverview);
  const data = board.data;
  const first = board.loading && !data;
  return (
    <PageContainer
      content={
        data ? (
          <Typography.Text type="secondary">
            本期 {rangeText(data.range)}，对比上期 {rangeText(data.previousRange)}。点击指标查看分析。
          </Typography.Text>
        ) : null
      }
      extra={
        <DashboardBar range={data?.range} freshness={data?.freshness} loading={board.loading} onRange={board.setAsked} onRefresh={board.refresh}>
          <Button type="primary" icon={<BarChartOutlined />} onClick={() => history.push(analysisPath({ range: data?.range }))}>
            指标分析
          </Button>
        </DashboardBar>
      }
    >
      <LoadFailed error={data ? undefined : board.error} onRetry={board.refresh} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <FigureCards
          figures={data?.figures}
          loading={first}
          onOpen={(figure) => history.push(analysisPath({ measure: figure.measure, range: data?.range }))}
        />
        <Trend months={data?.trend} loading={first} />
        <Tops data={data} loading={first} />
      </Space>
    </PageContainer>
  );
};

export default PlatformOverview;
