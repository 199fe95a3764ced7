/** Dev mocks of domain/api/user.ts, answering from the demo data (`npm run dev:mock`). */
import { userContracts as api } from '../domain/api/user';
import { DEMO_PASSWORD, BASE_LICENCES } from '../domain/demo';
import { fail, ok, ErrorCode } from '../domain/errors';
import { hashUrl } from './lib/paths';
import { MOCK_SMS_CODE, accountByPhone, sessionValueFor, tenantOf, userInfoOf } from './lib/demoSession';
import { contractKey, parseOr, toUmiMocks, type MockAnswer, type MockHandler, type MockRequest } from './lib/handler';

const notLoggedIn = (): MockAnswer => ({ envelope: fail(ErrorCode.NOT_LOGGED_IN) });

/** Runs `handle` only with a session. */
const withSession = (handle: (request: Required<Pick<MockRequest, 'session'>> & MockRequest) => MockAnswer): MockHandler =>
  (request) => (request.session ? handle({ ...request, session: request.session }) : notLoggedIn());

export const userMockHandlers: Record<string, MockHandler> = {
  [contractKey(api.getVerifyCode)]: ({ body }) => {
    const parsed = parseOr(api.getVerifyCode.body, body);
    if ('failure' in parsed) return parsed.failure;
    return { envelope: ok({ expiresInSeconds: 300, resendAfterSeconds: 60 }) };
  },

  [contractKey(api.loginByPhone)]: ({ body }) => {
    const parsed = parseOr(api.loginByPhone.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { phone, code, password } = parsed.value;
    const account = accountByPhone(phone);
    if (password !== undefined && (!account || password !== DEMO_PASSWORD)) return { envelope: fail(ErrorCode.LOGIN_FAILED) };
    if (code !== undefined && code !== MOCK_SMS_CODE) return { envelope: fail(ErrorCode.CODE_INVALID) };
    // An unknown phone logging in by code gets an account that still needs admission.
    const session = sessionValueFor(phone);
    return {
      envelope: ok({ accountId: account?.accountId ?? `A-NEW-${phone}`, needAdmission: !account }),
      setSession: session,
    };
  },

  [contractKey(api.logout)]: () => ({ envelope: ok(hashUrl('/login')), setSession: null }),

  [contractKey(api.binding)]: withSession(({ body }) => {
    const parsed = parseOr(api.binding.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (parsed.value.code !== MOCK_SMS_CODE) return { envelope: fail(ErrorCode.CODE_INVALID) };
    return { envelope: ok(true) };
  }),

  [contractKey(api.getUserInfo)]: withSession(({ session }) => ({ envelope: ok(userInfoOf(session)) })),

  [contractKey(api.latestLicence)]: ({ query }) => {
    const parsed = parseOr(api.latestLicence.query, query);
    if ('failure' in parsed) return parsed.failure;
    const licence = [...BASE_LICENCES].filter((l) => l.type === parsed.value.type).sort((a, b) => b.version - a.version)[0];
    return { envelope: ok(licence ? { ...licence, url: hashUrl(`/clause/${licence.type}`) } : null) };
  },

  [contractKey(api.agreementLicences)]: withSession(({ body }) => {
    const parsed = parseOr(api.agreementLicences.body, body);
    if ('failure' in parsed) return parsed.failure;
    const known = BASE_LICENCES.some((l) => l.licenceCode === parsed.value.licenceCode);
    return { envelope: known ? ok(true) : fail(ErrorCode.LICENCE_NOT_FOUND) };
  }),

  [contractKey(api.chooseTenant)]: withSession(({ session, body }) => {
    const parsed = parseOr(api.chooseTenant.body, body);
    if ('failure' in parsed) return parsed.failure;
    // Demo accounts hold one membership each: only their own tenant can be chosen.
    if (!('account' in session) || session.account.tenantCode !== parsed.value.tenantCode) {
      return { envelope: fail(ErrorCode.NOT_A_MEMBER) };
    }
    return { envelope: ok(true) };
  }),

  [contractKey(api.myMemberships)]: withSession(({ session }) => {
    if (!('account' in session)) return { envelope: ok([]) };
    const tenant = tenantOf(session.account);
    return {
      envelope: ok([
        { tenantCode: tenant.tenantCode, tenantZhName: tenant.tenantZhName, type: tenant.type, roleCodes: [...session.account.roles], current: true },
      ]),
    };
  }),
};

export default toUmiMocks(userMockHandlers);
