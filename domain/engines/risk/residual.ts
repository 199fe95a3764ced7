/**
 * Residual risk of the remnant stage (brief §1.11 [R]/[I]; not part of GB/T 20984-2022, see
 * brief §0 fact 2). The residual is the link risk recalculated with the treatment applied:
 *   avoid     → the risk is eliminated (no residual level);
 *   transfer  → updated inputs and planned measures, loss level − config.treatment.transferLossCredit;
 *   reduce    → updated inputs and planned measures (at least one of the two is required);
 *   accept    → unchanged, pending until someone signs (acceptedBy).
 */
import type { RiskLevelText } from './scales';
import { parseOrThrow } from '../../kernel/validation';
import { assertNoIssues } from '../errors';
import { compiledOf, type CompiledRiskConfig, type ConfigRef, type RiskConfig } from './config';
import { creditOf, type ControlLike } from './controls';
import { controlName } from './explain';
import { acceptanceOf } from './evaluate';
import { riskParseOptions } from './issues';
import { AcceptanceDecision, ResidualStatus, TreatmentOption, riskLevelText, type ResidualStatus as Status, type RiskMethod } from './labels';
import { computeLinkRisk, linkFactorIssues, linkRiskOf, resolveLinkInputs, type LinkFactors } from './link';
import type { Level } from './scale';
import { treatmentSchema, type Treatment, type TreatmentInput } from './schemas';
import type { LinkInputs, LinkRisk } from './types';

export interface ResidualRisk {
  readonly config: ConfigRef;
  readonly option: TreatmentOption | null;
  readonly status: Status;
  readonly inherent: { readonly value: number; readonly level: Level; readonly text: RiskLevelText };
  /** The recalculated link risk; null when the risk was avoided. */
  readonly residual: LinkRisk | null;
  /** Shortcut to residual.risk (null when eliminated), so residuals can be ranked and counted. */
  readonly risk: { readonly value: number; readonly level: Level; readonly text: RiskLevelText } | null;
  readonly acceptance: AcceptanceDecision | null;
  /** Still unacceptable and not accepted, or accepted but not yet signed. */
  readonly furtherActionRequired: boolean;
  readonly treatment: Omit<Treatment, 'linkId'> | null;
  readonly lines: readonly string[];
}

const standaloneTreatmentSchema = treatmentSchema.omit({ linkId: true });
export type StandaloneTreatmentInput = Omit<TreatmentInput, 'linkId'>;

/** Consistency of a (schema-valid) treatment with the inherent inputs of its link. */
export function treatmentIssues(t: Omit<Treatment, 'linkId'>, inherent: LinkInputs, prefix = ''): string[] {
  const issues: string[] = [];
  const ri = t.residualInputs;
  const hasInputs = Object.values(ri).some((v) => v !== undefined);
  const label = TreatmentOption.labels[t.option];
  if (t.option === 'reduce' && t.plannedControls.length === 0 && !hasInputs) {
    issues.push(`${prefix}处置方式为“降低”时须填写计划措施（plannedControls）或更新后的输入（residualInputs）`);
  }
  if ((t.option === 'avoid' || t.option === 'accept') && (t.plannedControls.length > 0 || hasInputs)) {
    issues.push(`${prefix}处置方式为“${label}”时不应填写计划措施或更新后的输入；如需降低风险请选择“降低”`);
  }
  const before: Record<keyof typeof ri, [string, Level]> = {
    assetValue: ['资产价值', inherent.assetValue],
    threatValue: ['威胁值', inherent.threatValue],
    severity: ['脆弱性严重程度', inherent.severity],
    exploitability: ['脆弱性可利用性', inherent.exploitability ?? inherent.severity],
  };
  for (const key of Object.keys(before) as (keyof typeof ri)[]) {
    const after = ri[key];
    const [name, was] = before[key];
    if (after !== undefined && after > was) {
      issues.push(`${prefix}残余风险输入 ${name}（residualInputs.${key}）为 ${after}，高于处置前的 ${was}：处置不能提高风险输入`);
    }
  }
  return issues;
}

