/**
 * Issue 34 §5, text input edges and the session check: invalid Unicode (a lone UTF-16 surrogate,
 * a noncharacter) is refused with a Chinese message — never a 500, never stored as U+FFFD — in
 * text() fields and in fields that do not use it; bidirectional controls are refused in names and
 * titles; a caller without a session gets 10000 before any field-level message.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { TEXT_MESSAGES } from '../../../domain/kernel/text';
import { tenants } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PAGE_CONFIG = '/api/platform/tenant/pageConfig/save.json';

describe.each(DRIVERS)('text input edges (%s)', (driver) => {
  let t: TestApp;
  let root: TestClient;
  beforeAll(async () => {
    t = await startTestApp(driver);
    root = t.client();
    await root.loginWithPassword('13800000001');
  });
  afterAll(() => t?.close());

  /** Posts a JSON text exactly as written (escapes such as \ud800 reach the server's parser). */
  const postRaw = (client: TestClient, url: string, json: string) =>
    client.request('POST', url, { body: json, headers: { 'content-type': 'application/json' } });
  const storedName = async (tenantCode: string) =>
    (await t.database.db.select({ name: tenants.tenantZhName }).from(tenants).where(eq(tenants.tenantCode, tenantCode)))[0]?.name;

  describe('invalid Unicode', () => {
    it('a lone surrogate in tenantZhName answers the field and a Chinese message, not 500; nothing changes', async () => {
      const before = await storedName('T-CH-ANHENG');
      const res = await postRaw(root, PAGE_CONFIG, '{"tenantCode":"T-CH-ANHENG","tenantZhName":"宁波\\ud800港航","hTab":["accountEquity"]}');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, errorCode: '400' });
      expect(res.body.errorMsg).toBe(`参数错误：tenantZhName ${TEXT_MESSAGES.invalidUnicode}`);
      expect(await storedName('T-CH-ANHENG')).toBe(before);
    });

    it('a lone low surrogate, a reversed pair and a noncharacter are refused too; a real astral character is kept', async () => {
      for (const bad of ['\\udc00宁波', '\\udc00\\ud800', '宁波\\uffff']) {
        const res = await postRaw(root, PAGE_CONFIG, `{"tenantCode":"T-CH-ANHENG","tenantZhName":"${bad}","hTab":["accountEquity"]}`);
        expect(res.body.errorMsg, bad).toContain(TEXT_MESSAGES.invalidUnicode);
      }
      const ok = await postRaw(root, PAGE_CONFIG, '{"tenantCode":"T-CH-ANHENG","tenantZhName":"安衡\\ud842\\udfb7咨询","hTab":["accountEquity"]}');
      expect(ok.body.success, ok.body.errorMsg).toBe(true);
      expect(await storedName('T-CH-ANHENG')).toBe('安衡𠮷咨询');
    });

    it('is refused in a field that does not use text() (any string of the request, keys too), and in the query', async () => {
      // hTab's items are enum values; the address and a record key are plain strings.
      const inArray = await postRaw(root, PAGE_CONFIG, '{"tenantCode":"T-CH-ANHENG","tenantZhName":"安衡咨询","hTab":["\\ud800"]}');
      expect(inArray.body.errorMsg).toBe(`参数错误：hTab.0 ${TEXT_MESSAGES.invalidUnicode}`);
      const inKey = await postRaw(root, PAGE_CONFIG, '{"tenantCode":"T-CH-ANHENG","tenantZhName":"安衡咨询","x\\ud800":1}');
      expect(inKey.body).toMatchObject({ success: false, errorCode: '400' });
      expect(inKey.body.errorMsg).toContain(TEXT_MESSAGES.invalidUnicode);
      // A query string carries UTF-8 (a lone surrogate cannot be encoded): a noncharacter, U+FFFF.
      const query = await root.request('GET', '/api/platform/tenant/list.json?keyword=%E5%AE%81%EF%BF%BF');
      expect(query.status).toBe(200);
      expect(query.body).toMatchObject({ success: false, errorCode: '400', errorMsg: `参数错误：keyword ${TEXT_MESSAGES.invalidUnicode}` });
    });
  });

  describe('bidirectional controls', () => {
    it('are refused in a tenant name, with a Chinese message; nothing is stored', async () => {
      const before = await storedName('T-CH-ANHENG');
      for (const name of ['FZ\u202Eevil\u202C', '安衡\u2066咨询\u2069', '\u200F安衡', '安衡\u061C']) {
        const res = await root.post(PAGE_CONFIG, { tenantCode: 'T-CH-ANHENG', tenantZhName: name, hTab: ['accountEquity'] });
        expect(res.body, JSON.stringify(name)).toMatchObject({
          success: false,
          errorCode: '400',
          errorMsg: `参数错误：tenantZhName ${TEXT_MESSAGES.bidiControl}`,
        });
      }
      expect(await storedName('T-CH-ANHENG')).toBe(before);
    });

    it('are refused in titles (an announcement) and names elsewhere (a product)', async () => {
      const aoc = await root.post('/api/platform/aoc/add', { title: '通知\u202Etxt.exe', content: '内容' });
      expect(aoc.body.errorMsg).toContain(TEXT_MESSAGES.bidiControl);
      const product = await root.post('/api/product/save.json', { basic: { name: '产品\u202E' } });
      expect(product.body.errorMsg).toContain(TEXT_MESSAGES.bidiControl);
    });
  });

  describe('the session check answers first', () => {
    it('an anonymous caller gets 10000, not the field rules (a bad creditCode, a lone surrogate, an empty body)', async () => {
      const stranger = t.client();
      const bodies = [{ companyName: '某公司', creditCode: 'not-a-code' }, {}];
      for (const body of bodies) {
        const res = await stranger.post('/api/platform/tenant/channelInfo/save.json', body);
        expect(res.body, JSON.stringify(body)).toEqual({ success: false, data: null, errorCode: '10000', errorMsg: ERROR_MESSAGES['10000'] });
      }
      const surrogate = await postRaw(stranger, PAGE_CONFIG, '{"tenantZhName":"宁波\\ud800港航"}');
      expect(surrogate.body).toMatchObject({ success: false, errorCode: '10000' });
      // Query and path parameters alike.
      expect((await stranger.get('/api/platform/tenant/list.json', { pageSize: 'x' })).body.errorCode).toBe('10000');
    });

    it('a caller without the right gets 403 before the field rules; one with it gets the field rule', async () => {
      const customer = t.client();
      await customer.loginWithPassword('13800000021');
      expect((await customer.post('/api/platform/tenant/channelInfo/save.json', { creditCode: 'not-a-code' })).body.errorCode).toBe('403');
      const res = await root.post('/api/platform/tenant/channelInfo/save.json', { creditCode: 'not-a-code' });
      expect(res.body).toMatchObject({ success: false, errorCode: '400' });
    });
  });
});
