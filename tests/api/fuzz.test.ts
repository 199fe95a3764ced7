/**
 * Odd input at every contract, sent WITH a session allowed to call it (the platform manager may
 * call every contract), so it reaches the handlers, not just the guard: fuzzed query strings and
 * path parameters for GET contracts, fuzzed bodies for POST contracts (wrong types, nulls,
 * arrays, huge strings, prototype-pollution keys), malformed multipart for the upload routes.
 * Whatever comes in: never a 5xx, always the JSON envelope (or the file of a download), and a
 * refusal carries a Chinese errorMsg. Anonymous odd bodies: tests/api/http.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_CONTRACTS, fillPath, type AnyContract } from '../../domain/api';
import { DEMO_ACCOUNTS } from '../../domain/demo';
import { callContract, contractKey, demoSessions, sampleOf, type RawAnswer } from './contractCases';
import { DRIVERS, startTestApp, type TestApp } from './harness';
import { multipartBody, SAMPLES } from './multipart';

const PLATFORM_MANAGER = '13800000001';
/** The caller for contracts of an access key the platform manager does not hold. */
const CALLER_BY_ACCESS: Readonly<Partial<Record<string, string>>> = {
  accountEquity: '13800000011',
  // Questionnaires (issue 13): the customer side's flags go with 示例科技's PM, answering with its executor.
  customerMember: '13800000021',
  canReadInterface: '13800000021',
  canExecutor: '13800000023',
  // Certification bodies (issue 29): 示例认证中心's manager plans and sees the body's projects.
  authProjectManageRoute: '13800000031',
  cbPlanner: '13800000031',
  cbSchedulingOrDelivery: '13800000031',
  canReadAutentication: '13800000032',
  // The internal-auditor exam (issue 30): the candidate's calls are the internal auditor's.
  canReadAuthentication: '13800000024',
  // A channel manager's own calls (the platform manager is not a channel).
  clientDigitalCenterPermission: '13800000011',
  // Dashboards (issue 32): the collaboration dashboard is the channel tenant manager's.
  canReadPartnerDashboard: '13800000011',
};
/** Contracts the platform manager may not call (a channel's own calls, issue 11), and a demo account that may. */
const CALLER_OF: Readonly<Record<string, string>> = {
  'POST /consulting/tenant/customer/new': '13800000011',
  'POST /consulting/tenant/channel/addCustomInfo': '13800000011',
  'POST /consulting/tenant/channel/addConsultation': '13800000011',
  // consumerProjects (issue 12): canReadInterface, the customer PM of 示例科技.
  'GET /consulting/project/consumer/list': '13800000021',
  'GET /consulting/project/consumer/detailInfo': '13800000021',
  'GET /consulting/project/consumer/role/list': '13800000021',
  'GET /consulting/project/consumer/content/list': '13800000021',
  'POST /consulting/project/consumer/svip/submit': '13800000021',
  'POST /consulting/project/consumer/task/assign': '13800000021',
  'POST /consulting/project/consumer/updateCustomerOwner': '13800000021',
  'POST /consulting/project/consumer/role/all/finish': '13800000021',
};
const CHINESE = /[\u4e00-\u9fff]/;

/** The field names of an object schema (also one wrapped by refine), or none. */
const fieldsOf = (schema: z.ZodType | undefined): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

const LONG = 'x'.repeat(5_000);
const HUGE = '长'.repeat(100_000);
const UNICODE = '测试😀\u202e\u200b';

/** Query strings for a GET contract: its own fields broken every way, and some general junk. */
function queryCases(contract: AnyContract): string[] {
  const fields = [...new Set([...fieldsOf(contract.query), ...Object.keys(sampleOf(contract).query ?? {})])];
  const general = [
    '',
    '?',
    '?&&=&',
    '?__proto__[polluted]=1&constructor[prototype][polluted]=1',
    '?__proto__=1&toString=1&hasOwnProperty=1',
    `?unknown=${LONG}`,
  ];
  const perField = fields.flatMap((field) =>
    [
      `${field}=1&${field}=2`,
      `${field}[]=1&${field}[]=2`,
      `${field}=`,
      `${field}=${encodeURIComponent(UNICODE)}`,
      `${field}=${LONG}`,
      `${field}=%00`,
      `${field}=-1.5`,
      `${field}=1e309`,
      `${field}=true`,
    ].map((query) => `?${query}`),
  );
  const paged = fields.includes('pageSize') ? ['?current=1&pageSize=100000000', '?current=99999999&pageSize=200'] : [];
  return [...general, ...perField, ...paged];
}

