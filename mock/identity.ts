/** Dev mocks of domain/identity/contracts.ts, answering from the demo data (`npm run dev:mock`). */
import { identityContracts as api } from '../domain/identity/contracts';
import { DEMO_PASSWORD, BASE_LICENCES } from '../domain/demo';
import { fail, ok, ErrorCode } from '../domain/errors';
import { hashUrl } from './lib/paths';
import { MOCK_SMS_CODE, acceptAgreement, accountByPhone, sessionValueFor, tenantOf } from './lib/demoSession';
import { contractKey, guarded, guardedSession, parseOr, toUmiMocks, type MockHandler } from './lib/handler';

export const identityMockHandlers: Record<string, MockHandler> = {
  [contractKey(api.getVerifyCode)]: guarded(api.getVerifyCode, ({ body }) => {
    const parsed = parseOr(api.getVerifyCode.body, body);
    if ('failure' in parsed) return parsed.failure;
    return { envelope: ok({ expiresInSeconds: 300, resendAfterSeconds: 60 }) };
  }),

  [contractKey(api.loginByPhone)]: guarded(api.loginByPhone, ({ body }) => {
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
  }),

  [contractKey(api.logout)]: guarded(api.logout, () => ({ envelope: ok(hashUrl('/login')), setSession: null })),

  [contractKey(api.binding)]: guardedSession(api.binding, ({ body }) => {
    const parsed = parseOr(api.binding.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (parsed.value.code !== MOCK_SMS_CODE) return { envelope: fail(ErrorCode.CODE_INVALID) };
    return { envelope: ok(true) };
  }),

  [contractKey(api.getUserInfo)]: guardedSession(api.getUserInfo, ({ caller }) => ({ envelope: ok(caller.user) })),

  [contractKey(api.latestLicence)]: guarded(api.latestLicence, ({ query }) => {
    const parsed = parseOr(api.latestLicence.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const licence = [...BASE_LICENCES].filter((l) => l.type === parsed.value.type).sort((a, b) => b.version - a.version)[0];
    return { envelope: ok(licence ? { ...licence, url: hashUrl(`/clause/${licence.type}`) } : null) };
  }),

  [contractKey(api.agreementLicences)]: guardedSession(api.agreementLicences, ({ caller, body }) => {
    const parsed = parseOr(api.agreementLicences.body, body);
    if ('failure' in parsed) return parsed.failure;
    const known = BASE_LICENCES.some((l) => l.licenceCode === parsed.value.licenceCode);
    if (known) acceptAgreement(caller.session);
    return { envelope: known ? ok(true) : fail(ErrorCode.LICENCE_NOT_FOUND) };
  }),

  [contractKey(api.chooseTenant)]: guardedSession(api.chooseTenant, ({ caller: { account }, body }) => {
    const parsed = parseOr(api.chooseTenant.body, body);
    if ('failure' in parsed) return parsed.failure;
    // Demo accounts hold one membership each: only their own tenant can be chosen.
    if (!account || account.tenantCode !== parsed.value.tenantCode) {
      return { envelope: fail(ErrorCode.NOT_A_MEMBER) };
    }
    return { envelope: ok(true) };
  }),

  [contractKey(api.myMemberships)]: guardedSession(api.myMemberships, ({ caller: { account } }) => {
    if (!account) return { envelope: ok([]) };
    const tenant = tenantOf(account);
    return {
      envelope: ok([
        { tenantCode: tenant.tenantCode, tenantZhName: tenant.tenantZhName, type: tenant.type, roleCodes: [...account.roles], current: true },
      ]),
    };
  }),
};

export default toUmiMocks(identityMockHandlers);
