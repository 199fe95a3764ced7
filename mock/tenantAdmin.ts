/**
 * Dev mocks of domain/tenantAdmin/contracts.ts (`npm run dev:mock`): the demo tenants, channel details,
 * certification bodies and accounts of domain/demo, kept in memory. Like the server: every call
 * passes the access decision of domain/kernel/contractAccess.ts, inputs are validated with the
 * contract's schema, approvals follow CHANNEL_APPROVAL_MACHINE, and changes go to the mock audit
 * log. Approvals, page configurations and certification-body names also reach the mock sessions'
 * user info (changeMockTenant of mock/lib/demoSession.ts): the approved channel's manager is let in.
 */
import type { CertBody, ManagedAccount, TenantAdminItem } from '../domain/tenantAdmin/contracts';
import { tenantAdminContracts as c } from '../domain/tenantAdmin/contracts';
import { DEMO_ACCOUNTS, DEMO_CERT_BODIES, DEMO_CHANNEL_PROFILES, DEMO_TENANTS } from '../domain/demo';
import type { AccountStatus } from '../domain/enums';
import { ErrorCode, fail, ok } from '../domain/errors';
import { CHANNEL_APPROVAL_MACHINE, reviewActionOf, formatHTab, generatePassword, isLogoFileName, logoUrlOf } from '../domain/tenantAdmin/rules';
import { recordMockAudit } from './lib/auditStore';
import { contractKey, guardedSession, pageOf, parseOr, toUmiMocks, type MockFilePart, type MockHandler } from './lib/handler';
import { changeMockTenant } from './lib/demoSession';
import { onMockReset } from './lib/state';

const SEED_AT = '2025-01-01T00:00:00.000Z';
const now = () => new Date().toISOString();

interface MockAccount {
  accountId: string;
  showName: string;
  phone: string;
  status: AccountStatus;
  accountBelongToPlatformType: ManagedAccount['accountBelongToPlatformType'];
  memberships: { tenantCode: string; roleCodes: string[] }[];
}

function seed() {
  const tenants: TenantAdminItem[] = DEMO_TENANTS.map((tenant) => {
    const profile = DEMO_CHANNEL_PROFILES.find((p) => p.tenantCode === tenant.tenantCode);
    return {
      ...tenant,
      memberCount: DEMO_ACCOUNTS.filter((a) => a.tenantCode === tenant.tenantCode).length,
      createdAt: SEED_AT,
      channelInfo: profile ? { ...profile } : null,
      lastReview: null,
    };
  });
  const accounts: MockAccount[] = DEMO_ACCOUNTS.map((a) => ({
    accountId: a.accountId,
    showName: a.showName,
    phone: a.phone,
    status: 'active',
    accountBelongToPlatformType: a.accountBelongToPlatformType,
    memberships: [{ tenantCode: a.tenantCode, roleCodes: [...a.roles] }],
  }));
  const certBodies = DEMO_CERT_BODIES.map((body) => ({ ...body, standards: [...body.standards], createdAt: SEED_AT, updatedAt: SEED_AT }));
  return { tenants, accounts, certBodies, sequence: 100 };
}

let state = seed();

/** Back to the demo data (tests). */
export function resetTenantAdminMockState(): void {
  state = seed();
}
onMockReset(resetTenantAdminMockState);

const tenantByCode = (code: string) => state.tenants.find((t) => t.tenantCode === code);
const refuse = (code: ErrorCode, message?: string) => ({ envelope: fail(code, message) });

function managedOf(account: MockAccount): ManagedAccount {
  return {
    accountId: account.accountId,
    showName: account.showName,
    phone: account.phone,
    status: account.status,
    hasPassword: true,
    accountBelongToPlatformType: account.accountBelongToPlatformType,
    memberships: account.memberships.map((m) => {
      const tenant = tenantByCode(m.tenantCode);
      return {
        tenantCode: m.tenantCode,
        tenantZhName: tenant?.tenantZhName ?? '',
        tenantType: tenant?.type ?? 'customer',
        roleCodes: m.roleCodes,
        status: 'active' as const,
      };
    }),
    createdAt: SEED_AT,
    updatedAt: SEED_AT,
  };
}

