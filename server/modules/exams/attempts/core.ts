/**
 * What the exam attempts' calls share (issue 30 items 3–6): the names of an attempt's tenants, the
 * conditional moves (submission, grading, a certificate when passed), closing an attempt past its
 * deadline, the drawn paper kept per attempt, and who may see an attempt. Rules are domain/exam's
 * (attempt.ts, paper.ts, certificate.ts). The candidate's calls are in candidate.ts, the channel's
 * review and the certificates in review.ts.
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
import { ATTEMPT_MACHINE, gradeAttempt } from '../../../../domain/exam/attempt';
import { verifyCodeOf } from '../../../../domain/exam/certificate';
import { examProjectKind } from '../../../../domain/exam/projectKind';
import { ErrorCode } from '../../../../domain/errors';
import type { ExamResult } from '../../../../domain/engines/exam';
import { chinaCompactDay } from '../../../../domain/kernel/chinaTime';
import { roleCodesOf } from '../../../../domain/kernel/access';
import type { Clock } from '../../../clock';
import { isUniqueViolation } from '../../../db/errors';
import type { Repositories } from '../../../db/repositories';
import type { ExamAttemptRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { AccountDirectory } from '../../identity';
import type { Products } from '../../products/service';
import type { ProjectRegistry } from '../../projects/facts';
import type { AttemptRepository } from './repository';
import { type AttemptNames, answersOf, questionsOf } from './views';
import type { BankQuestion } from '../../../../domain/exam/bank';
import type { PaperSpec } from '../../../../domain/exam/paper';
import type { AttemptState } from '../../../../domain/exam/enums';

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

export const SERVICE_KINDS = examProjectKind.serviceKinds;

/** The parts of an attempt fixed when it starts. */
interface Drawn {
  tenantCode: string;
  candidateAccountId: string;
  deadline: Date;
  paper: ExamAttemptRow['paper'];
  questions: Map<string, BankQuestion>;
}
export const notFound = () => new BusinessError(ErrorCode.EXAM_ATTEMPT_NOT_FOUND);
export const round = (value: number) => Math.round(value * 100) / 100;

export function createAttemptCore(deps: AttemptDeps) {
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
    return moveGraded(row, 'inProgress', result, now, {
      submittedAt: action === 'timeout' ? row.deadline : now,
      timedOut: action === 'timeout',
    });
  }

  /**
   * Moves an attempt from `from` with a result (gradedValues) and `extra`; undefined when it is no
   * longer in `from`. A certificate number or code drawn twice (a unique index refuses it) is drawn
   * again.
   */
  async function moveGraded(
    row: ExamAttemptRow,
    from: AttemptState,
    result: ExamResult,
    now: Date,
    extra: Partial<ExamAttemptRow>,
  ): Promise<ExamAttemptRow | undefined> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await repo.move(row.tenantCode, row.attemptCode, from, { ...gradedValues(result, now), ...extra });
      } catch (error) {
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

  return { deps, repo, clock, namesOf, namesOfOne, moveGraded, close, fresh, drawnOf, candidateAttempt, readableAttempt, reviewableAttempt };
}

export type AttemptCore = ReturnType<typeof createAttemptCore>;
