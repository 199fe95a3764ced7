/**
 * Alipay open platform, computer-website payment (alipay.trade.page.pay), public-key mode, RSA2.
 *
 * Requests are signed with the app private key over the parameters sorted by name, empty ones
 * left out, joined as k=v&k=v with raw (unencoded) values. Asynchronous notifications are signed
 * by Alipay the same way (without sign and sign_type); answers are signed over the exact JSON text
 * of their `…_response` member. Everything Alipay sends is verified with the Alipay public key.
 */
import type { KeyObject } from 'node:crypto';
import { fenToYuan, formatShanghai, parseShanghai, yuanToFen, type PaymentLog } from './format';
import { signRsaSha256, verifyRsaSha256 } from './keys';
import { PaymentProviderError, PaymentSignatureError, type PaymentProvider, type RawNotification, type VerifiedNotification } from './types';

export interface AlipayOptions {
  appId: string;
  appPrivateKey: KeyObject;
  alipayPublicKey: KeyObject;
  /** e.g. https://openapi.alipay.com/gateway.do */
  gateway: string;
  notifyUrl: string;
  /** Where the payer's browser goes back to after paying (the payment desk). */
  returnUrl: (orderNo: string) => string;
  fetch?: typeof fetch;
  now?: () => Date;
  log?: PaymentLog;
}

/** The string Alipay signs: sorted k=v pairs, empty values and `exclude`d names left out. */
export function alipaySigningString(params: Record<string, string | undefined>, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** `gateway?k=v&…` with RFC 3986 encoding. */
export function alipayUrl(gateway: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${gateway}${gateway.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The exact source text of each member of a top-level JSON object (Alipay signs the bytes of
 * the `…_response` member, so it must not be re-serialised). Null when the text is not an object.
 */
export function topLevelJsonMembers(text: string): Map<string, string> | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  } catch {
    return null;
  }
  const members = new Map<string, string>();
  let i = text.indexOf('{') + 1;
  const skipSpace = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const skipString = () => {
    for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
    i++;
  };
  const skipValue = () => {
    if (text[i] === '"') return skipString();
    if (text[i] !== '{' && text[i] !== '[') {
      while (i < text.length && !/[,}\]\s]/.test(text[i])) i++;
      return;
    }
    let depth = 0;
    do {
      if (text[i] === '"') {
        skipString();
        continue;
      }
      if (text[i] === '{' || text[i] === '[') depth++;
      if (text[i] === '}' || text[i] === ']') depth--;
      i++;
    } while (depth > 0);
  };
  for (;;) {
    skipSpace();
    if (text[i] !== '"') break; // '}' (the text parsed, so nothing else can come)
    const keyStart = i;
    skipString();
    const key = JSON.parse(text.slice(keyStart, i)) as string;
    skipSpace();
    i++; // ':'
    skipSpace();
    const valueStart = i;
    skipValue();
    members.set(key, text.slice(valueStart, i));
    skipSpace();
    if (text[i] === ',') i++;
  }
  return members;
}

/** Alipay's subject: at most 256 characters, without the characters it forbids (/ = &). */
const subjectOf = (description: string, orderNo: string) => [...description.replace(/[/=&]/g, ' ').trim()].slice(0, 256).join('') || orderNo;

