/**
 * The exam attempts (issue 30 items 3–6): the candidate's exams and attempts, the channel's
 * results and review, certificates. Rules are domain/exam's (attempt.ts, paper.ts,
 * certificate.ts); this file finds the rows, checks who is asking and makes the conditional moves.
 *
 * Who sees what:
 * - the candidate (an internal auditor of a customer tenant): the exam products their tenant
 *   bought (the seats: projects of exam purchases, app.projectRegistry) and their own attempts;
 *   anyone else's attempt is "not found";
 * - the customer's PM and owner: the results and certificates of their tenant's attempts;
 * - the delivering tenant: its managers every attempt of its customers, a consultant those on the
 *   seats they hold (app.projectRegistry.forDelivery), the buying channel's managers read only.
 *
 * Time is the server's: an attempt past its deadline is closed (timeout, then graded) when anyone
 * reads or writes it, and answers arriving after the deadline are refused.
 */
import { randomBytes } from 'node:crypto';
import type { examAttemptContracts as c, SaveAnswersResult } from '../../../../domain/exam/attemptContracts';
import {
  ATTEMPT_MACHINE,
  answerProblems,
  attemptDeadline,
  attemptsLeft,
  gradeAttempt,
  gradeProblems,
  offerState,
  secondsLeft,
} from '../../../../domain/exam/attempt';
import { normalizeVerifyCode, publicVerification, verifyCodeOf } from '../../../../domain/exam/certificate';
import { drawPaper } from '../../../../domain/exam/paper';
import { examProjectKind } from '../../../../domain/exam/projectKind';
import { ErrorCode } from '../../../../domain/errors';
import type { ExamResult } from '../../../../domain/engines/exam';
import { chinaCompactDay } from '../../../../domain/kernel/chinaTime';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import { roleCodesOf } from '../../../../domain/kernel/access';
import { managesDelivery } from '../../../../domain/projects/rules';
import type { Clock } from '../../../clock';
import { isUniqueViolation } from '../../../db/errors';
import type { Repositories } from '../../../db/repositories';
import type { ExamAttemptRow, StoredAnswer } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { AccountDirectory } from '../../identity';
import type { Products } from '../../products/service';
import type { ProjectFacts, ProjectRegistry } from '../../projects/facts';
import type { AttemptRepository } from './repository';
import { type AttemptNames, answersOf, certificateOf, currentResult, paperOf, questionsOf, resultOf, summaryOf } from './views';
import type { BankQuestion } from '../../../../domain/exam/bank';
import type { PaperSpec } from '../../../../domain/exam/paper';

export interface AttemptDeps {
  repos: Repositories<AttemptRepository>;
  clock: Clock;
  projectRegistry: ProjectRegistry;
  products: Products;
  accountDirectory: AccountDirectory;
  /** The bank as it is now (what a new attempt draws from). */
  bank: () => Promise<BankQuestion[]>;
  /** A paper's spec by code; undefined when it was deleted. */
  paper: (paperCode: string) => Promise<PaperSpec | undefined>;
}

const SERVICE_KINDS = examProjectKind.serviceKinds;

/** The parts of an attempt fixed when it starts. */
interface Drawn {
  tenantCode: string;
  candidateAccountId: string;
  deadline: Date;
  paper: ExamAttemptRow['paper'];
  questions: Map<string, BankQuestion>;
}
const notFound = () => new BusinessError(ErrorCode.EXAM_ATTEMPT_NOT_FOUND);
const round = (value: number) => Math.round(value * 100) / 100;

