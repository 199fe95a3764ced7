/**
 * The shipped question bank (domain/exam/bankQuestions) as base data: every installation has it,
 * demo or not. Inserted when missing; a question the platform has edited is never overwritten.
 * Shipped questions cannot be deleted (they would come back at the next start), only edited.
 * The default paper (domain/exam/paper.ts DEFAULT_PAPER) is base data too.
 */
import { SHIPPED_BANK } from '../../../domain/exam/bankQuestions';
import { examQuestions } from '../../db/schema';
import type { SeedPart } from '../../db/seed';
import { seedDefaultPaper } from './papers';

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
    await seedDefaultPaper(db, now);
  },
};
