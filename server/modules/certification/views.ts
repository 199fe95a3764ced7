/**
 * What a certification project looks like to its viewers: the list item (with its next audit), the
 * detail with the stored audit time and what the caller may do, an audit's row (its schedule hidden
 * from the client until published), and the audit-time input of an application.
 */
import type { CertAuditItem, CertProjectDetail, CertProjectItem } from '../../../domain/certification/contracts';
import { canRegenerateProgramme } from '../../../domain/certification/programme';
import { CERT_PROJECT_MACHINE, certProjectViewer, isAuditFinished } from '../../../domain/certification/rules';
import type { AuditTimeInput, AuditTimeResult } from '../../../domain/engines/auditTime';
import { ErrorCode } from '../../../domain/errors';
import type { CertAuditRow, CertProjectRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { CertificationServiceDeps } from './service';

const toNumber = (value: unknown): number => Number(value ?? 0);

export function auditItem(row: CertAuditRow, showSchedule = true): CertAuditItem {
  const visible = showSchedule || row.scheduleState === 'published';
  return {
    auditCode: row.auditCode,
    seq: row.seq,
    type: row.type,
    state: row.state,
    scheduleState: showSchedule ? row.scheduleState : row.scheduleState === 'published' ? 'published' : 'unscheduled',
    windowFrom: row.windowFrom,
    windowTo: row.windowTo,
    requiredDays: toNumber(row.requiredDays),
    totalDays: toNumber(row.totalDays),
    startDate: visible ? row.startDate : null,
    endDate: visible ? row.endDate : null,
    team: visible ? row.team.map((member) => ({ ...member, days: toNumber(member.days) })) : [],
  };
}

function auditTimeView(row: CertProjectRow): CertProjectDetail['auditTime'] {
  const result = row.auditTime as unknown as AuditTimeResult | null;
  if (!result || !row.reviewedAt) return null;
  return {
    reviewedAt: row.reviewedAt.toISOString(),
    tables: result.tables.map((table) => ({ standard: table.standard, id: table.id, version: table.version, title: table.title })),
    effectivePersonnel: toNumber((result.effectivePersonnel as { effective?: number }).effective),
    initialDays: result.initial.totalDays,
    stage1Days: result.initial.stage1Days,
    stage2Days: result.initial.stage2Days,
    onSiteMinDays: result.initial.onSiteMinDays,
    surveillanceDays: result.surveillance.totalDays,
    recertificationDays: result.recertification.totalDays,
    justification: result.justification,
  };
}

/** The audit-time input of a project's application; a Chinese refusal naming the field when incomplete. */
export function auditTimeInputOf(row: CertProjectRow, integration: { pct: number; justification: string }): AuditTimeInput {
  if (!row.standards.length) throw new BusinessError(ErrorCode.CERT_AUDIT_TIME_INVALID, '请先在申请信息中选择认证标准（standards）');
  const sites = row.sites as AuditTimeInput['sites'];
  if (!row.personnel && !sites?.length)
    throw new BusinessError(ErrorCode.CERT_AUDIT_TIME_INVALID, '请先在申请信息中填写有效人数（personnel）或场所（sites）');
  return {
    standards: row.standards.map((standard) => ({ standard, complexity: row.complexity[standard] as never })),
    ...(sites?.length ? { sites } : { personnel: row.personnel as AuditTimeInput['personnel'] }),
    ...(integration.pct > 0 ? { integration: { reductionPct: integration.pct, justification: integration.justification } } : {}),
  };
}

export function createProjectViews(deps: Pick<CertificationServiceDeps, 'repos' | 'accountDirectory'>) {
  const { repos } = deps;

  async function itemsOf(rows: readonly CertProjectRow[]): Promise<CertProjectItem[]> {
    const tenants = [...new Set(rows.flatMap((row) => [row.tenantCode, row.channelTenantCode].filter((code): code is string => !!code)))];
    const [names, audits] = await Promise.all([
      deps.accountDirectory.tenantNames(tenants),
      repos.repo.auditsOfProjects(rows.map((row) => row.certProjectCode)),
    ]);
    return rows.map((row) => {
      const next = audits.find(
        (audit) => audit.certProjectCode === row.certProjectCode && audit.tenantCode === row.tenantCode && !isAuditFinished(audit.state),
      );
      return {
        certProjectCode: row.certProjectCode,
        bodyTenantCode: row.tenantCode,
        bodyName: names.get(row.tenantCode)?.tenantZhName ?? row.tenantCode,
        origin: row.origin,
        state: row.state,
        clientName: row.clientName,
        clientTenantCode: row.clientTenantCode,
        channelTenantCode: row.channelTenantCode,
        channelName: row.channelTenantCode ? (names.get(row.channelTenantCode)?.tenantZhName ?? row.channelTenantCode) : null,
        projectCode: row.projectCode,
        regionName: row.regionName,
        standards: row.standards,
        scopeCodes: row.scopeCodes,
        nextAudit: next ? auditItem(next) : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        version: row.version,
      };
    });
  }

  async function detailOf(auth: RequestContext, row: CertProjectRow): Promise<CertProjectDetail> {
    const [item] = await itemsOf([row]);
    const audits = await repos.repo.auditsOfProject(row.tenantCode, row.certProjectCode);
    const viewer = certProjectViewer(auth.userInfo, auth.tenant?.tenantCode);
    const canManage = viewer.kind === 'planner' && viewer.body === row.tenantCode;
    const actions = canManage ? CERT_PROJECT_MACHINE.allowedActions(row.state, auth.userInfo).map((move) => move.action) : [];
    return {
      ...item!,
      contact: { name: row.contactName, phone: row.contactPhone },
      application: {
        contactName: row.contactName,
        contactPhone: row.contactPhone,
        regionCode: row.regionCode,
        regionName: row.regionName,
        standards: row.standards,
        scopeText: row.scopeText,
        scopeCodes: row.scopeCodes,
        hangyeCode: row.hangyeCode,
        personnel: (row.personnel as CertProjectDetail['application']['personnel']) ?? null,
        sites: row.sites as CertProjectDetail['application']['sites'],
        complexity: row.complexity as CertProjectDetail['application']['complexity'],
        notApplicable: row.notApplicable,
      },
      declineReason: row.declineReason,
      endReason: row.endReason,
      auditTime: auditTimeView(row),
      audits: audits.map((audit) => auditItem(audit)),
      actions,
      canManage,
      canEditApplication: canManage && (row.state === 'accepted' || row.state === 'reviewed'),
      canGenerateProgramme: canManage && (row.state === 'reviewed' || (row.state === 'programmed' && canRegenerateProgramme(audits))),
      decision: row.decision,
    };
  }

  return { itemsOf, detailOf };
}