export function createAttemptService(deps: AttemptDeps) {
  const { repos, clock } = deps;
  const repo = repos.repo;

  async function namesOf(rows: readonly ExamAttemptRow[]): Promise<(row: ExamAttemptRow) => AttemptNames> {
    const codes = [...new Set(rows.flatMap((row) => [row.tenantCode, row.channelTenantCode]))];
    const names = await deps.accountDirectory.tenantNames(codes);
    const name = (code: string) => names.get(code)?.tenantZhName ?? code;
    return (row) => ({ customerName: name(row.tenantCode), channelName: name(row.channelTenantCode) });
  }
  const namesOfOne = async (row: ExamAttemptRow) => (await namesOf([row]))(row);

  // ---- Moves ------------------------------------------------------------------------------------

  /** The stored fields of a result: the state it leads to, the score, and a certificate when passed. */
  function gradedValues(result: ExamResult, now: Date): Partial<ExamAttemptRow> {
    const done = result.pendingCount === 0;
    const values: Partial<ExamAttemptRow> = { result, totalScore: result.totalScore };
    if (!done) return { ...values, state: 'submitted' };
    Object.assign(values, { state: 'graded', gradedAt: now, passed: result.passed === true });
    if (result.passed)
      Object.assign(values, {
        certificateNo: `IA${chinaCompactDay(now)}${randomBytes(3).toString('hex').toUpperCase()}`,
        verifyCode: verifyCodeOf(randomBytes(12)),
        issuedAt: now,
      });
    return values;
  }

  /** Submits an open attempt (the candidate's 交卷, or the server's at the deadline) and grades its choices; undefined when it was no longer open. */
  async function close(row: ExamAttemptRow, action: 'submit' | 'timeout', auth: RequestContext | null): Promise<ExamAttemptRow | undefined> {
    ATTEMPT_MACHINE.assertMove(row.state, action, auth?.userInfo ?? null);
    const now = clock.now();
    const result = gradeAttempt(row.paper, questionsOf(row), answersOf(row), row.paper.passMarkPct);
    // One statement: submitted, and graded at once when nothing waits for the reviewer.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await repo.move(row.tenantCode, row.attemptCode, 'inProgress', {
          ...gradedValues(result, now),
          submittedAt: action === 'timeout' ? row.deadline : now,
          timedOut: action === 'timeout',
        });
      } catch (error) {
        // A certificate number or code drawn twice: draw again.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('certificate codes kept colliding');
  }

  /** The row, closed first when its time ran out. */
  async function fresh(row: ExamAttemptRow): Promise<ExamAttemptRow> {
    if (row.state !== 'inProgress' || row.deadline.getTime() > clock.now().getTime()) return row;
    return (await close(row, 'timeout', null)) ?? (await repo.byCode(row.attemptCode)) ?? row;
  }

  /**
   * What never changes once an attempt started — its owner, deadline, drawn paper and questions —
   * kept per attempt code (any server instance may keep its own copy: nothing here is ever
   * updated). Bounded: the oldest entries go first.
   */
  const drawnCache = new Map<string, Drawn>();
  const DRAWN_CACHE_SIZE = 5000;
  async function drawnOf(attemptCode: string): Promise<Drawn | undefined> {
    const cached = drawnCache.get(attemptCode);
    if (cached) return cached;
    const row = await repo.byCode(attemptCode);
    if (!row) return undefined;
    const drawn: Drawn = {
      tenantCode: row.tenantCode,
      candidateAccountId: row.candidateAccountId,
      deadline: row.deadline,
      paper: row.paper,
      questions: questionsOf(row),
    };
    if (drawnCache.size >= DRAWN_CACHE_SIZE) drawnCache.delete(drawnCache.keys().next().value!);
    drawnCache.set(attemptCode, drawn);
    return drawn;
  }

  // ---- Who may see an attempt ---------------------------------------------------------------------

  const isCustomerOf = (auth: RequestContext, row: ExamAttemptRow) => auth.tenant?.type === 'customer' && auth.tenant.tenantCode === row.tenantCode;

  async function candidateAttempt(auth: RequestContext, attemptCode: string): Promise<ExamAttemptRow> {
    const row = await repo.byCode(attemptCode);
    if (!row || !isCustomerOf(auth, row) || row.candidateAccountId !== auth.account.accountId) throw notFound();
    return fresh(row);
  }

  /** How the caller stands to an attempt: its candidate, the customer's PM or owner, the delivering side; not found otherwise. */
  async function readableAttempt(
    auth: RequestContext,
    attemptCode: string,
  ): Promise<{ row: ExamAttemptRow; relation: 'candidate' | 'customer' | 'manager' | 'consultant' | 'buyer' }> {
    const row = await repo.byCode(attemptCode);
    if (!row) throw notFound();
    if (isCustomerOf(auth, row)) {
      if (row.candidateAccountId === auth.account.accountId) return { row: await fresh(row), relation: 'candidate' };
      const roles = roleCodesOf(auth.userInfo);
      if (roles.has('consumer-pm') || roles.has('consumer-owner')) return { row: await fresh(row), relation: 'customer' };
      throw notFound();
    }
    const facts = await deps.projectRegistry.forDelivery(auth, row.projectCode).catch(() => null);
    if (!facts) throw notFound();
    return { row: await fresh(row), relation: facts.relation };
  }

  async function reviewableAttempt(auth: RequestContext, attemptCode: string) {
    const found = await readableAttempt(auth, attemptCode);
    if (found.relation !== 'manager' && found.relation !== 'consultant') throw notFound();
    return found.row;
  }

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
      await deps.projectRegistry.recordKindEvent('exam', closed.projectCode, auth.account.accountId, `${closed.candidateName}交卷`, clock.now());
      return summaryOf(closed, await namesOfOne(closed));
    },

    async result(auth: RequestContext, query: ParsedQuery<typeof c.examAttemptResult>) {
      const { row } = await readableAttempt(auth, query.attemptCode);
      return resultOf(row, await namesOfOne(row));
    },

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
            clauseLabel: `${question.clause}`,
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
      let moved: ExamAttemptRow | undefined;
      for (let attempt = 0; attempt < 3 && !moved; attempt++) {
        try {
          moved = await repo.move(row.tenantCode, row.attemptCode, 'submitted', {
            ...gradedValues(result, now),
            grades,
            gradedBy: auth.account.accountId,
            gradedByName: auth.account.showName,
          });
          if (!moved) throw new BusinessError(ErrorCode.EXAM_NOT_AWAITING_REVIEW);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      if (!moved) throw new Error('certificate codes kept colliding');
      await deps.projectRegistry.recordKindEvent(
        'exam',
        moved.projectCode,
        auth.account.accountId,
        `${auth.account.showName}完成阅卷：${moved.candidateName} ${round(moved.totalScore)} 分，${moved.passed ? '通过' : '未通过'}`,
        now,
      );
      return summaryOf(moved, await namesOfOne(moved));
    },

    /** The attempts on one seat of the caller's customer tenant (the customer's project detail). */
    async seatAttempts(auth: RequestContext, query: ParsedQuery<typeof c.examSeatAttempts>) {
      const facts = await deps.projectRegistry.forCustomer(auth, query.projectCode);
      const rows = await Promise.all((await repo.ofSeat(facts.customerTenantCode, facts.projectCode)).map(fresh));
      const names = await namesOf(rows);
      return rows.map((row) => summaryOf(row, names(row)));
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

export type AttemptService = ReturnType<typeof createAttemptService>;
