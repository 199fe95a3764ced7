/**
 * 协同看板 (/clientDigitalCenter/collaborationDashboard, the channel manager only): the
 * sub-channels' customers, purchases and delivery over the chosen months, ranked by points spent.
 */
import type React from 'react';
import { metricsCollaboration } from '@/services/metrics';
import { DashboardPage } from '../components/DashboardPage';
import { KpiCards } from '../components/KpiCards';
import { MonthlyCard } from '../components/MonthlyCard';
import { useDashboard } from '../components/useDashboard';
import { SubChannels } from './components/SubChannels';

const CollaborationDashboard: React.FC = () => {
  const board = useDashboard(metricsCollaboration);
  const data = board.data;
  const first = board.loading && !data;
  const totals = data?.totals;
  return (
    <DashboardPage board={board} content="下级渠道在所选月份内为客户购买的项目、消耗的积分与交付情况。">
      <KpiCards
        loading={first}
        items={[
          { title: '下级渠道', value: totals?.subChannels ?? 0, suffix: '家' },
          { title: '客户', value: totals?.customers ?? 0, suffix: '家' },
          { title: '购买项目', value: totals?.projects ?? 0, suffix: '个' },
          { title: '消耗积分', value: totals?.points ?? 0, suffix: '积分' },
          { title: '已交付', value: totals?.delivered ?? 0, suffix: '个' },
          { title: '延期', value: totals?.delayed ?? 0, suffix: '个', alert: true },
        ]}
      />
      <SubChannels rows={data?.list} loading={first} />
      <MonthlyCard title="下级渠道按月购买与消耗" months={data?.byMonth} loading={first} />
    </DashboardPage>
  );
};

export default CollaborationDashboard;
