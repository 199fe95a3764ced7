/**
 * The request context a handler receives once the guard has run, and the authenticator that
 * builds it from the session cookie (provided by the identity module).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserInfo } from '../../domain/kernel/userInfo';
import type { AccountRow, MembershipRow, SessionRow, TenantRow } from '../db/schema';

/** The session cookie: an opaque random token; the sessions table keeps only its SHA-256. */
export const SESSION_COOKIE = 'sid';

export interface RequestContext {
  account: AccountRow;
  session: SessionRow;
  /** The session's current tenant (an active membership), or null while awaiting admission. */
  tenant: TenantRow | null;
  membership: MembershipRow | null;
  /** Exactly what GET /user/getUserInfo answers; the input of computeAccess. */
  userInfo: UserInfo;
  /** Read with the session (same statement); the guard asks the authenticator when absent. */
  pendingAgreement?: boolean;
}

export interface Authenticator {
  /** The context of the request's session; null when there is none or it is revoked or expired. */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<RequestContext | null>;
  /** A newer accountRight licence exists that the account has not accepted. */
  hasPendingAgreement(accountId: string): Promise<boolean>;
  /**
   * The context an account has in a tenant, for work done on its behalf without a request (a
   * background task runs with its submitter's current rights): null when the account is no longer
   * active or no longer an active member of the tenant. Its session is not a login (sessionId
   * 'background', never stored).
   */
  contextOf(accountId: string, tenantCode: string): Promise<RequestContext | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
}
