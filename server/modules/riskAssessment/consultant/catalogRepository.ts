/**
 * Queries of the consultant's catalog (issue 14): threats, vulnerabilities and existing measures.
 * Every query names the project's tenant_code and project_code. Lists page on the server.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ControlType } from '../../../../domain/engines/risk';
import type { DbOrTx } from '../../../db/client';
import { pagedSelect } from '../../../db/paging';
import { containsPattern, isAnyOf, type Page } from '../../../db/query';
import {
  type NewRaControlRow,
  type NewRaThreatRow,
  type NewRaVulnerabilityRow,
  raControls,
  type RaControlRow,
  raThreats,
  type RaThreatRow,
  raVulnerabilities,
  type RaVulnerabilityRow,
} from '../../../db/schema';
import type { AssessmentKey } from '../assessmentRepository';
import { of, rowsOf } from './assetRepository';

export function createRiskCatalogRepository(db: DbOrTx) {
  return {
    // ---- threats -------------------------------------------------------------------------------
    async threats(k: AssessmentKey): Promise<RaThreatRow[]> {
      return db.select().from(raThreats).where(of(raThreats, k)).orderBy(asc(raThreats.threatCode));
    },
    async threat(k: AssessmentKey, threatCode: string): Promise<RaThreatRow | undefined> {
      const [row] = await db
        .select()
        .from(raThreats)
        .where(and(of(raThreats, k), eq(raThreats.threatCode, threatCode)));
      return row;
    },
    async saveThreat(row: NewRaThreatRow): Promise<void> {
      const { tenantCode: _t, projectCode: _p, threatCode: _c, ...changes } = row;
      await db
        .insert(raThreats)
        .values(row)
        .onConflictDoUpdate({ target: [raThreats.tenantCode, raThreats.projectCode, raThreats.threatCode], set: changes });
    },
    async deleteThreat(k: AssessmentKey, threatCode: string): Promise<number> {
      const deleted = await db
        .delete(raThreats)
        .where(and(of(raThreats, k), eq(raThreats.threatCode, threatCode)))
        .returning({ code: raThreats.threatCode });
      return deleted.length;
    },
    /** How many vulnerabilities and measures name the threat. */
    async threatUse(k: AssessmentKey, threatCode: string): Promise<{ vulnerabilities: number; controls: number }> {
      const [row] = rowsOf<{ v: number; c: number }>(
        await db.execute(sql`select
          (select count(*) from ra_vulnerabilities where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode} and ${threatCode} = any(threat_codes))::int as v,
          (select count(*) from ra_controls where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode} and ${threatCode} = any(threat_codes))::int as c`),
      );
      return { vulnerabilities: Number(row?.v ?? 0), controls: Number(row?.c ?? 0) };
    },
    /** Vulnerabilities per threat code. */
    async vulnerabilityCountsByThreat(k: AssessmentKey): Promise<Map<string, number>> {
      const rows = rowsOf<{ code: string; n: number }>(
        await db.execute(
          sql`select code, count(*)::int as n from ra_vulnerabilities, unnest(threat_codes) as code where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode} group by code`,
        ),
      );
      return new Map(rows.map((r) => [r.code, Number(r.n)]));
    },

    // ---- vulnerabilities -----------------------------------------------------------------------
    async vulnerabilities(k: AssessmentKey, assetCode?: string): Promise<RaVulnerabilityRow[]> {
      return db
        .select()
        .from(raVulnerabilities)
        .where(assetCode ? and(of(raVulnerabilities, k), eq(raVulnerabilities.assetCode, assetCode)) : of(raVulnerabilities, k))
        .orderBy(asc(raVulnerabilities.vulnCode));
    },
    async vulnerabilitiesByCodes(k: AssessmentKey, codes: readonly string[]): Promise<RaVulnerabilityRow[]> {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(raVulnerabilities)
        .where(and(of(raVulnerabilities, k), isAnyOf(raVulnerabilities.vulnCode, codes)));
    },
    async vulnerabilityCodes(k: AssessmentKey): Promise<Set<string>> {
      const rows = await db.select({ code: raVulnerabilities.vulnCode }).from(raVulnerabilities).where(of(raVulnerabilities, k));
      return new Set(rows.map((r) => r.code));
    },
    /** Replaces an asset's vulnerabilities with `rows`. */
    async replaceVulnerabilities(k: AssessmentKey, assetCode: string, rows: readonly NewRaVulnerabilityRow[]): Promise<void> {
      await db.delete(raVulnerabilities).where(and(of(raVulnerabilities, k), eq(raVulnerabilities.assetCode, assetCode)));
      if (rows.length) await db.insert(raVulnerabilities).values([...rows]);
    },

    // ---- existing measures ---------------------------------------------------------------------
    async controls(k: AssessmentKey): Promise<RaControlRow[]> {
      return db.select().from(raControls).where(of(raControls, k)).orderBy(asc(raControls.controlCode));
    },
    async controlPage(k: AssessmentKey, f: { type?: ControlType; keyword?: string }, page: Page): Promise<{ rows: RaControlRow[]; total: number }> {
      const where = and(
        of(raControls, k),
        f.type ? eq(raControls.type, f.type) : undefined,
        f.keyword
          ? sql`(${raControls.name} ilike ${containsPattern(f.keyword)} or ${raControls.description} ilike ${containsPattern(f.keyword)})`
          : undefined,
      );
      return pagedSelect(db, page, {
        count: { table: raControls, where },
        rows: db.select().from(raControls).where(where).orderBy(asc(raControls.controlCode)),
        parallel: true,
      });
    },
    async control(k: AssessmentKey, controlCode: string): Promise<RaControlRow | undefined> {
      const [row] = await db
        .select()
        .from(raControls)
        .where(and(of(raControls, k), eq(raControls.controlCode, controlCode)));
      return row;
    },
    async saveControl(row: NewRaControlRow): Promise<void> {
      const { tenantCode: _t, projectCode: _p, controlCode: _c, ...changes } = row;
      await db
        .insert(raControls)
        .values(row)
        .onConflictDoUpdate({ target: [raControls.tenantCode, raControls.projectCode, raControls.controlCode], set: changes });
    },
    async deleteControl(k: AssessmentKey, controlCode: string): Promise<void> {
      await db.delete(raControls).where(and(of(raControls, k), eq(raControls.controlCode, controlCode)));
    },
  };
}

export type RiskCatalogRepository = ReturnType<typeof createRiskCatalogRepository>;
