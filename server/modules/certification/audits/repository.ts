/**
 * The audit execution's queries over cert_audits (plan, report, state), cert_findings and
 * cert_certificates. Every read names the body (`tenant_code`) except the certificate list's
 * scopes of a channel, a customer and platform delivery.
 */
import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { CertificateStatus } from '../../../../domain/certification/enums';
import type { DbOrTx } from '../../../db/client';
import { pagedSelect } from '../../../db/paging';
import { containsPattern, type Page } from '../../../db/query';
import { type CertCertificateRow, type CertFindingRow, certAudits, certCertificates, certFindings, certProjects } from '../../../db/schema';

export type NewCertFinding = typeof certFindings.$inferInsert;
export type NewCertCertificate = typeof certCertificates.$inferInsert;
export type FindingValues = Partial<Omit<NewCertFinding, 'tenantCode' | 'findingCode' | 'auditCode' | 'certProjectCode'>>;
export type CertificateValues = Partial<Omit<NewCertCertificate, 'tenantCode' | 'certificateNo' | 'certProjectCode'>>;

/** Who a certificate list covers. */
export type CertificateScope =
  | { kind: 'body'; body: string }
  | { kind: 'channel'; channel: string }
  | { kind: 'client'; client: string }
  | { kind: 'all' };

export function createAuditRepository(db: DbOrTx) {
  function scopeOf(scope: CertificateScope): SQL | undefined {
    switch (scope.kind) {
      case 'body':
        return eq(certCertificates.tenantCode, scope.body);
      case 'channel':
        return eq(certProjects.channelTenantCode, scope.channel);
      case 'client':
        return eq(certProjects.clientTenantCode, scope.client);
      case 'all':
        return undefined;
    }
  }

  return {
    async auditByCode(auditCode: string) {
      const [row] = await db.select().from(certAudits).where(eq(certAudits.auditCode, auditCode));
      return row;
    },

    findingsOfAudits(body: string, auditCodes: readonly string[]): Promise<CertFindingRow[]> {
      if (!auditCodes.length) return Promise.resolve([]);
      return db
        .select()
        .from(certFindings)
        .where(and(eq(certFindings.tenantCode, body), inArray(certFindings.auditCode, [...auditCodes])))
        .orderBy(asc(certFindings.createdAt), asc(certFindings.findingCode));
    },

    async findingByCode(findingCode: string): Promise<CertFindingRow | undefined> {
      const [row] = await db.select().from(certFindings).where(eq(certFindings.findingCode, findingCode));
      return row;
    },

    async insertFinding(values: NewCertFinding): Promise<void> {
      await db.insert(certFindings).values(values);
    },

    async updateFinding(body: string, findingCode: string, values: FindingValues): Promise<void> {
      await db
        .update(certFindings)
        .set(values)
        .where(and(eq(certFindings.tenantCode, body), eq(certFindings.findingCode, findingCode)));
    },

    async deleteFinding(body: string, findingCode: string): Promise<void> {
      await db.delete(certFindings).where(and(eq(certFindings.tenantCode, body), eq(certFindings.findingCode, findingCode)));
    },

    certificatesOfProject(body: string, certProjectCode: string): Promise<CertCertificateRow[]> {
      return db
        .select()
        .from(certCertificates)
        .where(and(eq(certCertificates.tenantCode, body), eq(certCertificates.certProjectCode, certProjectCode)))
        .orderBy(desc(certCertificates.issuedOn));
    },

    async certificateByNo(certificateNo: string) {
      const [row] = await db
        .select({ certificate: certCertificates, project: certProjects })
        .from(certCertificates)
        .innerJoin(
          certProjects,
          and(eq(certProjects.tenantCode, certCertificates.tenantCode), eq(certProjects.certProjectCode, certCertificates.certProjectCode)),
        )
        .where(eq(certCertificates.certificateNo, certificateNo));
      return row;
    },

    /** How many certificates the body numbered with `prefix` (for the next serial). */
    async countNumbered(body: string, prefix: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(certCertificates)
        .where(and(eq(certCertificates.tenantCode, body), like(certCertificates.certificateNo, `${prefix}%`)));
      return Number(row?.n ?? 0);
    },

    async insertCertificate(values: NewCertCertificate): Promise<void> {
      await db.insert(certCertificates).values(values);
    },

    async updateCertificate(body: string, certificateNo: string, values: CertificateValues): Promise<void> {
      await db
        .update(certCertificates)
        .set(values)
        .where(and(eq(certCertificates.tenantCode, body), eq(certCertificates.certificateNo, certificateNo)));
    },

    /** Certificates of the scope the overdue-surveillance rule may still change (valid or suspended). */
    async openCertificates(scope: CertificateScope): Promise<CertCertificateRow[]> {
      const rows = await db
        .select({ certificate: certCertificates })
        .from(certCertificates)
        .innerJoin(
          certProjects,
          and(eq(certProjects.tenantCode, certCertificates.tenantCode), eq(certProjects.certProjectCode, certCertificates.certProjectCode)),
        )
        .where(and(scopeOf(scope), inArray(certCertificates.status, ['valid', 'suspended'])));
      return rows.map((row) => row.certificate);
    },

    pageCertificates(scope: CertificateScope, filter: { keyword?: string; status?: CertificateStatus }, page: Page) {
      const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
      const where = and(
        scopeOf(scope),
        pattern ? or(ilike(certCertificates.certificateNo, pattern), ilike(certProjects.clientName, pattern)) : undefined,
        filter.status ? eq(certCertificates.status, filter.status) : undefined,
      );
      const join = and(eq(certProjects.tenantCode, certCertificates.tenantCode), eq(certProjects.certProjectCode, certCertificates.certProjectCode));
      return pagedSelect(db, page, {
        count: db.select({ total: count() }).from(certCertificates).innerJoin(certProjects, join).where(where),
        rows: db
          .select({ certificate: certCertificates, project: certProjects })
          .from(certCertificates)
          .innerJoin(certProjects, join)
          .where(where)
          .orderBy(desc(certCertificates.issuedOn), asc(certCertificates.certificateNo)),
      });
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
