/**
 * Every query of the questionnaire part (questionnaires, questionnaire_items, questionnaire_risks)
 * over a database or a transaction. Rows are keyed by the project's channel tenant (tenant_code);
 * the service decides who may see a questionnaire (app.projectRegistry) before it asks here, and
 * passes the questionnaire row it found, so every read and write below stays inside that
 * questionnaire's tenant and code. Lookups by item or risk code alone (a customer opening an item
 * by its code) are named `…ByCode` and the service checks the row's tenants itself.
 */
import { and, asc, count, desc, eq, exists, ilike, inArray, max, or, type SQL, sql } from 'drizzle-orm';
import type { QuestionnaireItemStatus, QuestionnaireStatus, QuestionRiskStatus } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import {
  type NewQuestionnaireItemRow,
  type NewQuestionnaireRow,
  type QuestionnaireItemRowDb,
  type QuestionnaireRiskRow,
  type QuestionnaireRow,
  questionnaireItems,
  questionnaireRisks,
  questionnaires,
} from '../../db/schema';

export interface ItemFilter {
  sectionKey?: string;
  status?: QuestionnaireItemStatus;
  respondentId?: string;
  keyword?: string;
  hasRisk?: boolean;
}

export interface QuestionnaireFilter {
  status?: QuestionnaireStatus;
  keyword?: string;
  /** Only questionnaires with an item assigned to this respondent. */
  respondentId?: string;
}

type QnKey = Pick<QuestionnaireRow, 'tenantCode' | 'questionnaireCode'>;
type StatusCount = { status: QuestionnaireItemStatus; n: number };

/** Items are inserted in batches of this many rows (a level-3 MLPS questionnaire has several hundred). */
const INSERT_BATCH = 200;

