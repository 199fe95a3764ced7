/**
 * Password hashing with scrypt in a self-describing format, so parameters can be raised without
 * breaking stored hashes: `scrypt$N=131072,r=8,p=1$<salt base64>$<hash base64>`.
 *
 * The cost is N = 2^PASSWORD_SCRYPT_LOG_N (default 2^17, r=8, p=1: OWASP's scrypt minimum, about
 * 128 MiB and a few hundred ms per hash). Verification takes the parameters from the stored hash
 * and sizes scrypt's memory limit from them, so hashes made with other parameters keep working;
 * a successful login rehashes a hash weaker than the configured cost (`needsRehash`).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_LOG_N = 17;
/** The parameters new hashes get: N = 2^logN, r = 8, p = 1. */
export const scryptParams = (logN: number = DEFAULT_SCRYPT_LOG_N): ScryptParams => ({ N: 2 ** logN, r: 8, p: 1 });

const KEY_LENGTH = 32;
/** Stored parameters beyond these are refused rather than computed (a corrupt row must not eat the memory). */
const LIMITS = { maxLogN: 20, maxR: 32, maxP: 16 } as const;

/**
 * scrypt's memory limit for these parameters: OpenSSL needs 128·r·(N + 2) bytes for V plus
 * 128·r·p for B; one MiB of margin on top. (Node's default limit, 32 MiB, stops at N = 2^14.)
 */
export const scryptMaxMemory = ({ N, r, p }: ScryptParams): number => 128 * r * (N + 2 + p) + 1024 * 1024;

const saneParams = ({ N, r, p }: ScryptParams): boolean =>
  Number.isSafeInteger(N) && N >= 2 && N <= 2 ** LIMITS.maxLogN && (N & (N - 1)) === 0 && r >= 1 && r <= LIMITS.maxR && p >= 1 && p <= LIMITS.maxP;

export async function hashPassword(password: string, params: ScryptParams = scryptParams()): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: scryptMaxMemory(params) });
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const FORMAT = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** The parameters, salt and key of a stored hash; null when it is not one of ours or out of bounds. */
export function parsePasswordHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [, N, r, p, saltText, keyText] = match;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (!saneParams(params)) return null;
  return { params, salt: Buffer.from(saltText, 'base64'), key: Buffer.from(keyText, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const { params, salt, key: expected } = parsed;
  const actual = await scrypt(password.normalize('NFKC'), salt, expected.length, { ...params, maxmem: scryptMaxMemory(params) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The stored hash is weaker than `target` in any parameter (or unreadable): rehash it after a successful login. */
export function needsRehash(stored: string, target: ScryptParams): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < target.N || r < target.r || p < target.p;
}

/**
 * A valid hash of a random password, verified against when the phone is unknown or the account
 * has no password, so such logins cost the same time as real ones. One per parameter set.
 */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyPasswordHash(params: ScryptParams = scryptParams()): Promise<string> {
  const key = `${params.N},${params.r},${params.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(key, hash);
    hash.catch(() => dummyHashes.delete(key));
  }
  return hash;
}

/** Strength rule for passwords set by people (create-admin; later the account page). Null = fine. */
export function passwordProblem(password: string, phone?: string): string | null {
  if (password.length < 10) return '密码至少 10 位';
  if (password.length > 128) return '密码不能超过 128 位';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (classes < 3) return '密码需包含大写字母、小写字母、数字、符号中的至少三类';
  if (phone && password.includes(phone.slice(-6))) return '密码不能包含手机号';
  return null;
}
