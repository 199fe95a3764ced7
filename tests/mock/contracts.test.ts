/**
 * Every mock answer validates against its contract's envelope schema, so the dev mocks cannot
 * drift from the contracts the server implements.
 */
import { describe, expect, it } from 'vitest';
import { envelopeOf, type AnyContract } from '../../domain/kernel/contract';
import { identityContracts } from '../../domain/identity/contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/demo';
import { UserInfo } from '../../domain/kernel/userInfo';
import userMocks, { identityMockHandlers } from '../../mock/identity';
import { MOCK_SMS_CODE, readSession, type MockSession } from '../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockRequest } from '../../mock/lib/handler';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const call = (contract: AnyContract, request: Partial<MockRequest> = {}): MockAnswer => {
  const handler = identityMockHandlers[contractKey(contract)];
  return handler({ query: {}, body: undefined, params: {}, ...request });
};
const expectValid = (contract: AnyContract, answer: MockAnswer) => {
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
};

/** A valid request for each contract, as a logged-in customer PM. */
const validRequests: Record<keyof typeof identityContracts, Partial<MockRequest>> = {
  getVerifyCode: { body: { phone: '13800000021' } },
  loginByPhone: { body: { phone: '13800000021', password: DEMO_PASSWORD } },
  logout: {},
  binding: { body: { phone: '13800000021', code: MOCK_SMS_CODE }, session: sessionOf('13800000021') },
  getUserInfo: { session: sessionOf('13800000021') },
  latestLicence: { query: { type: 'accountRight' } },
  agreementLicences: { body: { licenceCode: 'LIC-ACCOUNT-RIGHT-1' }, session: sessionOf('13800000021') },
  chooseTenant: { body: { tenantCode: 'T-CU-DEMO' }, session: sessionOf('13800000021') },
  myMemberships: { session: sessionOf('13800000021') },
};

