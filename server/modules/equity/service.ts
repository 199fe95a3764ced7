/**
 * Account equity: a channel's manager applies for a higher level (a draft, then submitted with the
 * accountRight licence accepted), may withdraw it while it waits, and the platform approves or
 * rejects it. An approval grants the level from that instant on (a grant row with its discount):
 * `app.equity.discountPercentAt(tenantCode, at)` answers the discount in force at any instant, so
 * the marketplace's prices change from the approval on and never retroactively. Rules in
 * domain/equity/rules.ts; every change is recorded in the audit log inside its transaction.
 */
import { randomBytes } from 'node:crypto';
import type {
  EquityApplication,
  EquityApplyValues,
  EquityGrant,
  EquityLevelInfo,
  EquityReviewInput,
  MyEquity,
} from '../../../domain/equity/contracts';
import {
  BASE_EQUITY_LEVEL,
  EQUITY_APPLICATION_MACHINE,
  EQUITY_LEVELS,
  EQUITY_REFUSALS,
  type EquityAction,
  equityLevelOf,
  equityRank,
  levelRefusal,
  licenceRefusal,
  REVIEWABLE_STATES,
  reviewRefusal,
} from '../../../domain/equity/rules';
import { type ApprovalState, EquityLevel } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import { StateMoveError } from '../../../domain/kernel/stateMachine';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { Repositories } from '../../db/repositories';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import { tenantScope } from '../../tenancy';
import type { AuditLog } from '../auditLog';
import type { AccountDirectory } from '../identity';
import type { EquityApplicationDbRow, EquityGrantDbRow, EquityRepository } from './repository';

export interface EquityServiceDeps {
  repos: Repositories<EquityRepository>;
  directory: Pick<AccountDirectory, 'tenantNames' | 'accountNames' | 'matching' | 'latestLicenceVersion'>;
  auditLog: AuditLog;
  clock: Clock;
}

/** What other modules may ask about equity (app.equity). */
export interface Equity {
  /** The discount percent of the level the channel held at `at` (null: the base level, no discount). */
  discountPercentAt(tenantCode: string, at: Date): Promise<number | null>;
  /** The level the channel held at `at`. */
  levelAt(tenantCode: string, at: Date): Promise<EquityLevel>;
}

const newCode = (prefix: string) => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A state machine's refusal as the area's business error. */
function assertMove(state: ApprovalState, action: EquityAction, auth: RequestContext): ApprovalState {
  try {
    return EQUITY_APPLICATION_MACHINE.assertMove(state, action, auth.userInfo);
  } catch (error) {
    if (error instanceof StateMoveError) throw new BusinessError(ErrorCode.EQUITY_STATE, error.message);
    throw error;
  }
}

