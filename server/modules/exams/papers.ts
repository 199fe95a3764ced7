/**
 * Exam papers (issue 30 item 1): the platform manager's list, save and delete. A paper is saved
 * only when the bank can serve it for every seed (domain/exam/paper.ts paperProblems); the list
 * checks every paper against the bank as it is now, so a paper the bank no longer serves (after
 * questions were deleted or retagged) says why before any candidate starts it. The default paper
 * (DEFAULT_PAPER) is shipped as base data.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { BankQuestion } from '../../../domain/exam/bank';
import type { examContracts as c, ExamPaperItem } from '../../../domain/exam/contracts';
import { paperProblems, PaperSpec, SHIPPED_PAPERS } from '../../../domain/exam/paper';
import { ErrorCode } from '../../../domain/errors';
import { chinaCompactDay } from '../../../domain/kernel/chinaTime';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import { type ExamPaperRow, examPapers } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';

type PaperValues = Omit<typeof examPapers.$inferInsert, 'paperCode' | 'version' | 'createdAt' | 'createdBy' | 'shipped'>;

export { DEFAULT_PAPER_CODE } from '../../../domain/exam/paper';

export function createExamPaperRepository(db: DbOrTx) {
  return {
    async page(keyword: string | undefined, page: Page): Promise<{ rows: ExamPaperRow[]; total: number }> {
      const where: SQL | undefined = keyword ? ilike(examPapers.title, containsPattern(keyword)) : undefined;
      return pagedSelect(db, page, {
        count: { table: examPapers, where },
        rows: db.select().from(examPapers).where(where).orderBy(asc(examPapers.paperCode)),
      });
    },
    async byCode(paperCode: string): Promise<ExamPaperRow | undefined> {
      const [row] = await db.select().from(examPapers).where(eq(examPapers.paperCode, paperCode));
      return row;
    },
    async insert(paperCode: string, values: PaperValues & { createdBy: string | null; createdAt: Date }): Promise<ExamPaperRow> {
      const [row] = await db
        .insert(examPapers)
        .values({ ...values, paperCode })
        .returning();
      return row!;
    },
    async update(paperCode: string, version: number, values: PaperValues): Promise<ExamPaperRow | undefined> {
      const [row] = await db
        .update(examPapers)
        .set({ ...values, version: version + 1 })
        .where(and(eq(examPapers.paperCode, paperCode), eq(examPapers.version, version)))
        .returning();
      return row;
    },
    async remove(paperCode: string, version: number): Promise<boolean> {
      const removed = await db
        .delete(examPapers)
        .where(and(eq(examPapers.paperCode, paperCode), eq(examPapers.version, version)))
        .returning({ paperCode: examPapers.paperCode });
      return removed.length > 0;
    },
  };
}

export const specOf = (row: ExamPaperRow): PaperSpec => ({
  title: row.title,
  sections: row.sections,
  timeLimitMinutes: row.timeLimitMinutes,
  passMarkPct: row.passMarkPct,
  attemptsAllowed: row.attemptsAllowed,
});

function itemOf(row: ExamPaperRow, bank: readonly BankQuestion[]): ExamPaperItem {
  const spec = specOf(row);
  const questionCount = spec.sections.reduce((sum, section) => sum + section.draws.reduce((n, draw) => n + draw.count, 0), 0);
  const maxScore = spec.sections.reduce((sum, section) => sum + section.scorePerQuestion * section.draws.reduce((n, draw) => n + draw.count, 0), 0);
  return {
    ...spec,
    paperCode: row.paperCode,
    questionCount,
    maxScore,
    problems: paperProblems(spec, bank),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createExamPaperService(deps: {
  db: DbOrTx;
  clock: Clock;
  bank: () => Promise<BankQuestion[]>;
  /** Whether a product on sale uses the paper (it cannot be deleted then). */
  inUse: (paperCode: string) => Promise<boolean>;
}) {
  const repo = createExamPaperRepository(deps.db);
  const valuesOf = (spec: PaperSpec, actor: string, now: Date): PaperValues => ({ ...spec, updatedBy: actor, updatedAt: now });
  return {
    async list(_auth: RequestContext, query: ParsedQuery<typeof c.examPaperList>) {
      const [{ rows, total }, bank] = await Promise.all([repo.page(query.keyword, query), deps.bank()]);
      return { list: rows.map((row) => itemOf(row, bank)), total, current: query.current, pageSize: query.pageSize };
    },

    async save(auth: RequestContext, body: ParsedBody<typeof c.examPaperSave>): Promise<ExamPaperItem> {
      const { paperCode, version, ...spec } = body;
      const bank = await deps.bank();
      const [problem, ...more] = paperProblems(spec, bank);
      if (problem) throw new BusinessError(ErrorCode.EXAM_PAPER_UNSERVABLE, [problem, ...more].join('；'));
      const now = deps.clock.now();
      const values = valuesOf(spec, auth.account.accountId, now);
      if (!paperCode) {
        const code = `EP${chinaCompactDay(now)}${randomBytes(3).toString('hex').toUpperCase()}`;
        return itemOf(await repo.insert(code, { ...values, createdBy: auth.account.accountId, createdAt: now }), bank);
      }
      if (!(await repo.byCode(paperCode))) throw new BusinessError(ErrorCode.EXAM_PAPER_NOT_FOUND);
      const updated = version === undefined ? undefined : await repo.update(paperCode, version, values);
      if (!updated) throw new BusinessError(ErrorCode.EXAM_PAPER_VERSION_CONFLICT);
      return itemOf(updated, bank);
    },

    async remove(_auth: RequestContext, body: ParsedBody<typeof c.examPaperDelete>) {
      if (!(await repo.byCode(body.paperCode))) throw new BusinessError(ErrorCode.EXAM_PAPER_NOT_FOUND);
      if (await deps.inUse(body.paperCode)) throw new BusinessError(ErrorCode.EXAM_PAPER_IN_USE);
      if (!(await repo.remove(body.paperCode, body.version))) throw new BusinessError(ErrorCode.EXAM_PAPER_VERSION_CONFLICT);
      return { paperCode: body.paperCode };
    },
  };
}

export type ExamPaperService = ReturnType<typeof createExamPaperService>;

/** The shipped papers as base data: inserted when missing, never overwritten. */
export async function seedShippedPapers(db: DbOrTx, now: Date): Promise<void> {
  await db
    .insert(examPapers)
    .values(SHIPPED_PAPERS.map(({ paperCode, spec }) => ({ ...PaperSpec.parse(spec), paperCode, shipped: true, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
}
