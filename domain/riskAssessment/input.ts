/**
 * The risk assessment's stored rows (businesses, systems, units, threats, vulnerabilities,
 * controls, treatments) and the engine input built from them (engineInputOf): every figure of an
 * assessment comes from domain/engines/risk with this input. Re-exported by domain/riskAssessment/rules.ts.
 */
import type { ControlEffectiveness, ControlType, RiskAssessmentInput, TreatmentOption } from '../engines/risk';
import type { ThreatCategory } from './enums';

// ---- stored rows → engine input ---------------------------------------------------------------------

/** The stored fields engineInputOf needs (the repositories select exactly these). */
export interface StoredBusiness {
  assetCode: string;
  name: string;
  importance: number;
  associations: readonly { assetCode: string; degree: 'close' | 'loose' }[];
}
export interface StoredSystem {
  assetCode: string;
  name: string;
  confidentiality: number;
  integrity: number;
  availability: number;
  carryLevel: number;
  systemRelated: number | null;
  systemType: string;
  businessCodes: readonly string[];
}
export interface StoredUnit {
  assetCode: string;
  name: string;
  unitType: 'systemUnit' | 'systemComponents' | 'humanResources' | 'otherAssets';
  confidentiality: number;
  integrity: number;
  availability: number;
  systemCodes: readonly string[];
}
export interface StoredThreat {
  threatCode: string;
  name: string;
  category: ThreatCategory;
  capability: number | null;
  frequency: number;
  timing: 'normal' | 'special';
}
export interface StoredVulnerability {
  vulnCode: string;
  assetCode: string;
  name: string;
  severity: number;
  exploitability: number | null;
  threatCodes: readonly string[];
}
export interface StoredControl {
  controlCode: string;
  name: string;
  type: ControlType;
  effectiveness: ControlEffectiveness;
  /** Empty lists = the measure applies to every asset / every threat category. */
  assetCodes: readonly string[];
  threatCodes: readonly string[];
}
export interface StoredTreatment {
  riskCode: string;
  option: TreatmentOption;
  measures: readonly string[];
  plannedControls: readonly { name: string; type: ControlType; effectiveness: ControlEffectiveness }[];
  residualInputs: { assetValue?: number; threatValue?: number; severity?: number; exploitability?: number };
  owner: string;
  dueDate: string;
  acceptedBy: string;
  acceptedAt: string;
}

/** A risk is one (vulnerability, threat) pair on the vulnerability's asset. */
export const riskCodeOf = (vulnCode: string, threatCode: string): string => `${vulnCode}~${threatCode}`;

export interface StoredAssessment {
  businesses: readonly StoredBusiness[];
  systems: readonly StoredSystem[];
  units: readonly StoredUnit[];
  threats: readonly StoredThreat[];
  vulnerabilities: readonly StoredVulnerability[];
  controls: readonly StoredControl[];
  treatments: readonly StoredTreatment[];
}

const optional = <T>(value: T | null | undefined | '') => (value === null || value === undefined || value === '' ? undefined : value);

/**
 * The engine's input for a whole assessment, from stored rows. Business associations point at
 * other businesses of the project; a control targets assets and/or threats (an empty list = all).
 */
export function engineInputOf(s: StoredAssessment): RiskAssessmentInput {
  const businessCodes = new Set(s.businesses.map((b) => b.assetCode));
  const everywhere = s.controls.filter((c) => c.assetCodes.length === 0 && c.threatCodes.length === 0).map((c) => c.controlCode);
  return {
    businesses: s.businesses.map((b) => ({
      id: b.assetCode,
      name: b.name,
      importance: b.importance as 1 | 2 | 3 | 4 | 5,
      associations: b.associations.filter((a) => businessCodes.has(a.assetCode)).map((a) => ({ businessId: a.assetCode, degree: a.degree })),
    })),
    systemAssets: s.systems.map((a) => ({
      id: a.assetCode,
      name: a.name,
      confidentiality: a.confidentiality as 1,
      integrity: a.integrity as 1,
      availability: a.availability as 1,
      systemType: a.systemType,
      carryLevel: a.carryLevel as 1,
      systemRelated: optional(a.systemRelated) as 1 | undefined,
      businessIds: a.businessCodes.filter((code) => businessCodes.has(code)),
      // A system asset carrying no business (impossible after the system stage) counts with medium importance.
      businessImportance: a.businessCodes.some((code) => businessCodes.has(code)) ? undefined : 3,
    })),
    unitAssets: s.units.map((u) => ({
      id: u.assetCode,
      name: u.name,
      type: u.unitType,
      confidentiality: u.confidentiality as 1,
      integrity: u.integrity as 1,
      availability: u.availability as 1,
      systemAssetIds: [...u.systemCodes],
    })),
    threats: s.threats.map((t) => ({
      id: t.threatCode,
      name: t.name,
      category: t.category,
      capability: optional(t.capability) as 1 | undefined,
      frequency: t.frequency as 1,
      timing: t.timing,
    })),
    vulnerabilities: s.vulnerabilities.map((v) => ({
      id: v.vulnCode,
      name: v.name,
      assetId: v.assetCode,
      severity: v.severity as 1,
      exploitability: optional(v.exploitability) as 1 | undefined,
    })),
    controls: s.controls.map((c) => ({
      id: c.controlCode,
      name: c.name,
      type: c.type,
      effectiveness: c.effectiveness,
      targets: {
        assetIds: c.assetCodes.length > 0 ? [...c.assetCodes] : undefined,
        threatIds: c.threatCodes.length > 0 ? [...c.threatCodes] : undefined,
      },
    })),
    // A measure that names no asset and no threat applies to every risk (the engine applies a
    // targeted measure by its targets and an untargeted one only through a link's controlIds).
    links: s.vulnerabilities.flatMap((v) =>
      v.threatCodes.map((threatCode) => ({
        id: riskCodeOf(v.vulnCode, threatCode),
        assetId: v.assetCode,
        threatId: threatCode,
        vulnerabilityId: v.vulnCode,
        controlIds: everywhere,
      })),
    ),
    treatments: s.treatments.map((t) => ({
      linkId: t.riskCode,
      option: t.option,
      measures: [...t.measures],
      plannedControls: t.plannedControls.map((c) => ({ ...c })),
      residualInputs: Object.fromEntries(Object.entries(t.residualInputs).filter(([, v]) => v !== undefined && v !== null)),
      owner: optional(t.owner),
      dueDate: optional(t.dueDate),
      acceptedBy: optional(t.acceptedBy),
      acceptedAt: optional(t.acceptedAt),
    })),
  };
}
