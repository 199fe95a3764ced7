/**
 * Certification projects of a body: the list and detail for each viewer (certProjectViewer, views.ts),
 * registration, acceptance, the application, the contract review (audit time stored with its
 * configuration and table versions), the programme (domain/certification/programme.ts) and ending a
 * project; with the channel's application and the platform's counts (channel.ts). Moves are checked
 * with CERT_PROJECT_MACHINE.
 */
import { randomBytes } from 'node:crypto';
import type { certificationContracts as c, CertProjectDetail } from '../../../domain/certification/contracts';
import { canRegenerateProgramme, generateProgramme } from '../../../domain/certification/programme';
import { CERT_PROJECT_MACHINE, certProjectViewer, type CertProjectAction } from '../../../domain/certification/rules';
import { type AuditTimeResult, calculateAuditTime } from '../../../domain/engines/auditTime';
import { ErrorCode } from '../../../domain/errors';
import { chinaCompactDay, chinaDay } from '../../../domain/kernel/chinaTime';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import { StateMoveError } from '../../../domain/kernel/stateMachine';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { CertProjectRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { DictionaryNames } from '../dictionaries';
import type { AccountDirectory } from '../identity';
import type { Products } from '../products/service';
import type { KindStageKey, ProjectRegistry } from '../projects/facts';
import { createCertificationApplications } from './channel';
import type { CertificationDirectory } from './directory';
import type { CertificationRepository, CertProjectScope, CertProjectValues } from './repository';
import { auditTimeInputOf, createProjectViews } from './views';

export interface CertificationServiceDeps {
  repos: Repositories<CertificationRepository>;
  directory: CertificationDirectory;
  accountDirectory: Pick<AccountDirectory, 'tenantNames' | 'listTenants'>;
  dictionaryNames: Pick<DictionaryNames, 'regionPath'>;
  projectRegistry: Pick<ProjectRegistry, 'forDelivery' | 'recordKindEvent'>;
  products: Pick<Products, 'summariesByCodes'>;
  clock: Clock;
}
export function createCertificationService(deps: CertificationServiceDeps) {
  const { repos, directory, clock } = deps;
  const newCode = () => `CP${chinaCompactDay(clock.now())}${randomBytes(3).toString('hex').toUpperCase()}`;
  const { detailOf, itemsOf } = createProjectViews(deps);

  async function scopeOf(auth: RequestContext): Promise<CertProjectScope | null> {
    const viewer = certProjectViewer(auth.userInfo, auth.tenant?.tenantCode);
    switch (viewer.kind) {
      case 'planner':
        return { kind: 'body', body: viewer.body };
      case 'auditor': {
        const assessorCode = await directory.memberAssessorCode(auth);
        return assessorCode ? { kind: 'assessor', body: viewer.body, assessorCode } : null;
      }
      case 'channel':
        return { kind: 'channel', channel: viewer.channel };
      case 'delivery':
        return { kind: 'all' };
      default:
        return null;
    }
  }
  /** The caller's body's project, for a planner's write. */
  async function ownProject(auth: RequestContext, certProjectCode: string): Promise<CertProjectRow> {
    const viewer = certProjectViewer(auth.userInfo, auth.tenant?.tenantCode);
    if (viewer.kind !== 'planner') throw new BusinessError(ErrorCode.CERT_PROJECT_PLANNER_ONLY);
    const row = await repos.repo.projectOfBody(viewer.body, certProjectCode);
    if (!row) throw new BusinessError(ErrorCode.CERT_PROJECT_NOT_FOUND);
    return row;
  }

  function assertMove(auth: RequestContext, row: CertProjectRow, action: CertProjectAction) {
    try {
      return CERT_PROJECT_MACHINE.assertMove(row.state, action, auth.userInfo);
    } catch (error) {
      if (error instanceof StateMoveError) throw new BusinessError(ErrorCode.CERT_PROJECT_STATE, error.message);
      throw error;
    }
  }

  async function write(auth: RequestContext, row: CertProjectRow, version: number, values: CertProjectValues): Promise<CertProjectDetail> {
    if (row.version !== version) throw new BusinessError(ErrorCode.CERT_PROJECT_VERSION_CONFLICT);
    const updated = await repos.repo.updateProject(row.tenantCode, row.certProjectCode, version, { ...values, updatedAt: clock.now() });
    if (!updated) throw new BusinessError(ErrorCode.CERT_PROJECT_VERSION_CONFLICT);
    return detailOf(auth, updated);
  }

  function region(code: string): string {
    const path = deps.dictionaryNames.regionPath(code);
    if (!path) throw new BusinessError(ErrorCode.CERT_PROJECT_REGION_UNKNOWN);
    return path.join('');
  }

  async function recordEvent(row: CertProjectRow, actor: string | null, summary: string, stage?: KindStageKey<'certification'>) {
    if (row.projectCode) await deps.projectRegistry.recordKindEvent('certification', row.projectCode, actor, summary, clock.now(), { stage });
  }

  return {
    async list(auth: RequestContext, query: ParsedQuery<typeof c.certProjectList>) {
      const scope = await scopeOf(auth);
      if (!scope) return { list: [], total: 0, current: query.current, pageSize: query.pageSize };
      const { rows, total } = await repos.repo.pageProjects(scope, { keyword: query.keyword, state: query.state, standard: query.standard }, query);
      return { list: await itemsOf(rows), total, current: query.current, pageSize: query.pageSize };
    },

    async detail(auth: RequestContext, query: ParsedQuery<typeof c.certProjectDetail>) {
      return detailOf(auth, await directory.visibleProject(auth, query.certProjectCode));
    },

    async register(auth: RequestContext, body: ParsedBody<typeof c.certProjectRegister>) {
      const viewer = certProjectViewer(auth.userInfo, auth.tenant?.tenantCode);
      if (viewer.kind !== 'planner') throw new BusinessError(ErrorCode.CERT_PROJECT_PLANNER_ONLY);
      const regionName = region(body.regionCode);
      const clientTenantCode = body.clientTenantCode || null;
      if (clientTenantCode) {
        const tenant = (await deps.accountDirectory.tenantNames([clientTenantCode])).get(clientTenantCode);
        if (tenant?.type !== 'customer') throw new BusinessError(ErrorCode.CERT_PROJECT_CLIENT_TENANT_UNKNOWN);
      }
      const now = clock.now();
      const certProjectCode = newCode();
      await repos.repo.insertProject({
        tenantCode: viewer.body,
        certProjectCode,
        origin: 'body',
        state: 'accepted',
        clientName: body.clientName,
        clientTenantCode,
        contactName: body.contactName,
        contactPhone: body.contactPhone,
        regionCode: body.regionCode,
        regionName,
        standards: body.standards,
        scopeText: body.scopeText,
        scopeCodes: body.scopeCodes,
        createdBy: auth.account.accountId,
        createdAt: now,
        updatedAt: now,
      });
      return detailOf(auth, (await repos.repo.projectOfBody(viewer.body, certProjectCode))!);
    },

    async accept(auth: RequestContext, body: ParsedBody<typeof c.certProjectAccept>) {
      const row = await ownProject(auth, body.certProjectCode);
      const state = assertMove(auth, row, 'accept');
      const detail = await write(auth, row, body.version, { state });
      await recordEvent(row, auth.account.accountId, `${detail.bodyName}已受理认证申请`, 'accepted');
      return detail;
    },

    async decline(auth: RequestContext, body: ParsedBody<typeof c.certProjectDecline>) {
      const row = await ownProject(auth, body.certProjectCode);
      const state = assertMove(auth, row, 'decline');
      const detail = await write(auth, row, body.version, { state, declineReason: body.reason });
      await recordEvent(row, auth.account.accountId, `${detail.bodyName}拒绝受理认证申请：${body.reason}`);
      return detail;
    },

    async saveApplication(auth: RequestContext, body: ParsedBody<typeof c.certProjectSaveApplication>) {
      const row = await ownProject(auth, body.certProjectCode);
      if (row.state !== 'accepted' && row.state !== 'reviewed')
        throw new BusinessError(ErrorCode.CERT_PROJECT_STATE, `认证项目当前为“${CERT_PROJECT_MACHINE.label(row.state)}”，不能修改申请信息`);
      if (!body.personnel && !body.sites.length)
        throw new BusinessError(ErrorCode.CERT_PROJECT_INVALID, '请填写有效人数（personnel）或场所（sites）');
      if (body.sites.length && !body.sites.some((site) => site.central))
        throw new BusinessError(ErrorCode.CERT_PROJECT_INVALID, '多场所时须指定一个中心职能场所（sites.central）');
      return write(auth, row, body.version, {
        state: 'accepted',
        contactName: body.contactName,
        contactPhone: body.contactPhone,
        regionCode: body.regionCode,
        regionName: region(body.regionCode),
        standards: body.standards,
        scopeText: body.scopeText,
        scopeCodes: body.scopeCodes,
        hangyeCode: body.hangyeCode || null,
        personnel: body.sites.length ? null : (body.personnel as Record<string, unknown>),
        sites: body.sites,
        complexity: body.complexity,
        notApplicable: body.notApplicable,
        // A changed application needs a new contract review.
        auditTime: null,
        auditTimeConfig: null,
        reviewedAt: null,
        reviewedBy: null,
      });
    },

    async review(auth: RequestContext, body: ParsedBody<typeof c.certProjectReview>) {
      const row = await ownProject(auth, body.certProjectCode);
      const state = assertMove(auth, row, 'review');
      const input = auditTimeInputOf(row, { pct: body.integrationPct, justification: body.integrationJustification });
      let result: AuditTimeResult;
      try {
        result = calculateAuditTime(input);
      } catch (error) {
        throw new BusinessError(ErrorCode.CERT_AUDIT_TIME_INVALID, error instanceof Error ? `审核人日计算失败：${error.message}` : undefined);
      }
      return write(auth, row, body.version, {
        state,
        auditTime: result as unknown as Record<string, unknown>,
        auditTimeConfig: { config: result.config, tables: result.tables, input } as unknown as Record<string, unknown>,
        reviewedAt: clock.now(),
        reviewedBy: auth.account.accountId,
      });
    },

    async programme(auth: RequestContext, body: ParsedBody<typeof c.certProjectProgramme>) {
      const row = await ownProject(auth, body.certProjectCode);
      const state = assertMove(auth, row, 'programme');
      const result = row.auditTime as unknown as AuditTimeResult | null;
      if (!result || !row.reviewedAt) throw new BusinessError(ErrorCode.CERT_PROGRAMME_NOT_REVIEWED);
      if (row.version !== body.version) throw new BusinessError(ErrorCode.CERT_PROJECT_VERSION_CONFLICT);
      const now = clock.now();
      const detail = await repos.transaction(async (repo) => {
        const existing = await repo.auditsOfProject(row.tenantCode, row.certProjectCode);
        if (!canRegenerateProgramme(existing)) throw new BusinessError(ErrorCode.CERT_PROGRAMME_STARTED);
        const audits = generateProgramme(chinaDay(row.reviewedAt!), result);
        await repo.replaceAudits(
          row.tenantCode,
          row.certProjectCode,
          audits.map((audit) => ({
            tenantCode: row.tenantCode,
            auditCode: `${row.certProjectCode}-A${audit.seq}`,
            certProjectCode: row.certProjectCode,
            seq: audit.seq,
            type: audit.type,
            state: 'planned' as const,
            scheduleState: 'unscheduled' as const,
            windowFrom: audit.windowFrom,
            windowTo: audit.windowTo,
            requiredDays: audit.requiredDays,
            totalDays: audit.totalDays,
            updatedBy: auth.account.accountId,
            updatedAt: now,
          })),
        );
        const updated = await repo.updateProject(row.tenantCode, row.certProjectCode, body.version, { state, updatedAt: now });
        if (!updated) throw new BusinessError(ErrorCode.CERT_PROJECT_VERSION_CONFLICT);
        return updated;
      });
      await recordEvent(row, auth.account.accountId, '认证机构已完成合同评审并生成审核方案', 'programmed');
      return detailOf(auth, detail);
    },

    async end(auth: RequestContext, body: ParsedBody<typeof c.certProjectEnd>) {
      const row = await ownProject(auth, body.certProjectCode);
      const state = assertMove(auth, row, 'withdraw');
      if (row.version !== body.version) throw new BusinessError(ErrorCode.CERT_PROJECT_VERSION_CONFLICT);
      const now = clock.now();
      const updated = await repos.transaction(async (repo) => {
        for (const audit of await repo.auditsOfProject(row.tenantCode, row.certProjectCode))
          if (audit.state === 'planned' || audit.state === 'scheduled')
            await repo.updateAudit(row.tenantCode, audit.auditCode, { state: 'cancelled', updatedBy: auth.account.accountId, updatedAt: now });
        const result = await repo.updateProject(row.tenantCode, row.certProjectCode, body.version, { state, endReason: body.reason, updatedAt: now });
        if (!result) throw new BusinessError(ErrorCode.CERT_PROJECT_VERSION_CONFLICT);
        return result;
      });
      await recordEvent(row, auth.account.accountId, `认证项目已终止：${body.reason}`);
      return detailOf(auth, updated);
    },

    ...createCertificationApplications(deps, { region, newCode }),
  };
}

export type CertificationService = ReturnType<typeof createCertificationService>;
