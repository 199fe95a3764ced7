/**
 * 矩阵法 (brief §1.9, §1.13 reference algorithm):
 *   L = band(LM[threat][vulnerability]) − preventive credit
 *   F = band(FM[asset value][severity]) − protective credit
 *   R = RM[L][F] (orientation per config.riskMatrixRows), level = band(R)
 */
import { RISK_LEVEL_TEXT } from './scales';
import type { CompiledRiskConfig, RiskConfig } from './config';
import type { ControlCredit } from './controls';
import { bandRef, linkLines } from './explain';
import type { Level } from './scale';
import type { FactorResult, LinkInputs, LinkRisk, MatrixCellRef } from './types';

const idx = (row: Level, col: Level) => (row - 1) * 5 + (col - 1);
const lower = (level: Level, credit: number): Level => (level - credit < 1 ? 1 : ((level - credit) as Level));

export function matrixLinkRisk(
  config: RiskConfig,
  compiled: CompiledRiskConfig,
  inputs: LinkInputs,
  credit: ControlCredit,
  transferCredit: number,
): LinkRisk {
  const lValue = compiled.likelihood[idx(inputs.threatValue, inputs.likelihoodVulnerability)];
  const lRaw = compiled.likelihoodBand[lValue] as Level;
  const likelihood: FactorResult = { value: lValue, rawLevel: lRaw, credit: credit.likelihood, level: lower(lRaw, credit.likelihood) };

  const fValue = compiled.loss[idx(inputs.assetValue, inputs.severity)];
  const fRaw = compiled.lossBand[fValue] as Level;
  const fCredit = credit.loss + transferCredit;
  const loss: FactorResult = { value: fValue, rawLevel: fRaw, credit: fCredit, level: lower(fRaw, fCredit) };

  const rValue = compiled.risk[idx(likelihood.level, loss.level)];
  const rLevel = compiled.riskBand[rValue] as Level;

  const rowsAreLikelihood = config.riskMatrixRows === 'likelihood';
  const cells: MatrixCellRef[] = [
    {
      matrix: 'likelihood',
      row: inputs.threatValue,
      col: inputs.likelihoodVulnerability,
      rowFactor: '威胁值',
      colFactor: vulnLabel(inputs),
      value: lValue,
    },
    { matrix: 'loss', row: inputs.assetValue, col: inputs.severity, rowFactor: '资产价值', colFactor: '脆弱性严重程度', value: fValue },
    {
      matrix: 'risk',
      row: rowsAreLikelihood ? likelihood.level : loss.level,
      col: rowsAreLikelihood ? loss.level : likelihood.level,
      rowFactor: rowsAreLikelihood ? '可能性等级' : '损失等级',
      colFactor: rowsAreLikelihood ? '损失等级' : '可能性等级',
      value: rValue,
    },
  ];
  const bands = [bandRef(config, 'likelihood', lValue, lRaw), bandRef(config, 'loss', fValue, fRaw), bandRef(config, 'risk', rValue, rLevel)];
  const result = {
    method: 'matrix' as const,
    config: compiled.ref,
    inputs,
    likelihood,
    loss,
    risk: { value: rValue, level: rLevel, text: RISK_LEVEL_TEXT[rLevel] },
    controls: credit.applied,
  };
  return { ...result, explanation: { cells, formulas: [], bands, lines: linkLines(result, cells, [], bands, transferCredit) } };
}

export const vulnLabel = (inputs: LinkInputs): string =>
  inputs.likelihoodVulnerabilitySource === 'exploitability' ? '脆弱性可利用性' : '脆弱性严重程度';
