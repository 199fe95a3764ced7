/** Projects bought (columns) and points spent (line) month by month, with the same months as a table. */
import type React from 'react';
import { monthLabel } from '@domain/metrics/period';
import { ChartCard } from './ChartCard';
import { FigureTable, numberColumn } from './FigureTable';
import { shortMonth } from './format';

type Month = { month: string; projects: number; points: number; delivered?: number };

export const MonthlyCard: React.FC<{ title: string; months?: Month[]; loading: boolean }> = ({ title, months = [], loading }) => (
  <ChartCard
    title={title}
    loading={loading}
    empty={!months.some((row) => row.projects || row.points || row.delivered)}
    chart={{
      kind: 'dual',
      data: months.map((row) => ({ month: shortMonth(row.month), projects: row.projects, points: row.points })),
      x: 'month',
      columns: { field: 'projects', name: '购买项目数' },
      line: { field: 'points', name: '消耗积分' },
    }}
    table={
      <FigureTable<Month>
        rowKey="month"
        rows={months}
        columns={[
          { title: '月份', dataIndex: 'month', render: monthLabel },
          numberColumn<Month>('购买项目数', 'projects'),
          numberColumn<Month>('消耗积分', 'points'),
          ...(months[0] && 'delivered' in months[0] ? [numberColumn<Month>('交付项目数', 'delivered')] : []),
        ]}
      />
    }
  />
);
