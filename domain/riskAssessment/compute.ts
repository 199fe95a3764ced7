/**
 * The figures of a risk assessment, from stored rows, through domain/engines/risk only (issue 14):
 * asset values while the customer enters assets, the whole risk stage in one call when the
 * consultant finishes the measures, a treated risk's residual, and the report's figures. The
 * server, its demo seed and the mocks all call these, so every figure is computed one way.
 */
import {
  assessRisks,
  adjustBusinessImportance,
  DEFAULT_RISK_CONFIG_DATA,
  defineRiskConfig,
  rankRisks,
  riskDistribution,
  systemAssetValue,
  threatValue,
  unitAssetValue,
  type AcceptanceDecision,
  type Level,
  type ResidualStatus,
  type RiskConfig,
  type RiskConfigData,
  type RiskMethod,
} from '../engines/risk';
import { RISK_LEVEL_TEXT, type RiskLevelText } from './enums';
import {
  engineInputOf,
  riskCodeOf,
  type StoredAssessment,
  type StoredBusiness,
  type StoredSystem,
  type StoredThreat,
  type StoredTreatment,
  type StoredUnit,
} from './rules';

/** The configuration a new assessment records (docs/engines-risk.md "Default configuration"). */
export const RA_DEFAULT_CONFIG: RiskConfigData = DEFAULT_RISK_CONFIG_DATA;

const configs = new Map<string, RiskConfig>();
/** The validated engine configuration of an assessment: its stored configuration with its method (cached). */
export function assessmentConfig(data: RiskConfigData, method: RiskMethod): RiskConfig {
  const key = `${method}:${JSON.stringify(data)}`;
  let config = configs.get(key);
  if (!config) {
    config = defineRiskConfig({ ...data, method });
    if (configs.size > 50) configs.clear();
    configs.set(key, config);
  }
  return config;
}

// ---- asset values (entered assets, before any risk) -----------------------------------------------

export interface BusinessValue {
  importance: Level;
  adjusted: Level;
  lines: string[];
}

/** Adjusted importance of every business (close associations with more important businesses). */
export function businessValues(config: RiskConfig, businesses: readonly StoredBusiness[]): Map<string, BusinessValue> {
  const own = new Map(businesses.map((b) => [b.assetCode, b.importance as Level]));
  const out = new Map<string, BusinessValue>();
  for (const b of businesses) {
    const close = b.associations.filter((a) => a.degree === 'close' && own.has(a.assetCode)).map((a) => own.get(a.assetCode)!);
    const v = adjustBusinessImportance(config, b.importance as Level, close);
    out.set(b.assetCode, { importance: v.raw, adjusted: v.adjusted, lines: [...v.lines] });
  }
  return out;
}

export interface AssetValueOf {
  value: Level;
  lines: string[];
}

/** A system asset's value: C/I/A, carrying and the highest adjusted importance of the businesses it carries. */
export function systemValue(
  config: RiskConfig,
  asset: Omit<StoredSystem, 'assetCode' | 'name' | 'systemType'>,
  businesses: ReadonlyMap<string, BusinessValue>,
): AssetValueOf {
  const importances = asset.businessCodes.map((code) => businesses.get(code)?.adjusted).filter((v): v is Level => v !== undefined);
  const businessImportance = (importances.length > 0 ? Math.max(...importances) : 3) as Level;
  const v = systemAssetValue(config, {
    confidentiality: asset.confidentiality as Level,
    integrity: asset.integrity as Level,
    availability: asset.availability as Level,
    carryLevel: asset.carryLevel as Level,
    systemRelated: (asset.systemRelated ?? undefined) as Level | undefined,
    businessImportance,
  });
  const note = importances.length > 0 ? [] : ['未关联业务，业务重要性按“中”计'];
  return { value: v.value, lines: [...note, ...v.lines] };
}

