/**
 * The balance chart of /account/balance: month-end balance as a line over income and expense bars,
 * drawn as plain SVG (no chart library can be installed, docs/decisions.md). Every month carries a
 * <title> with its numbers, so a pointer hover (and a screen reader) gets them.
 */
import { Empty, Space, Typography } from 'antd';
import type React from 'react';
import type { BalanceTrendPoint } from '@domain/wallet/contracts';
import { PRIMARY_COLOR } from '@domain/constants';

const CHART_EMPTY_TEXT = '暂无积分变动';
const INCOME_COLOR = '#52c41a';
const EXPENSE_COLOR = '#fa8c16';

const WIDTH = 720;
const PAD = { left: 64, right: 16, top: 16, bottom: 36 };

/** The smallest 1/2/5 × 10ⁿ at or above `value` (an axis maximum people can read). */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const n = (value: number) => value.toLocaleString('zh-CN');
const monthLabel = (month: string) => {
  const [year, mm] = month.split('-');
  return `${year}年${Number(mm)}月`;
};
const describePoint = (p: BalanceTrendPoint) =>
  `${monthLabel(p.month)}：收入 +${n(p.income)} 积分，支出 -${n(p.expense)} 积分，月末余额 ${n(p.balance)} 积分`;

const Legend: React.FC<{ color: string; text: string; line?: boolean }> = ({ color, text, line }) => (
  <Space size={6}>
    <span
      style={{
        display: 'inline-block',
        width: 14,
        height: line ? 3 : 10,
        background: color,
        borderRadius: line ? 2 : 1,
        verticalAlign: 'middle',
      }}
    />
    <Typography.Text type="secondary">{text}</Typography.Text>
  </Space>
);

interface Props {
  data: readonly BalanceTrendPoint[];
  height?: number;
}

const PointsChart: React.FC<Props> = ({ data, height = 280 }) => {
  const hasMovement = data.some((p) => p.income || p.expense || p.balance);
  if (data.length === 0 || !hasMovement) return <Empty description={CHART_EMPTY_TEXT} />;

  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const top = niceMax(Math.max(...data.flatMap((p) => [p.balance, p.income, p.expense])));
  const y = (value: number) => PAD.top + plotH - (Math.max(value, 0) / top) * plotH;
  const slot = plotW / data.length;
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const barW = Math.min(18, slot / 4);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);
  const line = data.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.balance).toFixed(1)}`).join(' ');
  const last = data[data.length - 1];

  return (
    <div>
      <Space size={20} wrap style={{ marginBottom: 8 }}>
        <Legend color={PRIMARY_COLOR} text="月末余额（积分）" line />
        <Legend color={INCOME_COLOR} text="收入（积分）" />
        <Legend color={EXPENSE_COLOR} text="支出（积分）" />
      </Space>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={`近 ${data.length} 个月积分变化，${describePoint(last)}`}
        style={{ display: 'block', maxHeight: height + 40, fontSize: 12 }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#f0f0f0" />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fill="#8c8c8c">
              {n(Math.round(tick))}
            </text>
          </g>
        ))}
        {data.map((p, i) => (
          <g key={p.month} data-testid="chart-month">
            <title>{describePoint(p)}</title>
            {/* A transparent slot makes the whole month hoverable. */}
            <rect x={PAD.left + slot * i} y={PAD.top} width={slot} height={plotH} fill="transparent" />
            <rect x={x(i) - barW - 1} y={y(p.income)} width={barW} height={PAD.top + plotH - y(p.income)} fill={INCOME_COLOR} rx={2} />
            <rect x={x(i) + 1} y={y(p.expense)} width={barW} height={PAD.top + plotH - y(p.expense)} fill={EXPENSE_COLOR} rx={2} />
            <text x={x(i)} y={height - 20} textAnchor="middle" fill="#595959">
              {Number(p.month.slice(5))}月
            </text>
            {(i === 0 || p.month.endsWith('-01')) && (
              <text x={x(i)} y={height - 4} textAnchor="middle" fill="#8c8c8c">
                {p.month.slice(0, 4)}年
              </text>
            )}
          </g>
        ))}
        <path d={line} fill="none" stroke={PRIMARY_COLOR} strokeWidth={2.5} strokeLinejoin="round" />
        {data.map((p, i) => (
          <circle key={p.month} cx={x(i)} cy={y(p.balance)} r={3.5} fill="#fff" stroke={PRIMARY_COLOR} strokeWidth={2} />
        ))}
      </svg>
    </div>
  );
};

export default PointsChart;
