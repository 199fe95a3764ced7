/**
 * The exam_attempts table's queries. Every write that moves an attempt is conditional on the state
 * it moves from (and, for answers, on the deadline), so two tabs, a double click or the server's
 * own timeout never make two moves of one attempt: the loser's update finds no row.
 */
import { and, desc, eq, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AttemptState } from '../../../../domain/exam/enums';
import type { DbOrTx } from '../../../db/client';
import { pagedSelect } from '../../../db/paging';
import { containsPattern, isAnyOf, type Page } from '../../../db/query';
import { type ExamAttemptRow, examAttempts, type StoredAnswer } from '../../../db/schema';

export type NewAttempt = typeof examAttempts.$inferInsert;

/** Who may see which attempts of a delivering tenant: all, or those of the seats a consultant holds. */
export interface ChannelScope {
  deliveryTenantCode: string;
  /** null: every attempt of the tenant (its managers). */
  projectCodes: readonly string[] | null;
}

export interface ChannelFilter {
  state?: AttemptState;
  projectCode?: string;
  keyword?: string;
}

export function createAttemptRepository(db: DbOrTx) {
  return {
    async insert(values: NewAttempt): Promise<ExamAttemptRow> {
      const [row] = await db.insert(examAttempts).values(values).returning();
      return row!;
    },

    async byCode(attemptCode: string): Promise<ExamAttemptRow | undefined> {
      const [row] = await db.select().from(examAttempts).where(eq(examAttempts.attemptCode, attemptCode));
      return row;
    },

    /** A customer tenant's attempts on these seats (projects), to count the seats used. */
    async usedSeats(tenantCode: string, projectCodes: readonly string[]): Promise<Set<string>> {
      if (projectCodes.length === 0) return new Set();
      const rows = await db
        .select({ projectCode: examAttempts.projectCode })
        .from(examAttempts)
        .where(and(eq(examAttempts.tenantCode, tenantCode), isAnyOf(examAttempts.projectCode, projectCodes)));
      return new Set(rows.map((row) => row.projectCode));
    },

    /** A candidate's attempts (state and result only), for the exams they may sit. */
    async candidateStates(tenantCode: string, accountId: string) {
      return db
        .select({
          attemptCode: examAttempts.attemptCode,
          productCode: examAttempts.productCode,
          state: examAttempts.state,
          passed: examAttempts.passed,
          deadline: examAttempts.deadline,
        })
        .from(examAttempts)
        .where(and(eq(examAttempts.tenantCode, tenantCode), eq(examAttempts.candidateAccountId, accountId)));
    },

    async pageOfCandidate(tenantCode: string, accountId: string, page: Page) {
      const where = and(eq(examAttempts.tenantCode, tenantCode), eq(examAttempts.candidateAccountId, accountId));
      return pagedSelect(db, page, {
        count: { table: examAttempts, where },
        rows: db.select().from(examAttempts).where(where).orderBy(desc(examAttempts.startedAt), desc(examAttempts.attemptCode)),
      });
    },

    async certificatesOf(tenantCode: string, accountId: string): Promise<ExamAttemptRow[]> {
      return db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.tenantCode, tenantCode), eq(examAttempts.candidateAccountId, accountId), eq(examAttempts.passed, true)))
        .orderBy(desc(examAttempts.issuedAt));
    },

    async pageOfChannel(scope: ChannelScope, filter: ChannelFilter, page: Page, customerCodes: readonly string[], accountIds: readonly string[]) {
      const where = channelWhere(scope, filter, customerCodes, accountIds);
      return pagedSelect(db, page, {
        count: { table: examAttempts, where },
        rows: db
          .select()
          .from(examAttempts)
          .where(where)
          // Waiting for review first, then the newest.
          .orderBy(
            sql`case when ${examAttempts.state} = 'submitted' then 0 else 1 end`,
            desc(examAttempts.startedAt),
            desc(examAttempts.attemptCode),
          ),
      });
    },

    /** Attempts still open past their deadline, in a scope (the server closes them on read). */
    async overdue(where: SQL | undefined, now: Date, limit = 200): Promise<ExamAttemptRow[]> {
      return db
        .select()
        .from(examAttempts)
        .where(and(where, eq(examAttempts.state, 'inProgress'), lte(examAttempts.deadline, now)))
        .limit(limit);
    },

    /**
     * Merges `patch` into the stored answers of the candidate's attempt while it is open and
     * before its deadline; undefined when it is not (closed, time is up, or not theirs).
     */
    async mergeAnswers(tenantCode: string, attemptCode: string, candidateAccountId: string, patch: Record<string, StoredAnswer>, now: Date) {
      const [row] = await db
        .update(examAttempts)
        .set({
          answers: sql`${examAttempts.answers} || ${JSON.stringify(patch)}::jsonb`,
          answersVersion: sql`${examAttempts.answersVersion} + 1`,
        })
        .where(
          and(
            eq(examAttempts.tenantCode, tenantCode),
            eq(examAttempts.attemptCode, attemptCode),
            eq(examAttempts.candidateAccountId, candidateAccountId),
            eq(examAttempts.state, 'inProgress'),
            sql`${examAttempts.deadline} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ answers: examAttempts.answers, answersVersion: examAttempts.answersVersion });
      return row;
    },

    /** Moves an attempt from `from` with `values`; undefined when it is no longer in `from`. */
    async move(tenantCode: string, attemptCode: string, from: AttemptState, values: Partial<NewAttempt>): Promise<ExamAttemptRow | undefined> {
      const [row] = await db
        .update(examAttempts)
        .set(values)
        .where(and(eq(examAttempts.tenantCode, tenantCode), eq(examAttempts.attemptCode, attemptCode), eq(examAttempts.state, from)))
        .returning();
      return row;
    },

    async ofSeat(tenantCode: string, projectCode: string): Promise<ExamAttemptRow[]> {
      return db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.tenantCode, tenantCode), eq(examAttempts.projectCode, projectCode)))
        .orderBy(desc(examAttempts.startedAt));
    },

    async byVerifyCode(verifyCode: string): Promise<ExamAttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.verifyCode, verifyCode), eq(examAttempts.passed, true)));
      return row;
    },
  };
}

export type AttemptRepository = ReturnType<typeof createAttemptRepository>;

function channelWhere(scope: ChannelScope, filter: ChannelFilter, customerCodes: readonly string[], accountIds: readonly string[]): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(examAttempts.deliveryTenantCode, scope.deliveryTenantCode)];
  if (scope.projectCodes) conditions.push(scope.projectCodes.length ? inArray(examAttempts.projectCode, [...scope.projectCodes]) : sql`false`);
  if (filter.state) conditions.push(eq(examAttempts.state, filter.state));
  if (filter.projectCode) conditions.push(eq(examAttempts.projectCode, filter.projectCode));
  if (filter.keyword)
    conditions.push(
      or(
        ilike(examAttempts.candidateName, containsPattern(filter.keyword)),
        ilike(examAttempts.productName, containsPattern(filter.keyword)),
        customerCodes.length ? isAnyOf(examAttempts.tenantCode, customerCodes) : undefined,
        accountIds.length ? isAnyOf(examAttempts.candidateAccountId, accountIds) : undefined,
      ),
    );
  return and(...conditions);
}
