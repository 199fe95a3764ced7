/**
 * The certification area's queries over cert_projects and cert_audits (B2's execution part has
 * its own repository over the same tables in ./audits/). Every read names the body (`tenant_code`)
 * except the ones named for another reader: a customer's marketplace project (`byMarketplaceProject`),
 * a channel's applications and platform delivery (`BodiesScope`).
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AuditState, CertProjectState } from '../../../domain/certification/enums';
import type { ManagementSystem } from '../../../domain/engines/auditTime';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import { type CertAuditRow, type CertProjectRow, certAudits, certCertificates, certProjects } from '../../db/schema';

export type NewCertProject = typeof certProjects.$inferInsert;
export type NewCertAudit = typeof certAudits.$inferInsert;
export type CertProjectValues = Partial<Omit<NewCertProject, 'tenantCode' | 'certProjectCode' | 'version' | 'createdAt' | 'createdBy'>>;
export type CertAuditValues = Partial<Omit<NewCertAudit, 'tenantCode' | 'auditCode' | 'certProjectCode' | 'version'>>;

/** Who a list covers. */
export type CertProjectScope =
  | { kind: 'body'; body: string }
  | { kind: 'assessor'; body: string; assessorCode: string }
  | { kind: 'channel'; channel: string }
  | { kind: 'all' };

export interface CertProjectFilter {
  keyword?: string;
  state?: CertProjectState;
  standard?: ManagementSystem;
  bodyTenantCode?: string;
}

const teamHolds = (assessorCode: string): SQL => sql`${certAudits.team} @> ${JSON.stringify([{ assessorCode }])}::jsonb`;