export function createEquityService({ repos, directory, auditLog, clock }: EquityServiceDeps) {
  const { repo } = repos;
  const cross = repo.crossTenant();

  async function toApplications(rows: readonly EquityApplicationDbRow[]): Promise<EquityApplication[]> {
    const accountIds = rows.flatMap((row) => [row.applicantAccountId, ...(row.reviewerAccountId ? [row.reviewerAccountId] : [])]);
    const [tenants, accounts] = await Promise.all([directory.tenantNames(rows.map((row) => row.tenantCode)), directory.accountNames(accountIds)]);
    return rows.map((row) => ({
      applicationCode: row.applicationCode,
      tenantCode: row.tenantCode,
      tenantZhName: tenants.get(row.tenantCode)?.tenantZhName ?? row.tenantCode,
      fromLevel: row.fromLevel,
      levelCode: row.levelCode,
      reason: row.reason,
      state: row.state,
      applicantName: accounts.get(row.applicantAccountId)?.showName ?? row.applicantAccountId,
      licenceVersion: row.licenceVersion,
      submittedAt: iso(row.submittedAt),
      reviewerName: row.reviewerAccountId ? (accounts.get(row.reviewerAccountId)?.showName ?? row.reviewerAccountId) : null,
      reviewReason: row.reviewReason,
      reviewedAt: iso(row.reviewedAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  const toGrant = (row: EquityGrantDbRow): EquityGrant => ({
    levelCode: row.levelCode,
    discountPercent: row.discountPercent,
    effectiveFrom: row.effectiveFrom.toISOString(),
    applicationCode: row.applicationCode,
  });

  const levelOfGrant = (grant: EquityGrantDbRow | undefined): EquityLevel => grant?.levelCode ?? BASE_EQUITY_LEVEL;

  async function reread(tenantCode: string, applicationCode: string): Promise<EquityApplication> {
    const row = await cross.byCode(applicationCode);
    if (!row || row.tenantCode !== tenantCode) throw new BusinessError(ErrorCode.EQUITY_APPLICATION_NOT_FOUND);
    const [answer] = await toApplications([row]);
    return answer;
  }

  function channelScope(auth: RequestContext) {
    if (auth.tenant?.type !== 'channel') throw new BusinessError(ErrorCode.EQUITY_NOT_CHANNEL);
    return tenantScope(auth);
  }

  const equity: Equity = {
    async discountPercentAt(tenantCode, at) {
      return (await cross.grantAt(tenantCode, at))?.discountPercent ?? null;
    },
    async levelAt(tenantCode, at) {
      return levelOfGrant(await cross.grantAt(tenantCode, at));
    },
  };

  const snapshot = (row: Pick<EquityApplicationDbRow, 'levelCode' | 'reason' | 'state' | 'licenceVersion'> | undefined) =>
    row ? { levelCode: row.levelCode, reason: row.reason, state: row.state, licenceVersion: row.licenceVersion } : null;

  return {
    equity,

    levels: (): EquityLevelInfo[] => EQUITY_LEVELS.map((level) => ({ ...level, benefits: [...level.benefits] })),

    async mine(auth: RequestContext): Promise<MyEquity> {
      const scope = channelScope(auth);
      const tenantRepo = repo.forTenant(scope);
      const [grants, applications] = await Promise.all([tenantRepo.grants(), tenantRepo.applications()]);
      const now = clock.now();
      const current = grants.find((grant) => grant.effectiveFrom.getTime() <= now.getTime());
      const levelCode = levelOfGrant(current);
      return {
        tenantCode: scope.tenantCode,
        tenantZhName: auth.tenant?.tenantZhName ?? scope.tenantCode,
        levelCode,
        discountPercent: current?.discountPercent ?? equityLevelOf(levelCode).discountPercent,
        effectiveFrom: current ? current.effectiveFrom.toISOString() : null,
        grants: grants.map(toGrant),
        applications: await toApplications(applications),
      };
    },

    async apply(auth: RequestContext, input: EquityApplyValues): Promise<EquityApplication> {
      const scope = channelScope(auth);
      const held = await equity.levelAt(scope.tenantCode, clock.now());
      const notHigher = levelRefusal(held, input.levelCode);
      if (notHigher) throw new BusinessError(ErrorCode.EQUITY_LEVEL_NOT_HIGHER, notHigher);
      // Other modules' reads happen before the transaction (one connection on PGlite).
      const latestVersion = input.submit ? await directory.latestLicenceVersion('accountRight') : null;
      if (input.submit) {
        const licence = licenceRefusal(input.licenceVersion, latestVersion);
        if (licence) throw new BusinessError(ErrorCode.EQUITY_LICENCE_NOT_ACCEPTED, licence);
      }
      const action: EquityAction = input.submit ? 'submit' : 'save';
      const tenantName = auth.tenant?.tenantZhName ?? scope.tenantCode;
      let code: string;
      try {
        code = await repos.transaction(async (txRepo, tx) => {
          const tenantRepo = txRepo.forTenant(scope);
          const open = await tenantRepo.lockOpen();
          if (open?.state === 'submitted') throw new BusinessError(ErrorCode.EQUITY_OPEN_APPLICATION);
          const state = assertMove(open?.state ?? 'inhand', action, auth);
          const now = clock.now();
          const values = {
            fromLevel: held,
            levelCode: input.levelCode,
            reason: input.reason,
            state,
            applicantAccountId: auth.account.accountId,
            ...(input.submit ? { licenceVersion: latestVersion ?? input.licenceVersion, submittedAt: now } : {}),
            updatedAt: now,
          };
          const applicationCode = open?.applicationCode ?? newCode('EQ');
          if (open) await tenantRepo.update(applicationCode, values);
          else await tenantRepo.insert({ applicationCode, ...values, createdAt: now });
          await auditLog.record(
            auth,
            {
              area: 'equity',
              action: input.submit ? '提交权益申请' : '保存权益申请草稿',
              targetType: 'equityApplication',
              targetId: applicationCode,
              targetName: `${tenantName} · ${EquityLevel.label(input.levelCode)}`,
              before: snapshot(open),
              after: snapshot({ ...values, licenceVersion: values.licenceVersion ?? open?.licenceVersion ?? null }),
            },
            { tx },
          );
          return applicationCode;
        });
      } catch (error) {
        // Two saves at once: the open-application index lets only one through.
        if (isUniqueViolation(error)) throw new BusinessError(ErrorCode.EQUITY_OPEN_APPLICATION);
        throw error;
      }
      return reread(scope.tenantCode, code);
    },

    async withdraw(auth: RequestContext, applicationCode: string): Promise<EquityApplication> {
      const scope = channelScope(auth);
      const tenantName = auth.tenant?.tenantZhName ?? scope.tenantCode;
      await repos.transaction(async (txRepo, tx) => {
        const tenantRepo = txRepo.forTenant(scope);
        const row = await tenantRepo.lockByCode(applicationCode);
        if (!row) throw new BusinessError(ErrorCode.EQUITY_APPLICATION_NOT_FOUND);
        const state = assertMove(row.state, 'withdraw', auth);
        await tenantRepo.update(applicationCode, { state, updatedAt: clock.now() });
        await auditLog.record(
          auth,
          {
            area: 'equity',
            action: '撤回权益申请',
            targetType: 'equityApplication',
            targetId: applicationCode,
            targetName: `${tenantName} · ${EquityLevel.label(row.levelCode)}`,
            before: { state: row.state },
            after: { state },
          },
          { tx },
        );
      });
      return reread(scope.tenantCode, applicationCode);
    },

    async list(query: { state?: ApprovalState; keyword?: string; current: number; pageSize: number }) {
      const empty = { list: [], total: 0, current: query.current, pageSize: query.pageSize };
      if (query.state && !REVIEWABLE_STATES.includes(query.state)) return empty;
      const tenantCodes = query.keyword ? (await directory.matching(query.keyword)).tenantCodes : undefined;
      if (tenantCodes?.length === 0) return empty;
      const { rows, total } = await cross.page({ states: query.state ? [query.state] : REVIEWABLE_STATES, tenantCodes }, query);
      return { list: await toApplications(rows), total, current: query.current, pageSize: query.pageSize };
    },

    async review(auth: RequestContext, input: EquityReviewInput): Promise<EquityApplication> {
      const missingReason = reviewRefusal(input.decision, input.reason);
      if (missingReason) throw new BusinessError(ErrorCode.EQUITY_REASON_REQUIRED, missingReason);
      // Names first: other modules' reads must not wait inside the transaction.
      const existing = await cross.byCode(input.applicationCode);
      if (!existing) throw new BusinessError(ErrorCode.EQUITY_APPLICATION_NOT_FOUND);
      const tenantName = (await directory.tenantNames([existing.tenantCode])).get(existing.tenantCode)?.tenantZhName ?? existing.tenantCode;
      await repos.transaction(async (txRepo, tx) => {
        const txCross = txRepo.crossTenant();
        const row = await txCross.lockByCode(input.applicationCode);
        if (!row) throw new BusinessError(ErrorCode.EQUITY_APPLICATION_NOT_FOUND);
        const state = assertMove(row.state, input.decision, auth);
        const now = clock.now();
        const targetName = `${tenantName} · ${EquityLevel.label(row.levelCode)}`;
        const reason = input.reason?.trim() || null;
        if (input.decision === 'approve') {
          const held = levelOfGrant(await txCross.grantAt(row.tenantCode, now));
          if (equityRank(row.levelCode) <= equityRank(held))
            throw new BusinessError(ErrorCode.EQUITY_LEVEL_NOT_HIGHER, EQUITY_REFUSALS.levelChanged(held));
          const grant = {
            tenantCode: row.tenantCode,
            grantCode: newCode('EG'),
            levelCode: row.levelCode,
            discountPercent: equityLevelOf(row.levelCode).discountPercent,
            effectiveFrom: now,
            applicationCode: row.applicationCode,
            grantedByAccountId: auth.account.accountId,
            createdAt: now,
          };
          await txCross.insertGrant(grant);
          await auditLog.record(
            auth,
            {
              area: 'equity',
              action: '变更权益等级',
              targetType: 'equityLevel',
              targetId: row.tenantCode,
              targetName: tenantName,
              before: { levelCode: held },
              after: { levelCode: grant.levelCode, discountPercent: grant.discountPercent, effectiveFrom: now },
            },
            { tx },
          );
        }
        await txCross.updateApplication(row.tenantCode, row.applicationCode, {
          state,
          reviewerAccountId: auth.account.accountId,
          reviewReason: reason,
          reviewedAt: now,
          updatedAt: now,
        });
        await auditLog.record(
          auth,
          {
            area: 'equity',
            action: input.decision === 'approve' ? '审核通过权益申请' : '驳回权益申请',
            targetType: 'equityApplication',
            targetId: row.applicationCode,
            targetName,
            before: { state: row.state },
            after: { state, reviewReason: reason },
          },
          { tx },
        );
      });
      return reread(existing.tenantCode, input.applicationCode);
    },
  };
}

export type EquityService = ReturnType<typeof createEquityService>;
