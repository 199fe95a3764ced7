/**
 * The report's tables and sections as parts (ReportView): the ranked-risk, residual-risk and
 * aggregate columns, the heat map's matrix of counts and the rating text.
 */
import { Space, Tag, Typography } from 'antd';
import type React from 'react';
import { ControlType, ratingText, ResidualStatus, TreatmentOption } from '@domain/engines/risk/labels';
import type { Level } from '@domain/engines/risk/scale';
import type { RiskReport, RiskRow } from '@/services/riskAssessment';
import { AcceptanceTag, LevelTag } from './riskView';

export const rating = (value: number | null | undefined) => (value ? ratingText(value as Level) : '—');
export type Aggregate = RiskReport['businessRisks'][number];

export const riskColumns = [
  { title: '排名', dataIndex: 'rank', width: 60 },
  { title: '资产', dataIndex: 'assetName', width: 150 },
  { title: '脆弱性', dataIndex: 'vulnName', width: 170 },
  { title: '威胁', dataIndex: 'threatName', width: 150 },
  { title: '可能性', key: 'likelihood', width: 80, render: (_: unknown, r: RiskRow) => `${r.likelihood.level}（${r.likelihood.value}）` },
  { title: '损失', key: 'loss', width: 80, render: (_: unknown, r: RiskRow) => `${r.loss.level}（${r.loss.value}）` },
  { title: '风险值', dataIndex: 'value', width: 70 },
  { title: '等级', dataIndex: 'level', width: 90, render: (_: unknown, r: RiskRow) => <LevelTag level={r.level} /> },
  { title: '判定', dataIndex: 'acceptance', width: 100, render: (_: unknown, r: RiskRow) => <AcceptanceTag value={r.acceptance} /> },
];

export const residualColumns = [
  { title: '资产', dataIndex: 'assetName', width: 150 },
  { title: '脆弱性', dataIndex: 'vulnName', width: 170 },
  { title: '威胁', dataIndex: 'threatName', width: 150 },
  { title: '处置前', dataIndex: 'level', width: 90, render: (_: unknown, r: RiskRow) => <LevelTag level={r.level} /> },
  {
    title: '处置',
    key: 'treatment',
    render: (_: unknown, r: RiskRow) =>
      r.treatment ? (
        <Space direction="vertical" size={0}>
          <span>
            {TreatmentOption.label(r.treatment.option)}
            {r.treatment.owner ? ` · ${r.treatment.owner}` : ''}
            {r.treatment.dueDate ? ` · ${r.treatment.dueDate}` : ''}
          </span>
          {[...r.treatment.measures, ...r.treatment.plannedControls.map((c) => `${c.name}（${ControlType.label(c.type)}）`)].map((m) => (
            <Typography.Text key={m} type="secondary" style={{ fontSize: 12 }}>
              {m}
            </Typography.Text>
          ))}
        </Space>
      ) : (
        '—'
      ),
  },
  { title: '残余风险', key: 'residual', width: 90, render: (_: unknown, r: RiskRow) => <LevelTag level={r.residual?.level} /> },
  {
    title: '状态',
    key: 'status',
    width: 150,
    render: (_: unknown, r: RiskRow) =>
      r.residual ? (
        <Space size={2} wrap>
          <Tag>{ResidualStatus.label(r.residual.status)}</Tag>
          {r.treatment?.acceptedBy ? <Typography.Text style={{ fontSize: 12 }}>接受人 {r.treatment.acceptedBy}</Typography.Text> : null}
        </Space>
      ) : (
        '—'
      ),
  },
];

export const aggregateColumns = (what: string) => [
  { title: what, dataIndex: 'name' },
  { title: '重要性', dataIndex: 'importance', width: 100, render: (_: unknown, a: Aggregate) => rating(a.importance) },
  { title: '风险值', dataIndex: 'value', width: 90, render: (_: unknown, a: Aggregate) => a.value ?? '—' },
  { title: '风险等级', dataIndex: 'level', width: 100, render: (_: unknown, a: Aggregate) => <LevelTag level={a.level} /> },
  { title: '残余风险等级', dataIndex: 'residualLevel', width: 120, render: (_: unknown, a: Aggregate) => <LevelTag level={a.residualLevel} /> },
];

/** The 5 × 5 matrix of the heat map as numbers (printed and read by screen readers beside the chart). */
export const HeatmapMatrix: React.FC<{ report: RiskReport }> = ({ report }) => {
  const count = (likelihood: number, loss: number) => report.heatmap.find((c) => c.likelihood === likelihood && c.loss === loss)?.count ?? 0;
  return (
    <table className="ra-heatmap-matrix" aria-label="风险热力图数据" style={{ borderCollapse: 'collapse', margin: '12px auto' }}>
      <thead>
        <tr>
          <th style={{ padding: '4px 8px' }}>可能性＼损失</th>
          {[1, 2, 3, 4, 5].map((loss) => (
            <th key={loss} style={{ padding: '4px 12px' }}>
              {loss}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[5, 4, 3, 2, 1].map((likelihood) => (
          <tr key={likelihood}>
            <th style={{ padding: '4px 8px' }}>{likelihood}</th>
            {[1, 2, 3, 4, 5].map((loss) => {
              const n = count(likelihood, loss);
              return (
                <td
                  key={loss}
                  data-cell={`${likelihood}-${loss}`}
                  style={{ padding: '4px 12px', textAlign: 'center', border: '1px solid #f0f0f0', fontWeight: n ? 600 : 400 }}
                >
                  {n}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
