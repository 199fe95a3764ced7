/**
 * Queries of the consultant's side (issue 14): threats, vulnerabilities, existing measures and
 * computed risks, and the stored rows an assessment is computed from (domain StoredAssessment:
 * the three asset tiers are read here with exactly the fields engineInputOf needs; the asset
 * tables are written by ./assetRepository.ts, except `assessed_at`, which the consultant sets).
 * Every query names the project's tenant_code and project_code. Lists page on the server.
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AssetCategory } from '../../../domain/enums';
import type { AcceptanceDecision, ControlType } from '../../../domain/engines/risk';

type AssessFilterCode = 'waitforassess' | 'assesscomplete' | 'disposecompleted';
import type { StoredAssessment, StoredTreatment } from '../../../domain/riskAssessment';
import type { DbOrTx } from '../../db/client';
import { containsPattern, isAnyOf, offsetOf, type Page } from '../../db/query';
import {
  type NewRaControlRow,
  type NewRaRiskRow,
  type NewRaThreatRow,
  type NewRaVulnerabilityRow,
  raAssessments,
  type RaAssessmentRow,
  raBusinessAssets,
  raControls,
  type RaControlRow,
  raRisks,
  type RaRiskRow,
  raSystemAssets,
  raThreats,
  type RaThreatRow,
  raUnitAssets,
  raVulnerabilities,
  type RaVulnerabilityRow,
} from '../../db/schema';
import type { AssessmentKey } from './assessmentRepository';

/** An asset the consultant assesses (system or unit), with its figures for the lists. */
export interface AssessAssetFigures {
  tier: 'system' | 'unit';
  assetCode: string;
  name: string;
  category: AssetCategory;
  value: number;
  ownerAccountId: string | null;
  assessed: boolean;
  vulnerabilityCount: number;
  riskCount: number;
  maxRiskLevel: number | null;
  mustTreat: number;
  treated: number;
}

