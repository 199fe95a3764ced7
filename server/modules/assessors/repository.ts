/**
 * The assessors area's queries: the register of one certification body (`forBody`), the
 * read-only view across bodies platform delivery has (`forBodies`), and the one cross-body read
 * the rules need — who holds a registration number (`registrationHolders`, a CCAA number is
 * registered at one body only).
 */
import { and, asc, count, eq, exists, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import { type AssessorRegistrationRow, type AssessorRow, assessorRegistrations, assessors } from '../../db/schema';

type NewAssessor = typeof assessors.$inferInsert;
export type AssessorValues = Omit<NewAssessor, 'tenantCode' | 'assessorCode' | 'version' | 'createdAt' | 'createdBy'>;
export type RegistrationValues = Omit<AssessorRegistrationRow, 'tenantCode' | 'assessorCode'>;

export interface AssessorFilter {
  keyword?: string;
  field?: AssessorRegistrationRow['field'];
  grade?: AssessorRegistrationRow['grade'];
  teamLeader?: boolean;
  /** Only assessors with a registration expired on this day. */
  expiredOn?: string;
  /** Only this assessor (an auditor's own record). */
  assessorCode?: string;
}

/** The bodies a read covers: one body, or every body (platform delivery). */
export type BodiesScope = { readonly all: true } | { readonly all: false; readonly body: string };

export function createAssessorsRepository(db: DbOrTx) {
  const inScope = (scope: BodiesScope): SQL | undefined => (scope.all ? undefined : eq(assessors.tenantCode, scope.body));

  const registrationsMatch = (...conditions: (SQL | undefined)[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(assessorRegistrations)
        .where(
          and(
            eq(assessorRegistrations.tenantCode, assessors.tenantCode),
            eq(assessorRegistrations.assessorCode, assessors.assessorCode),
            ...conditions,
          ),
        ),
    );

  function whereOf(scope: BodiesScope, filter: AssessorFilter): SQL | undefined {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
    const registrationConditions = [
      filter.field ? eq(assessorRegistrations.field, filter.field) : undefined,
      filter.grade ? eq(assessorRegistrations.grade, filter.grade) : undefined,
    ].filter(Boolean) as SQL[];
    return and(
      inScope(scope),
      filter.assessorCode ? eq(assessors.assessorCode, filter.assessorCode) : undefined,
      pattern
        ? or(ilike(assessors.name, pattern), ilike(assessors.phone, pattern), registrationsMatch(ilike(assessorRegistrations.regNo, pattern)))
        : undefined,
      registrationConditions.length ? registrationsMatch(...registrationConditions) : undefined,
      filter.teamLeader === undefined ? undefined : eq(assessors.teamLeader, filter.teamLeader),
      filter.expiredOn ? registrationsMatch(lt(assessorRegistrations.validUntil, filter.expiredOn)) : undefined,
    );
  }

  async function registrationsOf(rows: readonly Pick<AssessorRow, 'tenantCode' | 'assessorCode'>[]): Promise<Map<string, AssessorRegistrationRow[]>> {
    const byKey = new Map<string, AssessorRegistrationRow[]>();
    if (!rows.length) return byKey;
    const bodies = [...new Set(rows.map((row) => row.tenantCode))];
    const codes = [...new Set(rows.map((row) => row.assessorCode))];
    const found = await db
      .select()
      .from(assessorRegistrations)
      .where(and(inArray(assessorRegistrations.tenantCode, bodies), inArray(assessorRegistrations.assessorCode, codes)))
      .orderBy(asc(assessorRegistrations.field));
    for (const registration of found) {
      const key = `${registration.tenantCode}\u0000${registration.assessorCode}`;
      byKey.set(key, [...(byKey.get(key) ?? []), registration]);
    }
    return byKey;
  }

  return {
    registrationsOf,

    /** Reads across the bodies of `scope`. */
    forBodies(scope: BodiesScope) {
      return {
        async page(filter: AssessorFilter, page: Page): Promise<{ rows: AssessorRow[]; total: number }> {
          const where = whereOf(scope, filter);
          return pagedSelect(db, page, {
            count: { table: assessors, where },
            rows: db.select().from(assessors).where(where).orderBy(asc(assessors.tenantCode), asc(assessors.name), asc(assessors.assessorCode)),
          });
        },
        async one(assessorCode: string): Promise<AssessorRow | undefined> {
          const [row] = await db
            .select()
            .from(assessors)
            .where(and(inScope(scope), eq(assessors.assessorCode, assessorCode)))
            .limit(1);
          return row;
        },
        /** The bodies with assessors, and how many each has. */
        async bodyCounts(): Promise<{ tenantCode: string; total: number }[]> {
          const rows = await db
            .select({ tenantCode: assessors.tenantCode, total: count() })
            .from(assessors)
            .where(inScope(scope))
            .groupBy(assessors.tenantCode)
            .orderBy(asc(assessors.tenantCode));
          return rows.map((row) => ({ tenantCode: row.tenantCode, total: Number(row.total) }));
        },
      };
    },

    /** Who holds these registration numbers, at any body (compared without case). */
    async registrationHolders(regNos: readonly string[]): Promise<AssessorRegistrationRow[]> {
      if (!regNos.length) return [];
      return db
        .select()
        .from(assessorRegistrations)
        .where(inArray(sql`upper(${assessorRegistrations.regNo})`, [...new Set(regNos.map((regNo) => regNo.toUpperCase()))]));
    },

    /** Reads and writes of one body's register. */
    forBody(body: string) {
      const mine = (...conditions: (SQL | undefined)[]) => and(eq(assessors.tenantCode, body), ...conditions);
      return {
        async all(): Promise<AssessorRow[]> {
          return db.select().from(assessors).where(mine()).orderBy(asc(assessors.name), asc(assessors.assessorCode));
        },
        async byCodes(codes: readonly string[]): Promise<AssessorRow[]> {
          if (!codes.length) return [];
          return db
            .select()
            .from(assessors)
            .where(mine(inArray(assessors.assessorCode, [...new Set(codes)])));
        },
        async one(assessorCode: string, options: { lock?: boolean } = {}): Promise<AssessorRow | undefined> {
          const query = db
            .select()
            .from(assessors)
            .where(mine(eq(assessors.assessorCode, assessorCode)));
          const [row] = options.lock ? await query.for('update') : await query;
          return row;
        },
        async byPhone(phone: string): Promise<AssessorRow | undefined> {
          const [row] = await db
            .select()
            .from(assessors)
            .where(mine(eq(assessors.phone, phone)));
          return row;
        },
        async byAccount(accountId: string): Promise<AssessorRow | undefined> {
          const [row] = await db
            .select()
            .from(assessors)
            .where(mine(eq(assessors.accountId, accountId)));
          return row;
        },
        /** Assessor codes linked to accounts, by account id. */
        async linkedAccounts(): Promise<Map<string, string>> {
          const rows = await db
            .select({ accountId: assessors.accountId, assessorCode: assessors.assessorCode })
            .from(assessors)
            .where(mine(sql`${assessors.accountId} is not null`));
          return new Map(rows.map((row) => [row.accountId as string, row.assessorCode]));
        },
        async insert(assessorCode: string, values: AssessorValues & { createdBy: string; createdAt: Date }): Promise<AssessorRow> {
          const [row] = await db
            .insert(assessors)
            .values({ ...values, tenantCode: body, assessorCode, version: 1 })
            .returning();
          return row;
        },
        /** Updates when the version still matches; undefined when someone changed it meanwhile. */
        async update(assessorCode: string, version: number, values: AssessorValues): Promise<AssessorRow | undefined> {
          const [row] = await db
            .update(assessors)
            .set({ ...values, version: version + 1 })
            .where(mine(eq(assessors.assessorCode, assessorCode), eq(assessors.version, version)))
            .returning();
          return row;
        },
        async replaceRegistrations(assessorCode: string, registrations: readonly RegistrationValues[]): Promise<void> {
          await db
            .delete(assessorRegistrations)
            .where(and(eq(assessorRegistrations.tenantCode, body), eq(assessorRegistrations.assessorCode, assessorCode)));
          if (registrations.length) {
            await db.insert(assessorRegistrations).values(registrations.map((registration) => ({ ...registration, tenantCode: body, assessorCode })));
          }
        },
        /** Deletes when the version still matches; false otherwise. */
        async remove(assessorCode: string, version: number): Promise<boolean> {
          const deleted = await db
            .delete(assessors)
            .where(mine(eq(assessors.assessorCode, assessorCode), eq(assessors.version, version)))
            .returning({ assessorCode: assessors.assessorCode });
          if (!deleted.length) return false;
          await db
            .delete(assessorRegistrations)
            .where(and(eq(assessorRegistrations.tenantCode, body), eq(assessorRegistrations.assessorCode, assessorCode)));
          return true;
        },
      };
    },
  };
}

export type AssessorsRepository = ReturnType<typeof createAssessorsRepository>;
