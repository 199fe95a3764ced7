/**
 * 相乘法 (brief §1.9 [R], 2007 App. A example style):
 *   L = √(threat × vulnerability), F = √(asset value × severity), R = L × F (1..25)
 * Rounding per config.multiplication (default: round half up, factors rounded before the
 * product, docs/engines-risk.md). Measures take whole levels off L and F before the product.
 */
import { RISK_LEVEL_TEXT } from './scales';
import type { CompiledRiskConfig, RiskConfig } from './config';
import type { ControlCredit } from './controls';
import { bandRef, linkLines } from './explain';
import { clampLevel, fmt, MAX_VALUE, roundWith, type Level } from './scale';
import type { FactorResult, FormulaRef, LinkInputs, LinkRisk } from './types';

export function multiplicationLinkRisk(
  config: RiskConfig,
  compiled: CompiledRiskConfig,
  inputs: LinkInputs,
  credit: ControlCredit,
  transferCredit: number,
): LinkRisk {
  const { rounding, roundFactors } = config.multiplication;
  const round = (x: number) => roundWith(rounding, x);
  const t = inputs.threatValue;
  const v = inputs.likelihoodVulnerability;
  const a = inputs.assetValue;
  const s = inputs.severity;

  const lExact = Math.sqrt(t * v);
  const lValue = roundFactors ? round(lExact) : lExact;
  const lAfter = Math.max(1, lValue - credit.likelihood);
  const likelihood: FactorResult = {
    value: lValue,
    rawLevel: clampLevel(round(lValue)),
    credit: credit.likelihood,
    level: clampLevel(round(lAfter)),
  };

  const fCredit = credit.loss + transferCredit;
  const fExact = Math.sqrt(a * s);
  const fValue = roundFactors ? round(fExact) : fExact;
  const fAfter = Math.max(1, fValue - fCredit);
  const loss: FactorResult = { value: fValue, rawLevel: clampLevel(round(fValue)), credit: fCredit, level: clampLevel(round(fAfter)) };

  const rExact = lAfter * fAfter;
  const rValue = Math.min(MAX_VALUE, Math.max(1, roundFactors ? rExact : round(rExact)));
  const rLevel = compiled.multiplicationRiskBand[rValue] as Level;

  const formulas: FormulaRef[] = [
    { factor: 'likelihood', expression: `√(${t}×${v})`, exact: lExact, value: lValue },
    { factor: 'loss', expression: `√(${a}×${s})`, exact: fExact, value: fValue },
    { factor: 'risk', expression: `${fmt(lAfter)}×${fmt(fAfter)}`, exact: rExact, value: rValue },
  ];
  const bands = [bandRef(config, 'multiplication', rValue, rLevel)];
  const result = {
    method: 'multiplication' as const,
    config: compiled.ref,
    inputs,
    likelihood,
    loss,
    risk: { value: rValue, level: rLevel, text: RISK_LEVEL_TEXT[rLevel] },
    controls: credit.applied,
  };
  return { ...result, explanation: { cells: [], formulas, bands, lines: linkLines(result, [], formulas, bands, transferCredit) } };
}
