/**
 * The headline figures of a dashboard, each a Statistic in a card: readable at a glance, a
 * skeleton while the first answer is on its way.
 */
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type React from 'react';
import { NO_FIGURE, num } from './format';

export interface Kpi {
  title: string;
  value: number | null;
  suffix?: string;
  /** Decimal places (default 0). */
  digits?: number;
  /** A figure that calls for attention (delays, overdue disposals) is red when it is not 0. */
  alert?: boolean;
  /** A line under the figure (a comparison, a hint). */
  footer?: React.ReactNode;
  onClick?: () => void;
}

/** The cards share the row evenly and wrap on narrow screens. */
export const KpiCards: React.FC<{ items: Kpi[]; loading: boolean }> = ({ items, loading }) => (
  <Row gutter={[16, 16]}>
    {items.map((kpi) => (
      <Col key={kpi.title} flex="1 1 170px">
        <Card size="small" loading={loading} hoverable={!!kpi.onClick} onClick={kpi.onClick} style={{ height: '100%' }}>
          <Statistic
            title={kpi.title}
            value={kpi.value === null ? NO_FIGURE : num(kpi.value, kpi.digits ?? 0)}
            suffix={kpi.value === null ? undefined : kpi.suffix}
            valueStyle={kpi.alert && kpi.value ? { color: '#cf1322' } : undefined}
          />
          {kpi.footer ? <Typography.Text type="secondary">{kpi.footer}</Typography.Text> : null}
        </Card>
      </Col>
    ))}
  </Row>
);
