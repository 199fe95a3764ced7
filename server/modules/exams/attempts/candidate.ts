/**
 * The candidate's exam calls (issue 30 items 3–5): the exams their organisation bought, their
 * attempts, starting one (the paper drawn and stored), the paper while open, saving answers (one
 * conditional statement per save), submitting, the result; and the attempts on one seat for the
 * customer's project detail. Shared pieces (moves, access, names) are core.ts's.
 */
import { randomBytes } from 'node:crypto';
import type { examAttemptContracts as c, SaveAnswersResult } from '../../../../domain/exam/attemptContracts';
import { answerProblems, attemptDeadline, attemptsLeft, offerState, secondsLeft } from '../../../../domain/exam/attempt';
import { drawPaper } from '../../../../domain/exam/paper';
import { ErrorCode } from '../../../../domain/errors';
import { chinaCompactDay } from '../../../../domain/kernel/chinaTime';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import { isUniqueViolation } from '../../../db/errors';
import type { StoredAnswer } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { ProjectFacts } from '../../projects/facts';
import { certificateOf, paperOf, resultOf, summaryOf } from './views';
import { type AttemptCore, notFound, SERVICE_KINDS } from './core';

export function createCandidateService(core: AttemptCore) {
  const { deps, repo, clock, namesOf, namesOfOne, close, fresh, drawnOf, candidateAttempt, readableAttempt } = core;

  // ---- The candidate ----------------------------------------------------------------------------

  /** The exams the caller's tenant bought, by product: seats, and the version of the first free seat. */
  async function seatsByProduct(auth: RequestContext) {
    const tenantCode = auth.tenant?.tenantCode ?? '';
    const seats = await deps.projectRegistry.customerProjectsOfKinds(tenantCode, SERVICE_KINDS);
    const used = await repo.usedSeats(
      tenantCode,
      seats.map((seat) => seat.projectCode),
    );
    const byProduct = new Map<string, { free: ProjectFacts[]; all: ProjectFacts[] }>();
    for (const seat of seats) {
      const entry = byProduct.get(seat.productCode) ?? { free: [], all: [] };
      entry.all.push(seat);
      if (!used.has(seat.projectCode)) entry.free.push(seat);
      byProduct.set(seat.productCode, entry);
    }
    return byProduct;
  }

  async function paperOfProduct(seat: ProjectFacts) {
    const product = await deps.products.version(seat.productCode, seat.productVersion);
    const paperCode = product?.definition.templates.examPaperCode;
    const spec = paperCode ? await deps.paper(paperCode) : undefined;
    return paperCode && spec ? { paperCode, spec } : undefined;
  }

  return {
    async overview(auth: RequestContext) {
      const tenantCode = auth.tenant?.tenantCode ?? '';
      const [byProduct, states, certificates] = await Promise.all([
        seatsByProduct(auth),
        repo.candidateStates(tenantCode, auth.account.accountId),
        repo.certificatesOf(tenantCode, auth.account.accountId),
      ]);
      // Attempts past their deadline are closed before they are counted.
      const now = clock.now();
      const overdue = states.filter((state) => state.state === 'inProgress' && state.deadline.getTime() <= now.getTime());
      for (const state of overdue) {
        const row = await repo.byCode(state.attemptCode);
        if (row) await fresh(row);
      }
      const current = overdue.length ? await repo.candidateStates(tenantCode, auth.account.accountId) : states;
      const channelNames = await deps.accountDirectory.tenantNames([...byProduct.values()].map((entry) => entry.all[0]!.deliveryTenantCode));
      const offers = [];
      for (const [productCode, entry] of byProduct) {
        const seat = entry.free[0] ?? entry.all.at(-1)!;
        const paper = await paperOfProduct(seat);
        const mine = current.filter((state) => state.productCode === productCode);
        const allowed = paper?.spec.attemptsAllowed ?? 0;
        const { status, problem } = offerState({ allowed, attempts: mine, seatsLeft: entry.free.length });
        const counts =
          paper?.spec.sections.map((section) => section.draws.reduce((sum, draw) => sum + draw.count, 0) * section.scorePerQuestion) ?? [];
        offers.push({
          productCode,
          productName: seat.productName,
          paperTitle: paper?.spec.title ?? '',
          timeLimitMinutes: paper?.spec.timeLimitMinutes ?? 0,
          passMarkPct: paper?.spec.passMarkPct ?? 0,
          questionCount: paper?.spec.sections.reduce((sum, section) => sum + section.draws.reduce((n, draw) => n + draw.count, 0), 0) ?? 0,
          maxScore: counts.reduce((sum, value) => sum + value, 0),
          attemptsAllowed: allowed,
          attemptsUsed: mine.length,
          attemptsLeft: attemptsLeft(allowed, mine.length),
          seatsLeft: entry.free.length,
          status,
          runningAttemptCode: mine.find((state) => state.state === 'inProgress')?.attemptCode ?? null,
          startProblem: paper ? problem : '该考试的试卷已不存在，请联系渠道商',
          channelName: channelNames.get(seat.deliveryTenantCode)?.tenantZhName ?? seat.deliveryTenantCode,
        });
      }
      const names = await namesOf(certificates);
      return {
        offers,
        certificates: certificates.flatMap((row) => {
          const certificate = certificateOf(row, names(row));
          return certificate ? [certificate] : [];
        }),
      };
    },

    async myAttempts(auth: RequestContext, query: ParsedQuery<typeof c.examMyAttempts>) {
      const { rows, total } = await repo.pageOfCandidate(auth.tenant?.tenantCode ?? '', auth.account.accountId, query);
      const closed = await Promise.all(rows.map(fresh));
      const names = await namesOf(closed);
      return { list: closed.map((row) => summaryOf(row, names(row))), total, current: query.current, pageSize: query.pageSize };
    },

    async start(auth: RequestContext, body: ParsedBody<typeof c.examAttemptStart>) {
      const tenantCode = auth.tenant?.tenantCode ?? '';
      for (let attempt = 0; attempt < 3; attempt++) {
        const states = await repo.candidateStates(tenantCode, auth.account.accountId);
        const mine = states.filter((state) => state.productCode === body.productCode);
        const running = mine.find((state) => state.state === 'inProgress');
        if (running) {
          const row = await fresh((await repo.byCode(running.attemptCode))!);
          if (row.state === 'inProgress') return { attemptCode: row.attemptCode, resumed: true };
          continue;
        }
        const entry = (await seatsByProduct(auth)).get(body.productCode);
        if (!entry) throw new BusinessError(ErrorCode.EXAM_NOT_OPEN);
        const seat = entry.free[0] ?? entry.all.at(-1)!;
        const paper = await paperOfProduct(seat);
        if (!paper) throw new BusinessError(ErrorCode.EXAM_PAPER_MISSING);
        const { problem } = offerState({ allowed: paper.spec.attemptsAllowed, attempts: mine, seatsLeft: entry.free.length });
        if (problem) throw new BusinessError(ErrorCode.EXAM_START_REFUSED, problem);
        const now = clock.now();
        const attemptCode = `EA${chinaCompactDay(now)}${randomBytes(4).toString('hex').toUpperCase()}`;
        const bank = await deps.bank();
        let drawn: ReturnType<typeof drawPaper>;
        try {
          drawn = drawPaper(paper.spec, bank, attemptCode);
        } catch {
          throw new BusinessError(ErrorCode.EXAM_PAPER_MISSING);
        }
        const codes = new Set(drawn.sections.flatMap((section) => section.codes));
        try {
          await repo.insert({
            tenantCode,
            attemptCode,
            channelTenantCode: seat.tenantCode,
            deliveryTenantCode: seat.deliveryTenantCode,
            projectCode: seat.projectCode,
            productCode: seat.productCode,
            productName: seat.productName,
            paperCode: paper.paperCode,
            candidateAccountId: auth.account.accountId,
            candidateName: auth.account.showName,
            state: 'inProgress',
            paper: {
              ...drawn,
              title: paper.spec.title,
              timeLimitMinutes: paper.spec.timeLimitMinutes,
              passMarkPct: paper.spec.passMarkPct,
              attemptsAllowed: paper.spec.attemptsAllowed,
            },
            questions: bank.filter((question) => codes.has(question.code)),
            answers: {},
            startedAt: now,
            deadline: attemptDeadline(now, paper.spec.timeLimitMinutes),
          });
        } catch (error) {
          // Another tab started it, or another candidate took the seat: look again.
          if (isUniqueViolation(error)) continue;
          throw error;
        }
        await deps.projectRegistry.recordKindEvent(
          'exam',
          seat.projectCode,
          auth.account.accountId,
          `${auth.account.showName}开始考试“${seat.productName}”`,
          now,
          { stage: 'started' },
        );
        return { attemptCode, resumed: false };
      }
      throw new BusinessError(ErrorCode.EXAM_START_REFUSED, '名额刚被他人占用，请重试');
    },

    async paper(auth: RequestContext, query: ParsedQuery<typeof c.examAttemptPaper>) {
      return paperOf(await candidateAttempt(auth, query.attemptCode), clock.now());
    },

    /**
     * One statement per save on the hot path: the drawn paper never changes once the attempt
     * started, so it is checked against the cached copy (drawnOf), and the update itself checks
     * owner, state and deadline. Only a refused update reads the row again, to say why.
     */
    async save(auth: RequestContext, body: ParsedBody<typeof c.examAttemptSave>): Promise<SaveAnswersResult> {
      const drawn = await drawnOf(body.attemptCode);
      if (
        !drawn ||
        auth.tenant?.type !== 'customer' ||
        drawn.tenantCode !== auth.tenant.tenantCode ||
        drawn.candidateAccountId !== auth.account.accountId
      )
        throw notFound();
      const problems = answerProblems(drawn.paper, drawn.questions, body.answers);
      if (problems.length) throw new BusinessError(ErrorCode.EXAM_ANSWERS_INVALID, problems.join('；'));
      const patch: Record<string, StoredAnswer> = {};
      for (const answer of body.answers) patch[answer.code] = answer.text !== undefined ? { text: answer.text } : { options: answer.options ?? [] };
      const now = clock.now();
      const saved = await repo.mergeAnswers(drawn.tenantCode, body.attemptCode, drawn.candidateAccountId, patch, now);
      if (!saved) {
        const after = await candidateAttempt(auth, body.attemptCode);
        throw new BusinessError(after.timedOut ? ErrorCode.EXAM_TIME_UP : ErrorCode.EXAM_ATTEMPT_CLOSED);
      }
      const row = drawn;
      return {
        version: saved.answersVersion,
        answers: Object.entries(saved.answers).map(([code, answer]) => ({ code, ...answer })),
        savedAt: now.toISOString(),
        secondsLeft: secondsLeft(row.deadline, now),
      };
    },

    async submit(auth: RequestContext, body: ParsedBody<typeof c.examAttemptSubmit>) {
      const row = await candidateAttempt(auth, body.attemptCode);
      // Past the deadline `fresh` already closed it: the candidate's own 交卷 at 0 s lands here too.
      if (row.state !== 'inProgress') {
        if (row.timedOut && row.submittedAt && clock.now().getTime() - row.deadline.getTime() < 60_000) return summaryOf(row, await namesOfOne(row));
        throw new BusinessError(ErrorCode.EXAM_ALREADY_SUBMITTED);
      }
      const closed = await close(row, 'submit', auth);
      if (!closed) throw new BusinessError(ErrorCode.EXAM_ALREADY_SUBMITTED);
      // Graded at once when every question is scored automatically: the seat's work is complete.
      await deps.projectRegistry.recordKindEvent('exam', closed.projectCode, auth.account.accountId, `${closed.candidateName}交卷`, clock.now(), {
        stage: closed.state === 'graded' ? 'graded' : 'submitted',
      });
      return summaryOf(closed, await namesOfOne(closed));
    },

    async result(auth: RequestContext, query: ParsedQuery<typeof c.examAttemptResult>) {
      const { row } = await readableAttempt(auth, query.attemptCode);
      return resultOf(row, await namesOfOne(row));
    },

    /** The attempts on one seat of the caller's customer tenant (the customer's project detail). */
    async seatAttempts(auth: RequestContext, query: ParsedQuery<typeof c.examSeatAttempts>) {
      const facts = await deps.projectRegistry.forCustomer(auth, query.projectCode);
      const rows = await Promise.all((await repo.ofSeat(facts.customerTenantCode, facts.projectCode)).map(fresh));
      const names = await namesOf(rows);
      return rows.map((row) => summaryOf(row, names(row)));
    },
  };
}
