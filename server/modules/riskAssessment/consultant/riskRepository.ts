/**
 * Queries of the consultant's side (issue 14): threats, vulnerabilities, existing measures and
 * computed risks, and the stored rows an assessment is computed from (domain StoredAssessment:
 * the three asset tiers are read here with exactly the fields engineInputOf needs; the asset
 * tables are written by ./assetRepository.ts, except `assessed_at`, which the consultant sets).
 * Every query names the project's tenant_code and project_code. Lists page on the server.
 *
 * Its parts, composed here over one database or transaction:
 *   threats, vulnerabilities, existing measures                            (./riskCatalogRepository.ts)
 *   assets as the consultant sees them, and the shared helpers             (./riskAssetRepository.ts)
 *   the stored assessment, computed risks, the project list                (here)
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AcceptanceDecision } from '../../../../domain/engines/risk';
import type { StoredAssessment, StoredTreatment } from '../../../../domain/riskAssessment/rules';
import type { DbOrTx } from '../../../db/client';
import { pagedSelect } from '../../../db/paging';
import { containsPattern, isAnyOf, type Page, textArray } from '../../../db/query';
import {
  type NewRaRiskRow,
  raAssessments,
  type RaAssessmentRow,
  raBusinessAssets,
  raControls,
  raRisks,
  type RaRiskRow,
  raSystemAssets,
  raThreats,
  raUnitAssets,
  raVulnerabilities,
} from '../../../db/schema';
import type { AssessmentKey } from '../assessmentRepository';
import { type AssessFilterCode, assessAssets, createRiskAssetRepository, of, rowsOf } from './assetRepository';
import { createRiskCatalogRepository } from './catalogRepository';

export type { AssessAssetFigures, AssessAssetFilter } from './assetRepository';

export interface RiskFilter {
  level?: number;
  acceptance?: AcceptanceDecision;
  assetCode?: string;
  keyword?: string;
  filter?: AssessFilterCode;
  /** The high residual risks: further action, still must-treat after treatment, or accepted. */
  highRemnant?: boolean;
}

const INSERT_BATCH = 500;

/** What a treatment changes on a risk row. */
export type RiskTreatmentUpdate = Pick<
  NewRaRiskRow,
  'riskCode' | 'treatment' | 'residualStatus' | 'residualValue' | 'residualLevel' | 'residualAcceptance' | 'furtherAction' | 'residualLines'
>;

/** A value as the text PostgreSQL casts back to its column's type (null stays null). */
const textOf = (value: string | number | boolean | null | undefined): string | null => (value == null ? null : String(value));

