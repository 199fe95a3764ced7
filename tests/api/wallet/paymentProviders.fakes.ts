/**
 * Offline stand-ins for WeChat Pay and Alipay: generated RSA keys, and fetch functions that check
 * the merchant's signatures with the merchant's public key and answer the way the providers do,
 * signed with "their" private keys. Knobs let a test tamper with what comes back.
 */
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

export interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  privatePem: string;
  publicPem: string;
}

export function rsaKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export const sign = (key: KeyObject, message: string) => createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');
export const verify = (key: KeyObject, message: string, signature: string) =>
  createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signature, 'base64');

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

async function record(input: string | URL | Request, init?: RequestInit): Promise<RecordedRequest> {
  const request = new Request(input, init);
  return { url: request.url, method: request.method, headers: Object.fromEntries(request.headers), body: await request.text() };
}

// ---- WeChat Pay ----------------------------------------------------------------------------------

export const WECHAT = {
  mchId: '1900000109',
  appId: 'wxd678efh567hg6787',
  apiV3Key: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6',
  merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  publicKeyId: 'PUB_KEY_ID_0119000001092025030100000000000001',
} as const;

/** Headers WeChat Pay puts on a signed answer or callback. */
export function wechatSignedHeaders(
  body: string,
  options: { key: KeyObject; serial?: string; timestamp: number; nonce?: string },
): Record<string, string> {
  const nonce = options.nonce ?? randomBytes(16).toString('hex');
  const timestamp = String(options.timestamp);
  return {
    'wechatpay-serial': options.serial ?? WECHAT.publicKeyId,
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': sign(options.key, `${timestamp}\n${nonce}\n${body}\n`),
    'request-id': randomBytes(8).toString('hex'),
  };
}

/** Parses `WECHATPAY2-SHA256-RSA2048 k="v",…`. */
export function parseWechatAuthorization(header: string | undefined): Record<string, string> | null {
  const match = header?.match(/^WECHATPAY2-SHA256-RSA2048 (.*)$/);
  if (!match) return null;
  return Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

export function encryptWechatResource(plain: string, apiV3Key: string, associatedData = 'transaction') {
  const nonce = randomBytes(6).toString('hex'); // 12 characters, as WeChat Pay sends
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce };
}

/** A payment callback as WeChat Pay posts it. */
export function wechatNotification(
  transaction: Record<string, unknown>,
  options: { platformKey: KeyObject; timestamp: number; apiV3Key?: string; serial?: string },
): { headers: Record<string, string>; rawBody: string } {
  const rawBody = JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2025-03-01T12:00:05+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encryptWechatResource(JSON.stringify(transaction), options.apiV3Key ?? WECHAT.apiV3Key),
  });
  return { rawBody, headers: wechatSignedHeaders(rawBody, { key: options.platformKey, serial: options.serial, timestamp: options.timestamp }) };
}

export function wechatTransaction(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    appid: WECHAT.appId,
    mchid: WECHAT.mchId,
    out_trade_no: 'PO20250301120000ABC123',
    transaction_id: '4200000000202503011234567890',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    success_time: '2025-03-01T12:00:03+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: 1000, payer_total: 1000, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  };
}

export type WechatTamper = 'none' | 'body' | 'serial' | 'wrong-key' | 'stale' | 'unsigned';

/** Plays the WeChat Pay API: checks the merchant's Authorization, answers signed JSON. */
export class FakeWechatPay {
  requests: RecordedRequest[] = [];
  authorizationValid: boolean[] = [];
  tamper: WechatTamper = 'none';
  /** Answer instead with this status and error body. */
  failWith: { status: number; code: string; message: string } | null = null;
  refundStatus = 'PROCESSING';

  constructor(
    private readonly keys: { merchantPublic: KeyObject; platformPrivate: KeyObject; otherPrivate: KeyObject },
    private readonly now: () => Date,
  ) {}

  private checkAuthorization(request: RecordedRequest): boolean {
    const auth = parseWechatAuthorization(request.headers.authorization);
    if (!auth || auth.mchid !== WECHAT.mchId || auth.serial_no !== WECHAT.merchantSerialNo) return false;
    if (Math.abs(Number(auth.timestamp) - this.now().getTime() / 1000) > 300) return false;
    const url = new URL(request.url);
    const message = `${request.method}\n${url.pathname}${url.search}\n${auth.timestamp}\n${auth.nonce_str}\n${request.body}\n`;
    return verify(this.keys.merchantPublic, message, auth.signature);
  }

