/**
 * The risk assessment mocks' views and guards (issue 14): how a caller opens a project (like the
 * server's core: app.projectRegistry.forCustomer for customer members, forDelivery for the
 * delivering side, the assessment created on first open for a riskAssessment product), who may
 * write, the history, the counts, and the rows the contracts answer. Every figure comes from
 * domain/riskAssessment/compute.ts, the stage bar from domain/riskAssessment/views.ts.
 */
import type {
  AssessAssetRow,
  AssessmentCounts,
  AssessmentInfo,
  AssetRow,
  BusinessAssetRow,
  ControlRow,
  RiskRow,
  SystemAssetRow,
  ThreatRow,
  UnitAssetRow,
  VulnerabilityRow,
} from '../../domain/riskAssessment/contracts';
import { roleCodesOf } from '../../domain/kernel/access';
import { DEMO_ACCOUNTS } from '../../domain/demo';
import type { Level, RiskConfig } from '../../domain/engines/risk';
import { ErrorCode, fail, ok } from '../../domain/errors';
import { type DeliveryRelation, deliveryRelation } from '../../domain/projects/delivery';
import {
  assetAssessState,
  RA_STAGE_MACHINE,
  RA_STATUS_MACHINE,
  riskCodeOf,
  type StageAction,
  type StoredAssessment,
} from '../../domain/riskAssessment/rules';
import { assessmentConfig, businessValues, RA_DEFAULT_CONFIG, systemValue, unitValue } from '../../domain/riskAssessment/compute';
import { assessmentInfoOf, controlRowOf, riskRowOf, systemRatingsOf, threatRowOf, vulnerabilityRowOf } from '../../domain/riskAssessment/views';
import { mockProducts } from '../products';
import { latestFirst, type MockAnswer, type MockCaller } from './handler';
import { type MockGroup, type MockProject, projectStore } from './projectStore';
import { type RaAssessment, type RaBusiness, type RaRisk, type RaSystem, type RaThreat, type RaUnit, raStore } from './riskAssessmentStore';

export type Fail = { failure: MockAnswer };
export const refuse = (code: ErrorCode, message?: string): MockAnswer => ({ envelope: fail(code, message) });
export const failure = (code: ErrorCode, message?: string): Fail => ({ failure: refuse(code, message) });
export const me = (caller: MockCaller) => caller.account?.accountId ?? '';
export const nameOf = (accountId: string | null | undefined) =>
  accountId ? (DEMO_ACCOUNTS.find((a) => a.accountId === accountId)?.showName ?? accountId) : '';

/** A project opened for the caller (the server's core `Opened`). */
export interface Opened {
  project: MockProject;
  group: MockGroup;
  side: 'customer' | 'delivery';
  relation: Exclude<DeliveryRelation, 'none'> | null;
  a: RaAssessment;
}

const isRiskProject = (group: MockGroup) =>
  mockProducts()
    .find((p) => p.productCode === group.productCode)
    ?.versions.find((v) => v.version === group.productVersion)?.definition.basic.serviceKind === 'riskAssessment';

