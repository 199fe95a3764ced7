/**
 * Dev mocks of domain/equity/contracts.ts (`npm run dev:mock`): the demo equity (domain
 * DEMO_EQUITY_APPLICATIONS, DEMO_EQUITY_GRANTS) kept in memory, with the server's rules
 * (EQUITY_APPLICATION_MACHINE, levelRefusal, licenceRefusal, reviewRefusal) and audit entries.
 */
import type { EquityApplication, MyEquity } from '../domain/equity/contracts';
import { equityContracts as c } from '../domain/equity/contracts';
import {
  BASE_LICENCES,
  DEMO_ACCOUNTS,
  DEMO_EQUITY_APPLICATIONS,
  DEMO_EQUITY_GRANTS,
  DEMO_TENANTS,
  type DemoEquityApplication,
  type DemoEquityGrant,
} from '../domain/demo';
import {
  BASE_EQUITY_LEVEL,
  EQUITY_APPLICATION_MACHINE,
  EQUITY_LEVELS,
  EQUITY_REFUSALS,
  type EquityAction,
  equityLevelOf,
  equityRank,
  grantAt,
  levelRefusal,
  licenceRefusal,
  REVIEWABLE_STATES,
  reviewRefusal,
} from '../domain/equity/rules';
import { EquityLevel } from '../domain/enums';
import { ErrorCode, fail, ok } from '../domain/errors';
import { recordMockAudit } from './lib/auditStore';
import { contractKey, guardedSession, type MockAnswer, type MockCaller, type MockHandler, pageOf, parseOr, toUmiMocks } from './lib/handler';
import { onMockReset } from './lib/state';

type MockApplication = DemoEquityApplication & { updatedAt: string };

function seed() {
  return {
    applications: DEMO_EQUITY_APPLICATIONS.map((row): MockApplication => ({ ...row, updatedAt: row.reviewedAt ?? row.submittedAt ?? row.createdAt })),
    grants: DEMO_EQUITY_GRANTS.map((row): DemoEquityGrant => ({ ...row })),
    sequence: 100,
  };
}

let state = seed();

/** Back to the demo data (tests). */
export function resetEquityMockState(): void {
  state = seed();
}
onMockReset(resetEquityMockState);

const tenantName = (code: string) => DEMO_TENANTS.find((tenant) => tenant.tenantCode === code)?.tenantZhName ?? code;
const accountName = (id: string) => DEMO_ACCOUNTS.find((account) => account.accountId === id)?.showName ?? id;
const latestLicenceVersion = () =>
  BASE_LICENCES.filter((licence) => licence.type === 'accountRight').reduce<number | null>((max, l) => Math.max(max ?? 0, l.version), null);

const grantsOf = (tenantCode: string) =>
  state.grants.filter((grant) => grant.tenantCode === tenantCode).sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
const levelAt = (tenantCode: string, at: Date) => grantAt(grantsOf(tenantCode), at)?.levelCode ?? BASE_EQUITY_LEVEL;