export function createQuestionnaireRepository(db: DbOrTx) {
  const ofQn = (qn: QnKey, ...conditions: (SQL | undefined)[]) =>
    and(eq(questionnaireItems.tenantCode, qn.tenantCode), eq(questionnaireItems.questionnaireCode, qn.questionnaireCode), ...conditions);
  const openRiskOf = (itemCode: typeof questionnaireItems.itemCode) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(questionnaireRisks)
        .where(
          and(
            eq(questionnaireRisks.tenantCode, questionnaireItems.tenantCode),
            eq(questionnaireRisks.itemCode, itemCode),
            eq(questionnaireRisks.status, 'open'),
          ),
        ),
    );

  function itemWhere(qn: QnKey, filter: ItemFilter): SQL | undefined {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
    return ofQn(
      qn,
      filter.sectionKey ? eq(questionnaireItems.sectionKey, filter.sectionKey) : undefined,
      filter.status ? eq(questionnaireItems.status, filter.status) : undefined,
      filter.respondentId ? eq(questionnaireItems.respondentAccountId, filter.respondentId) : undefined,
      pattern ? or(ilike(questionnaireItems.title, pattern), ilike(questionnaireItems.ref, pattern)) : undefined,
      filter.hasRisk === undefined
        ? undefined
        : filter.hasRisk
          ? openRiskOf(questionnaireItems.itemCode)
          : sql`not ${openRiskOf(questionnaireItems.itemCode)}`,
    );
  }

  return {
    // ---- questionnaires ------------------------------------------------------------------------
    async byProject(tenantCode: string, projectCode: string, lock = false): Promise<QuestionnaireRow | undefined> {
      const query = db
        .select()
        .from(questionnaires)
        .where(and(eq(questionnaires.tenantCode, tenantCode), eq(questionnaires.projectCode, projectCode)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** A customer tenant's questionnaires, newest distribution first. */
    async customerPage(customerTenantCode: string, filter: QuestionnaireFilter, page: Page): Promise<{ rows: QuestionnaireRow[]; total: number }> {
      const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
      const where = and(
        eq(questionnaires.customerTenantCode, customerTenantCode),
        filter.status ? eq(questionnaires.status, filter.status) : undefined,
        pattern ? or(ilike(questionnaires.title, pattern), ilike(questionnaires.projectCode, pattern)) : undefined,
        filter.respondentId
          ? exists(
              db
                .select({ one: sql`1` })
                .from(questionnaireItems)
                .where(
                  and(
                    eq(questionnaireItems.tenantCode, questionnaires.tenantCode),
                    eq(questionnaireItems.questionnaireCode, questionnaires.questionnaireCode),
                    eq(questionnaireItems.respondentAccountId, filter.respondentId),
                  ),
                ),
            )
          : undefined,
      );
      return pagedSelect(db, page, {
        count: { table: questionnaires, where },
        rows: db.select().from(questionnaires).where(where).orderBy(desc(questionnaires.distributedAt), asc(questionnaires.questionnaireCode)),
      });
    },

    async insertQuestionnaire(values: NewQuestionnaireRow): Promise<QuestionnaireRow> {
      const [row] = await db.insert(questionnaires).values(values).returning();
      return row;
    },

    async updateQuestionnaire(
      qn: QnKey,
      values: Partial<Pick<QuestionnaireRow, 'status' | 'gapStatus' | 'submittedToChannelAt' | 'finishedAt' | 'scoringJobId' | 'updatedAt'>>,
    ): Promise<QuestionnaireRow> {
      const [row] = await db
        .update(questionnaires)
        .set(values)
        .where(and(eq(questionnaires.tenantCode, qn.tenantCode), eq(questionnaires.questionnaireCode, qn.questionnaireCode)))
        .returning();
      return row;
    },

    // ---- items -----------------------------------------------------------------------------------
    async insertItems(rows: NewQuestionnaireItemRow[]): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await db.insert(questionnaireItems).values(rows.slice(start, start + INSERT_BATCH));
      }
    },

    /** An item by its code alone (the service checks its tenants). */
    async itemByCode(itemCode: string): Promise<QuestionnaireItemRowDb | undefined> {
      const [row] = await db.select().from(questionnaireItems).where(eq(questionnaireItems.itemCode, itemCode)).limit(1);
      return row;
    },

    async item(qn: QnKey, itemCode: string, lock = false): Promise<QuestionnaireItemRowDb | undefined> {
      const query = db
        .select()
        .from(questionnaireItems)
        .where(ofQn(qn, eq(questionnaireItems.itemCode, itemCode)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Items of the questionnaire by code (unknown codes are absent), in seq order, locked for the transaction. */
    itemsByCodes: (qn: QnKey, itemCodes: readonly string[]): Promise<QuestionnaireItemRowDb[]> =>
      itemCodes.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(questionnaireItems)
            .where(ofQn(qn, inArray(questionnaireItems.itemCode, [...itemCodes])))
            .orderBy(asc(questionnaireItems.seq))
            .for('update'),

    /** The same, for reading. */
    itemsByCodesUnlocked: (qn: QnKey, itemCodes: readonly string[]): Promise<QuestionnaireItemRowDb[]> =>
      itemCodes.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(questionnaireItems)
            .where(ofQn(qn, inArray(questionnaireItems.itemCode, [...itemCodes])))
            .orderBy(asc(questionnaireItems.seq)),

    /** Every item matching the filter, in seq order (locked when asked). */
    async items(qn: QnKey, filter: ItemFilter = {}, lock = false): Promise<QuestionnaireItemRowDb[]> {
      const query = db.select().from(questionnaireItems).where(itemWhere(qn, filter)).orderBy(asc(questionnaireItems.seq));
      return lock ? query.for('update') : query;
    },

    async itemPage(qn: QnKey, filter: ItemFilter, page: Page): Promise<{ rows: QuestionnaireItemRowDb[]; total: number }> {
      const where = itemWhere(qn, filter);
      return pagedSelect(db, page, {
        count: { table: questionnaireItems, where },
        rows: db.select().from(questionnaireItems).where(where).orderBy(asc(questionnaireItems.seq)),
      });
    },

    async updateItem(
      item: Pick<QuestionnaireItemRowDb, 'tenantCode' | 'itemCode'>,
      values: Partial<
        Pick<
          QuestionnaireItemRowDb,
          | 'answers'
          | 'answeredCount'
          | 'complete'
          | 'status'
          | 'respondentAccountId'
          | 'returnReason'
          | 'judgement'
          | 'judgedBy'
          | 'judgedAt'
          | 'answeredAt'
          | 'submittedAt'
          | 'updatedAt'
        >
      >,
    ): Promise<QuestionnaireItemRowDb> {
      const [row] = await db
        .update(questionnaireItems)
        .set(values)
        .where(and(eq(questionnaireItems.tenantCode, item.tenantCode), eq(questionnaireItems.itemCode, item.itemCode)))
        .returning();
      return row;
    },

    /** One values object for many items of the questionnaire. */
    async updateItems(
      qn: QnKey,
      itemCodes: readonly string[],
      values: Partial<Pick<QuestionnaireItemRowDb, 'status' | 'respondentAccountId' | 'returnReason' | 'submittedAt' | 'updatedAt'>>,
    ): Promise<void> {
      if (itemCodes.length === 0) return;
      await db
        .update(questionnaireItems)
        .set(values)
        .where(ofQn(qn, inArray(questionnaireItems.itemCode, [...itemCodes])));
    },

    // ---- counts ----------------------------------------------------------------------------------
    /** Item counts by status of several questionnaires (of one tenant or many), optionally of one respondent. */
    async statusCounts(qns: readonly QnKey[], respondentId?: string): Promise<Map<string, StatusCount[]>> {
      const result = new Map<string, StatusCount[]>();
      if (qns.length === 0) return result;
      const rows = await db
        .select({ questionnaireCode: questionnaireItems.questionnaireCode, status: questionnaireItems.status, n: count() })
        .from(questionnaireItems)
        .where(
          and(
            or(
              ...qns.map((qn) =>
                and(eq(questionnaireItems.tenantCode, qn.tenantCode), eq(questionnaireItems.questionnaireCode, qn.questionnaireCode)),
              ),
            ),
            respondentId ? eq(questionnaireItems.respondentAccountId, respondentId) : undefined,
          ),
        )
        .groupBy(questionnaireItems.questionnaireCode, questionnaireItems.status);
      for (const row of rows) {
        result.set(row.questionnaireCode, [...(result.get(row.questionnaireCode) ?? []), { status: row.status, n: Number(row.n) }]);
      }
      return result;
    },

    /** Open risks of several questionnaires. */
    async openRiskCounts(qns: readonly QnKey[]): Promise<Map<string, number>> {
      if (qns.length === 0) return new Map();
      const rows = await db
        .select({ questionnaireCode: questionnaireRisks.questionnaireCode, n: count() })
        .from(questionnaireRisks)
        .where(
          and(
            or(
              ...qns.map((qn) =>
                and(eq(questionnaireRisks.tenantCode, qn.tenantCode), eq(questionnaireRisks.questionnaireCode, qn.questionnaireCode)),
              ),
            ),
            eq(questionnaireRisks.status, 'open'),
          ),
        )
        .groupBy(questionnaireRisks.questionnaireCode);
      return new Map(rows.map((row) => [row.questionnaireCode, Number(row.n)]));
    },

    sectionCounts: (qn: QnKey) =>
      db
        .select({
          sectionKey: questionnaireItems.sectionKey,
          sectionName: questionnaireItems.sectionName,
          status: questionnaireItems.status,
          n: count(),
          firstSeq: sql<number>`min(${questionnaireItems.seq})`,
        })
        .from(questionnaireItems)
        .where(ofQn(qn))
        .groupBy(questionnaireItems.sectionKey, questionnaireItems.sectionName, questionnaireItems.status),

    respondentCounts: (qn: QnKey) =>
      db
        .select({
          respondentId: questionnaireItems.respondentAccountId,
          status: questionnaireItems.status,
          n: count(),
          complete: sql<number>`count(*) filter (where ${questionnaireItems.complete})`,
          lastAnsweredAt: max(questionnaireItems.answeredAt),
        })
        .from(questionnaireItems)
        .where(ofQn(qn, sql`${questionnaireItems.respondentAccountId} is not null`))
        .groupBy(questionnaireItems.respondentAccountId, questionnaireItems.status),

    // ---- risks -----------------------------------------------------------------------------------
    /** Open risks per item of these items. */
    async openRisksByItem(qn: QnKey, itemCodes: readonly string[]): Promise<Map<string, number>> {
      if (itemCodes.length === 0) return new Map();
      const rows = await db
        .select({ itemCode: questionnaireRisks.itemCode, n: count() })
        .from(questionnaireRisks)
        .where(
          and(
            eq(questionnaireRisks.tenantCode, qn.tenantCode),
            eq(questionnaireRisks.questionnaireCode, qn.questionnaireCode),
            inArray(questionnaireRisks.itemCode, [...itemCodes]),
            eq(questionnaireRisks.status, 'open'),
          ),
        )
        .groupBy(questionnaireRisks.itemCode);
      return new Map(rows.map((row) => [row.itemCode, Number(row.n)]));
    },

    /** Risks of these items (or of the whole questionnaire), newest first. */
    risks: (qn: QnKey, filter: { itemCodes?: readonly string[]; status?: QuestionRiskStatus } = {}): Promise<QuestionnaireRiskRow[]> =>
      filter.itemCodes && filter.itemCodes.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(questionnaireRisks)
            .where(
              and(
                eq(questionnaireRisks.tenantCode, qn.tenantCode),
                eq(questionnaireRisks.questionnaireCode, qn.questionnaireCode),
                filter.itemCodes ? inArray(questionnaireRisks.itemCode, [...filter.itemCodes]) : undefined,
                filter.status ? eq(questionnaireRisks.status, filter.status) : undefined,
              ),
            )
            .orderBy(desc(questionnaireRisks.openedAt), desc(questionnaireRisks.riskCode)),

    async riskPage(qn: QnKey, status: QuestionRiskStatus | undefined, page: Page): Promise<{ rows: QuestionnaireRiskRow[]; total: number }> {
      const where = and(
        eq(questionnaireRisks.tenantCode, qn.tenantCode),
        eq(questionnaireRisks.questionnaireCode, qn.questionnaireCode),
        status ? eq(questionnaireRisks.status, status) : undefined,
      );
      return pagedSelect(db, page, {
        count: { table: questionnaireRisks, where },
        rows: db.select().from(questionnaireRisks).where(where).orderBy(desc(questionnaireRisks.openedAt), desc(questionnaireRisks.riskCode)),
      });
    },

    async risk(qn: QnKey, riskCode: string, lock = false): Promise<QuestionnaireRiskRow | undefined> {
      const query = db
        .select()
        .from(questionnaireRisks)
        .where(
          and(
            eq(questionnaireRisks.tenantCode, qn.tenantCode),
            eq(questionnaireRisks.questionnaireCode, qn.questionnaireCode),
            eq(questionnaireRisks.riskCode, riskCode),
          ),
        )
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async riskCount(qn: QnKey): Promise<number> {
      const [{ n }] = await db
        .select({ n: count() })
        .from(questionnaireRisks)
        .where(and(eq(questionnaireRisks.tenantCode, qn.tenantCode), eq(questionnaireRisks.questionnaireCode, qn.questionnaireCode)));
      return Number(n);
    },

    async insertRisk(values: typeof questionnaireRisks.$inferInsert): Promise<QuestionnaireRiskRow> {
      const [row] = await db.insert(questionnaireRisks).values(values).returning();
      return row;
    },

    async updateRisk(
      risk: Pick<QuestionnaireRiskRow, 'tenantCode' | 'riskCode'>,
      values: Partial<Pick<QuestionnaireRiskRow, 'status' | 'closedBy' | 'closedAt' | 'closeNote'>>,
    ): Promise<QuestionnaireRiskRow> {
      const [row] = await db
        .update(questionnaireRisks)
        .set(values)
        .where(and(eq(questionnaireRisks.tenantCode, risk.tenantCode), eq(questionnaireRisks.riskCode, risk.riskCode)))
        .returning();
      return row;
    },
  };
}

export type QuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;
