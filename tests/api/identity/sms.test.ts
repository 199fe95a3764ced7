import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAliyunSmsSender, signRpcRequest } from '../../../server/sms/aliyun';
import { DRIVERS, startTestApp, type TestApp } from '../harness';

const HOUR = 3_600_000;

describe.each(DRIVERS)('SMS verify codes (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it('answers the expiry and resend interval', async () => {
    const res = await t.client().post('/user/getVerifyCode', { phone: '13400000001' });
    expect(res.body).toEqual({ success: true, data: { expiresInSeconds: 300, resendAfterSeconds: 60 }, errorCode: '200', errorMsg: '' });
  });

  it('allows one code per phone per 60 seconds, whatever the IP', async () => {
    expect((await t.client().post('/user/getVerifyCode', { phone: '13400000002' })).body.success).toBe(true);
    t.clock.advance(59_000);
    const again = await t.client().post('/user/getVerifyCode', { phone: '13400000002', purpose: 'binding' });
    expect(again.body).toMatchObject({ success: false, errorCode: '11004', errorMsg: '验证码发送过于频繁，请稍后再试' });
    t.clock.advance(2_000);
    expect((await t.client().post('/user/getVerifyCode', { phone: '13400000002' })).body.success).toBe(true);
  });

  it('allows 10 codes per phone per day', async () => {
    const results: string[] = [];
    for (let i = 0; i < 11; i++) {
      t.clock.advance(61_000);
      results.push((await t.client().post('/user/getVerifyCode', { phone: '13400000003' })).body.errorCode);
    }
    expect(results).toEqual([...Array(10).fill('200'), '11004']);
    t.clock.advance(24 * HOUR);
    expect((await t.client().post('/user/getVerifyCode', { phone: '13400000003' })).body.success).toBe(true);
  });

  it('allows 30 codes per IP per hour', async () => {
    const client = t.client('192.0.2.77');
    const results: string[] = [];
    for (let i = 0; i < 31; i++)
      results.push((await client.post('/user/getVerifyCode', { phone: `1330000${String(i).padStart(4, '0')}` })).body.errorCode);
    expect(results.filter((code) => code === '200')).toHaveLength(30);
    expect(results.at(-1)).toBe('11004');
    t.clock.advance(HOUR + 1_000);
    expect((await client.post('/user/getVerifyCode', { phone: '13300009999' })).body.success).toBe(true);
  });

  it('answers 11010 when the provider fails, and never leaks the code', async () => {
    t.sms.failing = true;
    try {
      const res = await t.client().post('/user/getVerifyCode', { phone: '13400000004' });
      expect(res.body).toMatchObject({ success: false, errorCode: '11010', errorMsg: '短信发送失败，请稍后再试' });
    } finally {
      t.sms.failing = false;
    }
  });
});

describe('Aliyun SMS adapter', () => {
  it('signs exactly like the provider’s documented example', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signRpcRequest('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sends SendSms with the code as template parameter and reports provider errors', async () => {
    const urls: string[] = [];
    let answer = { Code: 'OK', Message: 'OK' };
    const sender = createAliyunSmsSender({
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      signName: '合规平台',
      templateCode: 'SMS_1',
      endpoint: 'https://sms.example.test',
      regionId: 'cn-hangzhou',
      fetch: (async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify(answer), { status: 200 });
      }) as typeof fetch,
      now: () => new Date('2025-01-02T03:04:05.678Z'),
      nonce: () => 'nonce-1',
    });
    await sender.sendVerifyCode({ phone: '13800000001', code: '123456', purpose: 'login', expiresInMinutes: 5 });
    const url = new URL(urls[0]);
    expect(url.origin).toBe('https://sms.example.test');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13800000001',
      TemplateCode: 'SMS_1',
      TemplateParam: '{"code":"123456"}',
      SignName: '合规平台',
      Timestamp: '2025-01-02T03:04:05Z',
      Version: '2017-05-25',
      SignatureMethod: 'HMAC-SHA1',
    });
    const { Signature, ...signed } = Object.fromEntries(url.searchParams);
    expect(Signature).toBe(signRpcRequest('GET', signed, 'secret'));

    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' };
    await expect(sender.sendVerifyCode({ phone: '13800000001', code: '1', purpose: 'login', expiresInMinutes: 5 })).rejects.toThrow(
      /BUSINESS_LIMIT_CONTROL/,
    );
  });
});
