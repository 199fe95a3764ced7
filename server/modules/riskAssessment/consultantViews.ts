/**
 * The rows the consultant's calls and the report answer (issue 14), from the stored rows: threats,
 * vulnerabilities, measures, the assets being assessed and the risks (a risk's row is domain
 * riskRowOf of domain/riskAssessmentViews.ts, shared with the mocks); plus the engine call over the
 * stored rows (computeOrRefuse) and the risk record it writes.
 */
import type { AssessAssetRow, ControlRow, RiskRow, ThreatRow, Treatment, VulnerabilityRow } from '../../../domain/api/riskAssessment';
import { EngineInputError } from '../../../domain/engines/errors';
import type { RiskConfig } from '../../../domain/engines/risk';
import type { RiskLevel, ThreatCategory, VulnerabilityLayer } from '../../../domain/enums';
import type { ErrorCode } from '../../../domain/errors';
import { assetAssessState, riskCodeOf, type StoredAssessment } from '../../../domain/riskAssessment';
import { type ComputedAssessment, type ComputedRisk, computeAssessment, threatValueOf } from '../../../domain/riskAssessmentCompute';
import { riskRowOf as riskRowOfStored } from '../../../domain/riskAssessmentViews';
import type { RaControlRow, RaRiskRow, RaThreatRow, RaVulnerabilityRow } from '../../db/schema';
import { BusinessError } from '../../http/errors';
import type { AssessmentKey } from './assessmentRepository';
import type { AssessAssetFigures } from './riskRepository';

export function threatRowOf(config: RiskConfig, t: RaThreatRow, vulnerabilityCount: number): ThreatRow {
  return {
    threatCode: t.threatCode,
    name: t.name,
    category: t.category,
    source: t.source,
    capability: t.capability as RiskLevel | null,
    frequency: t.frequency as RiskLevel,
    timing: t.timing,
    description: t.description,
    value: t.value as RiskLevel,
    valueLines: threatValueOf(config, t).lines,
    vulnerabilityCount,
  };
}

export const vulnerabilityRowOf = (v: RaVulnerabilityRow): VulnerabilityRow => ({
  vulnCode: v.vulnCode,
  assetCode: v.assetCode,
  name: v.name,
  layer: v.layer,
  severity: v.severity as RiskLevel,
  exploitability: v.exploitability as RiskLevel | null,
  threatCodes: [...v.threatCodes],
  description: v.description,
});

export function controlRowOf(
  row: RaControlRow,
  assets: ReadonlyMap<string, { name: string }>,
  threats: ReadonlyMap<string, { name: string }>,
): ControlRow {
  return {
    controlCode: row.controlCode,
    name: row.name,
    type: row.type,
    effectiveness: row.effectiveness,
    layer: row.layer,
    assetCodes: [...row.assetCodes],
    assetNames: row.assetCodes.map((code) => assets.get(code)?.name ?? code),
    threatCodes: [...row.threatCodes],
    threatNames: row.threatCodes.map((code) => threats.get(code)?.name ?? code),
    description: row.description,
  };
}

export const assessAssetRowOf = (a: AssessAssetFigures, ownerName: string): AssessAssetRow => ({
  tier: a.tier,
  assetCode: a.assetCode,
  name: a.name,
  category: a.category,
  value: a.value as RiskLevel,
  ownerName,
  assessState: assetAssessState({ assessed: a.assessed, mustTreat: a.mustTreat, treated: a.treated }),
  vulnerabilityCount: a.vulnerabilityCount,
  riskCount: a.riskCount,
  maxRiskLevel: a.maxRiskLevel as RiskLevel | null,
});

/** Names a risk row shows. */
export interface RiskNames {
  assets: ReadonlyMap<string, { name: string; tier: 'system' | 'unit' }>;
  threats: ReadonlyMap<string, { name: string; category: ThreatCategory }>;
  vulnerabilities: ReadonlyMap<string, { name: string; layer: VulnerabilityLayer }>;
}

/** A stored risk (ra_risks) as the lists and the report show it, named from `names`. */
export const riskRowOf = (r: RaRiskRow, names: RiskNames): RiskRow =>
  riskRowOfStored(r, {
    assetName: names.assets.get(r.assetCode)?.name,
    threat: names.threats.get(r.threatCode),
    vuln: names.vulnerabilities.get(r.vulnCode),
  });

/** A computed risk as an ra_risks row. */
export const riskRecordOf = (k: AssessmentKey, r: ComputedRisk, computedAt: Date) => ({
  tenantCode: k.tenantCode,
  projectCode: k.projectCode,
  ...r,
  treatment: (r.treatment as Treatment | null) ?? null,
  computedAt,
});

/** Keeps the treatments whose risk still exists (a vulnerability or threat link may have gone since). */
export function withLiveTreatments(stored: StoredAssessment): StoredAssessment {
  const live = new Set(stored.vulnerabilities.flatMap((v) => v.threatCodes.map((t) => riskCodeOf(v.vulnCode, t))));
  return { ...stored, treatments: stored.treatments.filter((t) => live.has(t.riskCode)) };
}

/** computeAssessment with the engine's refusals as a business error. */
export function computeOrRefuse(config: RiskConfig, stored: StoredAssessment, code: ErrorCode): ComputedAssessment {
  try {
    return computeAssessment(config, stored);
  } catch (error) {
    if (error instanceof EngineInputError) throw new BusinessError(code, error.issues.slice(0, 10).join('；'));
    throw error;
  }
}