/** Core calculation for inputs already validated (used by assessRisks). */
export function residualUnchecked(
  config: RiskConfig,
  compiled: CompiledRiskConfig,
  inherentInputs: LinkInputs,
  existing: readonly ControlLike[],
  inherent: LinkRisk,
  treatment: Omit<Treatment, 'linkId'> | null,
  method = inherent.method,
): ResidualRisk {
  const base = { config: compiled.ref, inherent: inherent.risk, treatment };
  if (treatment === null) {
    const level = inherent.risk.level;
    const acceptance = acceptanceOf(config, level);
    let lines = compiled.memo.get(2_000_000 + level) as readonly string[] | undefined;
    if (lines === undefined) {
      lines = Object.freeze([
        `${ResidualStatus.labels.untreated}：残余风险等同固有风险，风险等级 ${riskLevelText(level)}（${AcceptanceDecision.labels[acceptance]}）`,
      ]);
      compiled.memo.set(2_000_000 + level, lines);
    }
    return {
      config: compiled.ref,
      inherent: inherent.risk,
      treatment: null,
      option: null,
      status: 'untreated',
      residual: inherent,
      risk: inherent.risk,
      acceptance,
      furtherActionRequired: acceptance === 'mustTreat',
      lines,
    };
  }
  const option = treatment.option;
  const head = `处置方式：${TreatmentOption.labels[option]}${treatment.measures.length ? `（${treatment.measures.join('；')}）` : ''}`;
  if (option === 'avoid') {
    return {
      ...base,
      option,
      status: 'eliminated',
      residual: null,
      risk: null,
      acceptance: null,
      furtherActionRequired: false,
      lines: [`${head}，风险已消除`],
    };
  }
  let residual = inherent;
  let status: Status;
  let lines: string[];
  if (option === 'accept') {
    status = treatment.acceptedBy ? 'accepted' : 'pendingAcceptance';
    const who = treatment.acceptedBy
      ? `，接受人 ${treatment.acceptedBy}${treatment.acceptedAt ? `（${treatment.acceptedAt}）` : ''}`
      : '，尚待签字接受';
    lines = [`${head}${who}：残余风险等同固有风险`];
  } else {
    const ri = treatment.residualInputs;
    const inputs = resolveLinkInputs(
      config,
      ri.assetValue ?? inherentInputs.assetValue,
      ri.threatValue ?? inherentInputs.threatValue,
      ri.severity ?? inherentInputs.severity,
      ri.exploitability ?? inherentInputs.exploitability,
    );
    const credit = creditOf(config, existing, treatment.plannedControls);
    const transfer = option === 'transfer' ? config.treatment.transferLossCredit : 0;
    residual = linkRiskOf(config, compiled, inputs, credit, transfer, method);
    status = 'treated';
    const planned = treatment.plannedControls.map(controlName).join('、');
    lines = [`${head}${planned ? `，计划措施 ${planned}` : ''}；残余风险重新计算：`, ...residual.explanation.lines.map((l) => `  ${l}`)];
  }
  const acceptance = acceptanceOf(config, residual.risk.level);
  lines.push(
    `残余风险等级 ${riskLevelText(residual.risk.level)}（处置前 ${riskLevelText(inherent.risk.level)}），评价：${AcceptanceDecision.labels[acceptance]}`,
  );
  return {
    ...base,
    option,
    status,
    residual,
    risk: residual.risk,
    acceptance,
    furtherActionRequired: status === 'pendingAcceptance' || (status === 'treated' && acceptance === 'mustTreat'),
    lines,
  };
}

/**
 * Residual risk of one link: computes the inherent risk from `factors`, then applies the
 * treatment (null = untreated). Refuses inconsistent treatments with Chinese messages.
 */
export function computeResidualRisk(
  config: RiskConfig,
  factors: LinkFactors,
  treatment: StandaloneTreatmentInput | null,
  methodInput?: RiskMethod,
): ResidualRisk {
  const compiled = compiledOf(config);
  const method = methodInput ?? config.method;
  const inherent = computeLinkRisk(config, factors, method);
  if (treatment === null) return residualUnchecked(config, compiled, inherent.inputs, factors.controls ?? [], inherent, null, method);
  const t: Omit<Treatment, 'linkId'> = parseOrThrow(standaloneTreatmentSchema, treatment, riskParseOptions('风险处置 '));
  assertNoIssues([...linkFactorIssues(factors), ...treatmentIssues(t, inherent.inputs)]);
  return residualUnchecked(config, compiled, inherent.inputs, factors.controls ?? [], inherent, t, method);
}