/** Path parameters for a contract with `{name}` segments. */
const PARAM_VALUES = ['abc', '-1', '0', '1.5', '1e309', '99999999999999999999', ' ', '%E6%B5%8B%E8%AF%95', 'x'.repeat(90), '..', '__proto__'];

/** JSON bodies for a POST contract: the sample with each field broken, and whole-body junk. */
function bodyCases(contract: AnyContract): string[] {
  const base = sampleOf(contract).body ?? {};
  const fields = [...new Set([...fieldsOf(contract.body), ...Object.keys(base)])];
  const general: string[] = [
    'null',
    '[]',
    JSON.stringify([base]),
    '"text"',
    '42',
    'true',
    '{}',
    JSON.stringify({ ...base, __proto__: { polluted: 1 } }).replace('{', '{"__proto__":{"polluted":1},'),
    JSON.stringify({ ...base, constructor: { prototype: { polluted: 1 } } }),
    JSON.stringify({ ...base, prototype: { polluted: 1 }, toString: 'x', hasOwnProperty: 1 }),
  ];
  const wrong: unknown[] = [null, -1.5, 1e308, true, '', ['a'], { nested: { deeper: 1 } }, HUGE, UNICODE, '\u0000'];
  const perField = fields.flatMap((field) => wrong.map((value) => JSON.stringify({ ...base, [field]: value })));
  return [...general, ...perField];
}

/** Multipart bodies for an upload contract: malformed, missing or odd parts. */
function multipartCases(contract: AnyContract): { payload: Buffer | string; contentType: string }[] {
  const fields = Object.fromEntries(Object.entries(sampleOf(contract).body ?? {}).map(([name, value]) => [name, String(value)]));
  const pdf = { fileName: '说明.pdf', content: SAMPLES.pdf, contentType: 'application/pdf' };
  const valid = multipartBody(fields, [pdf]);
  const boundary = valid.contentType.split('boundary=')[1];
  return [
    multipartBody(fields),
    multipartBody({}, []),
    multipartBody(fields, [{ ...pdf, field: 'other' }]),
    multipartBody(fields, [{ ...pdf, content: Buffer.alloc(0) }]),
    multipartBody(fields, [{ ...pdf, fileName: '' }]),
    multipartBody(fields, [{ ...pdf, fileName: '../../etc/passwd' }]),
    multipartBody(fields, [{ ...pdf, fileName: `${'x'.repeat(2_000)}.pdf` }]),
    multipartBody(fields, [{ ...pdf, fileName: 'evil.exe', content: Buffer.from('MZ\x90\x00', 'latin1') }]),
    multipartBody(fields, [pdf, pdf]),
    multipartBody({ ...fields, file: 'not a file' }),
    multipartBody({ ...fields, __proto__: 'x', constructor: 'y' } as Record<string, string>, [pdf]),
    multipartBody(Object.fromEntries(Object.keys(fields).map((name) => [name, LONG])), [pdf]),
    { payload: valid.payload.subarray(0, Math.floor(valid.payload.length / 2)), contentType: valid.contentType },
    { payload: valid.payload, contentType: 'multipart/form-data' },
    { payload: valid.payload, contentType: `multipart/form-data; boundary=${boundary}x` },
    { payload: 'garbage', contentType: valid.contentType },
    { payload: '', contentType: valid.contentType },
    { payload: JSON.stringify(fields), contentType: 'application/json' },
  ];
}

