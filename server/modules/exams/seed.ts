/**
 * The shipped question bank (domain/exam/bankQuestions) as base data: every installation has it,
 * demo or not. Inserted when missing; a question the platform has edited is never overwritten.
 * Shipped questions cannot be deleted (they would come back at the next start), only edited.
 * The shipped papers (domain/exam/paper.ts SHIPPED_PAPERS) are base data too. The demo set adds
 * 示例科技's internal auditor's attempts (domain/exam/demo.ts): one passed with a certificate, one
 * waiting for the consultant's review.
 */
import { SHIPPED_BANK } from '../../../domain/exam/bankQuestions';
import { demoAttempts } from '../../../domain/exam/demo';
import { examAttempts, examQuestions } from '../../db/schema';
import type { SeedPart } from '../../db/seed';
import { seedShippedPapers } from './papers';

export const examsSeed: SeedPart = {
  area: 'exams',
  async base(db, { now }) {
    await db
      .insert(examQuestions)
      .values(
        SHIPPED_BANK.map((question) => ({
          ...question,
          shipped: true,
          version: 1,
          createdBy: null,
          createdAt: now,
          updatedBy: null,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
    await seedShippedPapers(db, now);
  },
  async demo({ now }) {
    const rows = demoAttempts(now);
    return async (tx) => {
      await tx.insert(examAttempts).values(rows).onConflictDoNothing();
    };
  },
};
