/**
 * The bar above every dashboard: the month range, how current the figures are (domain freshness:
 * "数据更新于 HH:mm", or that new data is still being summed) and 刷新.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type React from 'react';
import type { Freshness } from '@domain/metrics/contracts';
import type { MonthRange } from '@domain/metrics/period';
import { freshnessText } from './format';
import { MonthRangePicker } from './MonthRangePicker';

interface Props {
  range?: MonthRange;
  freshness?: Freshness;
  loading: boolean;
  onRange: (range: MonthRange) => void;
  onRefresh: () => void;
  /** Inputs of the page shown before the range (the analysis's measure and dimension). */
  children?: React.ReactNode;
}

export const DashboardBar: React.FC<Props> = ({ range, freshness, loading, onRange, onRefresh, children }) => (
  <Space wrap align="start" size="middle">
    {children}
    <MonthRangePicker value={range} onChange={onRange} />
    {freshness ? (
      <Typography.Text type={freshness.pending ? 'warning' : 'secondary'} style={{ lineHeight: '32px' }} data-testid="metrics-freshness">
        {freshnessText(freshness)}
      </Typography.Text>
    ) : null}
    <Button icon={<ReloadOutlined />} loading={loading} onClick={onRefresh}>
      刷新
    </Button>
  </Space>
);
