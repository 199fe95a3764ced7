/**
 * The one guard before every contract handler: session → phone bound → user agreement →
 * (for an access key) admitted tenant and the domain access flag. No handler re-implements it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { computeAccess, isTenantAdmitted } from '../../domain/access';
import type { AnyContract } from '../../domain/api/contract';
import { ErrorCode } from '../../domain/errors';
import type { RequestContext } from './context';
import { BusinessError, ForbiddenError, UnauthenticatedError } from './errors';

export async function guard(contract: AnyContract, request: FastifyRequest, reply: FastifyReply): Promise<RequestContext | null> {
  const { authenticator } = request.server;
  const auth = await authenticator.authenticate(request, reply);
  if (contract.access === 'public') return auth;

  if (!auth) throw new UnauthenticatedError();
  if (!auth.account.phone && !contract.allowUnboundPhone) throw new BusinessError(ErrorCode.PHONE_NOT_BOUND);
  if (!contract.allowPendingAgreement && (auth.pendingAgreement ?? (await authenticator.hasPendingAgreement(auth.account.accountId)))) {
    throw new BusinessError(ErrorCode.MUST_AGREE_LICENCE);
  }
  if (contract.access === 'session') return auth;

  if (!isTenantAdmitted(auth.userInfo) || !computeAccess(auth.userInfo)[contract.access]) throw new ForbiddenError();
  return auth;
}
