/**
 * The question bank's service (issue 30 item 1): the platform manager's list, counts, save and
 * delete. Every call is the platform manager's (access canRoot in the contracts); the rules of a
 * question are domain/exam/bank.ts's, checked again here by the contract's schema.
 */
import type { examContracts as c, BankQuestionItem } from '../../../domain/exam/contracts';
import { ErrorCode } from '../../../domain/errors';
import type { BankQuestion } from '../../../domain/exam/bank';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { Repositories } from '../../db/repositories';
import type { ExamQuestionRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { ExamBankRepository, ExamQuestionValues } from './repository';

/** A stored row as the domain's question (what papers draw and the export writes). */
export const questionOf = (row: ExamQuestionRow): BankQuestion => ({
  code: row.code,
  kind: row.kind,
  topic: row.topic,
  clause: row.clause,
  difficulty: row.difficulty,
  stem: row.stem,
  options: row.options,
  answer: row.answer,
  explanation: row.explanation,
  modelAnswer: row.modelAnswer,
});

export const itemOf = (row: ExamQuestionRow): BankQuestionItem => ({
  ...questionOf(row),
  shipped: row.shipped,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

export const valuesOf = (question: BankQuestion, actor: string, now: Date): ExamQuestionValues => ({
  kind: question.kind,
  topic: question.topic,
  clause: question.clause,
  difficulty: question.difficulty,
  stem: question.stem,
  options: question.options,
  answer: question.answer,
  explanation: question.explanation,
  modelAnswer: question.modelAnswer,
  updatedBy: actor,
  updatedAt: now,
});

export function createExamBankService(deps: { repos: Repositories<ExamBankRepository>; clock: Clock }) {
  const { repos, clock } = deps;
  return {
    async list(_auth: RequestContext, query: ParsedQuery<typeof c.examBankList>) {
      const { rows, total } = await repos.repo.page(
        { keyword: query.keyword, kind: query.kind, topic: query.topic, difficulty: query.difficulty },
        query,
      );
      return { list: rows.map(itemOf), total, current: query.current, pageSize: query.pageSize };
    },

    async counts() {
      const counts = await repos.repo.counts();
      return { total: counts.reduce((sum, row) => sum + row.count, 0), counts };
    },

    async save(auth: RequestContext, body: ParsedBody<typeof c.examBankSave>): Promise<BankQuestionItem> {
      const { version, ...question } = body;
      const now = clock.now();
      const values = valuesOf(question, auth.account.accountId, now);
      if (version === undefined) {
        if (await repos.repo.byCode(question.code)) throw new BusinessError(ErrorCode.EXAM_QUESTION_CODE_TAKEN);
        try {
          return itemOf(await repos.repo.insert(question.code, { ...values, createdBy: auth.account.accountId, createdAt: now }));
        } catch (error) {
          if (isUniqueViolation(error)) throw new BusinessError(ErrorCode.EXAM_QUESTION_CODE_TAKEN);
          throw error;
        }
      }
      const current = await repos.repo.byCode(question.code);
      if (!current) throw new BusinessError(ErrorCode.EXAM_QUESTION_NOT_FOUND);
      const updated = await repos.repo.update(question.code, version, values);
      if (!updated) throw new BusinessError(ErrorCode.EXAM_QUESTION_VERSION_CONFLICT);
      return itemOf(updated);
    },

    async remove(_auth: RequestContext, body: ParsedBody<typeof c.examBankDelete>) {
      const current = await repos.repo.byCode(body.code);
      if (!current) throw new BusinessError(ErrorCode.EXAM_QUESTION_NOT_FOUND);
      if (current.shipped) throw new BusinessError(ErrorCode.EXAM_QUESTION_SHIPPED);
      if (!(await repos.repo.remove(body.code, body.version))) throw new BusinessError(ErrorCode.EXAM_QUESTION_VERSION_CONFLICT);
      return { code: body.code };
    },
  };
}

export type ExamBankService = ReturnType<typeof createExamBankService>;