/** The assessment of a project, created on first open with the default configuration. */
export function assessmentOf(project: MockProject, group: MockGroup): RaAssessment | Fail {
  const found = raStore().assessments.find((a) => a.projectCode === project.projectCode);
  if (found) return found;
  if (!isRiskProject(group)) return failure(ErrorCode.RA_NOT_RISK_PROJECT);
  const now = new Date();
  const a: RaAssessment = {
    tenantCode: project.tenantCode,
    projectCode: project.projectCode,
    customerTenantCode: project.customerTenantCode,
    deliveryTenantCode: project.deliveryTenantCode,
    stage: 'business',
    status: 'combing',
    method: 'matrix',
    configId: RA_DEFAULT_CONFIG.id,
    configVersion: RA_DEFAULT_CONFIG.version,
    config: RA_DEFAULT_CONFIG,
    combingFinished: false,
    rejectStage: null,
    rejectReason: '',
    rejectedBy: null,
    rejectedAt: null,
    ownerRejectReason: '',
    ownerRejectedBy: null,
    ownerRejectedAt: null,
    seq: 0,
    computedAt: null,
    completedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  raStore().assessments.push(a);
  return a;
}

const groupOf = (project: MockProject) => projectStore().groups.find((g) => g.groupCode === project.groupCode);

/** The caller's project: a customer member's own (group not withdrawn), else the delivering side's. */
export function openFor(caller: MockCaller, projectCode: string): Opened | Fail {
  const project = projectStore().projects.find((p) => p.projectCode === projectCode);
  const group = project && groupOf(project);
  if (caller.user.tenantDTO?.type === 'customer') {
    if (!project || !group || group.status !== 'active' || project.customerTenantCode !== caller.account?.tenantCode)
      return failure(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
    const a = assessmentOf(project, group);
    return 'failure' in a ? a : { project, group, side: 'customer', relation: null, a };
  }
  const relation = project
    ? deliveryRelation(project, { accountId: me(caller), tenantCode: caller.account?.tenantCode ?? '', subject: caller.user })
    : 'none';
  if (!project || !group || relation === 'none') return failure(ErrorCode.PROJECT_NOT_FOUND);
  const a = assessmentOf(project, group);
  return 'failure' in a ? a : { project, group, side: 'delivery', relation, a };
}

export const closed = (o: Opened) => o.group.status !== 'active' || o.project.state === 'finished';

/** The customer's side, the project still open. */
export function customerRefusal(o: Opened): Fail | null {
  if (o.side !== 'customer') return failure(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
  return closed(o) ? failure(ErrorCode.RA_PROJECT_CLOSED) : null;
}

/** The project's consultant or the delivery tenant's managers, the project still open. */
export function consultantRefusal(o: Opened): Fail | null {
  if (o.side !== 'delivery' || o.relation === 'buyer') return failure(ErrorCode.RA_CONSULTANT_ONLY);
  return closed(o) ? failure(ErrorCode.RA_PROJECT_CLOSED) : null;
}

export const isOwnerLead = (o: Opened, caller: MockCaller) =>
  o.side === 'customer' && o.project.customerOwnerAccountId === me(caller) && roleCodesOf(caller.user).has('consumer-owner');

/** The customer's active owners (whom assets may be given to). */
export const ownersOf = (customerTenantCode: string) =>
  DEMO_ACCOUNTS.filter((a) => a.tenantCode === customerTenantCode && a.roles.includes('consumer-owner'));

// ---- the project's rows ---------------------------------------------------------------------------
const mine = <T extends { projectCode: string; tenantCode: string }>(rows: T[], a: RaAssessment) =>
  rows.filter((r) => r.projectCode === a.projectCode && r.tenantCode === a.tenantCode);
export const byCode = <T extends { assetCode: string }>(rows: T[]) => rows.sort((x, y) => x.assetCode.localeCompare(y.assetCode));
export const rowsOf = (a: RaAssessment) => {
  const s = raStore();
  return {
    businesses: byCode(mine(s.businesses, a)),
    systems: byCode(mine(s.systems, a)),
    units: byCode(mine(s.units, a)),
    threats: mine(s.threats, a).sort((x, y) => x.threatCode.localeCompare(y.threatCode)),
    vulnerabilities: mine(s.vulnerabilities, a).sort((x, y) => x.vulnCode.localeCompare(y.vulnCode)),
    controls: mine(s.controls, a).sort((x, y) => x.controlCode.localeCompare(y.controlCode)),
    risks: mine(s.risks, a).sort((x, y) => x.rank - y.rank),
  };
};
export type ProjectRows = ReturnType<typeof rowsOf>;

export const configOf = (a: Pick<RaAssessment, 'config' | 'method'>): RiskConfig => assessmentConfig(a.config, a.method);

/** The next code of the project (the server's seq counter): BA0001, SA0001 … */
export function nextCode(a: RaAssessment, prefix: string): string {
  a.seq += 1;
  return `${prefix}${String(a.seq).padStart(4, '0')}`;
}

/** The stored assessment the engine computes (treatments kept by risk code). */
export function storedOf(rows: ProjectRows): StoredAssessment {
  const live = new Set(rows.vulnerabilities.flatMap((v) => v.threatCodes.map((t) => riskCodeOf(v.vulnCode, t))));
  return {
    businesses: rows.businesses,
    systems: rows.systems,
    units: rows.units,
    threats: rows.threats,
    vulnerabilities: rows.vulnerabilities,
    controls: rows.controls,
    // Only the treatments whose risk still exists (a vulnerability or threat link may have gone since).
    treatments: rows.risks.flatMap((r) => (r.treatment && live.has(r.riskCode) ? [{ riskCode: r.riskCode, ...r.treatment }] : [])),
  };
}

/** A business change: every system asset's value again (and units stay as they are). */
export function recomputeSystemValues(a: RaAssessment): void {
  const rows = rowsOf(a);
  const values = businessValues(configOf(a), rows.businesses);
  for (const s of rows.systems) s.value = systemValue(configOf(a), s, values).value;
}

export function countsOf(rows: ProjectRows): AssessmentCounts {
  const assets = [...rows.businesses, ...rows.systems, ...rows.units];
  const state = (s: string) => assets.filter((x) => x.state === s).length;
  return {
    business: rows.businesses.length,
    system: rows.systems.length,
    unit: rows.units.length,
    inhand: state('inhand'),
    submitted: state('submitted'),
    freeze: state('freeze'),
    withoutOwner: assets.filter((x) => !x.ownerAccountId).length,
    systemWithoutBusiness: rows.systems.filter((s) => s.businessCodes.length === 0).length,
    threats: rows.threats.length,
    vulnerabilities: rows.vulnerabilities.length,
    controls: rows.controls.length,
    systemUnassessed: rows.systems.filter((s) => !s.assessedAt).length,
    risks: rows.risks.length,
    mustTreat: rows.risks.filter((r) => r.acceptance === 'mustTreat').length,
    mustTreatUntreated: rows.risks.filter((r) => r.acceptance === 'mustTreat' && !r.treatment).length,
    residualOpen: rows.risks.filter((r) => r.furtherAction).length,
  };
}

/** A history line (the server's addEvent). */
export function record(o: Opened, caller: MockCaller, action: string, label: string, reason = ''): void {
  const now = new Date();
  o.a.updatedAt = now;
  raStore().events.push({
    tenantCode: o.a.tenantCode,
    projectCode: o.a.projectCode,
    action,
    label,
    stage: o.a.stage,
    status: o.a.status,
    actorAccountId: me(caller),
    reason,
    at: now,
  });
}

/** A risk-assessment milestone on the project's timeline, as the server records it (app.projectRegistry.recordRiskAssessmentEvent). */
export function timeline(o: Opened, caller: MockCaller, summary: string): void {
  projectStore().events.push({
    groupCode: o.project.groupCode,
    projectCode: o.project.projectCode,
    type: 'riskAssessment',
    actorAccountId: me(caller),
    summary,
    at: new Date().toISOString(),
  });
}

/** A stage move of RA_STAGE_MACHINE (with a status change when given), or the machine's refusal. */
export function moveStage(o: Opened, caller: MockCaller, action: StageAction, reason = '', status?: RaAssessment['status']): Fail | null {
  const refusal = RA_STAGE_MACHINE.refusal(o.a.stage, action, caller.user);
  if (refusal) return failure(ErrorCode.RA_STAGE_MOVE_REFUSED, refusal);
  o.a.stage = RA_STAGE_MACHINE.assertMove(o.a.stage, action, caller.user);
  if (status) o.a.status = status;
  record(o, caller, action, RA_STAGE_MACHINE.moves.find((m) => m.action === action)?.label ?? action, reason);
  return null;
}

type StatusAction = Parameters<typeof RA_STATUS_MACHINE.refusal>[1];
export const statusRefusal = (o: Opened, caller: MockCaller, action: StatusAction): Fail | null => {
  const refusal = RA_STATUS_MACHINE.refusal(o.a.status, action, caller.user);
  return refusal ? failure(ErrorCode.RA_STATUS_MOVE_REFUSED, refusal) : null;
};
export function moveStatus(o: Opened, caller: MockCaller, action: StatusAction, stage?: RaAssessment['stage'], reason = ''): Fail | null {
  const refused = statusRefusal(o, caller, action);
  if (refused) return refused;
  o.a.status = RA_STATUS_MACHINE.assertMove(o.a.status, action, caller.user);
  if (stage) o.a.stage = stage;
  record(o, caller, action, RA_STATUS_MACHINE.moves.find((m) => m.action === action)?.label ?? action, reason);
  return null;
}

/** The stage bar (owner/status), like the server's core.info. */
export function infoOf(o: Opened, caller: MockCaller): AssessmentInfo {
  const { a } = o;
  const events = latestFirst(
    raStore().events.filter((e) => e.projectCode === a.projectCode && e.tenantCode === a.tenantCode),
    (e) => e.at,
  ).slice(0, 50);
  return assessmentInfoOf({
    project: { ...o.project, productName: o.group.productName, productCode: o.group.productCode },
    a,
    counts: countsOf(rowsOf(a)),
    events,
    ownerIds: ownersOf(o.project.customerTenantCode).map((p) => p.accountId),
    nameOf,
    subject: caller.user,
    side: { customer: o.side === 'customer' && !closed(o), consult: o.side === 'delivery' && o.relation !== 'buyer' && !closed(o) },
    ownerLead: isOwnerLead(o, caller),
  });
}

// ---- rows the contracts answer --------------------------------------------------------------------
const base = (x: RaBusiness | RaSystem | RaUnit) => ({
  assetCode: x.assetCode,
  projectCode: x.projectCode,
  name: x.name,
  description: x.description,
  ownerAccountId: x.ownerAccountId,
  ownerName: nameOf(x.ownerAccountId),
  state: x.state,
  rejectReason: x.rejectReason,
  updatedAt: x.updatedAt.toISOString(),
});

export function businessRows(a: RaAssessment, rows: ProjectRows): BusinessAssetRow[] {
  const values = businessValues(configOf(a), rows.businesses);
  const names = new Map(rows.businesses.map((b) => [b.assetCode, b.name]));
  return rows.businesses.map((b) => {
    const v = values.get(b.assetCode)!;
    return {
      ...base(b),
      options: b.options,
      importance: v.importance,
      importanceAdjusted: v.adjusted,
      importanceLines: v.lines,
      associations: b.associations.map((x) => ({
        assetCode: x.assetCode,
        name: names.get(x.assetCode) ?? x.assetCode,
        type: x.type,
        degree: x.degree,
      })),
      systemCount: rows.systems.filter((s) => s.businessCodes.includes(b.assetCode)).length,
    };
  });
}

export function systemRows(a: RaAssessment, rows: ProjectRows): SystemAssetRow[] {
  const config = configOf(a);
  const values = businessValues(config, rows.businesses);
  const names = new Map(rows.businesses.map((b) => [b.assetCode, b.name]));
  return rows.systems.map((s) => {
    const v = systemValue(config, s, values);
    return {
      ...base(s),
      ...systemRatingsOf(s),
      businessCodes: s.businessCodes,
      businessNames: s.businessCodes.map((code) => names.get(code) ?? code),
      value: v.value,
      valueLines: v.lines,
      assessState: assessStateOf(s, rows.risks),
      unitCount: rows.units.filter((u) => u.systemCodes.includes(s.assetCode)).length,
    };
  });
}

export function unitRows(a: RaAssessment, rows: ProjectRows): UnitAssetRow[] {
  const config = configOf(a);
  const names = new Map(rows.systems.map((s) => [s.assetCode, s.name]));
  return rows.units.map((u) => {
    const v = unitValue(config, u);
    return {
      ...base(u),
      unitType: u.unitType,
      subType: u.subType,
      category: u.category,
      confidentiality: u.confidentiality,
      integrity: u.integrity,
      availability: u.availability,
      systemCodes: u.systemCodes,
      systemNames: u.systemCodes.map((code) => names.get(code) ?? code),
      value: v.value,
      valueLines: v.lines,
      assessState: assessStateOf(u, rows.risks),
    };
  });
}

export function assessStateOf(x: { assetCode: string; assessedAt: Date | null }, risks: readonly RaRisk[]) {
  const own = risks.filter((r) => r.assetCode === x.assetCode && r.acceptance === 'mustTreat');
  return assetAssessState({ assessed: !!x.assessedAt, mustTreat: own.length, treated: own.filter((r) => r.treatment).length });
}

/** Every asset of the project as the overview shows it (business importance is the adjusted one). */
export function assetRows(a: RaAssessment, rows: ProjectRows): AssetRow[] {
  const values = businessValues(configOf(a), rows.businesses);
  return [
    ...rows.businesses.map((b) => ({
      ...base(b),
      tier: 'business' as const,
      category: null,
      value: values.get(b.assetCode)!.adjusted,
      assessState: null,
    })),
    ...rows.systems.map((s) => ({
      ...base(s),
      tier: 'system' as const,
      category: s.category,
      value: s.value as Level,
      assessState: assessStateOf(s, rows.risks),
    })),
    ...rows.units.map((u) => ({
      ...base(u),
      tier: 'unit' as const,
      category: u.category,
      value: u.value as Level,
      assessState: assessStateOf(u, rows.risks),
    })),
  ];
}

export const threatRow = (a: RaAssessment, t: RaThreat, rows: ProjectRows): ThreatRow =>
  threatRowOf(configOf(a), t, rows.vulnerabilities.filter((x) => x.threatCodes.includes(t.threatCode)).length);

export const vulnerabilityRow = (v: ProjectRows['vulnerabilities'][number]): VulnerabilityRow => vulnerabilityRowOf(v);

export function assessAssetRows(rows: ProjectRows): AssessAssetRow[] {
  const row = (tier: 'system' | 'unit', x: RaSystem | RaUnit): AssessAssetRow => {
    const risks = rows.risks.filter((r) => r.assetCode === x.assetCode);
    return {
      tier,
      assetCode: x.assetCode,
      name: x.name,
      category: x.category,
      value: x.value,
      ownerName: nameOf(x.ownerAccountId),
      assessState: assessStateOf(x, rows.risks),
      vulnerabilityCount: rows.vulnerabilities.filter((v) => v.assetCode === x.assetCode).length,
      riskCount: risks.length,
      maxRiskLevel: risks.length ? Math.max(...risks.map((r) => r.level)) : null,
    };
  };
  return [...rows.systems.map((s) => row('system', s)), ...rows.units.map((u) => row('unit', u))];
}

export const controlRow = (c: ProjectRows['controls'][number], rows: ProjectRows): ControlRow =>
  controlRowOf(c, new Map([...rows.systems, ...rows.units].map((x) => [x.assetCode, x])), new Map(rows.threats.map((t) => [t.threatCode, t])));

export function riskRow(r: RaRisk, rows: ProjectRows): RiskRow {
  return riskRowOf(r, {
    assetName: [...rows.systems, ...rows.units].find((x) => x.assetCode === r.assetCode)?.name,
    threat: rows.threats.find((t) => t.threatCode === r.threatCode),
    vuln: rows.vulnerabilities.find((v) => v.vulnCode === r.vulnCode),
  });
}

/** A customer's move on the assessment: its own open project. */
export function customer(caller: MockCaller, projectCode: string): Opened | Fail {
  const o = openFor(caller, projectCode);
  if ('failure' in o) return o;
  return customerRefusal(o) ?? o;
}

/** The stage bar after a move, or the move's refusal. */
export const answerInfo = (o: Opened, caller: MockCaller, refused: Fail | null): MockAnswer =>
  refused?.failure ?? { envelope: ok(infoOf(o, caller)) };
