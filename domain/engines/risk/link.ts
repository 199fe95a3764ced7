/**
 * Risk of one (asset, threat, vulnerability) link by the configured method or an explicit one
 * (brief §1.9: both methods behind one strategy interface).
 */
import { assertNoIssues } from '../errors';
import { compiledOf, deepFreeze, type CompiledRiskConfig, type RiskConfig } from './config';
import { requireArray, requireObject } from '../guard';
import { controlIssues, creditOf, isControlLike, MAX_LINK_CONTROLS, type ControlCredit, type ControlLike } from './controls';
import { RiskMethod } from './labels';
import { matrixLinkRisk } from './matrix';
import { multiplicationLinkRisk } from './multiplication';
import { isLevel, type Level } from './scale';
import type { LinkInputs, LinkRisk } from './types';
import { levelIssues, oneOfIssue } from './validate';

export interface LinkFactors {
  readonly assetValue: Level;
  readonly threatValue: Level;
  readonly severity: Level;
  /** Absent: the severity stands in for it (2007 style, one vulnerability rating). */
  readonly exploitability?: Level;
  /** Existing security measures that apply to this link. */
  readonly controls?: readonly ControlLike[];
}

export type MethodStrategy = (
  config: RiskConfig,
  compiled: CompiledRiskConfig,
  inputs: LinkInputs,
  credit: ControlCredit,
  transferCredit: number,
) => LinkRisk;

export const RISK_METHODS: Readonly<Record<RiskMethod, MethodStrategy>> = {
  matrix: matrixLinkRisk,
  multiplication: multiplicationLinkRisk,
};

/**
 * Risk of one link by `method`. Without measures and transfer the result depends on the four
 * ratings only, so it is built once per configuration and shared (frozen): a 100 000-link run
 * then costs little more than the bare lookups (bench/engines/risk.ts).
 */
export function linkRiskOf(
  config: RiskConfig,
  compiled: CompiledRiskConfig,
  inputs: LinkInputs,
  credit: ControlCredit,
  transferCredit: number,
  method: RiskMethod,
): LinkRisk {
  if (credit.applied.length > 0 || transferCredit !== 0) {
    return RISK_METHODS[method](config, compiled, inputs, credit, transferCredit);
  }
  const key =
    1_000_000 +
    (method === 'matrix' ? 0 : 100_000) +
    inputs.assetValue * 10_000 +
    inputs.threatValue * 1_000 +
    inputs.severity * 100 +
    (inputs.exploitability ?? 0) * 10 +
    (inputs.likelihoodVulnerabilitySource === 'exploitability' ? 1 : 0);
  let risk = compiled.memo.get(key) as LinkRisk | undefined;
  if (risk === undefined) {
    risk = deepFreeze(RISK_METHODS[method](config, compiled, inputs, credit, transferCredit));
    compiled.memo.set(key, risk);
  }
  return risk;
}

/** Picks the vulnerability rating that feeds the likelihood (config.likelihoodVulnerabilityInput). */
export function resolveLinkInputs(
  config: RiskConfig,
  assetValue: Level,
  threatValue: Level,
  severity: Level,
  exploitability: Level | undefined | null,
): LinkInputs {
  const useExploitability = config.likelihoodVulnerabilityInput === 'exploitability' && exploitability != null;
  return {
    assetValue,
    threatValue,
    severity,
    exploitability: exploitability ?? null,
    likelihoodVulnerability: useExploitability ? exploitability : severity,
    likelihoodVulnerabilitySource: useExploitability ? 'exploitability' : 'severity',
  };
}

/** Every entry a measure (a loop, not every(): the holes of a sparse array count as bad entries). */
function allControls(controls: readonly unknown[]): boolean {
  for (let i = 0; i < controls.length; i++) if (!isControlLike(controls[i])) return false;
  return true;
}

export function linkFactorIssues(f: LinkFactors, prefix = ''): string[] {
  if (
    isLevel(f.assetValue) &&
    isLevel(f.threatValue) &&
    isLevel(f.severity) &&
    (f.exploitability === undefined || isLevel(f.exploitability)) &&
    (f.controls === undefined || allControls(f.controls))
  ) {
    return [];
  }
  const issues = levelIssues({
    [`${prefix}资产价值（assetValue）`]: f.assetValue,
    [`${prefix}威胁值（threatValue）`]: f.threatValue,
    [`${prefix}脆弱性严重程度（severity）`]: f.severity,
    ...(f.exploitability === undefined ? {} : { [`${prefix}脆弱性可利用性（exploitability）`]: f.exploitability }),
  });
  issues.push(...controlIssues(f.controls ?? [], `${prefix}安全措施`));
  return issues;
}

/**
 * Risk of one link. Validates the factors (Chinese EngineInputError naming the field); the
 * configuration was validated when it was defined.
 */
export function computeLinkRisk(config: RiskConfig, factors: LinkFactors, methodInput?: RiskMethod): LinkRisk {
  const compiled = compiledOf(config);
  const method = methodInput ?? config.method;
  requireObject(factors, '风险关联因素（factors）');
  if (factors.controls !== undefined) requireArray(factors.controls, '安全措施（controls）', MAX_LINK_CONTROLS);
  const issues = linkFactorIssues(factors);
  if (!RiskMethod.is(method)) issues.push(...oneOfIssue('计算方法（method）', method, RiskMethod.values));
  assertNoIssues(issues);
  const inputs = resolveLinkInputs(config, factors.assetValue, factors.threatValue, factors.severity, factors.exploitability);
  return linkRiskOf(config, compiled, inputs, creditOf(config, factors.controls ?? []), 0, method);
}

/** Both methods side by side, e.g. for a report that shows the cross-check. */
export function computeLinkRiskBothMethods(config: RiskConfig, factors: LinkFactors): Record<RiskMethod, LinkRisk> {
  return { matrix: computeLinkRisk(config, factors, 'matrix'), multiplication: computeLinkRisk(config, factors, 'multiplication') };
}
