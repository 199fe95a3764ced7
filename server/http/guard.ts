/**
 * The one guard before every contract handler. It reads the caller's state from the session and
 * asks domain/kernel/contractAccess.ts (the decision the dev mocks ask too); no handler re-implements it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyContract } from '../../domain/kernel/contract';
import { contractAccess, readsPendingAgreement, type AccessRefusal } from '../../domain/kernel/contractAccess';
import { ErrorCode } from '../../domain/errors';
import type { RequestContext } from './context';
import { BusinessError, ForbiddenError, UnauthenticatedError, type AppError } from './errors';

const refusalError = (refusal: AccessRefusal): AppError =>
  refusal === ErrorCode.NOT_LOGGED_IN
    ? new UnauthenticatedError()
    : refusal === ErrorCode.FORBIDDEN
      ? new ForbiddenError()
      : new BusinessError(refusal);

export async function guard(contract: AnyContract, request: FastifyRequest, reply: FastifyReply): Promise<RequestContext | null> {
  const { authenticator } = request.server;
  // A public contract still reads the session when there is one (its handler may use it).
  const auth = await authenticator.authenticate(request, reply);
  // Named on the request's log line (server/http/requestLog.ts), refused or not.
  if (auth) request.caller = { accountId: auth.account.accountId, tenantCode: auth.tenant?.tenantCode ?? null };
  const caller = auth && {
    userInfo: auth.userInfo,
    phoneBound: !!auth.account.phone,
    // One query, made only when the answer can change the decision.
    pendingAgreement: readsPendingAgreement(contract) && (auth.pendingAgreement ?? (await authenticator.hasPendingAgreement(auth.account.accountId))),
  };
  const decision = contractAccess(contract, caller);
  if (!decision.allowed) throw refusalError(decision.refusal);
  return auth;
}
