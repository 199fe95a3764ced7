/**
 * The identity service: login, logout, phone binding, licences and tenant switching. A factory
 * receiving its dependencies; permission checks happened in the guard before any call here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Licence } from '../../../domain/identity/contracts';
import type { LicenceType } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import { ADDRESS_CHALLENGE_MESSAGE, LOGIN_BUSY_MESSAGE, PASSWORD_CEILING_MESSAGE, PASSWORD_LOCKED_MESSAGE } from '../../../domain/identity/login';
import { HOUR_MS, MINUTE_MS, type Clock } from '../../clock';
import type { Config } from '../../config';
import type { AccountRow, LicenceRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import { dummyPasswordHash, needsRehash, scryptParams } from './passwords';
import type { HashingTicket, PasswordQueue } from './passwordQueue';
import type { IdentityRepository } from './repository';
import { insertNewAccount } from './secrets';
import type { Sessions } from './sessions';
import { loginLockKey, type ThrottleRepository } from './throttleRepository';
import { defaultMembership } from './userInfo';
import type { VerifyCodes } from './verifyCodes';

export interface IdentityServiceDeps {
  repo: IdentityRepository;
  throttles: ThrottleRepository;
  sessions: Sessions;
  verifyCodes: VerifyCodes;
  /** Bounds the password checks running and waiting in this process. */
  passwordQueue: PasswordQueue;
  clock: Clock;
  config: Pick<
    Config,
    | 'LOGIN_MAX_FAILURES'
    | 'LOGIN_LOCK_MINUTES'
    | 'LOGIN_MAX_PER_IP_PER_HOUR'
    | 'LOGIN_MAX_PER_PHONE_PER_HOUR'
    | 'PASSWORD_SCRYPT_LOG_N'
    | 'SESSION_IDLE_MINUTES'
  >;
  log: { warn(object: Record<string, unknown>, message: string): void };
}

/** Housekeeping (purgeStale) runs at most this often per process, from a login. */
export const PURGE_INTERVAL_MS = HOUR_MS;

export const LOGIN_REDIRECT = '/#/login';

export type LoginInput = { phone: string; code?: string; password?: string };

/**
 * Password attempts on a phone this hour, from all addresses (the right password gives its count
 * back, so a count above 0 means the account has failed or is being checked right now).
 */
const phoneAttemptsKey = (phone: string): string => `login:phone:${phone}`;

export function toLicence(row: LicenceRow): Licence {
  return { ...row, url: `/#/clause/${row.type}` };
}

