/**
 * Queries of the three asset tiers (ra_business_assets, ra_system_assets, ra_unit_assets), over a
 * database or a transaction. Every query names the project's tenant_code and project_code; lists
 * page in the database (LIMIT/OFFSET over the (tenant, project, asset_code) key or the
 * (project, category, value) / (project, owner) indexes) and count with the same filter.
 */
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AssetCategory, AssetItemState, AssetTier, UnitAssetType } from '../../../../domain/enums';
import type { DbOrTx } from '../../../db/client';
import { pagedSelect } from '../../../db/paging';
import { containsPattern, textArray } from '../../../db/query';
import {
  type NewRaBusinessAssetRow,
  type NewRaSystemAssetRow,
  type NewRaUnitAssetRow,
  type RaBusinessAssetRow,
  type RaSystemAssetRow,
  type RaUnitAssetRow,
  raBusinessAssets,
  raSystemAssets,
  raUnitAssets,
} from '../../../db/schema';
import type { AssessmentKey } from '../assessmentRepository';

export const TIER_TABLE = { business: raBusinessAssets, system: raSystemAssets, unit: raUnitAssets } as const;
type TierRow = { business: RaBusinessAssetRow; system: RaSystemAssetRow; unit: RaUnitAssetRow };
export type TierInsert = { business: NewRaBusinessAssetRow; system: NewRaSystemAssetRow; unit: NewRaUnitAssetRow };
const TIER_SQL = { business: sql.raw('ra_business_assets'), system: sql.raw('ra_system_assets'), unit: sql.raw('ra_unit_assets') } as const;

export interface Paging {
  current: number;
  pageSize: number;
}

export interface CommonFilter {
  keyword?: string;
  state?: AssetItemState;
  ownerAccountId?: string;
}

