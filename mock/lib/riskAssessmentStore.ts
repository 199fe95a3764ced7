/**
 * The mocks' in-memory risk assessments (issue 14): the rows the server seeds
 * (domain/riskAssessment/demo.ts demoRiskAssessmentRows, shaped like server/db/schema/riskAssessment.ts),
 * back to the seed on every mock reset. mock/riskAssessment.ts and mock/lib/riskAssessment*.ts
 * read and change them.
 */
import { demoRiskAssessmentRows } from '../../domain/demo';
import type {
  AssetAssessStatus,
  AssetCategory,
  AssetItemState,
  AssetStage,
  ThreatCategory,
  ThreatSource,
  VulnerabilityLayer,
} from '../../domain/enums';
import type { ControlEffectiveness, ControlType, RiskConfigData, RiskMethod, ThreatTiming } from '../../domain/engines/risk';
import type { RejectableStage, StoredUnit } from '../../domain/riskAssessment/rules';
import type { ComputedRisk } from '../../domain/riskAssessment/compute';
import { onMockReset } from './state';

const SEED_AT = new Date('2026-11-20T02:00:00.000Z');

export interface RaAssessment {
  tenantCode: string;
  projectCode: string;
  customerTenantCode: string;
  deliveryTenantCode: string;
  stage: AssetStage;
  status: AssetAssessStatus;
  method: RiskMethod;
  configId: string;
  configVersion: string;
  config: RiskConfigData;
  combingFinished: boolean;
  rejectStage: RejectableStage | null;
  rejectReason: string;
  rejectedBy: string | null;
  rejectedAt: Date | null;
  ownerRejectReason: string;
  ownerRejectedBy: string | null;
  ownerRejectedAt: Date | null;
  seq: number;
  computedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RaEvent {
  tenantCode: string;
  projectCode: string;
  action: string;
  label: string;
  stage: AssetStage;
  status: AssetAssessStatus;
  actorAccountId: string | null;
  reason: string;
  at: Date;
}

interface Keyed {
  tenantCode: string;
  projectCode: string;
}

export interface RaAssetBase extends Keyed {
  assetCode: string;
  name: string;
  description: string;
  ownerAccountId: string | null;
  state: AssetItemState;
  rejectReason: string;
  createdBy: string;
  updatedBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface RaBusiness extends RaAssetBase {
  options: Record<string, string | string[]>;
  importance: number;
  associations: { assetCode: string; type: string; degree: 'close' | 'loose' }[];
}

export interface RaSystem extends RaAssetBase {
  category: AssetCategory;
  systemType: string;
  carryTypes: string[];
  carryLevel: number;
  systemRelated: number | null;
  confidentiality: number;
  integrity: number;
  availability: number;
  businessCodes: string[];
  value: number;
  assessedAt: Date | null;
}

export interface RaUnit extends RaAssetBase {
  unitType: StoredUnit['unitType'];
  subType: string;
  category: AssetCategory;
  confidentiality: number;
  integrity: number;
  availability: number;
  systemCodes: string[];
  value: number;
  assessedAt: Date | null;
}

export interface RaThreat extends Keyed {
  threatCode: string;
  name: string;
  category: ThreatCategory;
  source: ThreatSource;
  capability: number | null;
  frequency: number;
  timing: ThreatTiming;
  description: string;
  value: number;
  updatedAt: Date;
}

export interface RaVulnerability extends Keyed {
  vulnCode: string;
  assetCode: string;
  assetTier: 'system' | 'unit';
  name: string;
  layer: VulnerabilityLayer;
  severity: number;
  exploitability: number | null;
  threatCodes: string[];
  description: string;
  updatedAt: Date;
}

export interface RaControl extends Keyed {
  controlCode: string;
  name: string;
  type: ControlType;
  effectiveness: ControlEffectiveness;
  layer: VulnerabilityLayer;
  assetCodes: string[];
  threatCodes: string[];
  description: string;
  updatedAt: Date;
}

export type RaRisk = ComputedRisk & Keyed & { computedAt: Date };

export interface RiskAssessmentStore {
  assessments: RaAssessment[];
  events: RaEvent[];
  businesses: RaBusiness[];
  systems: RaSystem[];
  units: RaUnit[];
  threats: RaThreat[];
  vulnerabilities: RaVulnerability[];
  controls: RaControl[];
  risks: RaRisk[];
}

function seed(): RiskAssessmentStore {
  const rows = demoRiskAssessmentRows(SEED_AT);
  return {
    assessments: rows.assessments.map(
      (a) => ({ ownerRejectReason: '', ownerRejectedBy: null, ownerRejectedAt: null, ...a }) as unknown as RaAssessment,
    ),
    events: rows.events as unknown as RaEvent[],
    businesses: rows.businesses as unknown as RaBusiness[],
    systems: rows.systems as unknown as RaSystem[],
    units: rows.units as unknown as RaUnit[],
    threats: rows.threats as unknown as RaThreat[],
    vulnerabilities: rows.vulnerabilities as unknown as RaVulnerability[],
    controls: rows.controls as unknown as RaControl[],
    risks: rows.risks as unknown as RaRisk[],
  };
}

let store = seed();
onMockReset(() => {
  store = seed();
});

/** The current in-memory assessments (read at call time: a reset replaces them). */
export const raStore = (): RiskAssessmentStore => store;
export const RA_MOCK_SEED_AT = SEED_AT;
