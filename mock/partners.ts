/**
 * Dev mocks of domain/partners/contracts.ts (`npm run dev:mock`): the demo sub-channel relations of
 * domain/demo, and channel applications kept in memory. Like the server: the access decision of
 * domain/kernel/contractAccess.ts, the contract's schemas, and the rules of domain/partners/rules.ts (invite
 * code refusals, what a viewer sees, consumption and customers only with the permission point).
 * Consumption is 0 here (the mock wallet does not record tenants). The mock session's user info
 * stays as it was after an application: the new channel is listed, nobody is logged into it.
 */
import { partnerContracts as c, SUB_CHANNEL_CUSTOMERS_MAX, type SubChannelRow } from '../domain/partners/contracts';
import { DEMO_ACCOUNTS, DEMO_TENANT_RELATIONS, DEMO_TENANTS, type DemoTenant } from '../domain/demo';
import { ErrorCode, fail, ok } from '../domain/errors';
import { canSeeSubChannelDetail, type InviterFacts, inviteRelRefusal, licenceProblem, partnerScopeOf } from '../domain/partners/rules';
import {
  contractKey,
  guardedSession,
  type MockCaller,
  type MockAnswer,
  type MockFilePart,
  type MockHandler,
  pageOf,
  parseOr,
  toUmiMocks,
} from './lib/handler';
import { recordMockAudit } from './lib/auditStore';
import { onMockReset } from './lib/state';

const SEED_AT = '2025-01-01T00:00:00.000Z';

interface MockRelation {
  parentTenantCode: string;
  childTenantCode: string;
  kind: 'customer' | 'subChannel';
  inviteCode: string | null;
  createdAt: string;
}

interface Applied {
  tenant: DemoTenant;
  managerName: string;
  managerPhone: string;
}

function seed() {
  return {
    relations: DEMO_TENANT_RELATIONS.map<MockRelation>((r) => ({ ...r, inviteCode: r.inviteCode ?? null, createdAt: SEED_AT })),
    applied: [] as Applied[],
    /** Phones (new-phone sessions) that have applied: they belong to a tenant now. */
    applicants: new Set<string>(),
    sequence: 100,
  };
}

let state = seed();

/** Back to the demo data (tests). */
export function resetPartnersMockState(): void {
  state = seed();
}
onMockReset(resetPartnersMockState);

const refuse = (code: ErrorCode, message?: string) => ({ envelope: fail(code, message) });
const tenantOf = (code: string) => DEMO_TENANTS.find((t) => t.tenantCode === code) ?? state.applied.find((a) => a.tenant.tenantCode === code)?.tenant;
const includes = (text: string, keyword: string | undefined) => !keyword || text.toLowerCase().includes(keyword.toLowerCase());

function inviterOf(code: string): (InviterFacts & { showName: string }) | undefined {
  const account = DEMO_ACCOUNTS.find((a) => a.inviteCode === code.toUpperCase());
  if (!account) return undefined;
  const tenant = tenantOf(account.tenantCode);
  return {
    accountId: account.accountId,
    showName: account.showName,
    status: 'active',
    memberships: tenant ? [{ tenantType: tenant.type, approvalState: tenant.approvalState, roles: account.roles }] : [],
  };
}

/** The applicant as the rule reads it: a demo account belongs to its tenant; a new phone until it has applied. */
function applicantOf(caller: MockCaller) {
  const phone = 'newPhone' in caller.session ? caller.session.newPhone : '';
  const membershipCount = caller.account ? 1 : state.applicants.has(phone) ? 1 : 0;
  return { accountId: caller.account?.accountId ?? `NEW-${phone}`, membershipCount };
}

/** The inviting channel of a code as the server answers checkInviteRel, or its refusal. */
type InviteCheck = { refusal: MockAnswer } | { refusal?: undefined; inviter: (typeof DEMO_ACCOUNTS)[number]; channel: DemoTenant };

function checkInvite(caller: MockCaller, code: string): InviteCheck {
  const inviter = inviterOf(code);
  const refusal = inviteRelRefusal(applicantOf(caller), inviter);
  if (refusal || !inviter) return { refusal: refuse(refusal ?? ErrorCode.INVITE_CODE_UNKNOWN) };
  const account = DEMO_ACCOUNTS.find((a) => a.accountId === inviter.accountId)!;
  const channel = tenantOf(account.tenantCode)!;
  return { inviter: account, channel };
}

function managerOf(tenantCode: string) {
  const applied = state.applied.find((a) => a.tenant.tenantCode === tenantCode);
  if (applied) return { showName: applied.managerName, phone: applied.managerPhone };
  const account = DEMO_ACCOUNTS.find((a) => a.tenantCode === tenantCode && a.roles.includes('channel-tenant-manager'));
  return account ? { showName: account.showName, phone: account.phone } : undefined;
}

