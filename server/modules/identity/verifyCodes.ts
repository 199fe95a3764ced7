/**
 * SMS verify codes: 6 digits, stored hashed, valid 5 minutes, single use, retired after 5 wrong
 * attempts. Sending is limited per phone (one per 60 s, 10 per 24 h) and per IP (30 per hour),
 * counted in the database under an advisory lock so N processes share the limits.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '../../../domain/errors';
import { addMs, DAY_MS, HOUR_MS, MINUTE_MS, type Clock } from '../../clock';
import { BusinessError } from '../../http/errors';
import type { SmsSender } from '../../sms';
import { newVerifyCode, sameHash, verifyCodeHash } from './secrets';
import type { ThrottleRepository } from './throttleRepository';

export const VERIFY_CODE_POLICY = {
  ttlMs: 5 * MINUTE_MS,
  maxWrongAttempts: 5,
  resendAfterMs: 60_000,
  perPhonePerDay: 10,
  perIpPerHour: 30,
} as const;

export type VerifyCodePurpose = 'login' | 'binding';
export type CodeCheck = 'ok' | 'used' | 'wrong';

export interface VerifyCodeDeps {
  throttles: ThrottleRepository;
  sms: SmsSender;
  clock: Clock;
  log: { error(object: Record<string, unknown>, message: string): void };
}

export function createVerifyCodes({ throttles, sms, clock, log }: VerifyCodeDeps) {
  const policy = VERIFY_CODE_POLICY;
  return {
    async send(phone: string, purpose: VerifyCodePurpose, ip: string) {
      const now = clock.now();
      const code = newVerifyCode();
      await throttles.transaction(async (tx) => {
        await tx.lock(`sms:phone:${phone}`);
        await tx.lock(`sms:ip:${ip}`);
        const limited =
          (await tx.countCodesForPhoneSince(phone, addMs(now, -policy.resendAfterMs))) > 0 ||
          (await tx.countCodesForPhoneSince(phone, addMs(now, -DAY_MS))) >= policy.perPhonePerDay ||
          (await tx.countCodesForIpSince(ip, addMs(now, -HOUR_MS))) >= policy.perIpPerHour;
        if (limited) throw new BusinessError(ErrorCode.SMS_RATE_LIMITED);
        await tx.retireCodes(phone, purpose, now);
        const codeId = randomUUID();
        await tx.insertCode({
          codeId,
          phone,
          purpose,
          codeHash: verifyCodeHash(codeId, phone, purpose, code),
          ip,
          createdAt: now,
          expiresAt: addMs(now, policy.ttlMs),
        });
      });
      try {
        await sms.sendVerifyCode({ phone, code, purpose, expiresInMinutes: policy.ttlMs / MINUTE_MS });
      } catch (error) {
        // The code row stays and counts towards the limits, so a failing provider is not hammered.
        log.error({ err: error, sms: sms.name }, 'SMS sending failed');
        throw new BusinessError(ErrorCode.SMS_SEND_FAILED);
      }
      return { expiresInSeconds: policy.ttlMs / 1000, resendAfterSeconds: policy.resendAfterMs / 1000 };
    },

    /**
     * Checks `code` against the phone's current code for `purpose`: 'ok' when it matches and this
     * call used it up; 'used' when it matches but was used (or retired) already, e.g. by a
     * concurrent request with the same code; 'wrong' otherwise (also when there is no code).
     */
    async consume(phone: string, purpose: VerifyCodePurpose, code: string): Promise<CodeCheck> {
      const now = clock.now();
      const latest = await throttles.latestCode(phone, purpose, now);
      if (!latest) return 'wrong';
      if (!sameHash(verifyCodeHash(latest.codeId, phone, purpose, code), latest.codeHash)) {
        if (!latest.consumedAt) await throttles.recordWrongAttempt(latest.codeId, policy.maxWrongAttempts, now);
        return 'wrong';
      }
      if (latest.consumedAt) return 'used';
      return (await throttles.consumeCode(latest.codeId, now)) ? 'ok' : 'used';
    },
  };
}

export type VerifyCodes = ReturnType<typeof createVerifyCodes>;