function certBodyOf(body: (typeof state.certBodies)[number]): CertBody {
  const tenant = tenantByCode(body.tenantCode);
  const manager = state.accounts.find((a) => a.accountId === body.managerAccountId);
  const { managerAccountId: _manager, ...rest } = body;
  return {
    ...rest,
    name: tenant?.tenantZhName ?? '',
    enName: tenant?.tenantEnName ?? '',
    managerName: manager?.showName ?? '',
    managerPhone: manager?.phone ?? '',
  };
}

const includes = (value: string | null | undefined, needle: string | undefined) =>
  !needle || (value ?? '').toLowerCase().includes(needle.toLowerCase());

export const tenantAdminMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.tenantAdminList)]: guardedSession(c.tenantAdminList, ({ query }) => {
    const parsed = parseOr(c.tenantAdminList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, type, approvalState, keyword } = parsed.value;
    const rows = state.tenants.filter(
      (t) =>
        (!type || t.type === type) &&
        (!approvalState || t.approvalState === approvalState) &&
        (!keyword ||
          [t.tenantZhName, t.tenantEnName, t.tenantCode, t.channelInfo?.companyName, t.channelInfo?.creditCode].some((field) =>
            includes(field, keyword),
          )),
    );
    return { envelope: ok(pageOf(rows, { current, pageSize })) };
  }),

  [contractKey(c.updateCustomApprovalState)]: guardedSession(c.updateCustomApprovalState, ({ body, caller }) => {
    const parsed = parseOr(c.updateCustomApprovalState.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { tenantCode, approvalState, reason } = parsed.value;
    const tenant = tenantByCode(tenantCode);
    if (!tenant) return refuse(ErrorCode.TENANT_NOT_FOUND);
    if (tenant.type !== 'channel') return refuse(ErrorCode.NOT_A_CHANNEL);
    const refusal = CHANNEL_APPROVAL_MACHINE.refusal(tenant.approvalState, reviewActionOf(approvalState), caller.user);
    if (refusal) return refuse(ErrorCode.APPROVAL_REFUSED, refusal);
    if (approvalState === 'success' && !tenant.channelInfo)
      return refuse(ErrorCode.CHANNEL_INFO_INVALID, '请先填写该渠道的企业信息（企业名称、统一社会信用代码、联系人等）再审核通过');
    const before = tenant.approvalState;
    tenant.approvalState = approvalState;
    changeMockTenant(tenantCode, { approvalState });
    tenant.lastReview = { approvalState, reason, reviewerName: caller.user.showName, reviewedAt: now() };
    recordMockAudit(caller, {
      area: 'channels',
      action: approvalState === 'success' ? '审核通过' : '驳回入驻申请',
      targetType: 'tenant',
      targetId: tenantCode,
      targetName: tenant.tenantZhName,
      before: { approvalState: before },
      after: { approvalState, reason },
    });
    return { envelope: ok(tenant) };
  }),

  [contractKey(c.saveChannelInfo)]: guardedSession(c.saveChannelInfo, ({ body, caller }) => {
    const parsed = parseOr(c.saveChannelInfo.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { tenantCode, ...info } = parsed.value;
    const tenant = tenantByCode(tenantCode);
    if (!tenant) return refuse(ErrorCode.TENANT_NOT_FOUND);
    if (tenant.type !== 'channel') return refuse(ErrorCode.NOT_A_CHANNEL);
    const before = tenant.channelInfo;
    tenant.channelInfo = info;
    recordMockAudit(caller, {
      area: 'channels',
      action: before ? '修改渠道信息' : '填写渠道信息',
      targetType: 'tenant',
      targetId: tenantCode,
      targetName: tenant.tenantZhName,
      before,
      after: info,
    });
    return { envelope: ok(tenant) };
  }),

  [contractKey(c.savePageConfig)]: guardedSession(c.savePageConfig, ({ body, caller }) => {
    const parsed = parseOr(c.savePageConfig.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { tenantCode, hTab, ...names } = parsed.value;
    const tenant = tenantByCode(tenantCode);
    if (!tenant) return refuse(ErrorCode.TENANT_NOT_FOUND);
    const before = { tenantZhName: tenant.tenantZhName, tenantEnName: tenant.tenantEnName, logoIconUrl: tenant.logoIconUrl, hTab: tenant.hTab };
    Object.assign(tenant, names, { hTab: formatHTab(hTab) });
    changeMockTenant(tenantCode, { ...names, hTab: tenant.hTab });
    recordMockAudit(caller, {
      area: 'tenantConfig',
      action: '修改页面配置',
      targetType: 'tenant',
      targetId: tenantCode,
      targetName: tenant.tenantZhName,
      before,
      after: { ...names, hTab: tenant.hTab },
    });
    return { envelope: ok(tenant) };
  }),

  [contractKey(c.uploadTenantLogo)]: guardedSession(c.uploadTenantLogo, ({ body }) => {
    const { file, ...fields } = (body ?? {}) as { file?: MockFilePart };
    const parsed = parseOr(c.uploadTenantLogo.body, fields);
    if ('failure' in parsed) return parsed.failure;
    if (!tenantByCode(parsed.value.tenantCode)) return refuse(ErrorCode.TENANT_NOT_FOUND);
    if (!file) return refuse(ErrorCode.FILE_MISSING);
    if (!isLogoFileName(file.originalname)) return refuse(ErrorCode.LOGO_NOT_IMAGE);
    state.sequence += 1;
    const objectId = `LOGO${state.sequence}`;
    return { envelope: ok({ objectId, logoIconUrl: logoUrlOf(objectId) }) };
  }),

  [contractKey(c.certBodyList)]: guardedSession(c.certBodyList, ({ query }) => {
    const parsed = parseOr(c.certBodyList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, keyword } = parsed.value;
    const rows = state.certBodies
      .map(certBodyOf)
      .filter((b) => !keyword || [b.name, b.cnasNo, b.creditCode, b.contactName, b.scopes].some((field) => includes(field, keyword)));
    return { envelope: ok(pageOf(rows, { current, pageSize })) };
  }),

  [contractKey(c.certBodySave)]: guardedSession(c.certBodySave, ({ body, caller }) => {
    const parsed = parseOr(c.certBodySave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { tenantCode, name, enName, managerName, managerPhone, ...details } = parsed.value;
    if (state.certBodies.some((b) => b.cnasNo === details.cnasNo && b.tenantCode !== tenantCode)) return refuse(ErrorCode.CNAS_NO_TAKEN);
    if (state.tenants.some((t) => t.tenantZhName === name && t.tenantCode !== tenantCode)) return refuse(ErrorCode.CERT_BODY_NAME_TAKEN);
    if (tenantCode) {
      const existing = state.certBodies.find((b) => b.tenantCode === tenantCode);
      const tenant = tenantByCode(tenantCode);
      if (!existing || !tenant) return refuse(ErrorCode.CERT_BODY_NOT_FOUND);
      const manager = state.accounts.find((a) => a.accountId === existing.managerAccountId);
      if (manager && manager.phone !== managerPhone) return refuse(ErrorCode.MANAGER_CHANGE_UNSUPPORTED);
      Object.assign(existing, details, { updatedAt: now() });
      Object.assign(tenant, { tenantZhName: name, tenantEnName: enName });
      changeMockTenant(tenantCode, { tenantZhName: name, tenantEnName: enName });
      recordMockAudit(caller, {
        area: 'certBodies',
        action: '修改认证机构',
        targetType: 'tenant',
        targetId: tenantCode,
        targetName: name,
        after: { name, enName, ...details },
      });
      return { envelope: ok({ ...certBodyOf(existing), smsSent: false }) };
    }
    const taken = state.accounts.find((a) => a.phone === managerPhone);
    if (taken && taken.memberships.length > 0) return refuse(ErrorCode.MANAGER_PHONE_TAKEN);
    state.sequence += 1;
    const code = `T-CB-MOCK${state.sequence}`;
    const account: MockAccount = taken ?? {
      accountId: `A-MOCK${state.sequence}`,
      showName: managerName,
      phone: managerPhone,
      status: 'active',
      accountBelongToPlatformType: null,
      memberships: [],
    };
    account.memberships.push({ tenantCode: code, roleCodes: ['cb-tenant-manager'] });
    if (!taken) state.accounts.unshift(account);
    state.tenants.unshift({
      tenantCode: code,
      type: 'cb',
      approvalState: 'success',
      tenantZhName: name,
      tenantEnName: enName,
      logoIconUrl: '',
      hTab: '',
      memberCount: 1,
      createdAt: now(),
      channelInfo: null,
      lastReview: null,
    });
    const created = { tenantCode: code, ...details, managerAccountId: account.accountId, createdAt: now(), updatedAt: now() };
    state.certBodies.unshift(created);
    recordMockAudit(caller, {
      area: 'certBodies',
      action: '登记认证机构',
      targetType: 'tenant',
      targetId: code,
      targetName: name,
      after: { name, enName, ...details, managerName, managerPhone },
    });
    return { envelope: ok({ ...certBodyOf(created), smsSent: true }) };
  }),

  [contractKey(c.userListForUserManage)]: guardedSession(c.userListForUserManage, ({ query }) => {
    const parsed = parseOr(c.userListForUserManage.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, phone, name, tenant, roleCode, status } = parsed.value;
    const rows = state.accounts
      .filter(
        (a) =>
          includes(a.phone, phone) &&
          includes(a.showName, name) &&
          (!status || a.status === status) &&
          (!roleCode || a.memberships.some((m) => m.roleCodes.includes(roleCode))) &&
          (!tenant || a.memberships.some((m) => m.tenantCode === tenant || includes(tenantByCode(m.tenantCode)?.tenantZhName, tenant))),
      )
      .map(managedOf);
    return { envelope: ok(pageOf(rows, { current, pageSize })) };
  }),

  [contractKey(c.accountUpdate)]: guardedSession(c.accountUpdate, ({ body, caller }) => {
    const parsed = parseOr(c.accountUpdate.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { accountId, action } = parsed.value;
    if (action === 'disable' && accountId === caller.user.accountId) return refuse(ErrorCode.CANNOT_CHANGE_SELF);
    const account = state.accounts.find((a) => a.accountId === accountId);
    if (!account) return refuse(ErrorCode.ACCOUNT_NOT_FOUND);
    const before = account.status;
    let newPassword: string | undefined;
    if (action === 'resetPassword') {
      if (account.status === 'disabled') return refuse(ErrorCode.ACCOUNT_DISABLED_NO_RESET);
      newPassword = generatePassword((max) => Math.floor(Math.random() * max));
    } else {
      account.status = action === 'disable' ? 'disabled' : 'active';
    }
    const label = { disable: '停用账号', enable: '启用账号', resetPassword: '重置密码' }[action];
    recordMockAudit(caller, {
      area: 'accounts',
      action: label,
      targetType: 'account',
      targetId: accountId,
      targetName: `${account.showName}（${account.phone}）`,
      before: { status: before },
      after: { status: account.status },
    });
    return { envelope: ok(newPassword ? { ...managedOf(account), newPassword } : managedOf(account)) };
  }),
};

export default toUmiMocks(tenantAdminMockHandlers);
