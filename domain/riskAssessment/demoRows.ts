/** The demo risk assessments as table rows (domain/riskAssessment/demo.ts). */
import { assessmentConfig, businessValues, computeAssessment, RA_DEFAULT_CONFIG, systemValue, threatValueOf, unitValue } from './compute';
import { DEMO_PROJECT_GROUPS } from '../projects/demo';
import { DEMO_RISK_ASSESSMENTS, type DemoAssetMeta } from './demo';
import { systemRatingsOf } from './views';

const DAY_MS = 86_400_000;

/**
 * The demo assessments as the rows of server/db/schema/riskAssessment.ts at a seed instant (the
 * server inserts them, the mocks keep them in memory). Asset and threat values and the risks are
 * computed with the recorded configuration (domain/riskAssessment/compute.ts), as the server does.
 */
export function demoRiskAssessmentRows(now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const out = {
    assessments: [] as Record<string, unknown>[],
    events: [] as Record<string, unknown>[],
    businesses: [] as Record<string, unknown>[],
    systems: [] as Record<string, unknown>[],
    units: [] as Record<string, unknown>[],
    threats: [] as Record<string, unknown>[],
    vulnerabilities: [] as Record<string, unknown>[],
    controls: [] as Record<string, unknown>[],
    risks: [] as Record<string, unknown>[],
  };
  for (const demo of DEMO_RISK_ASSESSMENTS) {
    const group = DEMO_PROJECT_GROUPS.find((g) => g.projects.some((p) => p.projectCode === demo.projectCode));
    if (!group) continue;
    const tenantCode = group.tenantCode;
    const projectCode = demo.projectCode;
    const config = assessmentConfig(RA_DEFAULT_CONFIG, demo.method);
    const started = ago(demo.startedDaysAgo);
    const lastEvent = demo.history.at(-1);
    const updated = lastEvent ? ago(lastEvent.daysAgo) : started;
    const reject = [...demo.history].reverse().find((h) => h.action.startsWith('reject'));
    const computed = demo.history.find((h) => h.action === 'finishControl');
    out.assessments.push({
      tenantCode,
      projectCode,
      customerTenantCode: group.customerTenantCode,
      deliveryTenantCode: group.deliveryTenantCode,
      stage: demo.stage,
      status: demo.status,
      method: demo.method,
      configId: RA_DEFAULT_CONFIG.id,
      configVersion: RA_DEFAULT_CONFIG.version,
      config: RA_DEFAULT_CONFIG,
      combingFinished: demo.combingFinished,
      rejectStage: reject ? REJECTED_STAGE[reject.action] : null,
      rejectReason: reject?.reason ?? '',
      rejectedBy: reject?.actor ?? null,
      rejectedAt: reject ? ago(reject.daysAgo) : null,
      seq: 100,
      computedAt: computed ? ago(computed.daysAgo) : null,
      completedAt: demo.completedDaysAgo === null ? null : ago(demo.completedDaysAgo),
      createdAt: started,
      updatedAt: updated,
    });
    for (const h of demo.history)
      out.events.push({
        tenantCode,
        projectCode,
        action: h.action,
        label: h.label,
        stage: h.stage,
        status: h.status,
        actorAccountId: h.actor,
        reason: h.reason ?? '',
        at: ago(h.daysAgo),
      });
    const meta = (a: DemoAssetMeta & { assetCode: string; name: string }) => ({
      tenantCode,
      projectCode,
      assetCode: a.assetCode,
      name: a.name,
      description: a.description ?? '',
      ownerAccountId: a.ownerAccountId,
      state: a.state,
      rejectReason: a.rejectReason ?? '',
      createdBy: 'A-23',
      updatedBy: 'A-23',
      createdAt: started,
      updatedAt: started,
    });
    const businessValue = businessValues(config, demo.businesses);
    for (const b of demo.businesses)
      out.businesses.push({
        ...meta(b),
        options: b.options,
        importance: b.importance,
        associations: b.associations.map((a) => ({ assetCode: a.assetCode, type: b.associationTypes?.[a.assetCode] ?? '', degree: a.degree })),
      });
    const assessedAt = demo.history.find((h) => h.action === 'finishAssess');
    for (const s of demo.systems)
      out.systems.push({
        ...meta(s),
        ...systemRatingsOf(s),
        businessCodes: [...s.businessCodes],
        value: systemValue(config, s, businessValue).value,
        assessedAt: s.assessed && assessedAt ? ago(assessedAt.daysAgo + 1) : null,
      });
    for (const u of demo.units)
      out.units.push({
        ...meta(u),
        unitType: u.unitType,
        subType: u.subType,
        category: u.category,
        confidentiality: u.confidentiality,
        integrity: u.integrity,
        availability: u.availability,
        systemCodes: [...u.systemCodes],
        value: unitValue(config, u).value,
        assessedAt: u.assessed && assessedAt ? ago(assessedAt.daysAgo + 1) : null,
      });
    const touched = assessedAt ? ago(assessedAt.daysAgo + 1) : started;
    for (const t of demo.threats) out.threats.push({ tenantCode, projectCode, ...t, value: threatValueOf(config, t).value, updatedAt: touched });
    for (const v of demo.vulnerabilities)
      out.vulnerabilities.push({
        tenantCode,
        projectCode,
        ...v,
        assetTier: v.assetCode.startsWith('SA') ? 'system' : 'unit',
        threatCodes: [...v.threatCodes],
        updatedAt: touched,
      });
    for (const c of demo.controls)
      out.controls.push({ tenantCode, projectCode, ...c, assetCodes: [...c.assetCodes], threatCodes: [...c.threatCodes], updatedAt: touched });
    if (computed) {
      const result = computeAssessment(config, demo);
      for (const r of result.risks) out.risks.push({ tenantCode, projectCode, ...r, computedAt: ago(computed.daysAgo) });
    }
  }
  return out;
}

const REJECTED_STAGE: Record<string, string> = {
  rejectAssess: 'assess',
  rejectControl: 'control',
  rejectRisk: 'risk',
  rejectRemnant: 'remnant_risk',
};
