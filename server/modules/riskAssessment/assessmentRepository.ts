/**
 * Queries of the assessment itself (ra_assessments, ra_events) and the counts the stage bar and
 * the stage checks need, over a database or a transaction. Every query names the project's
 * tenant_code (the service found it through app.projectRegistry) and project_code.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type NewRaAssessmentRow, raAssessments, raEvents, type RaAssessmentRow } from '../../db/schema';

export interface AssessmentKey {
  tenantCode: string;
  projectCode: string;
}

export interface RawCounts {
  business: number;
  system: number;
  unit: number;
  inhand: number;
  submitted: number;
  freeze: number;
  withoutOwner: number;
  systemWithoutBusiness: number;
  threats: number;
  vulnerabilities: number;
  controls: number;
  systemUnassessed: number;
  risks: number;
  mustTreat: number;
  mustTreatUntreated: number;
  residualOpen: number;
}

const COUNT_KEYS: readonly (keyof RawCounts)[] = [
  'business',
  'system',
  'unit',
  'inhand',
  'submitted',
  'freeze',
  'withoutOwner',
  'systemWithoutBusiness',
  'threats',
  'vulnerabilities',
  'controls',
  'systemUnassessed',
  'risks',
  'mustTreat',
  'mustTreatUntreated',
  'residualOpen',
];

export function createAssessmentRepository(db: DbOrTx) {
  const ofProject = (k: AssessmentKey) => and(eq(raAssessments.tenantCode, k.tenantCode), eq(raAssessments.projectCode, k.projectCode));
  return {
    async byProject(k: AssessmentKey): Promise<RaAssessmentRow | undefined> {
      const [row] = await db.select().from(raAssessments).where(ofProject(k));
      return row;
    },
    /** Locks the row for the rest of the transaction (moves and code counters). */
    async forUpdate(k: AssessmentKey): Promise<RaAssessmentRow | undefined> {
      const [row] = await db.select().from(raAssessments).where(ofProject(k)).for('update');
      return row;
    },
    /** Creates the assessment once; a concurrent first open keeps the first row. */
    async create(row: NewRaAssessmentRow): Promise<void> {
      await db.insert(raAssessments).values(row).onConflictDoNothing();
    },
    async update(k: AssessmentKey, changes: Partial<Omit<NewRaAssessmentRow, 'tenantCode' | 'projectCode'>>): Promise<void> {
      await db.update(raAssessments).set(changes).where(ofProject(k));
    },
    /** Reserves `n` codes: returns the first number of the reserved run. */
    async reserveCodes(k: AssessmentKey, n: number): Promise<number> {
      const [row] = await db
        .update(raAssessments)
        .set({ seq: sql`${raAssessments.seq} + ${n}` })
        .where(ofProject(k))
        .returning({ seq: raAssessments.seq });
      return row.seq - n + 1;
    },
    async addEvent(
      k: AssessmentKey,
      event: {
        action: string;
        label: string;
        stage: RaAssessmentRow['stage'];
        status: RaAssessmentRow['status'];
        actorAccountId: string | null;
        reason?: string;
        at: Date;
      },
    ): Promise<void> {
      await db.insert(raEvents).values({ ...k, reason: '', ...event });
    },
    async events(k: AssessmentKey, limit = 50) {
      return db
        .select()
        .from(raEvents)
        .where(and(eq(raEvents.tenantCode, k.tenantCode), eq(raEvents.projectCode, k.projectCode)))
        .orderBy(desc(raEvents.at), desc(raEvents.id))
        .limit(limit);
    },
    /** Every count of the stage bar in one statement. */
    async counts(k: AssessmentKey): Promise<RawCounts> {
      const t = k.tenantCode;
      const p = k.projectCode;
      const result = await db.execute(sql`
        with assets as (
          select state, owner_account_id from ra_business_assets where tenant_code = ${t} and project_code = ${p}
          union all select state, owner_account_id from ra_system_assets where tenant_code = ${t} and project_code = ${p}
          union all select state, owner_account_id from ra_unit_assets where tenant_code = ${t} and project_code = ${p}
        )
        select
          (select count(*) from ra_business_assets where tenant_code = ${t} and project_code = ${p})::int as "business",
          (select count(*) from ra_system_assets where tenant_code = ${t} and project_code = ${p})::int as "system",
          (select count(*) from ra_unit_assets where tenant_code = ${t} and project_code = ${p})::int as "unit",
          (select count(*) from assets where state = 'inhand')::int as "inhand",
          (select count(*) from assets where state = 'submitted')::int as "submitted",
          (select count(*) from assets where state = 'freeze')::int as "freeze",
          (select count(*) from assets where owner_account_id is null)::int as "withoutOwner",
          (select count(*) from ra_system_assets where tenant_code = ${t} and project_code = ${p} and cardinality(business_codes) = 0)::int as "systemWithoutBusiness",
          (select count(*) from ra_threats where tenant_code = ${t} and project_code = ${p})::int as "threats",
          (select count(*) from ra_vulnerabilities where tenant_code = ${t} and project_code = ${p})::int as "vulnerabilities",
          (select count(*) from ra_controls where tenant_code = ${t} and project_code = ${p})::int as "controls",
          (select count(*) from ra_system_assets where tenant_code = ${t} and project_code = ${p} and assessed_at is null)::int as "systemUnassessed",
          (select count(*) from ra_risks where tenant_code = ${t} and project_code = ${p})::int as "risks",
          (select count(*) from ra_risks where tenant_code = ${t} and project_code = ${p} and acceptance = 'mustTreat')::int as "mustTreat",
          (select count(*) from ra_risks where tenant_code = ${t} and project_code = ${p} and acceptance = 'mustTreat' and treatment is null)::int as "mustTreatUntreated",
          (select count(*) from ra_risks where tenant_code = ${t} and project_code = ${p} and further_action)::int as "residualOpen"
      `);
      const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
      return Object.fromEntries(COUNT_KEYS.map((key) => [key, Number(row[key] ?? 0)])) as unknown as RawCounts;
    },
    /** Assessments of several projects (the project list). */
    async byProjects(tenantCodes: readonly string[], projectCodes: readonly string[]) {
      if (projectCodes.length === 0) return [];
      return db
        .select()
        .from(raAssessments)
        .where(sql`${raAssessments.projectCode} = any(${sql.param([...projectCodes])}::text[])`)
        .orderBy(asc(raAssessments.projectCode))
        .then((rows) => rows.filter((r) => tenantCodes.includes(r.tenantCode)));
    },
  };
}

export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;