const toApplication = (row: MockApplication): EquityApplication => ({
  applicationCode: row.applicationCode,
  tenantCode: row.tenantCode,
  tenantZhName: tenantName(row.tenantCode),
  fromLevel: row.fromLevel,
  levelCode: row.levelCode,
  reason: row.reason,
  state: row.state,
  applicantName: accountName(row.applicantAccountId),
  licenceVersion: row.licenceVersion,
  submittedAt: row.submittedAt,
  reviewerName: row.reviewerAccountId ? accountName(row.reviewerAccountId) : null,
  reviewReason: row.reviewReason,
  reviewedAt: row.reviewedAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const newest = (a: MockApplication, b: MockApplication) => b.createdAt.localeCompare(a.createdAt);

/** The caller's channel tenant, or the server's refusal. */
function channelOf(caller: MockCaller): { tenantCode: string } | { failure: MockAnswer } {
  const tenant = caller.user.tenantDTO;
  if (tenant?.type !== 'channel') return { failure: { envelope: fail(ErrorCode.EQUITY_NOT_CHANNEL) } };
  return { tenantCode: caller.user.tenantPageConfig?.tenantCode ?? caller.account?.tenantCode ?? '' };
}

function moveRefusal(row: { state: MockApplication['state'] }, action: EquityAction, caller: MockCaller): MockAnswer | null {
  const refusal = EQUITY_APPLICATION_MACHINE.refusal(row.state, action, caller.user);
  return refusal ? { envelope: fail(ErrorCode.EQUITY_STATE, refusal) } : null;
}

export const equityMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.equityLevels)]: guardedSession(c.equityLevels, () => ({
    envelope: ok(EQUITY_LEVELS.map((level) => ({ ...level, benefits: [...level.benefits] }))),
  })),

  [contractKey(c.myEquity)]: guardedSession(c.myEquity, ({ caller }) => {
    const channel = channelOf(caller);
    if ('failure' in channel) return channel.failure;
    const grants = grantsOf(channel.tenantCode);
    const current = grantAt(grants, new Date());
    const levelCode = current?.levelCode ?? BASE_EQUITY_LEVEL;
    const mine: MyEquity = {
      tenantCode: channel.tenantCode,
      tenantZhName: tenantName(channel.tenantCode),
      levelCode,
      discountPercent: current?.discountPercent ?? equityLevelOf(levelCode).discountPercent,
      effectiveFrom: current?.effectiveFrom ?? null,
      grants: grants.map(({ levelCode: level, discountPercent, effectiveFrom, applicationCode }) => ({
        levelCode: level,
        discountPercent,
        effectiveFrom,
        applicationCode,
      })),
      applications: state.applications
        .filter((row) => row.tenantCode === channel.tenantCode)
        .sort(newest)
        .map(toApplication),
    };
    return { envelope: ok(mine) };
  }),

  [contractKey(c.applyEquity)]: guardedSession(c.applyEquity, ({ body, caller }) => {
    const parsed = parseOr(c.applyEquity.body, body);
    if ('failure' in parsed) return parsed.failure;
    const input = parsed.value;
    const channel = channelOf(caller);
    if ('failure' in channel) return channel.failure;
    const held = levelAt(channel.tenantCode, new Date());
    const notHigher = levelRefusal(held, input.levelCode);
    if (notHigher) return { envelope: fail(ErrorCode.EQUITY_LEVEL_NOT_HIGHER, notHigher) };
    const latest = latestLicenceVersion();
    if (input.submit) {
      const licence = licenceRefusal(input.licenceVersion, latest);
      if (licence) return { envelope: fail(ErrorCode.EQUITY_LICENCE_NOT_ACCEPTED, licence) };
    }
    const open = state.applications.find((row) => row.tenantCode === channel.tenantCode && (row.state === 'inhand' || row.state === 'submitted'));
    if (open?.state === 'submitted') return { envelope: fail(ErrorCode.EQUITY_OPEN_APPLICATION) };
    const action: EquityAction = input.submit ? 'submit' : 'save';
    const refused = moveRefusal({ state: 'inhand' }, action, caller);
    if (refused) return refused;
    const now = new Date().toISOString();
    const before = open ? { levelCode: open.levelCode, reason: open.reason, state: open.state, licenceVersion: open.licenceVersion } : null;
    const values = {
      fromLevel: held,
      levelCode: input.levelCode,
      reason: input.reason,
      state: input.submit ? ('submitted' as const) : ('inhand' as const),
      applicantAccountId: caller.user.accountId,
      ...(input.submit ? { licenceVersion: latest ?? input.licenceVersion, submittedAt: now } : {}),
      updatedAt: now,
    };
    let row = open;
    if (row) Object.assign(row, values);
    else {
      state.sequence += 1;
      row = {
        tenantCode: channel.tenantCode,
        applicationCode: `EQ-MOCK-${state.sequence}`,
        licenceVersion: null,
        submittedAt: null,
        reviewerAccountId: null,
        reviewReason: null,
        reviewedAt: null,
        createdAt: now,
        ...values,
      };
      state.applications.push(row);
    }
    recordMockAudit(caller, {
      area: 'equity',
      action: input.submit ? '提交权益申请' : '保存权益申请草稿',
      targetType: 'equityApplication',
      targetId: row.applicationCode,
      targetName: `${tenantName(channel.tenantCode)} · ${EquityLevel.label(input.levelCode)}`,
      before,
      after: { levelCode: row.levelCode, reason: row.reason, state: row.state, licenceVersion: row.licenceVersion },
    });
    return { envelope: ok(toApplication(row)) };
  }),

  [contractKey(c.withdrawEquity)]: guardedSession(c.withdrawEquity, ({ body, caller }) => {
    const parsed = parseOr(c.withdrawEquity.body, body);
    if ('failure' in parsed) return parsed.failure;
    const channel = channelOf(caller);
    if ('failure' in channel) return channel.failure;
    const row = state.applications.find((r) => r.tenantCode === channel.tenantCode && r.applicationCode === parsed.value.applicationCode);
    if (!row) return { envelope: fail(ErrorCode.EQUITY_APPLICATION_NOT_FOUND) };
    const refused = moveRefusal(row, 'withdraw', caller);
    if (refused) return refused;
    recordMockAudit(caller, {
      area: 'equity',
      action: '撤回权益申请',
      targetType: 'equityApplication',
      targetId: row.applicationCode,
      targetName: `${tenantName(row.tenantCode)} · ${EquityLevel.label(row.levelCode)}`,
      before: { state: row.state },
      after: { state: 'inhand' },
    });
    row.state = 'inhand';
    row.updatedAt = new Date().toISOString();
    return { envelope: ok(toApplication(row)) };
  }),

  [contractKey(c.platformEquityList)]: guardedSession(c.platformEquityList, ({ query }) => {
    const parsed = parseOr(c.platformEquityList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { state: wanted, keyword, current, pageSize } = parsed.value;
    const rows = state.applications
      .filter(
        (row) =>
          REVIEWABLE_STATES.includes(row.state) &&
          (!wanted || row.state === wanted) &&
          (!keyword || tenantName(row.tenantCode).toLowerCase().includes(keyword.toLowerCase())),
      )
      .sort((a, b) => Number(b.state === 'submitted') - Number(a.state === 'submitted') || b.updatedAt.localeCompare(a.updatedAt))
      .map(toApplication);
    return { envelope: ok(pageOf(rows, { current, pageSize })) };
  }),

  [contractKey(c.reviewEquity)]: guardedSession(c.reviewEquity, ({ body, caller }) => {
    const parsed = parseOr(c.reviewEquity.body, body);
    if ('failure' in parsed) return parsed.failure;
    const input = parsed.value;
    const missingReason = reviewRefusal(input.decision, input.reason);
    if (missingReason) return { envelope: fail(ErrorCode.EQUITY_REASON_REQUIRED, missingReason) };
    const row = state.applications.find((r) => r.applicationCode === input.applicationCode);
    if (!row) return { envelope: fail(ErrorCode.EQUITY_APPLICATION_NOT_FOUND) };
    const refused = moveRefusal(row, input.decision, caller);
    if (refused) return refused;
    const now = new Date();
    const targetName = `${tenantName(row.tenantCode)} · ${EquityLevel.label(row.levelCode)}`;
    if (input.decision === 'approve') {
      const held = levelAt(row.tenantCode, now);
      if (equityRank(row.levelCode) <= equityRank(held))
        return { envelope: fail(ErrorCode.EQUITY_LEVEL_NOT_HIGHER, EQUITY_REFUSALS.levelChanged(held)) };
      state.sequence += 1;
      const grant: DemoEquityGrant = {
        tenantCode: row.tenantCode,
        grantCode: `EG-MOCK-${state.sequence}`,
        levelCode: row.levelCode,
        discountPercent: equityLevelOf(row.levelCode).discountPercent,
        effectiveFrom: now.toISOString(),
        applicationCode: row.applicationCode,
        grantedByAccountId: caller.user.accountId,
      };
      state.grants.push(grant);
      recordMockAudit(caller, {
        area: 'equity',
        action: '变更权益等级',
        targetType: 'equityLevel',
        targetId: row.tenantCode,
        targetName: tenantName(row.tenantCode),
        before: { levelCode: held },
        after: { levelCode: grant.levelCode, discountPercent: grant.discountPercent, effectiveFrom: grant.effectiveFrom },
      });
    }
    const reason = input.reason?.trim() || null;
    const next = input.decision === 'approve' ? ('success' as const) : ('rejected' as const);
    recordMockAudit(caller, {
      area: 'equity',
      action: input.decision === 'approve' ? '审核通过权益申请' : '驳回权益申请',
      targetType: 'equityApplication',
      targetId: row.applicationCode,
      targetName,
      before: { state: row.state },
      after: { state: next, reviewReason: reason },
    });
    Object.assign(row, {
      state: next,
      reviewerAccountId: caller.user.accountId,
      reviewReason: reason,
      reviewedAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    return { envelope: ok(toApplication(row)) };
  }),
};

export default toUmiMocks(equityMockHandlers);
