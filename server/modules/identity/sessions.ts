/**
 * Server-side sessions: the cookie `sid` carries a random token, the database its SHA-256.
 * Idle expiry (SESSION_IDLE_MINUTES since last seen) and absolute expiry (SESSION_MAX_HOURS
 * since login); lastSeen is written at most once a minute.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addMs, HOUR_MS, MINUTE_MS, type Clock } from '../../clock';
import type { Config } from '../../config';
import { SESSION_COOKIE, type Authenticator, type RequestContext } from '../../http/context';
import type { IdentityRepository } from './repository';
import { newSessionToken, sha256 } from './secrets';
import { buildUserInfo, defaultMembership } from './userInfo';

const TOUCH_INTERVAL_MS = MINUTE_MS;

type SessionConfig = Pick<Config, 'COOKIE_SECURE' | 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS'>;

export interface SessionDeps {
  repo: IdentityRepository;
  clock: Clock;
  config: SessionConfig;
}

export function createSessions({ repo, clock, config }: SessionDeps) {
  const idleMs = config.SESSION_IDLE_MINUTES * MINUTE_MS;
  const cookieBase = { httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE, path: '/' } as const;

  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieBase);
  const tokenOf = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE] || undefined;

  const authenticator: Authenticator = {
    async authenticate(request, reply): Promise<RequestContext | null> {
      const token = tokenOf(request);
      if (!token) return null;
      const now = clock.now();
      // One prepared statement (shared by requests arriving together; cached on PGlite only):
      // session, account, memberships and the agreement check. See repository.ts.
      const found = await repo.findSessionContext(sha256(token));
      const session = found?.session;
      const live =
        !!session &&
        !session.revokedAt &&
        session.expiresAt > now &&
        now.getTime() - session.lastSeenAt.getTime() < idleMs &&
        found.account.status === 'active';
      if (!found || !live) {
        clearCookie(reply);
        return null;
      }
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await repo.touchSession(session.sessionId, now);

      const { memberships } = found;
      const current = memberships.find((m) => m.tenant.tenantCode === session.currentTenantCode) ?? defaultMembership(memberships);
      const currentCode = current?.tenant.tenantCode ?? null;
      // The session's tenant may have ended (membership disabled): move to the default one.
      if (currentCode !== session.currentTenantCode) await repo.setSessionTenant(session.sessionId, currentCode);
      return {
        account: found.account,
        session: { ...session, currentTenantCode: currentCode },
        tenant: current?.tenant ?? null,
        membership: current?.membership ?? null,
        userInfo: buildUserInfo(found.account, current),
        pendingAgreement: found.pendingAgreement,
      };
    },
    hasPendingAgreement: (accountId) => repo.hasPendingAgreement(accountId),
    async contextOf(accountId, tenantCode) {
      const account = await repo.findAccountById(accountId);
      if (account?.status !== 'active') return null;
      const current = (await repo.activeMemberships(accountId)).find((m) => m.tenant.tenantCode === tenantCode);
      if (!current) return null;
      const now = clock.now();
      return {
        account,
        session: {
          sessionId: 'background',
          tokenHash: '',
          accountId,
          currentTenantCode: tenantCode,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: now,
          revokedAt: null,
          ip: '',
          userAgent: '',
        },
        tenant: current.tenant,
        membership: current.membership,
        userInfo: buildUserInfo(account, current),
        pendingAgreement: false,
      };
    },
  };

  return {
    authenticator,

    /** Starts a new session (rotation: the request's previous session, if any, is revoked). */
    async start(request: FastifyRequest, reply: FastifyReply, accountId: string, currentTenantCode: string | null): Promise<void> {
      const now = clock.now();
      const previous = tokenOf(request);
      if (previous) await repo.revokeSessionByTokenHash(sha256(previous), now);
      const token = newSessionToken();
      const expiresAt = addMs(now, config.SESSION_MAX_HOURS * HOUR_MS);
      await repo.insertSession({
        sessionId: randomUUID(),
        tokenHash: sha256(token),
        accountId,
        currentTenantCode,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, expires: expiresAt });
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (token) await repo.revokeSessionByTokenHash(sha256(token), clock.now());
      clearCookie(reply);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