describe.each(DRIVERS)('fuzzed input with a session that may call each contract (%s)', (driver) => {
  let t: TestApp;
  let token: string;
  let sessions: Map<string, string>;

  beforeAll(async () => {
    t = await startTestApp(driver);
    sessions = await demoSessions(t);
    token = sessions.get(PLATFORM_MANAGER)!;
  }, 120_000);
  afterAll(async () => t?.close());

  /** Logging out ends the session: logout gets a fresh one per case. */
  const tokenFor = async (contract: AnyContract) => {
    // Contracts the platform manager may not call go with a demo account that may.
    const byPath = CALLER_OF[contractKey(contract)];
    if (byPath) return sessions.get(byPath)!;
    const other = typeof contract.access === 'string' ? CALLER_BY_ACCESS[contract.access] : undefined;
    if (other) return sessions.get(other)!;
    if (contract.path !== '/user/logout') return token;
    const account = DEMO_ACCOUNTS.find((a) => a.phone === PLATFORM_MANAGER)!;
    return (await t.sessionFor(account.accountId, account.tenantCode)).token;
  };

  /** Problems with an answer: a 5xx, no envelope, a refusal without a Chinese message. */
  const problems = (contract: AnyContract, answer: RawAnswer): string[] => {
    const found: string[] = [];
    if (answer.status >= 500) found.push(`HTTP ${answer.status}`);
    const envelope = answer.envelope;
    if (!envelope) {
      if (!(contract.download && answer.status === 200)) found.push(`not the envelope (${answer.contentType})`);
      return found;
    }
    if (
      typeof envelope.success !== 'boolean' ||
      typeof envelope.errorCode !== 'string' ||
      typeof envelope.errorMsg !== 'string' ||
      !('data' in envelope)
    ) {
      found.push(`broken envelope ${JSON.stringify(envelope).slice(0, 120)}`);
    } else if (!envelope.success && !CHINESE.test(envelope.errorMsg)) {
      found.push(`refusal without a Chinese message: ${envelope.errorCode} ${envelope.errorMsg}`);
    }
    return found;
  };

  /** The session does reach the handler: the sample request is not refused by the guard. */
  const expectLetThrough = async (contract: AnyContract) => {
    const answer = await callContract(t, contract, { token: await tokenFor(contract) });
    expect(['10000', '10001', 'must_agreement_licences', '403', 'csrf_rejected']).not.toContain(answer.envelope?.errorCode);
  };

  const GETS = ALL_CONTRACTS.filter((contract) => contract.method === 'GET');
  const JSON_POSTS = ALL_CONTRACTS.filter((contract) => contract.method === 'POST' && !contract.multipart);
  const MULTIPART = ALL_CONTRACTS.filter((contract) => contract.multipart);

  it.each(GETS.map((contract) => [contractKey(contract), contract] as const))(
    '%s: fuzzed query strings and path parameters',
    async (_key, contract) => {
      await expectLetThrough(contract);
      const sample = sampleOf(contract);
      const path = fillPath(contract.path, sample.params ?? {});
      const urls = queryCases(contract).map((query) => `${path}${query}`);
      for (const name of contract.path.match(/\{(\w+)\}/g) ?? []) {
        for (const value of PARAM_VALUES)
          urls.push(contract.path.replace(name, value).replace(/\{(\w+)\}/g, (_, other: string) => sample.params?.[other] ?? '1'));
      }
      // The cases of one contract go concurrently; each is judged on its own.
      const found = await Promise.all(
        urls.map(async (url) => {
          const answer = await callContract(t, contract, { token: await tokenFor(contract), url });
          return problems(contract, answer).map((problem) => `${url.slice(0, 120)}: ${problem}`);
        }),
      );
      expect(found.flat()).toEqual([]);
    },
  );

  it.each(JSON_POSTS.map((contract) => [contractKey(contract), contract] as const))('%s: fuzzed bodies', async (_key, contract) => {
    await expectLetThrough(contract);
    const found = await Promise.all(
      bodyCases(contract).map(async (payload) => {
        const answer = await callContract(t, contract, { token: await tokenFor(contract), payload, contentType: 'application/json' });
        return problems(contract, answer).map((problem) => `${payload.slice(0, 120)}: ${problem}`);
      }),
    );
    expect(found.flat()).toEqual([]);
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
  });

  it.each(MULTIPART.map((contract) => [contractKey(contract), contract] as const))('%s: malformed multipart', async (_key, contract) => {
    await expectLetThrough(contract);
    const found = await Promise.all(
      multipartCases(contract).map(async ({ payload, contentType }, index) => {
        const answer = await callContract(t, contract, { token, payload, contentType });
        return problems(contract, answer).map((problem) => `case ${index} (${contentType.slice(0, 40)}): ${problem}`);
      }),
    );
    expect(found.flat()).toEqual([]);
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
  });
});
