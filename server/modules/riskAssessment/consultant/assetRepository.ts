/**
 * The consultant's view of the assets (issue 14): the system and unit assets with their
 * vulnerability and risk figures, the asset names and the `assessed_at` mark, which the consultant
 * sets (the asset tables are otherwise written by ./assetRepository.ts). Also the helpers the other
 * parts of ./riskRepository.ts share: the project filter, the rows of a raw query and the asset CTE.
 * Every query names the project's tenant_code and project_code. Lists page on the server.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AssetCategory } from '../../../../domain/enums';
import type { DbOrTx } from '../../../db/client';
import { pagedSelect } from '../../../db/paging';
import { containsPattern, isAnyOf, type Page } from '../../../db/query';
import { raBusinessAssets, raSystemAssets, raUnitAssets } from '../../../db/schema';
import type { AssessmentKey } from '../assessmentRepository';

export type AssessFilterCode = 'waitforassess' | 'assesscomplete' | 'disposecompleted';

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

/** The project filter of a table with tenant_code and project_code. */
export const of = <T extends { tenantCode: Parameters<typeof eq>[0]; projectCode: Parameters<typeof eq>[0] }>(table: T, k: AssessmentKey) =>
  and(eq(table.tenantCode, k.tenantCode), eq(table.projectCode, k.projectCode)) as SQL;

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** System and unit assets with their vulnerability and risk figures (one CTE, filtered by the caller). */
export const assessAssets = (k: AssessmentKey) => sql`
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

export function createRiskAssetRepository(db: DbOrTx) {
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
    // ---- assets as the consultant sees them ----------------------------------------------------
    async assessAssetPage(k: AssessmentKey, f: AssessAssetFilter, page: Page): Promise<{ rows: AssessAssetFigures[]; total: number }> {
      const where = assetWhere(f);
      const { rows, total } = await pagedSelect(db, page, {
        count: db.execute(sql`${assessAssets(k)} select count(*)::int as total from x where ${where}`).then(rowsOf<{ total: number }>),
        rows: (limit, offset) =>
          db
            .execute(
              sql`${assessAssets(k)} select * from x where ${where} order by case tier when 'system' then 0 else 1 end, asset_code limit ${limit} offset ${offset}`,
            )
            .then(rowsOf<AssetSqlRow>),
      });
      return { rows: rows.map(figuresOf), total };
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
  };
}

export type RiskAssetRepository = ReturnType<typeof createRiskAssetRepository>;
