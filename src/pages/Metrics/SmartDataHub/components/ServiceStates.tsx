/** Projects by service kind and state: stacked columns, and a service × state table. */
import type React from 'react';
import type { DataHub } from '@/services/metrics';
import { ChartCard } from '../../components/ChartCard';
import { FigureTable } from '../../components/FigureTable';
import { num } from '../../components/format';

type Pair = DataHub['byServiceState'][number];
type PivotRow = { serviceKind: string; serviceKindName: string; total: number } & Record<string, string | number>;

function pivot(pairs: Pair[]): { states: { code: string; name: string }[]; rows: PivotRow[] } {
  const states = new Map<string, string>();
  const rows = new Map<string, PivotRow>();
  for (const pair of pairs) {
    states.set(pair.state, pair.stateName);
    const row = rows.get(pair.serviceKind) ?? { serviceKind: pair.serviceKind, serviceKindName: pair.serviceKindName, total: 0 };
    row[`state:${pair.state}`] = pair.projects;
    row.total += pair.projects;
    rows.set(pair.serviceKind, row);
  }
  return { states: [...states].map(([code, name]) => ({ code, name })), rows: [...rows.values()] };
}

export const ServiceStates: React.FC<{ pairs?: Pair[]; loading: boolean }> = ({ pairs = [], loading }) => {
  const { states, rows } = pivot(pairs);
  return (
    <ChartCard
      title="项目（按服务与状态）"
      loading={loading}
      empty={pairs.length === 0}
      chart={{
        kind: 'column',
        data: pairs.map((pair) => ({ service: pair.serviceKindName, state: pair.stateName, projects: pair.projects })),
        x: 'service',
        y: 'projects',
        series: 'state',
        stack: true,
      }}
      table={
        <FigureTable<PivotRow>
          rowKey="serviceKind"
          rows={rows}
          columns={[
            { title: '服务', dataIndex: 'serviceKindName' },
            ...states.map((state) => ({
              title: state.name,
              dataIndex: `state:${state.code}`,
              align: 'right' as const,
              render: (value?: number) => num(value ?? 0),
            })),
            { title: '合计', dataIndex: 'total', align: 'right' as const, render: (value: number) => num(value) },
          ]}
        />
      }
    />
  );
};
