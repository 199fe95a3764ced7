/**
 * 经营指标中心 (/bizMetricsHub, the platform manager): the platform's measures over the chosen
 * months against the previous period of the same length, the monthly trend, active tenants by type,
 * and the top products and channels. A measure opens in 指标分析 (/bizMetricsHub/viewAnalysis)
 * with the same months.
 */
import { BarChartOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, Typography } from 'antd';
import type React from 'react';
import { metricsPlatformOverview } from '@/services/metrics';
import { DashboardPage } from '../components/DashboardPage';
import { rangeText } from '../components/format';
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
    <DashboardPage
      board={board}
      content={
        data ? (
          <Typography.Text type="secondary">
            本期 {rangeText(data.range)}，对比上期 {rangeText(data.previousRange)}。点击指标查看分析。
          </Typography.Text>
        ) : null
      }
      actions={
        <Button type="primary" icon={<BarChartOutlined />} onClick={() => history.push(analysisPath({ range: data?.range }))}>
          指标分析
        </Button>
      }
    >
      <FigureCards
        figures={data?.figures}
        loading={first}
        onOpen={(figure) => history.push(analysisPath({ measure: figure.measure, range: data?.range }))}
      />
      <Trend months={data?.trend} loading={first} />
      <Tops data={data} loading={first} />
    </DashboardPage>
  );
};

export default PlatformOverview;