export const partnersMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.subChannelList)]: guardedSession(c.subChannelList, ({ query, caller }) => {
    const parsed = parseOr(c.subChannelList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, keyword, parentKeyword, approvalState } = parsed.value;
    const scope = partnerScopeOf(caller.user, caller.account?.tenantCode ?? null);
    if (!scope) return refuse(ErrorCode.FORBIDDEN);
    const detailVisible = canSeeSubChannelDetail(caller.user);
    const rows = state.relations
      .filter((r) => r.kind === 'subChannel' && (scope.kind === 'all' || r.parentTenantCode === scope.parentTenantCode))
      .flatMap<SubChannelRow>((r) => {
        const child = tenantOf(r.childTenantCode);
        const parent = tenantOf(r.parentTenantCode);
        if (!child || !parent) return [];
        const customers = state.relations.filter((x) => x.kind === 'customer' && x.parentTenantCode === child.tenantCode);
        const manager = managerOf(child.tenantCode);
        return [
          {
            tenantCode: child.tenantCode,
            tenantZhName: child.tenantZhName,
            approvalState: child.approvalState,
            parentTenantCode: parent.tenantCode,
            parentTenantZhName: parent.tenantZhName,
            managerName: manager?.showName ?? '',
            managerPhone: manager?.phone ?? '',
            joinedAt: r.createdAt,
            inviteCode: r.inviteCode,
            customerCount: customers.length,
            consumedPoints: detailVisible ? 0 : null,
            customers: detailVisible
              ? customers.slice(0, SUB_CHANNEL_CUSTOMERS_MAX).map((x) => ({
                  tenantCode: x.childTenantCode,
                  tenantZhName: tenantOf(x.childTenantCode)?.tenantZhName ?? x.childTenantCode,
                  relatedAt: x.createdAt,
                }))
              : null,
          },
        ];
      })
      .filter(
        (row) =>
          (includes(row.tenantZhName, keyword) || includes(row.tenantCode, keyword)) &&
          (includes(row.parentTenantZhName, parentKeyword) || includes(row.parentTenantCode, parentKeyword)) &&
          (!approvalState || row.approvalState === approvalState),
      )
      .sort((a, b) => b.joinedAt.localeCompare(a.joinedAt));
    return { envelope: ok({ ...pageOf(rows, { current, pageSize }), detailVisible }) };
  }),

  [contractKey(c.checkInviteRel)]: guardedSession(c.checkInviteRel, ({ query, caller }) => {
    const parsed = parseOr(c.checkInviteRel.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const checked = checkInvite(caller, parsed.value.inviteCode);
    if (checked.refusal) return checked.refusal;
    return {
      envelope: ok({
        inviteCode: parsed.value.inviteCode,
        inviterName: checked.inviter.showName,
        channelTenantCode: checked.channel.tenantCode,
        channelName: checked.channel.tenantZhName,
      }),
    };
  }),

  [contractKey(c.addChannelInfo)]: guardedSession(c.addChannelInfo, ({ body, caller }) => {
    const { file, licence, ...fields } = (body ?? {}) as { file?: MockFilePart; licence?: MockFilePart };
    const parsed = parseOr(c.addChannelInfo.body, fields);
    if ('failure' in parsed) return parsed.failure;
    const part = licence ?? file;
    const problem = licenceProblem(part ? { name: part.originalname, size: part.size } : undefined);
    if (problem) return refuse(part ? ErrorCode.LICENCE_TYPE : ErrorCode.LICENCE_MISSING, problem);
    const input = parsed.value;
    if (applicantOf(caller).membershipCount > 0) return refuse(ErrorCode.APPLICANT_HAS_TENANT);
    const invite = input.inviteCode ? checkInvite(caller, input.inviteCode) : null;
    if (invite?.refusal) return invite.refusal;
    if (DEMO_TENANTS.some((t) => t.tenantZhName === input.companyName) || state.applied.some((a) => a.tenant.tenantZhName === input.companyName))
      return refuse(ErrorCode.CHANNEL_NAME_TAKEN);
    state.sequence += 1;
    const tenant: DemoTenant = {
      tenantCode: `T-CHANNEL-MOCK${state.sequence}`,
      type: 'channel',
      approvalState: 'submitted',
      tenantZhName: input.companyName,
      tenantEnName: '',
      logoIconUrl: '',
      hTab: '',
    };
    const phone = 'newPhone' in caller.session ? caller.session.newPhone : '';
    const submittedAt = new Date().toISOString();
    state.applied.push({ tenant, managerName: caller.user.showName, managerPhone: phone });
    state.applicants.add(phone);
    if (invite) {
      state.relations.push({
        parentTenantCode: invite.channel.tenantCode,
        childTenantCode: tenant.tenantCode,
        kind: 'subChannel',
        inviteCode: input.inviteCode,
        createdAt: submittedAt,
      });
    }
    recordMockAudit(caller, {
      area: 'partners',
      action: '申请入驻渠道',
      targetType: 'tenant',
      targetId: tenant.tenantCode,
      targetName: tenant.tenantZhName,
      before: null,
      after: { approvalState: tenant.approvalState, companyName: input.companyName, creditCode: input.creditCode },
    });
    return {
      envelope: ok({
        tenantCode: tenant.tenantCode,
        tenantZhName: tenant.tenantZhName,
        approvalState: tenant.approvalState,
        parentTenantCode: invite ? invite.channel.tenantCode : null,
        licenceObjectId: `LIC${state.sequence}`,
        submittedAt,
      }),
    };
  }),
};

export default toUmiMocks(partnersMockHandlers);
