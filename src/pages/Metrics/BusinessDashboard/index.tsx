/**
 * 业务看板 (/clientDigitalCenter/businessDashboard): what the channel bought and spent over the
 * chosen months, month by month and by product; how delivery goes, by consultant and against the
 * products' planned days; and the quota left on each authorization.
 */
import { PageContainer } from '@ant-design/pro-components';
import { Space } from 'antd';
import type React from 'react';
import { metricsBusiness } from '@/services/metrics';
import { DashboardBar } from '../components/DashboardBar';
import { KpiCards } from '../components/KpiCards';
import { LoadFailed } from '../components/LoadFailed';
import { MonthlyCard } from '../components/MonthlyCard';
import { useDashboard } from '../components/useDashboard';
import { Consultants } from './components/Consultants';
import { Products } from './components/Products';
import { Quotas } from './components/Quotas';

const BusinessDashboard: React.FC = () => {
  const board = useDashboard(metricsBusiness);
  const data = board.data;
  const first = board.loading && !data;
  const totals = data?.totals;
  return (
    <PageContainer
      content="所选月份内购买的项目：购买、消耗积分与交付情况。"
      extra={
        <DashboardBar range={data?.range} freshness={data?.freshness} loading={board.loading} onRange={board.setAsked} onRefresh={board.refresh} />
      }
    >
      <LoadFailed error={data ? undefined : board.error} onRetry={board.refresh} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <KpiCards
          loading={first}
          items={[
            { title: '购买项目', value: totals?.projects ?? 0, suffix: '个' },
            { title: '消耗积分', value: totals?.points ?? 0, suffix: '积分' },
            { title: '已交付', value: totals?.delivered ?? 0, suffix: '个' },
            { title: '延期', value: totals?.delayed ?? 0, suffix: '个', alert: true },
            { title: '平均交付天数', value: totals?.avgDeliveryDays ?? null, suffix: '天', digits: 1 },
          ]}
        />
        <MonthlyCard title="按月购买与消耗" months={data?.byMonth} loading={first} />
        <Products products={data?.byProduct} loading={first} />
        <Consultants rows={data?.byConsultant} loading={board.loading} />
        <Quotas rows={data?.quotas} loading={board.loading} />
      </Space>
    </PageContainer>
  );
};

export default BusinessDashboard;
