import type { examAttemptContracts as c } from '../../../../domain/exam/attemptContracts';
import { ATTEMPT_MACHINE, gradeAttempt, gradeProblems } from '../../../../domain/exam/attempt';
import { normalizeVerifyCode, publicVerification } from '../../../../domain/exam/certificate';
import { ErrorCode } from '../../../../domain/errors';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import { managesDelivery } from '../../../../domain/projects/rules';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import { answersOf, certificateOf, clauseLabel, currentResult, questionsOf, summaryOf } from './views';
import { type AttemptCore, round, SERVICE_KINDS } from './core';

export function createReviewService(core: AttemptCore) {
  const { deps, repo, clock, namesOf, namesOfOne, moveGraded, fresh, readableAttempt, reviewableAttempt } = core;

  return {
    // ---- The channel ----------------------------------------------------------------------------

    async reviewList(auth: RequestContext, query: ParsedQuery<typeof c.examReviewList>) {
      const deliveryTenantCode = auth.tenant?.tenantCode ?? '';
      const projectCodes = managesDelivery(auth.userInfo)
        ? null
        : await deps.projectRegistry.heldProjectCodes(deliveryTenantCode, auth.account.accountId, SERVICE_KINDS);
      const scope = { deliveryTenantCode, projectCodes };
      const matching = query.keyword ? await deps.accountDirectory.matching(query.keyword) : { tenantCodes: [], accountIds: [] };
      const { rows, total } = await repo.pageOfChannel(scope, query, query, matching.tenantCodes, matching.accountIds);
      const closed = await Promise.all(rows.map(fresh));
      const names = await namesOf(closed);
      return { list: closed.map((row) => summaryOf(row, names(row))), total, current: query.current, pageSize: query.pageSize };
    },

    async reviewDetail(auth: RequestContext, query: ParsedQuery<typeof c.examReviewDetail>) {
      const row = await reviewableAttempt(auth, query.attemptCode);
      const result = currentResult(row);
      const byCode = new Map(result.questions.map((question) => [question.questionId, question]));
      const questions = row.questions
        .filter((question) => question.kind === 'written')
        .map((question) => {
          const line = byCode.get(question.code);
          return {
            code: question.code,
            stem: question.stem,
            clauseLabel: clauseLabel(question),
            modelAnswer: question.modelAnswer,
            text: row.answers[question.code]?.text ?? '',
            maxScore: line?.maxScore ?? 0,
            score: line?.score ?? null,
            comment: line?.comment ?? '',
          };
        });
      return { summary: summaryOf(row, await namesOfOne(row)), questions, scoreRange: result.scoreRange };
    },

    async grade(auth: RequestContext, body: ParsedBody<typeof c.examReviewGrade>) {
      const row = await reviewableAttempt(auth, body.attemptCode);
      if (row.state !== 'submitted' || !row.result) throw new BusinessError(ErrorCode.EXAM_NOT_AWAITING_REVIEW);
      ATTEMPT_MACHINE.assertMove(row.state, 'grade', auth.userInfo);
      const problems = gradeProblems(row.result, body.grades);
      if (problems.length) throw new BusinessError(ErrorCode.EXAM_GRADES_INVALID, problems.join('；'));
      const grades = body.grades.map((grade) => ({
        questionId: grade.code,
        score: round(grade.score),
        ...(grade.comment ? { comment: grade.comment } : {}),
        graderId: auth.account.accountId,
      }));
      const result = gradeAttempt(row.paper, questionsOf(row), answersOf(row), row.paper.passMarkPct, grades);
      const now = clock.now();
      const moved = await moveGraded(row, 'submitted', result, now, {
        grades,
        gradedBy: auth.account.accountId,
        gradedByName: auth.account.showName,
      });
      if (!moved) throw new BusinessError(ErrorCode.EXAM_NOT_AWAITING_REVIEW);
      await deps.projectRegistry.recordKindEvent(
        'exam',
        moved.projectCode,
        auth.account.accountId,
        `${auth.account.showName}完成阅卷：${moved.candidateName} ${round(moved.totalScore)} 分，${moved.passed ? '通过' : '未通过'}`,
        now,
        { stage: 'graded' },
      );
      return summaryOf(moved, await namesOfOne(moved));
    },

    // ---- Certificates ---------------------------------------------------------------------------

    async certificate(auth: RequestContext, attemptCode: string) {
      const { row } = await readableAttempt(auth, attemptCode);
      const certificate = certificateOf(row, await namesOfOne(row));
      if (!certificate) throw new BusinessError(ErrorCode.EXAM_CERTIFICATE_NOT_FOUND);
      return { certificate, row };
    },

    async verify(query: ParsedQuery<typeof c.examCertificateVerify>) {
      const code = normalizeVerifyCode(query.code);
      const row = code ? await repo.byVerifyCode(code) : undefined;
      return publicVerification(row?.issuedAt ? { candidateName: row.candidateName, examTitle: row.productName, issuedAt: row.issuedAt } : undefined);
    },
  };
}
