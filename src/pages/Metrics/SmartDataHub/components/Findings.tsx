/**
 * The open findings across the customers: the four serious counts (domain/metrics/rules.ts), the
 * open gaps by level and the risks by level with how many are still open.
 */
import { Card, Col, Row, Statistic } from 'antd';
import type React from 'react';
import { HIGH_GAP_LEVEL, HIGH_RISK_LEVEL } from '@domain/metrics/rules';
import type { DataHub } from '@/services/metrics';
import { ChartCard } from '../../components/ChartCard';
import { FigureTable, numberColumn } from '../../components/FigureTable';

type GapLevel = DataHub['gapLevels'][number];
type RiskLevel = DataHub['riskLevels'][number];

const red = (value?: number) => (value ? { color: '#cf1322' } : undefined);

export const Findings: React.FC<{ data?: DataHub; loading: boolean }> = ({ data, loading }) => {
  const totals = data?.totals;
  const gaps = data?.gapLevels ?? [];
  const risks = data?.riskLevels ?? [];
  const counts = [
    { title: `高等级差距未整改（${HIGH_GAP_LEVEL} 级及以上）`, value: totals?.highGaps },
    { title: `高风险未处置（${HIGH_RISK_LEVEL} 级及以上）`, value: totals?.highRisks },
    { title: '残余高风险', value: totals?.residualHighRisks },
    { title: '整改逾期', value: totals?.overdueDisposals },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card title="未关闭的发现" size="small" loading={loading && !data}>
          <Row gutter={[16, 16]}>
            {counts.map((count) => (
              <Col key={count.title} xs={12} lg={6}>
                <Statistic title={count.title} value={count.value ?? 0} suffix="项" valueStyle={red(count.value)} />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          title="整改中的差距（按差距等级）"
          loading={loading && !data}
          empty={!gaps.some((row) => row.open)}
          emptyText="暂无整改中的差距"
          chart={{ kind: 'column', data: gaps.map((row) => ({ level: `${row.level} 级`, open: row.open })), x: 'level', y: 'open' }}
          height={260}
          table={
            <FigureTable<GapLevel>
              rowKey="level"
              rows={gaps}
              columns={[
                { title: '差距等级', dataIndex: 'level', render: (level: number) => `${level} 级` },
                numberColumn<GapLevel>('整改中', 'open'),
              ]}
            />
          }
        />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          title="风险（按风险等级）"
          loading={loading && !data}
          empty={!risks.some((row) => row.risks)}
          emptyText="暂无风险评估结果"
          chart={{
            kind: 'column',
            data: risks.flatMap((row) => [
              { level: row.name, kind: '风险数', count: row.risks },
              { level: row.name, kind: '未关闭', count: row.open },
            ]),
            x: 'level',
            y: 'count',
            series: 'kind',
          }}
          height={260}
          table={
            <FigureTable<RiskLevel>
              rowKey="level"
              rows={risks}
              columns={[
                { title: '风险等级', dataIndex: 'name' },
                numberColumn<RiskLevel>('风险数', 'risks'),
                numberColumn<RiskLevel>('未关闭', 'open'),
              ]}
            />
          }
        />
      </Col>
    </Row>
  );
};
