/**
 * Explanations a report can print: structured references (matrix cells, bands, formulas) and
 * the Chinese lines built from them.
 */
import { bandFor, compiledOf, type RiskConfig } from './config';
import type { AppliedControl } from './controls';
import { ControlEffectiveness, ControlType, RiskMethod, ratingText, riskLevelText } from './labels';
import { fmt, ROUNDING_TEXT, type Level } from './scale';
import type { BandRef, Factor, FormulaRef, LinkRisk, MatrixCellRef } from './types';

export function bandRef(config: RiskConfig, scale: Factor | 'multiplication', value: number, level: Level): BandRef {
  const band = bandFor(config, scale, level);
  return { scale: scale === 'multiplication' ? 'risk' : scale, value, min: band.min, max: band.max, level };
}

const MATRIX_NAME: Readonly<Record<Factor, string>> = { likelihood: '可能性矩阵', loss: '损失矩阵', risk: '风险矩阵' };

const bandText = (b: BandRef) => `落在区间 ${b.min}–${b.max}`;
const cellText = (c: MatrixCellRef) => `${MATRIX_NAME[c.matrix]}[${c.rowFactor} ${c.row}][${c.colFactor} ${c.col}] = ${c.value}`;

export const controlName = (c: { id?: string; name?: string }) => `「${c.name ?? c.id ?? '未命名措施'}」`;

function creditLine(kind: 'preventive' | 'protective', controls: readonly AppliedControl[], from: Level, to: Level): string | null {
  const mine = controls.filter((c) => c.type === kind);
  if (mine.length === 0) return null;
  const list = mine
    .map((c) => `${controlName(c)}${c.planned ? '（计划）' : ''}${ControlEffectiveness.labels[c.effectiveness]}（−${c.credit}）`)
    .join('、');
  const factor = kind === 'preventive' ? '可能性等级' : '损失等级';
  const effect = from === to ? `${factor}不变（${from}）` : `${factor} ${from} → ${to}`;
  return `${ControlType.labels[kind]}：${list}，${effect}`;
}

type LinkCore = Omit<LinkRisk, 'explanation'>;

/** Chinese lines of one link: method and configuration, inputs, each factor, the risk. */
export function linkLines(
  r: LinkCore,
  cells: readonly MatrixCellRef[],
  formulas: readonly FormulaRef[],
  bands: readonly BandRef[],
  transferCredit: number,
): string[] {
  const i = r.inputs;
  const lines = [
    `计算方法：${RiskMethod.labels[r.method]}（配置 ${r.config.id}，版本 ${r.config.version}）`,
    `输入：资产价值 ${ratingText(i.assetValue)}，威胁值 ${ratingText(i.threatValue)}，脆弱性严重程度 ${ratingText(i.severity)}` +
      (i.exploitability === null ? '' : `，可利用性 ${ratingText(i.exploitability)}`),
  ];
  const vuln = i.likelihoodVulnerabilitySource === 'exploitability' ? '脆弱性可利用性' : '脆弱性严重程度';
  const lossBeforeTransfer = Math.max(1, r.loss.rawLevel - (r.loss.credit - transferCredit)) as Level;
  if (r.method === 'matrix') {
    const [lc, fc, rc] = cells;
    const [lb, fb, rb] = bands;
    lines.push(`安全事件可能性：${cellText(lc)}，${bandText(lb)}，可能性等级 ${r.likelihood.rawLevel}`);
    pushIf(lines, creditLine('preventive', r.controls, r.likelihood.rawLevel, r.likelihood.level));
    lines.push(`安全事件损失：${cellText(fc)}，${bandText(fb)}，损失等级 ${r.loss.rawLevel}`);
    pushIf(lines, creditLine('protective', r.controls, r.loss.rawLevel, lossBeforeTransfer));
    if (transferCredit > 0) lines.push(`风险转移：损失等级再降 ${transferCredit} 级，${lossBeforeTransfer} → ${r.loss.level}`);
    lines.push(`风险值：${cellText(rc)}，${bandText(rb)}，风险等级 ${riskLevelText(r.risk.level)}`);
  } else {
    const [lf, ff, rf] = formulas;
    const rounded = (f: FormulaRef) => (f.exact === f.value ? '' : `，取 ${fmt(f.value)}`);
    lines.push(
      `安全事件可能性：√(威胁值 ${i.threatValue} × ${vuln} ${i.likelihoodVulnerability}) = ${fmt(lf.exact)}${rounded(lf)}，可能性等级 ${r.likelihood.rawLevel}`,
    );
    pushIf(lines, creditLine('preventive', r.controls, r.likelihood.rawLevel, r.likelihood.level));
    lines.push(
      `安全事件损失：√(资产价值 ${i.assetValue} × 脆弱性严重程度 ${i.severity}) = ${fmt(ff.exact)}${rounded(ff)}，损失等级 ${r.loss.rawLevel}`,
    );
    pushIf(lines, creditLine('protective', r.controls, r.loss.rawLevel, lossBeforeTransfer));
    if (transferCredit > 0) lines.push(`风险转移：损失再降 ${transferCredit} 级，损失等级 ${r.loss.level}`);
    lines.push(`风险值：${rf.expression} = ${fmt(rf.exact)}${rounded(rf)}，${bandText(bands[0])}，风险等级 ${riskLevelText(r.risk.level)}`);
  }
  return lines;
}

function pushIf(lines: string[], line: string | null): void {
  if (line !== null) lines.push(line);
}

/** "（四舍五入）" note for report footers. */
export const roundingNote = (config: RiskConfig) =>
  compiledOf(config) &&
  `相乘法取整方式：${ROUNDING_TEXT[config.multiplication.rounding]}${config.multiplication.roundFactors ? '（先对可能性、损失取整再相乘）' : '（仅对乘积取整）'}`;
