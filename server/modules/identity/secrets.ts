/** Random tokens and codes, and the hashes stored in their place. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Session token for the cookie: 256 random bits. Only its SHA-256 is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const newVerifyCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The stored form of a verify code, bound to its row, phone and purpose. */
export const verifyCodeHash = (codeId: string, phone: string, purpose: string, code: string): string =>
  sha256(`${codeId}:${phone}:${purpose}:${code}`);

export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newInviteCode = (): string => Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)]).join('');

export const newAccountId = (): string => `A-${randomBytes(8).toString('hex')}`;
