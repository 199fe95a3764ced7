/**
 * WeChat Pay API v3, Native pay (the payer scans a QR code), in "WeChat Pay public key" mode.
 *
 * Requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 …` signed with the merchant API
 * private key over "METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n". Answers and callbacks are
 * signed by WeChat Pay over "TIMESTAMP\nNONCE\nBODY\n" with the key whose id (PUB_KEY_ID_…) is in
 * Wechatpay-Serial; nothing is trusted before that signature checks out. Callback contents are
 * AEAD_AES_256_GCM-encrypted with the APIv3 key.
 */
import { createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';
import { formatRfc3339Shanghai, headerValue, joinUrl, parseRfc3339, truncateUtf8, assertFen, type PaymentLog } from './format';
import { signRsaSha256, verifyRsaSha256 } from './keys';
import { PaymentProviderError, PaymentSignatureError, type PaymentProvider, type RawNotification, type VerifiedNotification } from './types';

export interface WechatPayOptions {
  mchId: string;
  appId: string;
  /** The 32-byte APIv3 key (decrypts callbacks). */
  apiV3Key: string;
  merchantSerialNo: string;
  merchantPrivateKey: KeyObject;
  /** PUB_KEY_ID_…: the only Wechatpay-Serial accepted. */
  publicKeyId: string;
  publicKey: KeyObject;
  /** e.g. https://api.mch.weixin.qq.com (a path prefix is allowed for a forwarding proxy). */
  endpoint: string;
  /** Where WeChat Pay posts payment results. */
  notifyUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  nonce?: () => string;
  log?: PaymentLog;
}

/** Signed answers and callbacks older or newer than this are refused. */
export const WECHAT_MAX_SKEW_SECONDS = 300;
const USER_AGENT = 'secure-compliance-platform (WeChatPay-APIv3; Node.js)';

export const wechatNonce = (): string => randomBytes(16).toString('hex').toUpperCase();

/** The Authorization header of a request. `path` is the URL path and query as WeChat Pay sees it. */
export function wechatAuthorization(input: {
  method: string;
  path: string;
  body: string;
  mchId: string;
  serialNo: string;
  privateKey: KeyObject;
  timestamp: string;
  nonce: string;
}): string {
  const message = `${input.method}\n${input.path}\n${input.timestamp}\n${input.nonce}\n${input.body}\n`;
  const signature = signRsaSha256(input.privateKey, message);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${input.mchId}",nonce_str="${input.nonce}",signature="${signature}",timestamp="${input.timestamp}",serial_no="${input.serialNo}"`;
}

/** Checks WeChat Pay's signature on an answer or callback; throws PaymentSignatureError. */
export function verifyWechatSignature(
  headers: Record<string, string | string[] | undefined>,
  body: string,
  key: { publicKeyId: string; publicKey: KeyObject; now: Date },
): void {
  const serial = headerValue(headers, 'Wechatpay-Serial');
  const timestamp = headerValue(headers, 'Wechatpay-Timestamp');
  const nonce = headerValue(headers, 'Wechatpay-Nonce');
  const signature = headerValue(headers, 'Wechatpay-Signature');
  if (!serial || !timestamp || !nonce || !signature) throw new PaymentSignatureError('WeChat Pay signature headers missing');
  if (serial !== key.publicKeyId) throw new PaymentSignatureError('signed with a WeChat Pay key other than WECHATPAY_PUBLIC_KEY_ID');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(key.now.getTime() / 1000 - Number(timestamp)) > WECHAT_MAX_SKEW_SECONDS) {
    throw new PaymentSignatureError('WeChat Pay signature timestamp is more than 5 minutes from now');
  }
  if (!verifyRsaSha256(key.publicKey, `${timestamp}\n${nonce}\n${body}\n`, signature)) {
    throw new PaymentSignatureError('WeChat Pay signature invalid');
  }
}

export interface WechatResource {
  algorithm?: string;
  ciphertext?: string;
  nonce?: string;
  associated_data?: string;
}

/** Decrypts a callback resource (AEAD_AES_256_GCM, tag = last 16 bytes); throws PaymentSignatureError. */
export function decryptWechatResource(resource: WechatResource | undefined, apiV3Key: string): string {
  if (resource?.algorithm !== 'AEAD_AES_256_GCM' || typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') {
    throw new PaymentSignatureError('WeChat Pay notification resource is not AEAD_AES_256_GCM');
  }
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new PaymentSignatureError('WeChat Pay notification resource too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new PaymentSignatureError('WeChat Pay notification resource does not decrypt with the APIv3 key');
  }
}

/** The decrypted transaction of a payment callback (the fields used). */
interface WechatTransaction {
  appid?: unknown;
  mchid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  success_time?: unknown;
  amount?: { total?: unknown; payer_total?: unknown };
}

const isFen = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Short, secret-free text from an error answer: `CODE: message`. */
function errorSummary(text: string): string {
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    return [body.code, body.message]
      .filter((part) => typeof part === 'string')
      .join(': ')
      .slice(0, 200);
  } catch {
    return '';
  }
}

