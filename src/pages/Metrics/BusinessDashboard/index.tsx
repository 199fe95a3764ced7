/**
 * 业务看板 (/clientDigitalCenter/businessDashboard): what the channel bought and spent over the
 * chosen months, month by month and by product; how delivery goes, by consultant and against the
 * products' planned days; and the quota left on each authorization.
 */
import type React from 'react';
import { metricsBusiness } from '@/services/metrics';
import { DashboardPage } from '../components/DashboardPage';
import { KpiCards } from '../components/KpiCards';
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
    <DashboardPage board={board} content="所选月份内购买的项目：购买、消耗积分与交付情况。">
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
    </DashboardPage>
  );
};

export default BusinessDashboard;
