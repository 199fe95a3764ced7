/**
 * Dev mocks of domain/personnel/contracts.ts (`npm run dev:mock`): each tenant's people from domain/demo
 * (DEMO_ACCOUNTS, DEMO_EXTRA_MEMBERSHIPS, DEMO_JOIN_ACCOUNTS), kept in memory. Like the server:
 * the access decision of domain/kernel/contractAccess.ts, inputs through the contract's schema, the grant
 * table, last-manager rule and membership machine of domain/personnel/rules.ts, changes to the mock
 * audit log. (The mock session's user info stays the demo's: an accepted request logs nobody in.)
 */
import type { InviteInfo, JoinRequest, PersonnelMember } from '../domain/personnel/contracts';
import { personnelContracts as c } from '../domain/personnel/contracts';
import { isTenantAdmitted, roleCodesOf } from '../domain/kernel/access';
import { DEMO_ACCOUNTS, DEMO_EXTRA_MEMBERSHIPS, DEMO_JOIN_ACCOUNTS, DEMO_TENANTS } from '../domain/demo';
import type { MembershipStatus, PersonnelChange } from '../domain/enums';
import { ErrorCode, fail, ok } from '../domain/errors';
import {
  actOnMemberRefusal,
  addRolesRefusal,
  JOIN_ROLE_BY_TENANT_TYPE,
  joinMeaning,
  MANAGER_ROLE_BY_TENANT_TYPE,
  MEMBERSHIP_MACHINE,
  maskPhone,
  removesLastManager,
  roleChangeRefusal,
  rolesEditable,
  statusAfter,
} from '../domain/personnel/rules';
import type { RoleCode } from '../domain/kernel/roles';
import { recordMockAudit } from './lib/auditStore';
import { contractKey, guardedSession, pageOf, parseOr, toUmiMocks, type MockCaller, type MockHandler } from './lib/handler';
import { onMockReset } from './lib/state';

const SEED_AT = '2025-01-01T00:00:00.000Z';

interface MockPerson {
  accountId: string;
  showName: string;
  phone: string;
  inviteCode: string;
}
interface MockMembership {
  tenantCode: string;
  accountId: string;
  roles: RoleCode[];
  status: MembershipStatus;
  createdAt: string;
}

function seed() {
  const people: MockPerson[] = [...DEMO_ACCOUNTS, ...DEMO_JOIN_ACCOUNTS].map(({ accountId, showName, phone, inviteCode }) => ({
    accountId,
    showName,
    phone,
    inviteCode,
  }));
  const memberships: MockMembership[] = [
    ...DEMO_ACCOUNTS.map((a) => ({
      tenantCode: a.tenantCode,
      accountId: a.accountId,
      roles: [...a.roles],
      status: 'active' as const,
      createdAt: SEED_AT,
    })),
    ...[...DEMO_EXTRA_MEMBERSHIPS, ...DEMO_JOIN_ACCOUNTS.map((a) => a.request)].map((m) => ({ ...m, roles: [...m.roles], createdAt: SEED_AT })),
  ];
  return { people, memberships, sequence: 100 };
}

let state = seed();
export function resetPersonnelMockState(): void {
  state = seed();
}
onMockReset(resetPersonnelMockState);

const refuse = (code: ErrorCode, message?: string) => ({ envelope: fail(code, message) });
const tenantOf = (code: string) => DEMO_TENANTS.find((t) => t.tenantCode === code);
const personOf = (accountId: string) => state.people.find((p) => p.accountId === accountId);

function callerOf(caller: MockCaller) {
  const tenantCode = caller.user.tenantPageConfig?.tenantCode ?? '';
  return { accountId: caller.user.accountId, roles: [...roleCodesOf(caller.user)], tenant: tenantOf(tenantCode)! };
}

function memberOf(m: MockMembership, self: string): PersonnelMember {
  const person = personOf(m.accountId);
  return {
    accountId: m.accountId,
    showName: person?.showName ?? '',
    phone: person?.phone ?? null,
    roleCodes: m.roles,
    status: m.status,
    accountStatus: 'active',
    self: m.accountId === self,
    createdAt: m.createdAt,
  };
}

function joinRequestOf(m: MockMembership): JoinRequest {
  const tenant = tenantOf(m.tenantCode)!;
  return {
    tenantCode: tenant.tenantCode,
    tenantZhName: tenant.tenantZhName,
    tenantType: tenant.type,
    roleCodes: m.roles,
    status: m.status,
    createdAt: m.createdAt,
  };
}