  private answer(status: number, payload: unknown): Response {
    const body = JSON.stringify(payload);
    const seconds = Math.floor(this.now().getTime() / 1000);
    const headers = wechatSignedHeaders(body, {
      key: this.tamper === 'wrong-key' ? this.keys.otherPrivate : this.keys.platformPrivate,
      serial: this.tamper === 'serial' ? 'PUB_KEY_ID_0000000000000000000000000000000000' : undefined,
      timestamp: this.tamper === 'stale' ? seconds - 600 : seconds,
    });
    if (this.tamper === 'unsigned') delete headers['wechatpay-signature'];
    const sent = this.tamper === 'body' ? body.replace(/bizpayurl\?pr=\w+/, 'bizpayurl?pr=EVIL0000').replace('PROCESSING', 'SUCCESS') : body;
    return new Response(sent, { status, headers: { 'content-type': 'application/json', ...headers } });
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const request = await record(input, init);
    this.requests.push(request);
    const valid = this.checkAuthorization(request);
    this.authorizationValid.push(valid);
    if (!valid) return this.answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
    if (this.failWith) return this.answer(this.failWith.status, { code: this.failWith.code, message: this.failWith.message });
    const path = new URL(request.url).pathname;
    const body = JSON.parse(request.body) as Record<string, unknown>;
    if (path === '/v3/pay/transactions/native') return this.answer(200, { code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' });
    if (path === '/v3/refund/domestic/refunds') {
      return this.answer(200, {
        refund_id: '50000000382019052709732678859',
        out_refund_no: body.out_refund_no,
        transaction_id: '4200000000202503011234567890',
        out_trade_no: body.out_trade_no,
        channel: 'ORIGINAL',
        status: this.refundStatus,
        amount: body.amount,
      });
    }
    return this.answer(404, { code: 'NOT_FOUND', message: 'no such API' });
  };
}

// ---- Alipay ----------------------------------------------------------------------------------------

export const ALIPAY = { appId: '2021000000000001', gateway: 'https://openapi.alipay.com/gateway.do' } as const;

/** Alipay's signing string: sorted k=v, empty values and the excluded names left out. */
export function alipayContent(params: Record<string, string>, exclude: string[]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** An asynchronous notification body as Alipay posts it (form-encoded, signed). */
export function alipayNotification(overrides: Record<string, string>, key: KeyObject): string {
  const params: Record<string, string> = {
    gmt_create: '2025-03-01 11:59:50',
    charset: 'utf-8',
    seller_email: 'merchant@example.com',
    subject: '积分充值 1,000 积分',
    buyer_id: '2088102122524333',
    invoice_amount: '10.00',
    notify_id: '2025030100222115959012345678901234',
    fund_bill_list: '[{"amount":"10.00","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: '10.00',
    app_id: ALIPAY.appId,
    buyer_pay_amount: '10.00',
    seller_id: '2088102119685838',
    gmt_payment: '2025-03-01 12:00:03',
    notify_time: '2025-03-01 12:00:04',
    version: '1.0',
    out_trade_no: 'PO20250301120000ABC123',
    total_amount: '10.00',
    trade_no: '2025030122001400000000000001',
    auth_app_id: ALIPAY.appId,
    point_amount: '0.00',
    ...overrides,
  };
  params.sign_type = 'RSA2';
  params.sign = sign(key, alipayContent(params, ['sign', 'sign_type']));
  return new URLSearchParams(params).toString();
}

export type AlipayTamper = 'none' | 'response' | 'wrong-key' | 'unsigned';

/** Plays the Alipay gateway for alipay.trade.refund: checks the app's sign, answers signed JSON. */
export class FakeAlipay {
  requests: RecordedRequest[] = [];
  signatureValid: boolean[] = [];
  tamper: AlipayTamper = 'none';
  refundCode = '10000';

  constructor(private readonly keys: { appPublic: KeyObject; alipayPrivate: KeyObject; otherPrivate: KeyObject }) {}

  readonly fetch: typeof fetch = async (input, init) => {
    const request = await record(input, init);
    this.requests.push(request);
    const params = Object.fromEntries(new URLSearchParams(request.body));
    const valid = params.app_id === ALIPAY.appId && verify(this.keys.appPublic, alipayContent(params, ['sign']), params.sign ?? '');
    this.signatureValid.push(valid);
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    // Alipay writes its JSON with escaped slashes and no spaces; the signature covers that text.
    const node = !valid
      ? JSON.stringify({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' })
      : this.refundCode === '10000'
        ? JSON.stringify({
            code: '10000',
            msg: 'Success',
            buyer_logon_id: '159****5620',
            fund_change: 'Y',
            gmt_refund_pay: '2025-03-02 10:00:00',
            out_trade_no: biz.out_trade_no,
            refund_fee: biz.refund_amount,
            trade_no: '2025030122001400000000000001',
            send_back_fee: biz.refund_amount,
            note: 'a/b',
          }).replace(/\//g, '\\/')
        : JSON.stringify({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
    const signature = sign(this.tamper === 'wrong-key' ? this.keys.otherPrivate : this.keys.alipayPrivate, node);
    const sent = this.tamper === 'response' ? node.replace('"fund_change":"Y"', '"fund_change":"N"') : node;
    const text = `{"alipay_trade_refund_response":${sent}${this.tamper === 'unsigned' ? '' : `,"sign":"${signature}"`}}`;
    return new Response(text, { status: 200, headers: { 'content-type': 'text/html;charset=utf-8' } });
  };
}
