/**
 * The platform's measures of the range, each a card with the change against the previous period
 * of the same length (arrow and colour); a card opens the measure in 指标分析.
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Tooltip, Typography } from 'antd';
import type React from 'react';
import { MEASURE_KEYS } from '@domain/metrics/measures';
import type { PlatformOverview } from '@/services/metrics';
import { changeColor, changeText, num } from '../../components/format';

type Figure = PlatformOverview['figures'][number];

const DIGITS: Partial<Record<string, number>> = { rechargeAmount: 2, avgDeliveryDays: 1, avgApprovalHours: 1 };

export const ChangeLine: React.FC<{ change: number | null; previous: number; unit: string; digits?: number }> = ({
  change,
  previous,
  unit,
  digits = 0,
}) => (
  <Typography.Text style={{ color: changeColor(change), fontSize: 13 }}>
    {change !== null && change > 0 ? <ArrowUpOutlined /> : null}
    {change !== null && change < 0 ? <ArrowDownOutlined /> : null} 较上期 {changeText(change)}
    <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 8 }}>
      上期 {num(previous, digits)} {unit}
    </Typography.Text>
  </Typography.Text>
);

const SKELETON_CARDS = 8;

export const FigureCards: React.FC<{ figures?: Figure[]; loading: boolean; onOpen: (figure: Figure) => void }> = ({
  figures = [],
  loading,
  onOpen,
}) => (
  <Row gutter={[16, 16]}>
    {loading && !figures.length
      ? MEASURE_KEYS.slice(0, SKELETON_CARDS).map((key) => (
          <Col key={key} xs={12} md={8} xl={6}>
            <Card size="small" loading />
          </Col>
        ))
      : figures.map((figure) => (
          <Col key={figure.measure} xs={12} md={8} xl={6}>
            <Tooltip title={figure.explain}>
              <Card size="small" hoverable onClick={() => onOpen(figure)} style={{ height: '100%' }} data-testid={`figure-${figure.measure}`}>
                <Statistic title={figure.name} value={num(figure.value, DIGITS[figure.measure] ?? 0)} suffix={figure.unit} />
                <ChangeLine change={figure.change} previous={figure.previous} unit={figure.unit} digits={DIGITS[figure.measure] ?? 0} />
              </Card>
            </Tooltip>
          </Col>
        ))}
  </Row>
);
