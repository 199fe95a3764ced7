/**
 * Aliyun SMS adapter: Dysmsapi SendSms (API version 2017-05-25), RPC style, signed with
 * HMAC-SHA1 as the provider documents (sorted, percent-encoded parameters; StringToSign
 * "GET&%2F&" + encoded query; key = AccessKeySecret + "&").
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { SmsSender } from './types';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint: string;
  regionId: string;
  fetch?: typeof fetch;
  now?: () => Date;
  nonce?: () => string;
}

/** RFC 3986 encoding as Aliyun requires (space → %20, * → %2A, ~ kept). */
export const percentEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function signRpcRequest(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key])}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** ISO 8601 UTC without milliseconds, e.g. 2017-07-12T02:42:19Z. */
const timestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function createAliyunSmsSender(options: AliyunSmsOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'aliyun',
    async sendVerifyCode({ phone, code }) {
      const params: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: options.regionId,
        SignName: options.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: (options.nonce ?? randomUUID)(),
        SignatureVersion: '1.0',
        TemplateCode: options.templateCode,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: timestamp((options.now ?? (() => new Date()))()),
        Version: '2017-05-25',
      };
      const signature = signRpcRequest('GET', params, options.accessKeySecret);
      const query = Object.entries({ Signature: signature, ...params })
        .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
        .join('&');
      const url = `${options.endpoint.replace(/\/?$/, '/')}?${query}`;
      const response = await doFetch(url, { method: 'GET', signal: AbortSignal.timeout(5_000) });
      const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string; RequestId?: string };
      if (!response.ok || body.Code !== 'OK') {
        throw new Error(
          `Aliyun SendSms failed: HTTP ${response.status} ${body.Code ?? ''} ${body.Message ?? ''} (RequestId ${body.RequestId ?? '-'})`,
        );
      }
    },
  };
}