/** A unit asset's value: from C/I/A (brief §1.5). */
export function unitValue(config: RiskConfig, asset: Pick<StoredUnit, 'confidentiality' | 'integrity' | 'availability'>): AssetValueOf {
  const v = unitAssetValue(config, {
    confidentiality: asset.confidentiality as Level,
    integrity: asset.integrity as Level,
    availability: asset.availability as Level,
  });
  return { value: v.value, lines: [...v.lines] };
}

/** A threat's value: capability, frequency and timing (brief §1.6). */
export function threatValueOf(config: RiskConfig, t: Pick<StoredThreat, 'capability' | 'frequency' | 'timing'>): AssetValueOf {
  const v = threatValue(config, { capability: (t.capability ?? undefined) as Level | undefined, frequency: t.frequency as Level, timing: t.timing });
  return { value: v.value, lines: [...v.lines] };
}

// ---- the whole risk stage ------------------------------------------------------------------------

/** One computed risk as ra_risks stores it. */
export interface ComputedRisk {
  riskCode: string;
  assetCode: string;
  assetTier: 'system' | 'unit';
  vulnCode: string;
  threatCode: string;
  rank: number;
  assetValue: number;
  threatValue: number;
  severity: number;
  likelihoodValue: number;
  likelihoodLevel: number;
  lossValue: number;
  lossLevel: number;
  value: number;
  level: number;
  acceptance: AcceptanceDecision;
  explanation: string[];
  treatment: Omit<StoredTreatment, 'riskCode'> | null;
  residualStatus: ResidualStatus;
  residualValue: number | null;
  residualLevel: number | null;
  residualAcceptance: AcceptanceDecision | null;
  furtherAction: boolean;
  residualLines: string[];
}

export interface AggregatedFigure {
  assetCode: string;
  name: string;
  importance: Level | null;
  value: number | null;
  level: Level | null;
  levelText: RiskLevelText | null;
  residualLevel: Level | null;
  lines: string[];
}

export interface ComputedAssessment {
  risks: ComputedRisk[];
  systemRisks: AggregatedFigure[];
  businessRisks: AggregatedFigure[];
}

/**
 * Computes every risk of an assessment in one engine call (brief §1.13), keeps each risk's
 * treatment and recomputes its residual, ranks them (1 = highest), and aggregates to system
 * assets and businesses. Throws the engine's EngineInputError (Chinese issues) on bad input.
 */
export function computeAssessment(config: RiskConfig, stored: StoredAssessment): ComputedAssessment {
  const result = assessRisks(config, engineInputOf(stored));
  const tierOf = new Map<string, 'system' | 'unit'>([
    ...stored.systems.map((s) => [s.assetCode, 'system'] as const),
    ...stored.units.map((u) => [u.assetCode, 'unit'] as const),
  ]);
  const treatments = new Map(stored.treatments.map((t) => [t.riskCode, t]));
  const ranked = rankRisks(result.links.map((l) => ({ id: l.id, risk: l.risk, likelihood: l.likelihood, loss: l.loss })));
  const rankOf = new Map(ranked.map((r) => [r.id, r.rank]));
  const residualOf = new Map(result.residuals.map((r) => [r.id, r]));
  const risks = result.links.map((l): ComputedRisk => {
    const residual = residualOf.get(l.id)!;
    const treatment = treatments.get(l.id);
    const { riskCode: _code, ...kept } = treatment ?? { riskCode: '' };
    return {
      riskCode: l.id,
      assetCode: l.assetId,
      assetTier: tierOf.get(l.assetId) ?? 'system',
      vulnCode: l.vulnerabilityId,
      threatCode: l.threatId,
      rank: rankOf.get(l.id) ?? 0,
      assetValue: l.inputs.assetValue,
      threatValue: l.inputs.threatValue,
      severity: l.inputs.severity,
      likelihoodValue: l.likelihood.value,
      likelihoodLevel: l.likelihood.level,
      lossValue: l.loss.value,
      lossLevel: l.loss.level,
      value: l.risk.value,
      level: l.risk.level,
      acceptance: l.acceptance,
      explanation: [...l.explanation.lines],
      treatment: treatment ? (kept as Omit<StoredTreatment, 'riskCode'>) : null,
      residualStatus: residual.status,
      residualValue: residual.risk?.value ?? null,
      residualLevel: residual.risk?.level ?? null,
      residualAcceptance: residual.acceptance,
      furtherAction: residual.furtherActionRequired,
      residualLines: [...residual.lines],
    };
  });
  const figure = (
    e: { id: string; name?: string; risk: { value: number; level: Level; lines: readonly string[] } | null; residual: { level: Level } | null },
    importance: Level | null,
  ): AggregatedFigure => ({
    assetCode: e.id,
    name: e.name ?? e.id,
    importance,
    value: e.risk?.value ?? null,
    level: e.risk?.level ?? null,
    levelText: e.risk ? RISK_LEVEL_TEXT[e.risk.level] : null,
    residualLevel: e.residual?.level ?? null,
    lines: e.risk ? [...e.risk.lines] : ['无关联风险'],
  });
  return {
    risks,
    systemRisks: result.systemAssetRisks.map((e) => figure(e, null)),
    businessRisks: result.businessRisks.map((e) => figure(e, e.importance)),
  };
}