export function createWechatPayProvider(options: WechatPayOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const nonce = options.nonce ?? wechatNonce;

  /** A signed JSON POST whose answer must carry a valid WeChat Pay signature. */
  async function post(path: string, payload: unknown, what: string): Promise<Record<string, unknown>> {
    const body = JSON.stringify(payload);
    const authorization = wechatAuthorization({
      method: 'POST',
      path,
      body,
      mchId: options.mchId,
      serialNo: options.merchantSerialNo,
      privateKey: options.merchantPrivateKey,
      timestamp: String(Math.floor(now().getTime() / 1000)),
      nonce: nonce(),
    });
    let response: Response;
    let text: string;
    try {
      response = await doFetch(joinUrl(options.endpoint, path), {
        method: 'POST',
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': USER_AGENT,
          // Tells WeChat Pay to sign the answer with the WeChat Pay public key's counterpart.
          'Wechatpay-Serial': options.publicKeyId,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      text = await response.text();
    } catch (error) {
      throw new PaymentProviderError(`WeChat Pay ${what}: no answer (${(error as Error).name})`);
    }
    if (!response.ok) {
      const summary = errorSummary(text);
      options.log?.warn({ channel: 'wechat', what, status: response.status, error: summary }, 'WeChat Pay refused a request');
      throw new PaymentProviderError(`WeChat Pay ${what} refused: HTTP ${response.status}${summary ? ` ${summary}` : ''}`);
    }
    try {
      verifyWechatSignature(Object.fromEntries(response.headers), text, {
        publicKeyId: options.publicKeyId,
        publicKey: options.publicKey,
        now: now(),
      });
    } catch (error) {
      options.log?.warn({ channel: 'wechat', what, reason: (error as Error).message }, 'WeChat Pay answer failed signature verification');
      throw new PaymentProviderError(`WeChat Pay ${what}: answer signature not valid`);
    }
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
    } catch {
      // below
    }
    throw new PaymentProviderError(`WeChat Pay ${what}: answer is not a JSON object`);
  }

  return {
    channel: 'wechat',

    async createPayment(order) {
      const result = await post(
        '/v3/pay/transactions/native',
        {
          appid: options.appId,
          mchid: options.mchId,
          description: truncateUtf8(order.description, 127) || order.orderNo,
          out_trade_no: order.orderNo,
          time_expire: formatRfc3339Shanghai(order.expiresAt),
          notify_url: options.notifyUrl,
          amount: { total: assertFen(order.amountFen), currency: 'CNY' },
        },
        'native order',
      );
      const codeUrl = result.code_url;
      if (typeof codeUrl !== 'string' || !codeUrl.startsWith('weixin://'))
        throw new PaymentProviderError('WeChat Pay native order: answer has no code_url');
      return { kind: 'qrcode', codeUrl };
    },

    async verifyNotification({ headers, rawBody }: RawNotification): Promise<VerifiedNotification> {
      verifyWechatSignature(headers, rawBody, { publicKeyId: options.publicKeyId, publicKey: options.publicKey, now: now() });
      let event: { resource?: WechatResource };
      try {
        event = JSON.parse(rawBody) as { resource?: WechatResource };
      } catch {
        throw new PaymentSignatureError('WeChat Pay notification is not JSON');
      }
      const plain = decryptWechatResource(event?.resource, options.apiV3Key);
      let tx: WechatTransaction;
      try {
        tx = JSON.parse(plain) as WechatTransaction;
      } catch {
        throw new PaymentProviderError('WeChat Pay notification: decrypted resource is not JSON');
      }
      if (tx.mchid !== options.mchId || tx.appid !== options.appId) {
        throw new PaymentSignatureError('WeChat Pay notification is for another merchant or app');
      }
      // The order amount (total), not what the payer paid after merchant coupons (payer_total): the order service checks it against the order, as for Alipay's total_amount.
      const amount = tx.amount?.total;
      if (typeof tx.out_trade_no !== 'string' || typeof tx.trade_state !== 'string' || !isFen(amount)) {
        throw new PaymentProviderError('WeChat Pay notification: transaction lacks out_trade_no, trade_state or amount');
      }
      const paid = tx.trade_state === 'SUCCESS';
      return {
        orderNo: tx.out_trade_no,
        providerTradeNo: typeof tx.transaction_id === 'string' ? tx.transaction_id : '',
        amountFen: amount,
        outcome: paid ? 'paid' : 'not_paid',
        paidAt: typeof tx.success_time === 'string' ? parseRfc3339(tx.success_time) : null,
        providerState: tx.trade_state,
      };
    },

    ackSuccess() {
      return { status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'SUCCESS', message: '成功' }) };
    },

    ackFailure(message) {
      return { status: 500, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: message || '失败' }) };
    },

    async refund({ orderNo, refundNo, amountFen, reason }) {
      const result = await post(
        '/v3/refund/domestic/refunds',
        {
          out_trade_no: orderNo,
          out_refund_no: refundNo,
          reason: truncateUtf8(reason, 80) || undefined,
          amount: { refund: assertFen(amountFen), total: amountFen, currency: 'CNY' },
        },
        'refund',
      );
      // SUCCESS and PROCESSING are accepted (the refund goes through); CLOSED / ABNORMAL need a person.
      if (result.status !== 'SUCCESS' && result.status !== 'PROCESSING') {
        throw new PaymentProviderError(`WeChat Pay refund not accepted: status ${String(result.status ?? 'missing').slice(0, 40)}`);
      }
    },
  };
}