function inviteInfoOf(inviteCode: string): InviteInfo | undefined {
  const inviter = state.people.find((p) => p.inviteCode === inviteCode);
  if (!inviter) return undefined;
  const home = state.memberships
    .filter((m) => m.accountId === inviter.accountId && m.status === 'active')
    .map((m) => tenantOf(m.tenantCode)!)
    .find((t) => isTenantAdmitted({ tenantDTO: { type: t.type, approvalState: t.approvalState } }));
  if (!home) return undefined;
  const joinRole = JOIN_ROLE_BY_TENANT_TYPE[home.type];
  return {
    inviteCode,
    inviterName: inviter.showName,
    inviterPhone: maskPhone(inviter.phone),
    tenantCode: home.tenantCode,
    tenantZhName: home.tenantZhName,
    tenantType: home.type,
    joinRole,
    canJoin: joinRole !== null,
    meaning: joinMeaning(home.tenantZhName, joinRole),
  };
}

const ACTIONS: Readonly<Record<PersonnelChange, string>> = {
  roles: '修改人员角色',
  disable: '停用人员',
  enable: '启用人员',
  accept: '通过加入申请',
  reject: '拒绝加入申请',
};

export const personnelMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.personnelList)]: guardedSession(c.personnelList, ({ query, caller }) => {
    const parsed = parseOr(c.personnelList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, name, phone, roleCode, status } = parsed.value;
    const me = callerOf(caller);
    const rows = state.memberships
      .filter((m) => m.tenantCode === me.tenant.tenantCode)
      .filter((m) => {
        const person = personOf(m.accountId);
        return (
          (!name || person?.showName.includes(name)) &&
          (!phone || person?.phone.includes(phone)) &&
          (!roleCode || m.roles.includes(roleCode)) &&
          (!status || m.status === status)
        );
      })
      .sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'))
      .map((m) => memberOf(m, me.accountId));
    return { envelope: ok(pageOf(rows, { current, pageSize })) };
  }),

  [contractKey(c.personnelAdd)]: guardedSession(c.personnelAdd, ({ body, caller }) => {
    const parsed = parseOr(c.personnelAdd.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { phone, name, roles } = parsed.value;
    const me = callerOf(caller);
    const refusal = addRolesRefusal(me.roles, me.tenant.type, roles);
    if (refusal) return refuse(ErrorCode.ROLE_NOT_GRANTABLE, refusal);
    let person = state.people.find((p) => p.phone === phone);
    const createdAccount = !person;
    if (!person) {
      state.sequence += 1;
      person = { accountId: `A-MOCK-${state.sequence}`, showName: name, phone, inviteCode: `INVMOCK${state.sequence}` };
      state.people.push(person);
    }
    const existing = state.memberships.find((m) => m.tenantCode === me.tenant.tenantCode && m.accountId === person.accountId);
    if (existing && (existing.status === 'active' || existing.status === 'disabled')) return refuse(ErrorCode.ALREADY_MEMBER);
    const membership: MockMembership = {
      tenantCode: me.tenant.tenantCode,
      accountId: person.accountId,
      roles,
      status: 'active',
      createdAt: new Date().toISOString(),
    };
    if (existing) Object.assign(existing, membership);
    else state.memberships.push(membership);
    recordMockAudit(caller, {
      area: 'personnel',
      action: createdAccount ? '添加人员（新账号）' : '添加人员',
      targetType: 'membership',
      targetId: `${me.tenant.tenantCode}/${person.accountId}`,
      targetName: `${person.showName}（${me.tenant.tenantZhName}）`,
      after: { roles, status: 'active' },
    });
    return { envelope: ok({ member: memberOf(membership, me.accountId), createdAccount, smsSent: createdAccount }) };
  }),

  [contractKey(c.personnelUpdate)]: guardedSession(c.personnelUpdate, ({ body, caller }) => {
    const parsed = parseOr(c.personnelUpdate.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { accountId, change } = parsed.value;
    const me = callerOf(caller);
    const m = state.memberships.find((x) => x.tenantCode === me.tenant.tenantCode && x.accountId === accountId);
    if (!m) return refuse(ErrorCode.MEMBER_NOT_FOUND);
    if (change === 'roles') {
      if (!rolesEditable(m.status)) return refuse(ErrorCode.MEMBERSHIP_MOVE_REFUSED);
    } else {
      const refusal = MEMBERSHIP_MACHINE.refusal(m.status, change, caller.user);
      if (refusal) return refuse(ErrorCode.MEMBERSHIP_MOVE_REFUSED, refusal);
    }
    const roles = change === 'roles' || (change === 'accept' && parsed.value.roles) ? (parsed.value.roles as RoleCode[]) : m.roles;
    const status = statusAfter(m.status, change);
    const managerRole = MANAGER_ROLE_BY_TENANT_TYPE[me.tenant.type];
    const managers = state.memberships
      .filter((x) => x.tenantCode === me.tenant.tenantCode && x.status === 'active' && x.roles.includes(managerRole))
      .map((x) => x.accountId);
    if (removesLastManager(me.tenant.type, managers, { accountId }, { status, roles })) return refuse(ErrorCode.LAST_MANAGER);
    const act = actOnMemberRefusal(me, { accountId, roles: m.roles });
    if (act) return refuse(accountId === me.accountId ? ErrorCode.SELF_CHANGE_REFUSED : ErrorCode.MEMBER_OUTRANKS, act);
    const roleRefusal =
      change === 'accept'
        ? addRolesRefusal(me.roles, me.tenant.type, roles)
        : change === 'roles'
          ? roleChangeRefusal(me.roles, me.tenant.type, m.roles, roles)
          : undefined;
    if (roleRefusal) return refuse(ErrorCode.ROLE_NOT_GRANTABLE, roleRefusal);
    const before = { roles: m.roles, status: m.status };
    m.roles = roles;
    m.status = status;
    recordMockAudit(caller, {
      area: 'personnel',
      action: ACTIONS[change],
      targetType: 'membership',
      targetId: `${me.tenant.tenantCode}/${accountId}`,
      targetName: `${personOf(accountId)?.showName ?? accountId}（${me.tenant.tenantZhName}）`,
      before,
      after: { roles, status },
    });
    return { envelope: ok(memberOf(m, me.accountId)) };
  }),

  [contractKey(c.getInviteInfo)]: guardedSession(c.getInviteInfo, ({ query }) => {
    const parsed = parseOr(c.getInviteInfo.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const info = inviteInfoOf(parsed.value.inviteCode);
    return info ? { envelope: ok(info) } : refuse(ErrorCode.INVITE_CODE_UNKNOWN);
  }),

  [contractKey(c.joinTenant)]: guardedSession(c.joinTenant, ({ body, caller }) => {
    const parsed = parseOr(c.joinTenant.body, body);
    if ('failure' in parsed) return parsed.failure;
    const info = inviteInfoOf(parsed.value.inviteCode);
    if (!info) return refuse(ErrorCode.INVITE_CODE_UNKNOWN);
    if (!info.canJoin || !info.joinRole) return refuse(ErrorCode.INVITE_TENANT_CLOSED);
    const accountId = caller.user.accountId;
    const mine = state.memberships.filter((m) => m.accountId === accountId);
    const here = mine.find((m) => m.tenantCode === info.tenantCode);
    if (here && (here.status === 'active' || here.status === 'disabled')) return refuse(ErrorCode.JOIN_ALREADY_MEMBER);
    if (mine.some((m) => m.status === 'pending')) return refuse(ErrorCode.JOIN_PENDING_EXISTS);
    if (!personOf(accountId)) state.people.push({ accountId, showName: caller.user.showName, phone: '', inviteCode: '' });
    const request: MockMembership = {
      tenantCode: info.tenantCode,
      accountId,
      roles: [info.joinRole],
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    if (here) Object.assign(here, request);
    else state.memberships.push(request);
    recordMockAudit(caller, {
      area: 'personnel',
      action: '申请加入机构',
      targetType: 'membership',
      targetId: `${info.tenantCode}/${accountId}`,
      targetName: `${caller.user.showName}（${info.tenantZhName}）`,
      after: { roles: request.roles, status: 'pending' },
    });
    return { envelope: ok(joinRequestOf(request)) };
  }),

  [contractKey(c.myJoinRequests)]: guardedSession(c.myJoinRequests, ({ caller }) => {
    const rows = state.memberships
      .filter((m) => m.accountId === caller.user.accountId && (m.status === 'pending' || m.status === 'rejected'))
      .map(joinRequestOf)
      .reverse();
    return { envelope: ok(rows) };
  }),
};

export default toUmiMocks(personnelMockHandlers);