/** A risk's code from its vulnerability and threat (re-exported for the stores). */
export { riskCodeOf };

// ---- report figures ------------------------------------------------------------------------------

type LevelLike = { level: number };

/** Counts per risk level, highest first (engine riskDistribution). */
export function distributionOf(levels: readonly (LevelLike | null)[]) {
  const d = riskDistribution(levels.map((l, i) => ({ id: String(i), risk: l ? { value: l.level, level: l.level as Level } : null })));
  return d.rows.map((r) => ({ level: r.level, text: r.text, label: r.label, count: r.count, share: r.share }));
}

/** Likelihood level × loss level counts (25 cells, likelihood 5 … 1 by loss 1 … 5). */
export function heatmapOf(risks: readonly { likelihoodLevel: number; lossLevel: number }[]) {
  const counts = new Map<string, number>();
  for (const r of risks) counts.set(`${r.likelihoodLevel}:${r.lossLevel}`, (counts.get(`${r.likelihoodLevel}:${r.lossLevel}`) ?? 0) + 1);
  const cells: { likelihood: Level; loss: Level; count: number }[] = [];
  for (let likelihood = 5; likelihood >= 1; likelihood--)
    for (let loss = 1; loss <= 5; loss++)
      cells.push({ likelihood: likelihood as Level, loss: loss as Level, count: counts.get(`${likelihood}:${loss}`) ?? 0 });
  return cells;
}

/** The acceptance evaluation (brief §1.10) over computed risks, with its conclusion sentence. */
export function acceptanceSummary(risks: readonly Pick<ComputedRisk, 'acceptance' | 'residualAcceptance' | 'furtherAction' | 'treatment'>[]) {
  const count = (a: AcceptanceDecision) => risks.filter((r) => r.acceptance === a).length;
  const acceptable = count('acceptable');
  const conditional = count('conditional');
  const mustTreat = count('mustTreat');
  const residualMustTreat = risks.filter((r) => r.residualAcceptance === 'mustTreat').length;
  const accepted = risks.filter((r) => !!r.treatment?.acceptedBy).length;
  const open = risks.filter((r) => r.furtherAction).length;
  const conclusion =
    risks.length === 0
      ? '尚无风险数据。'
      : mustTreat === 0
        ? `共识别风险 ${risks.length} 项，无不可接受风险，现有安全措施总体有效。`
        : open === 0
          ? `共识别风险 ${risks.length} 项，其中不可接受风险 ${mustTreat} 项均已制定处置措施，处置后残余风险可接受或已签署接受。`
          : `共识别风险 ${risks.length} 项，其中不可接受风险 ${mustTreat} 项；处置后仍有 ${open} 项残余风险需进一步处置或签署接受。`;
  return { acceptable, conditional, mustTreat, residualMustTreat, accepted, conclusion };
}
