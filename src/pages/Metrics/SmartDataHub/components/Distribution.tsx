/** Customers by industry (GB/T 4754 sections) or by province (GB/T 2260), as ranked bars. */
import type React from 'react';
import type { DataHub } from '@/services/metrics';
import { ChartCard } from '../../components/ChartCard';
import { FigureTable, numberColumn } from '../../components/FigureTable';

type Bucket = DataHub['byIndustry'][number];

/** The chart shows the largest ones; the table all of them. */
const CHART_ROWS = 15;

export const Distribution: React.FC<{ title: string; label: string; rows?: Bucket[]; loading: boolean }> = ({ title, label, rows = [], loading }) => (
  <ChartCard
    title={title}
    loading={loading}
    empty={rows.length === 0}
    chart={{ kind: 'bar', data: rows.slice(0, CHART_ROWS).map((row) => ({ name: row.name, customers: row.customers })), x: 'name', y: 'customers' }}
    table={
      <FigureTable<Bucket>
        rowKey="code"
        rows={rows}
        columns={[{ title: label, dataIndex: 'name' }, numberColumn<Bucket>('客户数', 'customers'), numberColumn<Bucket>('项目数', 'projects')]}
      />
    }
    note={
      rows.length > CHART_ROWS
        ? `图中为客户最多的 ${CHART_ROWS} 项，表格列出全部 ${rows.length} 项。`
        : '按客户数排序；一个客户的多个项目只计一个客户。'
    }
  />
);