describe('mock handlers', () => {
  it('cover every contract, keyed by method and colon path, as umi mocks too', () => {
    const keys = Object.values(identityContracts).map(contractKey).sort();
    expect(Object.keys(identityMockHandlers).sort()).toEqual(keys);
    expect(Object.keys(userMocks).sort()).toEqual(keys);
  });

  it.each(Object.entries(identityContracts))('%s answers a valid request with a valid success envelope', (name, contract) => {
    const answer = call(contract, validRequests[name as keyof typeof identityContracts]);
    expect(answer.envelope.success, answer.envelope.errorMsg).toBe(true);
    expectValid(contract, answer);
  });

  it.each(Object.entries(identityContracts).filter(([, c]) => c.access !== 'public'))(
    '%s without a session answers 10000 in a valid envelope',
    (_name, contract) => {
      const answer = call(contract, { body: {}, query: {} });
      expect(answer.envelope).toMatchObject({ success: false, errorCode: '10000', data: null });
      expectValid(contract, answer);
    },
  );

  it.each(Object.entries(identityContracts).filter(([, c]) => c.body || c.query))(
    '%s rejects an invalid input with a Chinese message naming the field',
    (_name, contract) => {
      const answer = call(contract, {
        body: { phone: '123', code: 'abc', type: 'nope' },
        query: { type: 'nope' },
        session: sessionOf('13800000021'),
      });
      expect(answer.envelope.success).toBe(false);
      expect(answer.envelope.errorCode).toBe('400');
      expect(answer.envelope.errorMsg).toMatch(/[\u4e00-\u9fa5]/);
      expectValid(contract, answer);
    },
  );

  it.each(DEMO_ACCOUNTS.map((a) => [a.phone, a] as const))('user info of %s matches the UserInfo schema and the demo data', (phone, account) => {
    const login = call(identityContracts.loginByPhone, { body: { phone, password: DEMO_PASSWORD } });
    expect(login.envelope.success).toBe(true);
    const session = readSession(`other=1; mock_session=${encodeURIComponent(login.setSession!)}`);
    const info = call(identityContracts.getUserInfo, { session });
    const user = UserInfo.parse(info.envelope.data);
    expect(user.accountId).toBe(account.accountId);
    expect(user.roleDTOs.map((dto) => dto.roleCode)).toEqual(account.roles);
    expect(user.tenantPageConfig?.tenantCode).toBe(account.tenantCode);
  });

  it('login: wrong password and wrong code fail; SMS code 123456 works for any phone', () => {
    expect(call(identityContracts.loginByPhone, { body: { phone: '13800000021', password: 'nope' } }).envelope.errorCode).toBe('11001');
    expect(call(identityContracts.loginByPhone, { body: { phone: '13800000021', code: '000000' } }).envelope.errorCode).toBe('11002');
    const byCode = call(identityContracts.loginByPhone, { body: { phone: '13800000021', code: MOCK_SMS_CODE } });
    expect(byCode.envelope.data).toEqual({ accountId: 'A-21', needAdmission: false });
  });

  it('a new phone logging in by code needs admission', () => {
    const login = call(identityContracts.loginByPhone, { body: { phone: '13912340092', code: MOCK_SMS_CODE } });
    expectValid(identityContracts.loginByPhone, login);
    expect(login.envelope.data).toMatchObject({ needAdmission: true });
    const session = readSession(`mock_session=${encodeURIComponent(login.setSession!)}`);
    // Like the server: a new account first accepts the user agreement.
    expect(call(identityContracts.getUserInfo, { session }).envelope.errorCode).toBe('must_agreement_licences');
    expect(call(identityContracts.agreementLicences, { session, body: { licenceCode: 'LIC-ACCOUNT-RIGHT-1' } }).envelope.success).toBe(true);
    const info = call(identityContracts.getUserInfo, { session });
    expectValid(identityContracts.getUserInfo, info);
    expect(info.envelope.data).toMatchObject({ needAdmission: true, tenantDTO: null, roleDTOs: [] });
  });

  it('logout clears the session and answers the login URL', () => {
    const answer = call(identityContracts.logout);
    expect(answer.setSession).toBeNull();
    expect(answer.envelope.data).toBe('/#/login');
  });

  it('a tenant the account is not a member of cannot be chosen', () => {
    const answer = call(identityContracts.chooseTenant, { body: { tenantCode: 'T-PLATFORM' }, session: sessionOf('13800000021') });
    expect(answer.envelope.errorCode).toBe('11006');
    expectValid(identityContracts.chooseTenant, answer);
  });

  it('the umi adapter refuses POSTs and logout without X-Requested-With and sets the session cookie on login', () => {
    const res = () => {
      const out = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
      const api = {
        setHeader: (name: string, value: string) => void (out.headers[name] = value),
        status: (code: number) => ((out.status = code), api),
        json: (body: unknown) => void (out.body = body),
      };
      return { out, api };
    };
    const key = contractKey(identityContracts.loginByPhone);
    const refused = res();
    userMocks[key]({ headers: {}, body: { phone: '13800000021', password: DEMO_PASSWORD } }, refused.api);
    expect(refused.out.status).toBe(403);
    expect(refused.out.body).toMatchObject({ success: false, errorCode: 'csrf_rejected' });

    const accepted = res();
    userMocks[key]({ headers: { 'x-requested-with': 'XMLHttpRequest' }, body: { phone: '13800000021', password: DEMO_PASSWORD } }, accepted.api);
    expect(accepted.out.body).toMatchObject({ success: true });
    expect(accepted.out.headers['Set-Cookie']).toMatch(/^mock_session=A-21; Path=\/; HttpOnly; SameSite=Lax/);

    // Logout is a GET that changes state: a cross-site link cannot log anyone out.
    const forcedLogout = res();
    userMocks[contractKey(identityContracts.logout)]({ headers: { cookie: 'mock_session=A-21' } }, forcedLogout.api);
    expect(forcedLogout.out.status).toBe(403);
    expect(forcedLogout.out.headers['Set-Cookie']).toBeUndefined();
  });
});
