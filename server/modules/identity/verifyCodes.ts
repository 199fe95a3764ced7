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

    /** True when `code` is the phone's current code for `purpose`; it is then used up. */
    async consume(phone: string, purpose: VerifyCodePurpose, code: string): Promise<boolean> {
      const now = clock.now();
      const active = await throttles.activeCode(phone, purpose, now);
      if (!active) return false;
      if (!sameHash(verifyCodeHash(active.codeId, phone, purpose, code), active.codeHash)) {
        await throttles.recordWrongAttempt(active.codeId, policy.maxWrongAttempts, now);
        return false;
      }
      return throttles.consumeCode(active.codeId, now);
    },
  };
}

export type VerifyCodes = ReturnType<typeof createVerifyCodes>;