export interface AssessAssetFilter {
  tier?: 'system' | 'unit';
  filter?: AssessFilterCode;
  category?: AssetCategory;
  importance?: number;
  keyword?: string;
  assetCode?: string;
}

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

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createRiskRepository(db: DbOrTx) {
  const of = <T extends { tenantCode: Parameters<typeof eq>[0]; projectCode: Parameters<typeof eq>[0] }>(table: T, k: AssessmentKey) =>
    and(eq(table.tenantCode, k.tenantCode), eq(table.projectCode, k.projectCode)) as SQL;

  /** System and unit assets with their vulnerability and risk figures (one CTE, filtered by the caller). */
  const assessAssets = (k: AssessmentKey) => sql`
    with a as (
      select 'system'::text as tier, asset_code, name, category, value, owner_account_id, assessed_at is not null as assessed
        from ra_system_assets where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode}
      union all
      select 'unit'::text, asset_code, name, category, value, owner_account_id, assessed_at is not null
        from ra_unit_assets where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode}
    ), v as materialized (
      select asset_code, count(*)::int as n from ra_vulnerabilities
        where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode} group by asset_code
    ), rk as materialized (
      select asset_code, count(*)::int as n, max(level)::int as max_level,
        (count(*) filter (where acceptance = 'mustTreat'))::int as must,
        (count(*) filter (where acceptance = 'mustTreat' and treatment is not null))::int as treated
        from ra_risks where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode} group by asset_code
    ), x as materialized (
      select a.tier, a.asset_code, a.name, a.category, a.value, a.owner_account_id, a.assessed,
        coalesce(v.n, 0) as vulns, coalesce(rk.n, 0) as risks, rk.max_level, coalesce(rk.must, 0) as must, coalesce(rk.treated, 0) as treated,
        case when not a.assessed then 'waitforassess'
             when coalesce(rk.must, 0) > 0 and coalesce(rk.treated, 0) >= rk.must then 'disposecompleted'
             else 'assesscomplete' end as state
        from a left join v on v.asset_code = a.asset_code left join rk on rk.asset_code = a.asset_code
    )`;

  const assetWhere = (f: AssessAssetFilter) => {
    const parts: SQL[] = [sql`true`];
    if (f.tier) parts.push(sql`tier = ${f.tier}`);
    if (f.filter) parts.push(sql`state = ${f.filter}`);
    if (f.category) parts.push(sql`category = ${f.category}`);
    if (f.importance) parts.push(sql`value = ${f.importance}`);
    if (f.keyword) parts.push(sql`(name ilike ${containsPattern(f.keyword)} or asset_code ilike ${containsPattern(f.keyword)})`);
    if (f.assetCode) parts.push(sql`asset_code = ${f.assetCode}`);
    return sql.join(parts, sql` and `);
  };

  type AssetSqlRow = {
    tier: 'system' | 'unit';
    asset_code: string;
    name: string;
    category: AssetCategory;
    value: number;
    owner_account_id: string | null;
    assessed: boolean;
    vulns: number;
    risks: number;
    max_level: number | null;
    must: number;
    treated: number;
  };
  const figuresOf = (r: AssetSqlRow): AssessAssetFigures => ({
    tier: r.tier,
    assetCode: r.asset_code,
    name: r.name,
    category: r.category,
    value: Number(r.value),
    ownerAccountId: r.owner_account_id,
    assessed: !!r.assessed,
    vulnerabilityCount: Number(r.vulns),
    riskCount: Number(r.risks),
    maxRiskLevel: r.max_level === null ? null : Number(r.max_level),
    mustTreat: Number(r.must),
    treated: Number(r.treated),
  });

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

    // ---- assets as the consultant sees them ----------------------------------------------------
    async assessAssetPage(k: AssessmentKey, f: AssessAssetFilter, page: Page): Promise<{ rows: AssessAssetFigures[]; total: number }> {
      const where = assetWhere(f);
      const [count] = rowsOf<{ total: number }>(await db.execute(sql`${assessAssets(k)} select count(*)::int as total from x where ${where}`));
      const rows = rowsOf<AssetSqlRow>(
        await db.execute(
          sql`${assessAssets(k)} select * from x where ${where} order by case tier when 'system' then 0 else 1 end, asset_code limit ${page.pageSize} offset ${offsetOf(page)}`,
        ),
      );
      return { rows: rows.map(figuresOf), total: Number(count?.total ?? 0) };
    },
    async assessAsset(k: AssessmentKey, assetCode: string): Promise<AssessAssetFigures | undefined> {
      const [row] = rowsOf<AssetSqlRow>(await db.execute(sql`${assessAssets(k)} select * from x where asset_code = ${assetCode}`));
      return row ? figuresOf(row) : undefined;
    },
    async isBusinessAsset(k: AssessmentKey, assetCode: string): Promise<boolean> {
      const [row] = await db
        .select({ code: raBusinessAssets.assetCode })
        .from(raBusinessAssets)
        .where(and(of(raBusinessAssets, k), eq(raBusinessAssets.assetCode, assetCode)));
      return !!row;
    },
    /** Names and tiers of the project's system and unit assets (all, or the given codes). */
    async assetNames(k: AssessmentKey, codes?: readonly string[]): Promise<Map<string, { name: string; tier: 'system' | 'unit' }>> {
      const filter = (table: typeof raSystemAssets | typeof raUnitAssets) =>
        codes ? and(of(table, k), isAnyOf(table.assetCode, codes)) : of(table, k);
      if (codes && codes.length === 0) return new Map();
      const [systems, units] = await Promise.all([
        db.select({ code: raSystemAssets.assetCode, name: raSystemAssets.name }).from(raSystemAssets).where(filter(raSystemAssets)),
        db.select({ code: raUnitAssets.assetCode, name: raUnitAssets.name }).from(raUnitAssets).where(filter(raUnitAssets)),
      ]);
      const out = new Map<string, { name: string; tier: 'system' | 'unit' }>();
      for (const s of systems) out.set(s.code, { name: s.name, tier: 'system' });
      for (const u of units) out.set(u.code, { name: u.name, tier: 'unit' });
      return out;
    },
    /** Marks an asset's assessment complete (a time) or open again (null): only that column changes. */
    async setAssessed(k: AssessmentKey, tier: 'system' | 'unit', assetCode: string, at: Date | null): Promise<void> {
      const table = tier === 'system' ? raSystemAssets : raUnitAssets;
      await db
        .update(table)
        .set({ assessedAt: at })
        .where(and(of(table, k), eq(table.assetCode, assetCode)));
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
      const [rows, [count]] = await Promise.all([
        db.select().from(raControls).where(where).orderBy(asc(raControls.controlCode)).limit(page.pageSize).offset(offsetOf(page)),
        db.select({ total: sql<number>`count(*)::int` }).from(raControls).where(where),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
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
    /** Sets a risk's treatment and residual figures. */
    async updateRisk(
      k: AssessmentKey,
      riskCode: string,
      changes: Pick<
        NewRaRiskRow,
        'treatment' | 'residualStatus' | 'residualValue' | 'residualLevel' | 'residualAcceptance' | 'furtherAction' | 'residualLines'
      >,
    ): Promise<void> {
      await db
        .update(raRisks)
        .set(changes)
        .where(and(of(raRisks, k), eq(raRisks.riskCode, riskCode)));
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
      const [count] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from ra_risks r where ${where}`));
      const rows = rowsOf<{ risk_code: string }>(
        await db.execute(
          sql`select r.risk_code from ra_risks r where ${where} order by r.rank, r.risk_code limit ${page.pageSize} offset ${offsetOf(page)}`,
        ),
      );
      return { codes: rows.map((r) => r.risk_code), total: Number(count?.total ?? 0) };
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
