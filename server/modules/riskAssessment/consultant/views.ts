/**
 * The server's rows of the consultant's calls and the report (issue 14): the assets being assessed
 * and the risks named from the stored rows (the row itself is domain riskRowOf; threats,
 * vulnerabilities and measures are domain/riskAssessment/views.ts, shared with the mocks); plus the
 * engine call over the stored rows (computeOrRefuse) and the risk record it writes.
 */
import type { AssessAssetRow, RiskRow, Treatment } from '../../../../domain/riskAssessment/contracts';
import { EngineInputError } from '../../../../domain/engines/errors';
import type { RiskConfig } from '../../../../domain/engines/risk';
import type { RiskLevel, ThreatCategory, VulnerabilityLayer } from '../../../../domain/enums';
import type { ErrorCode } from '../../../../domain/errors';
import { assetAssessState, riskCodeOf, type StoredAssessment } from '../../../../domain/riskAssessment/rules';
import { type ComputedAssessment, type ComputedRisk, computeAssessment } from '../../../../domain/riskAssessment/compute';
import { riskRowOf as riskRowOfStored } from '../../../../domain/riskAssessment/views';
import type { RaRiskRow } from '../../../db/schema';
import { BusinessError } from '../../../http/errors';
import type { AssessmentKey } from '../assessmentRepository';
import type { AssessAssetFigures } from './riskRepository';

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
