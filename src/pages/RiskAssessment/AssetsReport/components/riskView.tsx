/**
 * Pieces of a risk shared by the report and the consultant's workspace: the level tag (RiskLevelText
 * labels, coloured by level) and the expanded row (the engine's explanation, the suggestion, the
 * treatment and the residual risk with its lines).
 */
import { Descriptions, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { RISK_LEVEL_TEXT, RiskLevelText, type RiskLevel } from '@domain/enums';
import { AcceptanceDecision, ControlEffectiveness, ControlType, ResidualStatus, TreatmentOption } from '@domain/engines/risk/labels';
import type { RiskRow } from '@/services/riskAssessment';

/** Colours of risk levels 5 (很高) … 1 (很低). */
export const RISK_LEVEL_COLOR: Readonly<Record<number, string>> = { 5: 'red', 4: 'volcano', 3: 'gold', 2: 'blue', 1: 'green' };
export const ACCEPTANCE_COLOR: Readonly<Record<string, string>> = { mustTreat: 'red', conditional: 'orange', acceptable: 'green' };

/** The risk level's label (很高 … 很低). */
export const riskLevelName = (level: number): string => RiskLevelText.labels[RISK_LEVEL_TEXT[level as RiskLevel]] ?? String(level);

export const LevelTag: React.FC<{ level: number | null | undefined }> = ({ level }) =>
  level ? <Tag color={RISK_LEVEL_COLOR[level]}>{`${level} ${riskLevelName(level)}`}</Tag> : <>—</>;

export const AcceptanceTag: React.FC<{ value: RiskRow['acceptance'] | null | undefined }> = ({ value }) =>
  value ? <Tag color={ACCEPTANCE_COLOR[value]}>{AcceptanceDecision.label(value)}</Tag> : <>—</>;

/** Explanation lines as the engine wrote them, one per line. */
export const Lines: React.FC<{ lines: readonly string[] }> = ({ lines }) => (
  <Typography.Paragraph style={{ fontSize: 12, whiteSpace: 'pre-line', margin: 0 }}>{lines.join('\n')}</Typography.Paragraph>
);

/** Rows that expand to their explanation lines, the field `key` (a row without lines does not expand). */
export const linesExpand = <K extends string>(key: K) => ({
  expandedRowRender: <T extends Record<K, readonly string[]>>(row: T) => <Lines lines={row[key]} />,
  rowExpandable: <T extends Record<K, readonly string[]>>(row: T) => row[key].length > 0,
});

/** The expanded row of a risk. */
export const RiskExplanation: React.FC<{ risk: RiskRow }> = ({ risk }) => (
  <Descriptions size="small" column={1} bordered>
    <Descriptions.Item label="计算说明">
      <Lines lines={risk.explanation} />
    </Descriptions.Item>
    <Descriptions.Item label="处置建议">{risk.suggestion}</Descriptions.Item>
    {risk.treatment ? (
      <Descriptions.Item label="处置">
        <Space direction="vertical" size={0}>
          <span>
            {TreatmentOption.label(risk.treatment.option)}
            {risk.treatment.owner ? ` · 负责人 ${risk.treatment.owner}` : ''}
            {risk.treatment.dueDate ? ` · 完成期限 ${risk.treatment.dueDate}` : ''}
          </span>
          {risk.treatment.measures.map((m) => (
            <span key={m}>· {m}</span>
          ))}
          {risk.treatment.plannedControls.map((c) => (
            <span key={c.name}>
              · 计划措施：{c.name}（{ControlType.label(c.type)}，{ControlEffectiveness.label(c.effectiveness)}）
            </span>
          ))}
          {risk.treatment.acceptedBy ? (
            <span>
              接受人：{risk.treatment.acceptedBy} {risk.treatment.acceptedAt}
            </span>
          ) : null}
        </Space>
      </Descriptions.Item>
    ) : null}
    {risk.residual ? (
      <Descriptions.Item label="残余风险">
        <Space direction="vertical" size={2}>
          <Space size={4} wrap>
            <Tag>{ResidualStatus.label(risk.residual.status)}</Tag>
            <LevelTag level={risk.residual.level} />
            <AcceptanceTag value={risk.residual.acceptance} />
            {risk.residual.furtherActionRequired ? <Tag color="red">仍须进一步处置</Tag> : null}
          </Space>
          <Lines lines={risk.residual.lines} />
        </Space>
      </Descriptions.Item>
    ) : null}
  </Descriptions>
);
