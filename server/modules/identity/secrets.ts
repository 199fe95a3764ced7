/** Random tokens and codes, and the hashes stored in their place. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AccountRow, accounts } from '../../db/schema';

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

/** What a new account needs besides the identifiers this module allocates. */
export type NewAccountFields = { phone: string; showName: string } & Partial<
  Omit<typeof accounts.$inferInsert, 'accountId' | 'inviteCode' | 'phone' | 'showName'>
>;

/** How to insert an account (or not, when its phone or invite code is taken) and find one by phone. */
export interface AccountInserter {
  insert(values: typeof accounts.$inferInsert): Promise<AccountRow | undefined>;
  findByPhone(phone: string): Promise<AccountRow | undefined>;
}

/**
 * The one way identity creates an account: a fresh account id and invite code, retried when the
 * invite code collides; when the phone was registered meanwhile, that account is answered instead
 * (`created: false`), so a caller never makes a second account for one phone.
 */
export async function insertNewAccount(
  inserter: AccountInserter,
  fields: NewAccountFields,
  now: Date,
): Promise<{ account: AccountRow; created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const created = await inserter.insert({ createdAt: now, updatedAt: now, ...fields, accountId: newAccountId(), inviteCode: newInviteCode() });
    if (created) return { account: created, created: true };
    const existing = await inserter.findByPhone(fields.phone);
    if (existing) return { account: existing, created: false };
  }
  throw new Error('Could not allocate a unique invite code');
}