export function createAlipayProvider(options: AlipayOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());

  /** The common request parameters plus biz_content, signed. */
  function signedParams(method: string, bizContent: Record<string, unknown>, extra: Record<string, string> = {}): Record<string, string> {
    const params: Record<string, string> = {
      app_id: options.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: formatShanghai(now()),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(bizContent),
    };
    return { ...params, sign: signRsaSha256(options.appPrivateKey, alipaySigningString(params)) };
  }

  return {
    channel: 'alipay',

    async createPayment(order) {
      const params = signedParams(
        'alipay.trade.page.pay',
        {
          out_trade_no: order.orderNo,
          total_amount: fenToYuan(order.amountFen),
          subject: subjectOf(order.description, order.orderNo),
          product_code: 'FAST_INSTANT_TRADE_PAY',
          time_expire: formatShanghai(order.expiresAt),
        },
        { notify_url: options.notifyUrl, return_url: options.returnUrl(order.orderNo) },
      );
      return { kind: 'redirect', payUrl: alipayUrl(options.gateway, params) };
    },

    async verifyNotification({ rawBody }: RawNotification): Promise<VerifiedNotification> {
      const params: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(rawBody.trim())) {
        if (key in params) throw new PaymentSignatureError(`Alipay notification repeats ${key.slice(0, 40)}`);
        params[key] = value;
      }
      if (params.charset && !/^utf-?8$/i.test(params.charset)) throw new PaymentSignatureError('Alipay notification charset is not utf-8');
      if (params.sign_type && params.sign_type !== 'RSA2') throw new PaymentSignatureError('Alipay notification is not signed with RSA2');
      if (!verifyRsaSha256(options.alipayPublicKey, alipaySigningString(params, ['sign', 'sign_type']), params.sign)) {
        throw new PaymentSignatureError('Alipay notification signature invalid');
      }
      if (params.app_id !== options.appId) throw new PaymentSignatureError('Alipay notification is for another app');
      const amountFen = yuanToFen(params.total_amount);
      if (!params.out_trade_no || !params.trade_status || amountFen === null) {
        throw new PaymentProviderError('Alipay notification lacks out_trade_no, trade_status or total_amount');
      }
      const paid = params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED';
      return {
        orderNo: params.out_trade_no,
        providerTradeNo: params.trade_no ?? '',
        amountFen,
        outcome: paid ? 'paid' : 'not_paid',
        paidAt: parseShanghai(params.gmt_payment),
        providerState: params.trade_status,
      };
    },

    ackSuccess() {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' };
    },

    // Anything but "success" makes Alipay retry (up to 8 times over about a day).
    ackFailure() {
      return { status: 400, contentType: 'text/plain; charset=utf-8', body: 'fail' };
    },

    async refund({ orderNo, refundNo, amountFen, reason }) {
      const params = signedParams('alipay.trade.refund', {
        out_trade_no: orderNo,
        refund_amount: fenToYuan(amountFen),
        refund_reason: [...reason].slice(0, 256).join('') || undefined,
        out_request_no: refundNo,
      });
      let response: Response;
      let text: string;
      try {
        response = await doFetch(options.gateway, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
          body: new URLSearchParams(params).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        text = await response.text();
      } catch (error) {
        throw new PaymentProviderError(`Alipay refund: no answer (${(error as Error).name})`);
      }
      if (!response.ok) throw new PaymentProviderError(`Alipay refund: HTTP ${response.status}`);
      const members = topLevelJsonMembers(text);
      const node = members?.get('alipay_trade_refund_response') ?? members?.get('error_response');
      let result: { code?: unknown; sub_code?: unknown; sub_msg?: unknown } = {};
      try {
        result = node ? (JSON.parse(node) as typeof result) : {};
      } catch {
        // stays empty
      }
      if (result.code !== '10000') {
        const summary = [result.code, result.sub_code, result.sub_msg]
          .filter((part) => typeof part === 'string')
          .join(' ')
          .slice(0, 200);
        options.log?.warn({ channel: 'alipay', what: 'refund', error: summary }, 'Alipay refused a request');
        throw new PaymentProviderError(`Alipay refund refused${summary ? `: ${summary}` : ''}`);
      }
      const sign = members?.get('sign');
      const signature = sign ? (JSON.parse(sign) as unknown) : undefined;
      if (
        !members?.has('alipay_trade_refund_response') ||
        typeof signature !== 'string' ||
        !verifyRsaSha256(options.alipayPublicKey, node!, signature)
      ) {
        options.log?.warn({ channel: 'alipay', what: 'refund' }, 'Alipay answer failed signature verification');
        throw new PaymentProviderError('Alipay refund: answer signature not valid');
      }
    },
  };
}
