/**
 * The mock session: a cookie naming the demo account (or a new phone) that logged in. Everything
 * answers from domain/demo.ts, like the server's demo seed.
 */
import type { CallerState } from '../../domain/kernel/contractAccess';
import { DEMO_ACCOUNTS, DEMO_TENANTS, type DemoAccount, type DemoTenant } from '../../domain/demo';
import { buildUserInfo, type UserInfo } from '../../domain/kernel/userInfo';
import { onMockReset } from './state';

export const MOCK_SESSION_COOKIE = 'mock_session';
/** The SMS code every phone accepts in mock mode. */
export const MOCK_SMS_CODE = '123456';
/** Session value for a phone without an account: it logs in but needs admission (spec §4). */
const NEW_PHONE_PREFIX = 'new:';

export type MockSession = { account: DemoAccount } | { newPhone: string };

export const accountByPhone = (phone: string): DemoAccount | undefined => DEMO_ACCOUNTS.find((a) => a.phone === phone);

export function sessionValueFor(phone: string): string {
  const account = accountByPhone(phone);
  return account ? account.accountId : `${NEW_PHONE_PREFIX}${phone}`;
}

export function readSession(cookieHeader: string | undefined): MockSession | undefined {
  const match = (cookieHeader ?? '').match(new RegExp(`(?:^|;\\s*)${MOCK_SESSION_COOKIE}=([^;]+)`));
  if (!match) return undefined;
  const value = decodeURIComponent(match[1]);
  if (value.startsWith(NEW_PHONE_PREFIX)) return { newPhone: value.slice(NEW_PHONE_PREFIX.length) };
  const account = DEMO_ACCOUNTS.find((a) => a.accountId === value);
  return account ? { account } : undefined;
}

/** What the platform console's mocks changed on a demo tenant (mock/tenantAdmin.ts): approval, names, logo, hidden tabs. */
export type MockTenantChange = Partial<Pick<DemoTenant, 'approvalState' | 'tenantZhName' | 'tenantEnName' | 'logoIconUrl' | 'hTab'>>;

/**
 * The changes made to demo tenants in this mock process, by tenant code. The sessions' user info
 * reads the tenant through them, so an approved channel's manager is admitted at their next call
 * (like the server, where the session reads the tenant row) and a saved page configuration shows
 * in that tenant's header and menu.
 */
const tenantChanges = new Map<string, MockTenantChange>();
onMockReset(() => tenantChanges.clear());

/** Records a change of a tenant (the platform console's approval or page configuration). */
export function changeMockTenant(tenantCode: string, change: MockTenantChange): void {
  tenantChanges.set(tenantCode, { ...tenantChanges.get(tenantCode), ...change });
}

export const tenantOf = (account: DemoAccount): DemoTenant => ({
  ...DEMO_TENANTS.find((t) => t.tenantCode === account.tenantCode)!,
  ...tenantChanges.get(account.tenantCode),
});

/** The user info of spec §3 for a session, shaped exactly like the UserInfo schema. */
export function userInfoOf(session: MockSession): UserInfo {
  if ('newPhone' in session) {
    const showName = session.newPhone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
    return buildUserInfo({ showName, avatar: '', inviteCode: '', accountId: `A-NEW-${session.newPhone}`, accountBelongToPlatformType: null }, null);
  }
  const { account } = session;
  return buildUserInfo({ ...account, avatar: '' }, { roles: account.roles, closeTabKeys: [], tenant: tenantOf(account) });
}

/**
 * New phones that accepted the user agreement in this mock process. Like the server: demo
 * accounts accepted it when seeded, an account created by a first SMS login has not.
 */
const agreedNewPhones = new Set<string>();
onMockReset(() => agreedNewPhones.clear());

/** The session accepts the latest user agreement (POST /user/agreementLicences). */
export function acceptAgreement(session: MockSession): void {
  if ('newPhone' in session) agreedNewPhones.add(session.newPhone);
}

/** What the access decision (domain/kernel/contractAccess.ts) reads of a mock session. */
export function callerStateOf(session: MockSession | undefined): CallerState | null {
  if (!session) return null;
  return {
    userInfo: userInfoOf(session),
    // Every mock session logged in by phone (demo accounts all have one).
    phoneBound: true,
    pendingAgreement: 'newPhone' in session && !agreedNewPhones.has(session.newPhone),
  };
}
