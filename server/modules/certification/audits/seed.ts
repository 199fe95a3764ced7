/**
 * Demo rows of the audit execution (domain/certification/auditDemo.ts), run after B1's
 * certification seed (../seed.ts) in the same demo transaction: the report of 示例科技's Stage 1
 * and its two findings, the certified clients' certificates, and the client with an overdue
 * surveillance (its project, programme and suspended certificate).
 */
import { and, eq } from 'drizzle-orm';
import { DEMO_CERTIFICATES, DEMO_FINDINGS, DEMO_OVERDUE_PROJECT, DEMO_STAGE1_REPORT } from '../../../../domain/certification/auditDemo';
import { DEMO_CERT_STAGE1_DONE } from '../../../../domain/certification/demo';
import { chinaDayStart } from '../../../../domain/kernel/chinaTime';
import type { DbOrTx } from '../../../db/client';
import { certAudits, certCertificates, certFindings, certProjects } from '../../../db/schema';
import type { SeedPart } from '../../../db/seed';
import { certificationSeed } from '../seed';

const at = (day: string, hour = 10): Date => new Date(chinaDayStart(day).getTime() + hour * 3_600_000);

/** Idempotent: inserts on conflict do nothing; the Stage 1 report only where none is stored. */
export async function seedAuditDemo(tx: DbOrTx, now: Date): Promise<void> {
  const project = DEMO_OVERDUE_PROJECT;
  await tx
    .insert(certProjects)
    .values({
      tenantCode: project.bodyTenantCode,
      certProjectCode: project.certProjectCode,
      origin: project.origin,
      state: project.state,
      clientName: project.clientName,
      contactName: project.contactName,
      contactPhone: project.contactPhone,
      regionCode: project.regionCode,
      regionName: project.regionName,
      standards: project.standards,
      scopeText: project.scopeText,
      scopeCodes: project.scopeCodes,
      personnel: project.personnel,
      auditTime: project.auditTime as unknown as Record<string, unknown>,
      auditTimeConfig: project.auditTime ? { config: project.auditTime.config, tables: project.auditTime.tables } : null,
      reviewedAt: at(project.reviewDate!),
      reviewedBy: 'A-33',
      technicalReview: {
        conclusion: '审核过程和结论符合认证规则，同意推荐注册。',
        reviewer: '示例认证中心管理员',
        reviewedOn: '2025-09-05',
        auditCode: `${project.certProjectCode}-A2`,
      },
      decision: { ...project.decision, note: '', auditCode: `${project.certProjectCode}-A2` },
      createdBy: 'A-33',
      createdAt: at(project.createdOn),
      updatedAt: now,
    })
    .onConflictDoNothing();
  await tx
    .insert(certAudits)
    .values(
      project.audits.map((audit) => ({
        tenantCode: project.bodyTenantCode,
        certProjectCode: project.certProjectCode,
        ...audit,
        report: audit.state === 'closed' ? { conclusion: 'recommend', summary: '体系运行有效，推荐认证注册。', completedOn: audit.endDate } : null,
        publishedAt: audit.startDate ? at(audit.startDate, -24 * 14) : null,
        startedAt: audit.startDate && audit.state === 'closed' ? at(audit.startDate, 9) : null,
        completedAt: audit.endDate && audit.state === 'closed' ? at(audit.endDate, 17) : null,
        closedAt: audit.endDate && audit.state === 'closed' ? at(audit.endDate, 24 * 20) : null,
        updatedBy: 'A-33',
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();

  const [stage1] = await tx.select().from(certAudits).where(eq(certAudits.auditCode, DEMO_CERT_STAGE1_DONE));
  if (stage1 && !stage1.report)
    await tx
      .update(certAudits)
      .set({ report: DEMO_STAGE1_REPORT, plan: stage1Plan })
      .where(and(eq(certAudits.tenantCode, stage1.tenantCode), eq(certAudits.auditCode, DEMO_CERT_STAGE1_DONE)));
  if (stage1)
    await tx
      .insert(certFindings)
      .values(
        DEMO_FINDINGS.map((finding) => ({
          tenantCode: stage1.tenantCode,
          findingCode: finding.findingCode,
          auditCode: finding.auditCode,
          certProjectCode: finding.certProjectCode,
          grade: finding.grade,
          state: finding.state,
          clause: finding.clause,
          description: finding.description,
          evidence: finding.evidence,
          deadline: finding.deadline,
          correctiveAction: finding.correctiveAction,
          submittedAt: finding.submittedOn ? at(finding.submittedOn, 15) : null,
          submittedBy: finding.submittedOn ? 'A-21' : null,
          createdBy: 'A-32',
          createdAt: at('2026-10-16', 16),
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();

  await tx
    .insert(certCertificates)
    .values(
      DEMO_CERTIFICATES.map((certificate) => ({
        tenantCode: certificate.bodyTenantCode,
        certificateNo: certificate.certificateNo,
        certProjectCode: certificate.certProjectCode,
        standards: certificate.standards,
        scopeText: certificate.scopeText,
        issuedOn: certificate.issuedOn,
        expiresOn: certificate.expiresOn,
        status: certificate.status,
        statusReason: certificate.statusReason,
        statusSince: certificate.statusSince,
        history: certificate.history as unknown as Record<string, unknown>[],
        createdAt: at(certificate.issuedOn),
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

const stage1Plan = {
  objectives: '评审信息安全管理体系文件和适用性声明，确认第二阶段审核的准备情况。',
  sessions: [
    { date: '2026-10-15', time: '09:00–09:30', process: '首次会议', auditee: '管理层', auditor: '陈静怡' },
    { date: '2026-10-15', time: '09:30–12:00', process: '4 组织环境、5 领导作用、6.1 风险评估与处置', auditee: '信息安全管理部', auditor: '陈静怡' },
    { date: '2026-10-15', time: '13:30–17:00', process: 'A.5.15–A.5.18 访问控制与身份管理', auditee: '运维部', auditor: '认证机构审核员' },
    { date: '2026-10-16', time: '09:00–11:30', process: '9.2 内部审核、9.3 管理评审', auditee: '信息安全管理部', auditor: '陈静怡' },
    { date: '2026-10-16', time: '15:00–15:30', process: '末次会议', auditee: '管理层', auditor: '陈静怡' },
  ],
  savedAt: '2026-10-10T02:00:00.000Z',
  savedBy: 'A-32',
};

/**
 * The seed part, for B1's ../seed.ts to run after its own rows (or for server/modules/index.ts):
 * `await seedAuditDemo(tx, now)` at the end of certificationSeed's demo transaction.
 */
export const certificationAuditsSeed: SeedPart = {
  area: 'certification',
  async demo({ now }) {
    return (tx) => seedAuditDemo(tx, now);
  },
};

/** B1's certification seed followed by the audit execution's rows, in the one demo transaction (server/modules/index.ts). */
export const certificationWithAuditsSeed: SeedPart = {
  area: 'certification',
  async demo(context) {
    const projects = await certificationSeed.demo!(context);
    return async (tx) => {
      await projects(tx);
      await seedAuditDemo(tx, context.now);
    };
  },
};
