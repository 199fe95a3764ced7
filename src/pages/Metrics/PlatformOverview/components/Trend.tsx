/** The range month by month: one series at a time on the chart (units differ), all of them in the table. */
import { Segmented } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { MEASURES } from '@domain/metrics/measures';
import { monthLabel } from '@domain/metrics/period';
import type { PlatformOverview } from '@/services/metrics';
import { ChartCard } from '../../components/ChartCard';
import { FigureTable, numberColumn } from '../../components/FigureTable';
import { shortMonth } from '../../components/format';

type Month = PlatformOverview['trend'][number];
type Series = Exclude<keyof Month, 'month'>;
const SERIES: Series[] = ['rechargeAmount', 'pointsIn', 'pointsOut', 'purchaseProjects', 'deliveredProjects'];
const seriesTitle = (key: Series) => `${MEASURES[key].name}（${MEASURES[key].unit}）`;

export const Trend: React.FC<{ months?: Month[]; loading: boolean }> = ({ months = [], loading }) => {
  const [series, setSeries] = useState<Series>('rechargeAmount');
  return (
    <ChartCard
      title="月度趋势"
      loading={loading}
      empty={!months.some((row) => SERIES.some((key) => row[key]))}
      extra={
        <Segmented<Series>
          size="small"
          value={series}
          onChange={setSeries}
          options={SERIES.map((key) => ({ value: key, label: MEASURES[key].name }))}
        />
      }
      chart={{ kind: 'line', data: months.map((row) => ({ month: shortMonth(row.month), value: row[series] })), x: 'month', y: 'value' }}
      table={
        <FigureTable<Month>
          rowKey="month"
          rows={months}
          columns={[
            { title: '月份', dataIndex: 'month', render: monthLabel },
            ...SERIES.map((key) => numberColumn<Month>(seriesTitle(key), key, MEASURES[key].digits)),
          ]}
        />
      }
      note={`图中为${seriesTitle(series)}；${MEASURES[series].explain}`}
    />
  );
};