export function createRiskRepository(db: DbOrTx) {
  return {
    ...createRiskCatalogRepository(db),
    ...createRiskAssetRepository(db),

    // ---- the stored assessment -----------------------------------------------------------------
    /** Every stored row the engine needs (domain engineInputOf), treatments from ra_risks. */
    async stored(k: AssessmentKey): Promise<StoredAssessment> {
      const [businesses, systems, units, threats, vulnerabilities, controls, treatments] = await Promise.all([
        db
          .select({
            assetCode: raBusinessAssets.assetCode,
            name: raBusinessAssets.name,
            importance: raBusinessAssets.importance,
            associations: raBusinessAssets.associations,
          })
          .from(raBusinessAssets)
          .where(of(raBusinessAssets, k))
          .orderBy(asc(raBusinessAssets.assetCode)),
        db
          .select({
            assetCode: raSystemAssets.assetCode,
            name: raSystemAssets.name,
            confidentiality: raSystemAssets.confidentiality,
            integrity: raSystemAssets.integrity,
            availability: raSystemAssets.availability,
            carryLevel: raSystemAssets.carryLevel,
            systemRelated: raSystemAssets.systemRelated,
            systemType: raSystemAssets.systemType,
            businessCodes: raSystemAssets.businessCodes,
          })
          .from(raSystemAssets)
          .where(of(raSystemAssets, k))
          .orderBy(asc(raSystemAssets.assetCode)),
        db
          .select({
            assetCode: raUnitAssets.assetCode,
            name: raUnitAssets.name,
            unitType: raUnitAssets.unitType,
            confidentiality: raUnitAssets.confidentiality,
            integrity: raUnitAssets.integrity,
            availability: raUnitAssets.availability,
            systemCodes: raUnitAssets.systemCodes,
          })
          .from(raUnitAssets)
          .where(of(raUnitAssets, k))
          .orderBy(asc(raUnitAssets.assetCode)),
        db
          .select({
            threatCode: raThreats.threatCode,
            name: raThreats.name,
            category: raThreats.category,
            capability: raThreats.capability,
            frequency: raThreats.frequency,
            timing: raThreats.timing,
          })
          .from(raThreats)
          .where(of(raThreats, k))
          .orderBy(asc(raThreats.threatCode)),
        db
          .select({
            vulnCode: raVulnerabilities.vulnCode,
            assetCode: raVulnerabilities.assetCode,
            name: raVulnerabilities.name,
            severity: raVulnerabilities.severity,
            exploitability: raVulnerabilities.exploitability,
            threatCodes: raVulnerabilities.threatCodes,
          })
          .from(raVulnerabilities)
          .where(of(raVulnerabilities, k))
          .orderBy(asc(raVulnerabilities.vulnCode)),
        db
          .select({
            controlCode: raControls.controlCode,
            name: raControls.name,
            type: raControls.type,
            effectiveness: raControls.effectiveness,
            assetCodes: raControls.assetCodes,
            threatCodes: raControls.threatCodes,
          })
          .from(raControls)
          .where(of(raControls, k))
          .orderBy(asc(raControls.controlCode)),
        db
          .select({ riskCode: raRisks.riskCode, treatment: raRisks.treatment })
          .from(raRisks)
          .where(and(of(raRisks, k), sql`${raRisks.treatment} is not null`)),
      ]);
      return {
        businesses,
        systems,
        units,
        threats,
        vulnerabilities,
        controls,
        treatments: treatments.map((t): StoredTreatment => ({ ...(t.treatment as Omit<StoredTreatment, 'riskCode'>), riskCode: t.riskCode })),
      };
    },

    // ---- computed risks ------------------------------------------------------------------------
    /** Replaces every risk of the project (batched inserts). */
    async replaceRisks(k: AssessmentKey, rows: readonly NewRaRiskRow[]): Promise<void> {
      await db.delete(raRisks).where(of(raRisks, k));
      for (let i = 0; i < rows.length; i += INSERT_BATCH) await db.insert(raRisks).values(rows.slice(i, i + INSERT_BATCH));
    },
    /**
     * Sets the treatment and residual figures of several risks: one statement however many there
     * are (each column one array parameter, unnested), instead of one UPDATE per risk.
     */
    async updateRisks(k: AssessmentKey, rows: readonly RiskTreatmentUpdate[]): Promise<void> {
      if (rows.length === 0) return;
      const column = (pick: (row: RiskTreatmentUpdate) => string | number | boolean | null | undefined) =>
        textArray(rows.map((row) => textOf(pick(row))));
      // The codes once more as a filter on the key, so the rows are found through the primary key
      // (the planner cannot tell how many rows unnest gives and would scan the project's risks).
      const codes = textArray(rows.map((row) => row.riskCode));
      await db.execute(sql`
        update ra_risks r set
          treatment = v.treatment::jsonb,
          residual_status = v.residual_status,
          residual_value = v.residual_value::real,
          residual_level = v.residual_level::integer,
          residual_acceptance = v.residual_acceptance,
          further_action = v.further_action::boolean,
          residual_lines = v.residual_lines::jsonb
        from unnest(
          ${codes}, ${column((row) => (row.treatment == null ? null : JSON.stringify(row.treatment)))},
          ${column((row) => row.residualStatus)}, ${column((row) => row.residualValue)}, ${column((row) => row.residualLevel)},
          ${column((row) => row.residualAcceptance)}, ${column((row) => row.furtherAction)}, ${column((row) => JSON.stringify(row.residualLines ?? []))}
        ) as v(risk_code, treatment, residual_status, residual_value, residual_level, residual_acceptance, further_action, residual_lines)
        where r.tenant_code = ${k.tenantCode} and r.project_code = ${k.projectCode} and r.risk_code = v.risk_code
          and r.risk_code = any(${codes})`);
    },
    async risks(k: AssessmentKey): Promise<RaRiskRow[]> {
      return db.select().from(raRisks).where(of(raRisks, k)).orderBy(asc(raRisks.rank), asc(raRisks.riskCode));
    },
    async risksByCodes(k: AssessmentKey, codes: readonly string[]): Promise<RaRiskRow[]> {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(raRisks)
        .where(and(of(raRisks, k), isAnyOf(raRisks.riskCode, codes)))
        .orderBy(asc(raRisks.rank), asc(raRisks.riskCode));
    },
    /** A page of risk codes, ranked, with the filters of the risk lists. */
    async riskPage(k: AssessmentKey, f: RiskFilter, page: Page): Promise<{ codes: string[]; total: number }> {
      const parts: SQL[] = [sql`r.tenant_code = ${k.tenantCode}`, sql`r.project_code = ${k.projectCode}`];
      if (f.level) parts.push(sql`r.level = ${f.level}`);
      if (f.acceptance) parts.push(sql`r.acceptance = ${f.acceptance}`);
      if (f.assetCode) parts.push(sql`r.asset_code = ${f.assetCode}`);
      if (f.highRemnant) parts.push(sql`(r.further_action or r.residual_acceptance = 'mustTreat' or r.treatment->>'option' = 'accept')`);
      if (f.keyword) {
        // The names that match first (one pass over each table), then the risks naming them.
        const like = containsPattern(f.keyword);
        const [matched] = rowsOf<{ vulns: string[]; threats: string[]; assets: string[] }>(
          await db.execute(sql`select
            array(select vuln_code from ra_vulnerabilities where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode} and name ilike ${like}) as vulns,
            array(select threat_code from ra_threats where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode} and name ilike ${like}) as threats,
            array(select asset_code from ra_system_assets where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode} and name ilike ${like}
                  union all
                  select asset_code from ra_unit_assets where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode} and name ilike ${like}) as assets`),
        );
        parts.push(sql`(r.vuln_code = any(${sql.param(matched?.vulns ?? [])}::text[])
          or r.threat_code = any(${sql.param(matched?.threats ?? [])}::text[])
          or r.asset_code = any(${sql.param(matched?.assets ?? [])}::text[])
          or r.risk_code ilike ${like})`);
      }
      if (f.filter) {
        // The assets in that state first (one pass over the assets), then the risks on them.
        const assets = rowsOf<{ asset_code: string }>(await db.execute(sql`${assessAssets(k)} select asset_code from x where state = ${f.filter}`));
        parts.push(sql`r.asset_code = any(${sql.param(assets.map((a) => a.asset_code))}::text[])`);
      }
      const where = sql.join(parts, sql` and `);
      const { rows, total } = await pagedSelect(db, page, {
        count: db.execute(sql`select count(*)::int as total from ra_risks r where ${where}`).then(rowsOf<{ total: number }>),
        rows: (limit, offset) =>
          db
            .execute(sql`select r.risk_code from ra_risks r where ${where} order by r.rank, r.risk_code limit ${limit} offset ${offset}`)
            .then(rowsOf<{ risk_code: string }>),
      });
      return { codes: rows.map((r) => r.risk_code), total };
    },
    /** Assessments a tenant sees (the project list): the customer's, or those the tenant delivers or bought. */
    async assessmentsOf(side: 'customer' | 'delivery', tenantCode: string): Promise<RaAssessmentRow[]> {
      return db
        .select()
        .from(raAssessments)
        .where(
          side === 'customer'
            ? eq(raAssessments.customerTenantCode, tenantCode)
            : or(eq(raAssessments.deliveryTenantCode, tenantCode), eq(raAssessments.tenantCode, tenantCode)),
        )
        .orderBy(desc(raAssessments.updatedAt), asc(raAssessments.projectCode));
    },
    async highRiskCount(k: AssessmentKey): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(raRisks)
        .where(and(of(raRisks, k), sql`${raRisks.level} >= 4`));
      return Number(row?.n ?? 0);
    },
  };
}

export type RiskRepository = ReturnType<typeof createRiskRepository>;