export function createIdentityService(deps: IdentityServiceDeps) {
  const { repo, throttles, sessions, verifyCodes, passwordQueue, clock, config, log } = deps;
  const lockMs = config.LOGIN_LOCK_MINUTES * MINUTE_MS;
  const passwordParams = scryptParams(config.PASSWORD_SCRYPT_LOG_N);
  let lastPurgeAt: number | undefined;

  /** Cheap and idempotent, so several processes may each run it; a failure only gets logged. */
  async function purgeIfDue(): Promise<void> {
    const now = clock.now();
    if (lastPurgeAt !== undefined && now.getTime() - lastPurgeAt < PURGE_INTERVAL_MS) return;
    lastPurgeAt = now.getTime();
    try {
      await repo.purgeStale(now, { sessionIdleMs: config.SESSION_IDLE_MINUTES * MINUTE_MS, loginWindowMs: lockMs });
    } catch (error) {
      log.warn({ err: error }, 'purging stale sessions, codes and throttles failed');
    }
  }

  /** A hash made with weaker parameters than configured is replaced after a successful login. */
  async function rehashIfWeak(accountId: string, stored: string, password: string, hashing: HashingTicket): Promise<void> {
    if (!needsRehash(stored, passwordParams)) return;
    try {
      await repo.replacePasswordHash(accountId, stored, await hashing.hash(password, passwordParams), clock.now());
    } catch (error) {
      log.warn({ err: error, accountId }, 'rehashing a password failed');
    }
  }

  /** First SMS login of an unknown phone: an account without membership (needAdmission). */
  async function createAccountForPhone(phone: string) {
    const inserter = { insert: repo.insertAccount, findByPhone: repo.findAccountByPhone };
    return (await insertNewAccount(inserter, { phone, showName: `用户${phone.slice(-4)}` }, clock.now())).account;
  }

  /**
   * Password login: locked per phone AND client address after LOGIN_MAX_FAILURES wrong passwords
   * (so one address cannot lock the owner out elsewhere), and at most LOGIN_MAX_PER_PHONE_PER_HOUR
   * checks per phone from all addresses together (a ceiling that slows distributed guessing; SMS
   * login stays open). Unknown phones and SMS-only accounts cost one scrypt too and fail the same way.
   */
  async function checkPassword(phone: string, password: string, ip: string, hashing: HashingTicket): Promise<AccountRow> {
    const lockKey = loginLockKey(phone, ip);
    const granted = await throttles.reserveLoginAttempt(lockKey, clock.now(), { maxFailures: config.LOGIN_MAX_FAILURES, windowMs: lockMs });
    if (!granted) throw new BusinessError(ErrorCode.ACCOUNT_LOCKED, PASSWORD_LOCKED_MESSAGE);
    // Counted only once the address may try: a locked address cannot use up the phone's ceiling.
    const phoneKey = phoneAttemptsKey(phone);
    if ((await throttles.hit(phoneKey, clock.now(), HOUR_MS)) > config.LOGIN_MAX_PER_PHONE_PER_HOUR) {
      await throttles.releaseLoginAttempt(lockKey);
      throw new BusinessError(ErrorCode.TOO_MANY_REQUESTS, PASSWORD_CEILING_MESSAGE);
    }

    const account = await repo.findAccountByPhone(phone);
    const hash = account?.passwordHash ?? (await dummyPasswordHash(passwordParams));
    const matches = await hashing.verify(password, hash);
    if (!matches || !account?.passwordHash) {
      const locked = await throttles.recordLoginFailure(lockKey, clock.now(), { maxFailures: config.LOGIN_MAX_FAILURES, lockMs });
      throw locked ? new BusinessError(ErrorCode.ACCOUNT_LOCKED, PASSWORD_LOCKED_MESSAGE) : new BusinessError(ErrorCode.LOGIN_FAILED);
    }
    // The right password: not a guess, whatever follows.
    await throttles.clearLoginFailures(lockKey, clock.now());
    await throttles.unhit(phoneKey, clock.now());
    if (account.status !== 'active') throw new BusinessError(ErrorCode.ACCOUNT_DISABLED);
    await rehashIfWeak(account.accountId, account.passwordHash, password, hashing);
    return account;
  }

  /**
   * SMS-code login locks nothing: holding the phone is the proof, and guessing is bounded by the
   * code itself (retired after 5 wrong attempts, 10 codes a day per phone, 30 codes an hour per
   * address), so it stays the owner's way in while password login is locked, slowed or challenged.
   */
  async function checkCode(phone: string, code: string | undefined): Promise<AccountRow> {
    // 'used': the right code, used by a concurrent request (or retired): refused all the same.
    if (!code || (await verifyCodes.consume(phone, 'login', code)) !== 'ok') throw new BusinessError(ErrorCode.CODE_INVALID);
    const account = (await repo.findAccountByPhone(phone)) ?? (await createAccountForPhone(phone));
    if (account.status !== 'active') throw new BusinessError(ErrorCode.ACCOUNT_DISABLED);
    return account;
  }

  return {
    sendVerifyCode: verifyCodes.send,

    /**
     * Phone + password or phone + SMS code. Every limit is counted in the database before the
     * credential is checked (one statement each), so concurrent attempts cannot slip past it, and
     * N processes share it. Why the limits are shaped so: docs/decisions.md, "Login limits that
     * cannot lock the owner out".
     */
    async login(input: LoginInput, request: FastifyRequest, reply: FastifyReply) {
      // Admission first: a password login this process has no room to hash costs nothing more.
      const ticket = input.password !== undefined ? passwordQueue.admit() : undefined;
      if (input.password !== undefined && !ticket) throw new BusinessError(ErrorCode.TOO_MANY_REQUESTS, LOGIN_BUSY_MESSAGE);
      try {
        await purgeIfDue();
        // The address's attempts this hour (successes are given back: in effect its failures).
        // Beyond the limit the address is challenged, not locked: what one attacker behind an
        // office's NAT does must not keep the office out (docs/decisions.md, "Login limits").
        const ipKey = `login:ip:${request.ip}`;
        const addressChallenged = (await throttles.hit(ipKey, clock.now(), HOUR_MS)) > config.LOGIN_MAX_PER_IP_PER_HOUR;
        // From a challenged address: an SMS code is checked as ever (holding the phone is the proof,
        // and each code bounds its own guesses); a password only for an account without failed
        // attempts this hour — the others are asked for the SMS code, their password not checked.
        if (addressChallenged && input.password !== undefined && (await throttles.hitsOf(phoneAttemptsKey(input.phone), clock.now())) > 0) {
          throw new BusinessError(ErrorCode.TOO_MANY_REQUESTS, ADDRESS_CHALLENGE_MESSAGE);
        }
        const account =
          ticket && input.password !== undefined
            ? await checkPassword(input.phone, input.password, request.ip, ticket)
            : await checkCode(input.phone, input.code);
        await throttles.unhit(ipKey, clock.now());
        const current = defaultMembership(await repo.activeMemberships(account.accountId));
        await sessions.start(request, reply, account.accountId, current?.tenant.tenantCode ?? null);
        return { accountId: account.accountId, needAdmission: !current };
      } finally {
        ticket?.leave();
      }
    },

    async logout(request: FastifyRequest, reply: FastifyReply): Promise<string> {
      await sessions.end(request, reply);
      return LOGIN_REDIRECT;
    },

    async bindPhone(auth: RequestContext, phone: string, code: string): Promise<boolean> {
      if (auth.account.phone) throw new BusinessError(ErrorCode.PHONE_ALREADY_BOUND);
      // The code proves the caller holds the phone before anything about the phone is revealed.
      if ((await verifyCodes.consume(phone, 'binding', code)) !== 'ok') throw new BusinessError(ErrorCode.CODE_INVALID);
      const owner = await repo.findAccountByPhone(phone);
      if (owner) throw new BusinessError(ErrorCode.PHONE_TAKEN);
      if (!(await repo.bindPhone(auth.account.accountId, phone, clock.now()))) throw new BusinessError(ErrorCode.PHONE_TAKEN);
      return true;
    },

    async latestLicence(type: LicenceType): Promise<Licence | null> {
      const row = await repo.latestLicence(type);
      return row ? toLicence(row) : null;
    },

    async acceptLicence(auth: RequestContext, licenceCode: string): Promise<boolean> {
      const licence = await repo.findLicence(licenceCode);
      if (!licence) throw new BusinessError(ErrorCode.LICENCE_NOT_FOUND);
      await repo.acceptLicence(auth.account.accountId, licence.licenceCode, clock.now());
      return true;
    },

    /** Only the caller's own active memberships can be chosen; anything else changes nothing. */
    async chooseTenant(auth: RequestContext, tenantCode: string): Promise<boolean> {
      const memberships = await repo.activeMemberships(auth.account.accountId);
      const target = memberships.find((m) => m.tenant.tenantCode === tenantCode);
      if (!target) throw new BusinessError(ErrorCode.NOT_A_MEMBER);
      await repo.setSessionTenant(auth.session.sessionId, target.tenant.tenantCode);
      return true;
    },

    async memberships(auth: RequestContext) {
      const memberships = await repo.activeMemberships(auth.account.accountId);
      return memberships.map(({ membership, tenant }) => ({
        tenantCode: tenant.tenantCode,
        tenantZhName: tenant.tenantZhName,
        type: tenant.type,
        roleCodes: membership.roles,
        current: tenant.tenantCode === auth.session.currentTenantCode,
      }));
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