/** A row of the union over the three tiers (assets/list, owner/list). */
export interface AnyAssetRow {
  tier: AssetTier;
  assetCode: string;
  name: string;
  description: string;
  ownerAccountId: string | null;
  state: AssetItemState;
  rejectReason: string;
  category: AssetCategory | null;
  value: number;
  assessed: boolean;
  updatedAt: Date;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createAssetRepository(db: DbOrTx) {
  type Table = (typeof TIER_TABLE)[AssetTier];
  const ofProject = (table: Table, k: AssessmentKey) => and(eq(table.tenantCode, k.tenantCode), eq(table.projectCode, k.projectCode));
  const common = (table: Table, k: AssessmentKey, f: CommonFilter): (SQL | undefined)[] => [
    ofProject(table, k),
    f.keyword ? or(ilike(table.name, containsPattern(f.keyword)), ilike(table.assetCode, containsPattern(f.keyword))) : undefined,
    f.state ? eq(table.state, f.state) : undefined,
    f.ownerAccountId ? eq(table.ownerAccountId, f.ownerAccountId) : undefined,
  ];

  async function page<T>(table: Table, where: SQL | undefined, p: Paging): Promise<{ rows: T[]; total: number }> {
    const { rows, total } = await pagedSelect(db, p, {
      count: { table, where },
      rows: db.select().from(table).where(where).orderBy(asc(table.assetCode)),
      parallel: true,
    });
    return { rows: rows as T[], total };
  }

  /** The union of the tiers as one relation (projected to the shared columns). */
  const union = (k: AssessmentKey, tiers: readonly AssetTier[]) =>
    sql.join(
      tiers.map(
        (tier) => sql`select ${tier}::text as tier, asset_code, name, description, owner_account_id, state, reject_reason,
          ${tier === 'business' ? sql`null::text` : sql`category`} as category,
          ${tier === 'business' ? sql`importance` : sql`value`} as value,
          ${tier === 'business' ? sql`false` : sql`assessed_at is not null`} as assessed,
          updated_at
          from ${TIER_SQL[tier]} where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode}`,
      ),
      sql` union all `,
    );

  return {
    // ---- single rows --------------------------------------------------------------------------------
    /** Whole rows of the given codes of a tier. */
    async byCodes<T extends AssetTier>(tier: T, k: AssessmentKey, codes: readonly string[]): Promise<TierRow[T][]> {
      if (codes.length === 0) return [];
      const table: Table = TIER_TABLE[tier];
      return (await db
        .select()
        .from(table)
        .where(and(ofProject(table, k), inArray(table.assetCode, [...codes])))) as TierRow[T][];
    },
    /** Code, name and state of the given codes of a tier (links and existence checks). */
    async briefByCodes(tier: AssetTier, k: AssessmentKey, codes: readonly string[]) {
      if (codes.length === 0) return [];
      const table = TIER_TABLE[tier];
      return db
        .select({ assetCode: table.assetCode, name: table.name, state: table.state, ownerAccountId: table.ownerAccountId })
        .from(table)
        .where(and(ofProject(table, k), inArray(table.assetCode, [...codes])));
    },
    /** Code and name of every asset of a tier with one of the names (the import's "existing name = update"). */
    async byNames(tier: AssetTier, k: AssessmentKey, names: readonly string[]) {
      if (names.length === 0) return [];
      const table = TIER_TABLE[tier];
      return db
        .select({ assetCode: table.assetCode, name: table.name, state: table.state })
        .from(table)
        .where(and(ofProject(table, k), inArray(table.name, [...names])));
    },
    /** Every code → name of a tier (dictionaries of links; at most RA_LIMITS of the tier). */
    async names(tier: AssetTier, k: AssessmentKey): Promise<{ assetCode: string; name: string }[]> {
      const table = TIER_TABLE[tier];
      return db.select({ assetCode: table.assetCode, name: table.name }).from(table).where(ofProject(table, k)).orderBy(asc(table.assetCode));
    },
    async countOf(tier: AssetTier, k: AssessmentKey): Promise<number> {
      const table = TIER_TABLE[tier];
      const [{ total }] = await db.select({ total: count() }).from(table).where(ofProject(table, k));
      return Number(total);
    },

    // ---- everything a value needs --------------------------------------------------------------------
    async allBusinesses(k: AssessmentKey) {
      return db
        .select({
          assetCode: raBusinessAssets.assetCode,
          name: raBusinessAssets.name,
          importance: raBusinessAssets.importance,
          associations: raBusinessAssets.associations,
        })
        .from(raBusinessAssets)
        .where(ofProject(raBusinessAssets, k))
        .orderBy(asc(raBusinessAssets.assetCode));
    },
    async allSystems(k: AssessmentKey): Promise<RaSystemAssetRow[]> {
      return db.select().from(raSystemAssets).where(ofProject(raSystemAssets, k)).orderBy(asc(raSystemAssets.assetCode));
    },
    async setSystemValues(k: AssessmentKey, values: readonly { assetCode: string; value: number }[]): Promise<void> {
      if (values.length === 0) return;
      await db.execute(sql`
        update ra_system_assets s set value = v.value
        from unnest(${textArray(values.map((v) => v.assetCode))}, ${sql.param(values.map((v) => v.value))}::int[]) as v(asset_code, value)
        where s.tenant_code = ${k.tenantCode} and s.project_code = ${k.projectCode} and s.asset_code = v.asset_code and s.value <> v.value`);
    },

    // ---- writes ---------------------------------------------------------------------------------------
    async insert<T extends AssetTier>(tier: T, rows: TierInsert[T][]): Promise<void> {
      if (rows.length) await db.insert(TIER_TABLE[tier] as Table).values(rows as never[]);
    },
    async update<T extends AssetTier>(tier: T, k: AssessmentKey, assetCode: string, changes: Partial<TierInsert[T]>): Promise<void> {
      const table: Table = TIER_TABLE[tier];
      await db
        .update(table)
        .set(changes as never)
        .where(and(ofProject(table, k), eq(table.assetCode, assetCode)));
    },
    async remove(tier: AssetTier, k: AssessmentKey, codes: readonly string[]): Promise<number> {
      const table = TIER_TABLE[tier];
      const rows = await db
        .delete(table)
        .where(and(ofProject(table, k), inArray(table.assetCode, [...codes])))
        .returning({ assetCode: table.assetCode });
      return rows.length;
    },
    /** Drops deleted businesses from the other businesses' associations. */
    async dropAssociations(k: AssessmentKey, codes: readonly string[]): Promise<void> {
      await db.execute(sql`
        update ra_business_assets set associations = coalesce((
          select jsonb_agg(a) from jsonb_array_elements(associations) a where not (a->>'assetCode' = any(${textArray(codes)}))
        ), '[]'::jsonb)
        where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode}
          and exists (select 1 from jsonb_array_elements(associations) a where a->>'assetCode' = any(${textArray(codes)}))`);
    },
    /** System assets that carry one of the businesses (names, for the in-use refusal). */
    async systemsCarrying(k: AssessmentKey, businessCodes: readonly string[]): Promise<string[]> {
      const rows = await db
        .select({ name: raSystemAssets.name })
        .from(raSystemAssets)
        .where(and(ofProject(raSystemAssets, k), sql`${raSystemAssets.businessCodes} && ${textArray(businessCodes)}`))
        .limit(5);
      return rows.map((r) => r.name);
    },
    /** Unit assets linked to one of the system assets. */
    async unitsLinking(k: AssessmentKey, systemCodes: readonly string[]): Promise<string[]> {
      const rows = await db
        .select({ name: raUnitAssets.name })
        .from(raUnitAssets)
        .where(and(ofProject(raUnitAssets, k), sql`${raUnitAssets.systemCodes} && ${textArray(systemCodes)}`))
        .limit(5);
      return rows.map((r) => r.name);
    },
    /** Moves items of a tier from one state to another (optionally only the given codes / owner); returns the codes moved. */
    async moveItems(
      tier: AssetTier,
      k: AssessmentKey,
      move: { from: AssetItemState; to: AssetItemState; codes?: readonly string[]; ownerAccountId?: string; rejectReason?: string; at: Date },
    ): Promise<string[]> {
      const table = TIER_TABLE[tier];
      const rows = await db
        .update(table)
        .set({ state: move.to, ...(move.rejectReason !== undefined ? { rejectReason: move.rejectReason } : {}), updatedAt: move.at })
        .where(
          and(
            ofProject(table, k),
            eq(table.state, move.from),
            move.codes ? inArray(table.assetCode, [...move.codes]) : undefined,
            move.ownerAccountId ? eq(table.ownerAccountId, move.ownerAccountId) : undefined,
          ),
        )
        .returning({ assetCode: table.assetCode });
      return rows.map((r) => r.assetCode);
    },

    // ---- lists ------------------------------------------------------------------------------------------
    businessPage(k: AssessmentKey, f: CommonFilter & { importance?: number }, p: Paging) {
      return page<RaBusinessAssetRow>(
        raBusinessAssets,
        and(...common(raBusinessAssets, k, f), f.importance ? eq(raBusinessAssets.importance, f.importance) : undefined),
        p,
      );
    },
    systemPage(k: AssessmentKey, f: CommonFilter & { importance?: number; category?: AssetCategory; businessCode?: string }, p: Paging) {
      return page<RaSystemAssetRow>(
        raSystemAssets,
        and(
          ...common(raSystemAssets, k, f),
          f.importance ? eq(raSystemAssets.value, f.importance) : undefined,
          f.category ? eq(raSystemAssets.category, f.category) : undefined,
          f.businessCode ? sql`${f.businessCode} = any(${raSystemAssets.businessCodes})` : undefined,
        ),
        p,
      );
    },
    unitPage(
      k: AssessmentKey,
      f: CommonFilter & { importance?: number; category?: AssetCategory; unitType?: (typeof UnitAssetType.values)[number]; systemCode?: string },
      p: Paging,
    ) {
      return page<RaUnitAssetRow>(
        raUnitAssets,
        and(
          ...common(raUnitAssets, k, f),
          f.importance ? eq(raUnitAssets.value, f.importance) : undefined,
          f.category ? eq(raUnitAssets.category, f.category) : undefined,
          f.unitType ? eq(raUnitAssets.unitType, f.unitType) : undefined,
          f.systemCode ? sql`${f.systemCode} = any(${raUnitAssets.systemCodes})` : undefined,
        ),
        p,
      );
    },
    /** Assets of several tiers as one list (assets/list, owner/list, listByCategory). */
    async anyPage(
      k: AssessmentKey,
      tiers: readonly AssetTier[],
      f: CommonFilter & { importance?: number; category?: AssetCategory },
      p: Paging,
    ): Promise<{ rows: AnyAssetRow[]; total: number }> {
      const conditions: SQL[] = [sql`true`];
      if (f.keyword) conditions.push(sql`(name ilike ${containsPattern(f.keyword)} or asset_code ilike ${containsPattern(f.keyword)})`);
      if (f.state) conditions.push(sql`state = ${f.state}`);
      if (f.ownerAccountId) conditions.push(sql`owner_account_id = ${f.ownerAccountId}`);
      if (f.importance) conditions.push(sql`value = ${f.importance}`);
      if (f.category) conditions.push(sql`category = ${f.category}`);
      const where = sql.join(conditions, sql` and `);
      const order = sql`case tier when 'business' then 1 when 'system' then 2 else 3 end, asset_code`;
      const { rows, total } = await pagedSelect(db, p, {
        count: db.execute(sql`select count(*)::int as total from (${union(k, tiers)}) a where ${where}`).then(rowsOf<{ total: number }>),
        rows: (limit, offset) =>
          db
            .execute(sql`select * from (${union(k, tiers)}) a where ${where} order by ${order} limit ${limit} offset ${offset}`)
            .then(rowsOf<Record<string, unknown>>),
        parallel: true,
      });
      return {
        rows: rows.map((r) => ({
          tier: r.tier as AssetTier,
          assetCode: String(r.asset_code),
          name: String(r.name),
          description: String(r.description ?? ''),
          ownerAccountId: (r.owner_account_id as string | null) ?? null,
          state: r.state as AssetItemState,
          rejectReason: String(r.reject_reason ?? ''),
          category: (r.category as AssetCategory | null) ?? null,
          value: Number(r.value),
          assessed: r.assessed === true || r.assessed === 't',
          updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(String(r.updated_at)),
        })),
        total,
      };
    },
    /** Counts of system and unit assets by category and by value (listByCategory's tabs). */
    async categoryCounts(k: AssessmentKey, f: { keyword?: string }) {
      const kw = f.keyword ? sql`and (name ilike ${containsPattern(f.keyword)} or asset_code ilike ${containsPattern(f.keyword)})` : sql``;
      const result = await db.execute(sql`
        select category, value, count(*)::int as n from (
          select category, value, name, asset_code from ra_system_assets where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode}
          union all select category, value, name, asset_code from ra_unit_assets where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode}
        ) a where true ${kw} group by category, value`);
      return rowsOf<{ category: AssetCategory; value: number; n: number }>(result).map((r) => ({
        category: r.category,
        value: Number(r.value),
        n: Number(r.n),
      }));
    },
    async unitTypeCounts(k: AssessmentKey) {
      return db
        .select({ unitType: raUnitAssets.unitType, n: count() })
        .from(raUnitAssets)
        .where(ofProject(raUnitAssets, k))
        .groupBy(raUnitAssets.unitType);
    },
    /** How many system assets carry each business / unit assets link each system asset (of the given codes). */
    async linkCounts(kind: 'systemsPerBusiness' | 'unitsPerSystem', k: AssessmentKey, codes: readonly string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const table = kind === 'systemsPerBusiness' ? sql.raw('ra_system_assets') : sql.raw('ra_unit_assets');
      const column = kind === 'systemsPerBusiness' ? sql.raw('business_codes') : sql.raw('system_codes');
      const result = await db.execute(sql`
        select c as code, count(*)::int as n from ${table}, unnest(${column}) c
        where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode} and ${column} && ${textArray(codes)} and c = any(${textArray(codes)})
        group by c`);
      return new Map(rowsOf<{ code: string; n: number }>(result).map((r) => [r.code, Number(r.n)]));
    },
    /** Must-treat and treated risk counts of the given assets (their assess state). */
    async riskCounts(k: AssessmentKey, codes: readonly string[]): Promise<Map<string, { mustTreat: number; treated: number }>> {
      if (codes.length === 0) return new Map();
      const result = await db.execute(sql`
        select asset_code, count(*) filter (where acceptance = 'mustTreat')::int as must, count(*) filter (where acceptance = 'mustTreat' and treatment is not null)::int as treated
        from ra_risks where tenant_code = ${k.tenantCode} and project_code = ${k.projectCode} and asset_code = any(${textArray(codes)})
        group by asset_code`);
      return new Map(
        rowsOf<{ asset_code: string; must: number; treated: number }>(result).map((r) => [
          r.asset_code,
          { mustTreat: Number(r.must), treated: Number(r.treated) },
        ]),
      );
    },
    /** Per owner: counts by state and rejected (owner progress). */
    async ownerProgress(k: AssessmentKey) {
      const result = await db.execute(sql`
        select owner_account_id as owner, count(*)::int as total,
          count(*) filter (where state = 'inhand')::int as inhand,
          count(*) filter (where state = 'submitted')::int as submitted,
          count(*) filter (where state = 'freeze')::int as freeze,
          count(*) filter (where reject_reason <> '')::int as rejected
        from (${union(k, ['business', 'system', 'unit'])}) a where owner_account_id is not null
        group by owner_account_id order by owner_account_id`);
      return rowsOf<{ owner: string; total: number; inhand: number; submitted: number; freeze: number; rejected: number }>(result).map((r) => ({
        accountId: r.owner,
        total: Number(r.total),
        inhand: Number(r.inhand),
        submitted: Number(r.submitted),
        freeze: Number(r.freeze),
        rejected: Number(r.rejected),
      }));
    },
    /** Items of the project in a state (all tiers). */
    async countInState(k: AssessmentKey, state: AssetItemState, ownerAccountId?: string): Promise<number> {
      const owner = ownerAccountId ? sql`and owner_account_id = ${ownerAccountId}` : sql``;
      const result = await db.execute(
        sql`select count(*)::int as n from (${union(k, ['business', 'system', 'unit'])}) a where state = ${state} ${owner}`,
      );
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },
    async countNotInState(k: AssessmentKey, state: AssetItemState): Promise<number> {
      const result = await db.execute(sql`select count(*)::int as n from (${union(k, ['business', 'system', 'unit'])}) a where state <> ${state}`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },
    /** Which of the codes exist in each tier, with owner and state (owner/reject, owner/submit with codes). */
    async findAnyTier(k: AssessmentKey, codes: readonly string[]) {
      const result = await db.execute(
        sql`select tier, asset_code, owner_account_id, state from (${union(k, ['business', 'system', 'unit'])}) a where asset_code = any(${textArray(codes)})`,
      );
      return rowsOf<{ tier: AssetTier; asset_code: string; owner_account_id: string | null; state: AssetItemState }>(result).map((r) => ({
        tier: r.tier,
        assetCode: r.asset_code,
        ownerAccountId: r.owner_account_id,
        state: r.state,
      }));
    },
  };
}

export type AssetRepository = ReturnType<typeof createAssetRepository>;
