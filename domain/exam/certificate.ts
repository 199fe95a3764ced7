/**
 * Internal-auditor certificates (issue 30 item 6): a passed attempt gets a certificate number and a
 * verification code; anyone may verify a code without logging in and learns only the holder's
 * name, the exam, the date of issue and the result — nothing of the organisation, the score or the
 * attempt.
 */
import { chinaDay } from '../kernel/chinaTime';
import type { CertificateVerification } from './attemptContracts';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
export const VERIFY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A verification code from 12 random values (each 0–255): XXXX-XXXX-XXXX. */
export function verifyCodeOf(random: Uint8Array): string {
  const chars = Array.from(random.slice(0, 12), (value) => VERIFY_ALPHABET[value % VERIFY_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** A code as typed (any case, with or without dashes or spaces) in the stored form; null when it cannot be one. */
export function normalizeVerifyCode(input: string): string | null {
  const chars = input.toUpperCase().replace(/[\s-]/g, '');
  if (chars.length !== 12 || [...chars].some((char) => !VERIFY_ALPHABET.includes(char))) return null;
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** What the public verification answers for a certificate (or for none). */
export function publicVerification(certificate: { candidateName: string; examTitle: string; issuedAt: Date } | undefined): CertificateVerification {
  if (!certificate) return { valid: false, candidateName: null, examTitle: null, issuedOn: null, result: null };
  return {
    valid: true,
    candidateName: certificate.candidateName,
    examTitle: certificate.examTitle,
    issuedOn: chinaDay(certificate.issuedAt),
    result: '合格',
  };
}
