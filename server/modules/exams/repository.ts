/** The question bank's queries: the paged, filtered list, counts per topic and kind, reads by code, and writes at a version. */
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import { type ExamQuestionRow, examQuestions } from '../../db/schema';

export type ExamQuestionValues = Omit<typeof examQuestions.$inferInsert, 'code' | 'version' | 'createdAt' | 'createdBy' | 'shipped'>;

export interface BankFilter {
  keyword?: string;
  kind?: ExamQuestionRow['kind'];
  topic?: ExamQuestionRow['topic'];
  difficulty?: ExamQuestionRow['difficulty'];
}

export function createExamBankRepository(db: DbOrTx) {
  function whereOf(filter: BankFilter): SQL | undefined {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
    return and(
      pattern ? or(ilike(examQuestions.code, pattern), ilike(examQuestions.stem, pattern), ilike(examQuestions.clause, pattern)) : undefined,
      filter.kind ? eq(examQuestions.kind, filter.kind) : undefined,
      filter.topic ? eq(examQuestions.topic, filter.topic) : undefined,
      filter.difficulty ? eq(examQuestions.difficulty, filter.difficulty) : undefined,
    );
  }

  return {
    async page(filter: BankFilter, page: Page): Promise<{ rows: ExamQuestionRow[]; total: number }> {
      const where = whereOf(filter);
      return pagedSelect(db, page, {
        count: { table: examQuestions, where },
        rows: db.select().from(examQuestions).where(where).orderBy(asc(examQuestions.code)),
      });
    },

    async counts(): Promise<{ topic: ExamQuestionRow['topic']; kind: ExamQuestionRow['kind']; count: number }[]> {
      const rows = await db
        .select({ topic: examQuestions.topic, kind: examQuestions.kind, count: count() })
        .from(examQuestions)
        .groupBy(examQuestions.topic, examQuestions.kind);
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    async all(): Promise<ExamQuestionRow[]> {
      return db.select().from(examQuestions).orderBy(asc(examQuestions.code));
    },

    async byCode(code: string): Promise<ExamQuestionRow | undefined> {
      const [row] = await db.select().from(examQuestions).where(eq(examQuestions.code, code));
      return row;
    },

    async byCodes(codes: readonly string[]): Promise<ExamQuestionRow[]> {
      if (!codes.length) return [];
      return db
        .select()
        .from(examQuestions)
        .where(inArray(examQuestions.code, [...codes]));
    },

    async insert(code: string, values: ExamQuestionValues & { createdBy: string | null; createdAt: Date }): Promise<ExamQuestionRow> {
      const [row] = await db
        .insert(examQuestions)
        .values({ ...values, code, version: 1 })
        .returning();
      return row!;
    },

    /** The edit at `version`; undefined when the row is gone or another edit came first. */
    async update(code: string, version: number, values: ExamQuestionValues): Promise<ExamQuestionRow | undefined> {
      const [row] = await db
        .update(examQuestions)
        .set({ ...values, version: version + 1 })
        .where(and(eq(examQuestions.code, code), eq(examQuestions.version, version)))
        .returning();
      return row;
    },

    async remove(code: string, version: number): Promise<boolean> {
      const removed = await db
        .delete(examQuestions)
        .where(and(eq(examQuestions.code, code), eq(examQuestions.version, version)))
        .returning({ code: examQuestions.code });
      return removed.length > 0;
    },
  };
}

export type ExamBankRepository = ReturnType<typeof createExamBankRepository>;