export function createCertificationRepository(db: DbOrTx) {
  const assessorOnProject = (assessorCode: string) =>
    sql`exists (select 1 from ${certAudits} where ${certAudits.tenantCode} = ${certProjects.tenantCode} and ${certAudits.certProjectCode} = ${certProjects.certProjectCode} and ${teamHolds(assessorCode)})`;

  function scopeOf(scope: CertProjectScope): SQL | undefined {
    switch (scope.kind) {
      case 'body':
        return eq(certProjects.tenantCode, scope.body);
      case 'assessor':
        return and(eq(certProjects.tenantCode, scope.body), assessorOnProject(scope.assessorCode));
      case 'channel':
        return eq(certProjects.channelTenantCode, scope.channel);
      case 'all':
        return undefined;
    }
  }

  function whereOf(scope: CertProjectScope, filter: CertProjectFilter): SQL | undefined {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
    return and(
      scopeOf(scope),
      pattern
        ? or(ilike(certProjects.clientName, pattern), ilike(certProjects.certProjectCode, pattern), ilike(certProjects.scopeText, pattern))
        : undefined,
      filter.state ? eq(certProjects.state, filter.state) : undefined,
      filter.standard ? sql`${certProjects.standards} @> ${JSON.stringify([filter.standard])}::jsonb` : undefined,
      filter.bodyTenantCode ? eq(certProjects.tenantCode, filter.bodyTenantCode) : undefined,
    );
  }

  return {
    pageProjects(scope: CertProjectScope, filter: CertProjectFilter, page: Page) {
      const where = whereOf(scope, filter);
      return pagedSelect(db, page, {
        count: { table: certProjects, where },
        rows: db.select().from(certProjects).where(where).orderBy(desc(certProjects.updatedAt), asc(certProjects.certProjectCode)),
      });
    },

    async projectByCode(certProjectCode: string): Promise<CertProjectRow | undefined> {
      const [row] = await db.select().from(certProjects).where(eq(certProjects.certProjectCode, certProjectCode));
      return row;
    },

    async projectOfBody(body: string, certProjectCode: string): Promise<CertProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(certProjects)
        .where(and(eq(certProjects.tenantCode, body), eq(certProjects.certProjectCode, certProjectCode)));
      return row;
    },

    /** The certification project applied from a marketplace project (any body). */
    async byMarketplaceProject(projectCode: string): Promise<CertProjectRow | undefined> {
      const [row] = await db.select().from(certProjects).where(eq(certProjects.projectCode, projectCode));
      return row;
    },

    /** Marketplace project codes among `projectCodes` that already have a certification project. */
    async appliedProjects(projectCodes: readonly string[]): Promise<CertProjectRow[]> {
      if (!projectCodes.length) return [];
      return db
        .select()
        .from(certProjects)
        .where(inArray(certProjects.projectCode, [...projectCodes]));
    },

    async assessorOnProject(body: string, certProjectCode: string, assessorCode: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(certAudits)
        .where(and(eq(certAudits.tenantCode, body), eq(certAudits.certProjectCode, certProjectCode), teamHolds(assessorCode)));
      return Number(row?.n ?? 0) > 0;
    },

    async insertProject(values: NewCertProject): Promise<void> {
      await db.insert(certProjects).values(values);
    },

    /** Updates when the version matches; undefined when it does not (someone else changed it). */
    async updateProject(body: string, certProjectCode: string, version: number, values: CertProjectValues): Promise<CertProjectRow | undefined> {
      const [row] = await db
        .update(certProjects)
        .set({ ...values, version: version + 1 })
        .where(and(eq(certProjects.tenantCode, body), eq(certProjects.certProjectCode, certProjectCode), eq(certProjects.version, version)))
        .returning();
      return row;
    },

    auditsOfProject(body: string, certProjectCode: string): Promise<CertAuditRow[]> {
      return db
        .select()
        .from(certAudits)
        .where(and(eq(certAudits.tenantCode, body), eq(certAudits.certProjectCode, certProjectCode)))
        .orderBy(asc(certAudits.seq));
    },

    auditsOfProjects(certProjectCodes: readonly string[]): Promise<CertAuditRow[]> {
      if (!certProjectCodes.length) return Promise.resolve([]);
      return db
        .select()
        .from(certAudits)
        .where(inArray(certAudits.certProjectCode, [...certProjectCodes]))
        .orderBy(asc(certAudits.certProjectCode), asc(certAudits.seq));
    },

    async replaceAudits(body: string, certProjectCode: string, audits: NewCertAudit[]): Promise<void> {
      await db.delete(certAudits).where(and(eq(certAudits.tenantCode, body), eq(certAudits.certProjectCode, certProjectCode)));
      if (audits.length) await db.insert(certAudits).values(audits);
    },

    auditsByCodes(body: string, auditCodes: readonly string[]): Promise<CertAuditRow[]> {
      if (!auditCodes.length) return Promise.resolve([]);
      return db
        .select()
        .from(certAudits)
        .where(and(eq(certAudits.tenantCode, body), inArray(certAudits.auditCode, [...auditCodes])));
    },

    async updateAudit(body: string, auditCode: string, values: CertAuditValues): Promise<void> {
      await db
        .update(certAudits)
        .set({ ...values, version: sql`${certAudits.version} + 1` })
        .where(and(eq(certAudits.tenantCode, body), eq(certAudits.auditCode, auditCode)));
    },

    /** Audits of open projects, not finished, whose window or dates overlap [from, to]. */
    auditsForScheduling(body: string, from: string, to: string, states: readonly AuditState[]): Promise<CertAuditRow[]> {
      return db
        .select()
        .from(certAudits)
        .where(
          and(
            eq(certAudits.tenantCode, body),
            inArray(certAudits.state, [...states]),
            or(
              and(lte(certAudits.windowFrom, to), gte(certAudits.windowTo, from)),
              and(isNotNull(certAudits.startDate), lte(certAudits.startDate, to), gte(certAudits.endDate, from)),
            ),
          ),
        )
        .orderBy(asc(certAudits.windowFrom), asc(certAudits.auditCode));
    },

    /** Published audits the assessor is on whose dates overlap [from, to]. */
    auditsOfAssessor(body: string, assessorCode: string, from: string, to: string): Promise<CertAuditRow[]> {
      return db
        .select()
        .from(certAudits)
        .where(
          and(
            eq(certAudits.tenantCode, body),
            eq(certAudits.scheduleState, 'published'),
            teamHolds(assessorCode),
            lte(certAudits.startDate, to),
            gte(certAudits.endDate, from),
          ),
        )
        .orderBy(asc(certAudits.startDate));
    },

    projectsByCodes(body: string, codes: readonly string[]): Promise<CertProjectRow[]> {
      if (!codes.length) return Promise.resolve([]);
      return db
        .select()
        .from(certProjects)
        .where(and(eq(certProjects.tenantCode, body), inArray(certProjects.certProjectCode, [...codes])));
    },

    /** Per body: projects by state and valid certificates (the platform's overview). */
    async countsByBody(): Promise<{
      projects: { tenantCode: string; state: string; n: number }[];
      certificates: { tenantCode: string; status: string; n: number }[];
    }> {
      const projects = await db
        .select({ tenantCode: certProjects.tenantCode, state: certProjects.state, n: count() })
        .from(certProjects)
        .groupBy(certProjects.tenantCode, certProjects.state);
      const certificates = await db
        .select({ tenantCode: certCertificates.tenantCode, status: certCertificates.status, n: count() })
        .from(certCertificates)
        .groupBy(certCertificates.tenantCode, certCertificates.status);
      return {
        projects: projects.map((row) => ({ ...row, n: Number(row.n) })),
        certificates: certificates.map((row) => ({ ...row, n: Number(row.n) })),
      };
    },
  };
}

export type CertificationRepository = ReturnType<typeof createCertificationRepository>;
