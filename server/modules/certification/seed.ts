/**
 * Demo rows of the certification area (domain/certification/demo.ts): the projects of 示例认证中心
 * and 华安认证 with their programmes. B2's part seeds the findings, reports and certificates.
 */
import { DEMO_CERT_PROJECTS } from '../../../domain/certification/demo';
import { chinaDayStart } from '../../../domain/kernel/chinaTime';
import { certAudits, certProjects } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

const at = (day: string, hour = 10): Date => new Date(chinaDayStart(day).getTime() + hour * 3_600_000);

export const certificationSeed: SeedPart = {
  area: 'certification',
  async demo({ now }) {
    return async (tx) => {
      await tx
        .insert(certProjects)
        .values(
          DEMO_CERT_PROJECTS.map((project) => ({
            tenantCode: project.bodyTenantCode,
            certProjectCode: project.certProjectCode,
            origin: project.origin,
            state: project.state,
            clientName: project.clientName,
            clientTenantCode: project.clientTenantCode,
            channelTenantCode: project.channelTenantCode,
            projectCode: project.projectCode,
            contactName: project.contactName,
            contactPhone: project.contactPhone,
            regionCode: project.regionCode,
            regionName: project.regionName,
            standards: project.standards,
            scopeText: project.scopeText,
            scopeCodes: project.scopeCodes,
            personnel: project.personnel,
            auditTime: project.auditTime as unknown as Record<string, unknown> | null,
            auditTimeConfig: project.auditTime ? { config: project.auditTime.config, tables: project.auditTime.tables } : null,
            reviewedAt: project.reviewDate ? at(project.reviewDate) : null,
            reviewedBy: project.reviewDate ? 'A-33' : null,
            decision: project.decision,
            createdBy: project.origin === 'channel' ? 'A-11' : 'A-33',
            createdAt: at(project.createdOn),
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
      const audits = DEMO_CERT_PROJECTS.flatMap((project) =>
        project.audits.map((audit) => ({
          tenantCode: project.bodyTenantCode,
          certProjectCode: project.certProjectCode,
          ...audit,
          publishedAt: audit.scheduleState === 'published' && audit.startDate ? at(audit.startDate, -24 * 14) : null,
          startedAt: audit.startDate && ['inProgress', 'completed', 'closed'].includes(audit.state) ? at(audit.startDate, 9) : null,
          completedAt: audit.endDate && ['completed', 'closed'].includes(audit.state) ? at(audit.endDate, 17) : null,
          closedAt: audit.endDate && audit.state === 'closed' ? at(audit.endDate, 24 * 30) : null,
          updatedBy: 'A-33',
          updatedAt: now,
        })),
      );
      if (audits.length) await tx.insert(certAudits).values(audits).onConflictDoNothing();
    };
  },
};
