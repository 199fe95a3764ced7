/**
 * Certification from outside the body: the bodies a channel may apply to, a channel's application
 * for its marketplace certification project, that project's progress for the customer and the
 * channel (the schedule shown once published), and the platform's counts per body.
 */
import type { certificationContracts as c } from '../../../domain/certification/contracts';
import { ErrorCode } from '../../../domain/errors';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { ProjectRegistry } from '../projects/facts';
import type { CertificationServiceDeps } from './service';
import { auditItem } from './views';

export function createCertificationApplications(
  deps: CertificationServiceDeps,
  helpers: { region: (code: string) => string; newCode: () => string },
) {
  const { repos, clock } = deps;
  const { region, newCode } = helpers;

  return {
    async bodies() {
      const { list } = await deps.accountDirectory.listTenants({ type: 'cb', approvalState: 'success', current: 1, pageSize: 200 });
      return { list: list.map((tenant) => ({ tenantCode: tenant.tenantCode, tenantZhName: tenant.tenantZhName })) };
    },

    async apply(auth: RequestContext, body: ParsedBody<typeof c.certApply>) {
      let project: Awaited<ReturnType<ProjectRegistry['forDelivery']>>;
      try {
        project = await deps.projectRegistry.forDelivery(auth, body.projectCode);
      } catch {
        throw new BusinessError(ErrorCode.CERT_APPLICATION_PROJECT_NOT_FOUND);
      }
      if (project.relation !== 'manager' || project.tenantCode !== auth.tenant?.tenantCode || project.withdrawn)
        throw new BusinessError(ErrorCode.CERT_APPLICATION_PROJECT_NOT_FOUND);
      const product = (await deps.products.summariesByCodes([project.productCode])).get(project.productCode);
      if (product?.serviceKind !== 'certification') throw new BusinessError(ErrorCode.CERT_APPLICATION_NOT_CERTIFICATION);
      if (await repos.repo.byMarketplaceProject(body.projectCode)) throw new BusinessError(ErrorCode.CERT_APPLICATION_EXISTS);
      const names = await deps.accountDirectory.tenantNames([body.bodyTenantCode, project.customerTenantCode]);
      if (names.get(body.bodyTenantCode)?.type !== 'cb') throw new BusinessError(ErrorCode.CERT_BODY_UNKNOWN);
      const regionName = region(body.regionCode);
      const now = clock.now();
      const certProjectCode = newCode();
      await repos.repo.insertProject({
        tenantCode: body.bodyTenantCode,
        certProjectCode,
        origin: 'channel',
        state: 'applied',
        clientName: names.get(project.customerTenantCode)?.tenantZhName ?? project.customerTenantCode,
        clientTenantCode: project.customerTenantCode,
        channelTenantCode: project.tenantCode,
        projectCode: project.projectCode,
        contactName: body.contactName,
        contactPhone: body.contactPhone,
        regionCode: body.regionCode,
        regionName,
        standards: body.standards,
        scopeText: body.scopeText,
        createdBy: auth.account.accountId,
        createdAt: now,
        updatedAt: now,
      });
      await deps.projectRegistry.recordKindEvent(
        'certification',
        project.projectCode,
        auth.account.accountId,
        `已向${names.get(body.bodyTenantCode)?.tenantZhName ?? body.bodyTenantCode}提交认证申请`,
        now,
        { stage: 'applied' },
      );
      return { certProjectCode, state: 'applied' as const };
    },

    async progress(auth: RequestContext, query: ParsedQuery<typeof c.certProgressOfProject>) {
      const row = await repos.repo.byMarketplaceProject(query.projectCode);
      const tenant = auth.tenant?.tenantCode;
      if (!row || !tenant || (row.clientTenantCode !== tenant && row.channelTenantCode !== tenant)) return { progress: null };
      const [names, audits] = await Promise.all([
        deps.accountDirectory.tenantNames([row.tenantCode]),
        repos.repo.auditsOfProject(row.tenantCode, row.certProjectCode),
      ]);
      return {
        progress: {
          certProjectCode: row.certProjectCode,
          bodyName: names.get(row.tenantCode)?.tenantZhName ?? row.tenantCode,
          state: row.state,
          standards: row.standards,
          scopeText: row.scopeText,
          declineReason: row.declineReason,
          audits: audits.map((audit) => auditItem(audit, false)),
        },
      };
    },

    async platformBodies() {
      const { projects, certificates } = await repos.repo.countsByBody();
      const bodies = new Map<string, { tenantCode: string; projects: number; openProjects: number; certified: number; validCertificates: number }>();
      const of = (tenantCode: string) => {
        let entry = bodies.get(tenantCode);
        if (!entry) bodies.set(tenantCode, (entry = { tenantCode, projects: 0, openProjects: 0, certified: 0, validCertificates: 0 }));
        return entry;
      };
      for (const row of projects) {
        const entry = of(row.tenantCode);
        entry.projects += row.n;
        if (['applied', 'accepted', 'reviewed', 'programmed', 'technicalReview'].includes(row.state)) entry.openProjects += row.n;
        if (row.state === 'certified') entry.certified += row.n;
      }
      for (const row of certificates) if (row.status === 'valid') of(row.tenantCode).validCertificates += row.n;
      return { list: [...bodies.values()].sort((a, b) => a.tenantCode.localeCompare(b.tenantCode)) };
    },
  };
}
