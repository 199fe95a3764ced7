/**
 * The small formats the payment channels share: Beijing time (UTC+8, no daylight saving since
 * 1991), amounts in fen and yuan (string arithmetic, never floats), byte-bounded text, headers.
 */

import { formatChinaDateTime, formatChinaRfc3339, parseChinaDateTime } from '../../domain/kernel/chinaTime';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (Alipay timestamps). */
export const formatShanghai = formatChinaDateTime;
/** RFC 3339 with the +08:00 offset, to the second (WeChat Pay time_expire). */
export const formatRfc3339Shanghai = formatChinaRfc3339;
/** Parses 'YYYY-MM-DD HH:mm:ss' as Asia/Shanghai time; null when absent or malformed. */
export const parseShanghai = parseChinaDateTime;

/** Parses an RFC 3339 timestamp with an explicit offset; null when absent or malformed. */
export function parseRfc3339(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A positive whole number of fen, or an error (a bug upstream, never sent to a provider). */
export function assertFen(amountFen: number): number {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) throw new RangeError(`invalid amount in fen: ${amountFen}`);
  return amountFen;
}

/** 12345 → '123.45'. */
export function fenToYuan(amountFen: number): string {
  assertFen(amountFen);
  return `${Math.floor(amountFen / 100)}.${pad(amountFen % 100)}`;
}

/** '123.45' → 12345, '0.1' → 10, '7' → 700; null when not a plain non-negative amount. */
export function yuanToFen(text: string | undefined): number | null {
  const match = text?.trim().match(/^(\d{1,13})(?:\.(\d{1,2}))?$/);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cuts text to at most maxBytes of UTF-8 without splitting a character. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out;
}

/** A header's single value, whatever the case of its name (Node lowercases; tests may not). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
  }
  return undefined;
}

/** `${base}/path` with exactly one slash between. */
export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

/** What the providers log (pino-compatible); never keys, signatures or decrypted payloads. */
export interface PaymentLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}
