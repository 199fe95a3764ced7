/**
 * The one access decision before every contract: may this caller call this contract? The server
 * guard (server/http/guard.ts) asks this function and the web app's access mirrors the same flags.
 * Pure: the caller's state (read from the session rows) is passed in.
 */
import { computeAccess, isTenantAdmitted } from './access';
import type { AnyContract } from './contract';
import { commonErrors } from './commonErrors';
import type { AccessSubject } from './userInfo';

const ErrorCode = commonErrors.codes;

/** What the decision reads of a contract. */
export type ContractAccessRule = Pick<AnyContract, 'access' | 'allowUnboundPhone' | 'allowPendingAgreement'>;

/** A logged-in caller; `null` stands for "no session". */
export interface CallerState {
  /** The user info of the session (its current tenant and roles). */
  userInfo: AccessSubject;
  /** The account has a phone (accounts created through a partner login may not yet). */
  phoneBound: boolean;
  /** A newer user agreement awaits the account's acceptance. */
  pendingAgreement: boolean;
}

/** Why a call is refused, as the envelope's errorCode. */
export type AccessRefusal =
  | typeof ErrorCode.NOT_LOGGED_IN
  | typeof ErrorCode.PHONE_NOT_BOUND
  | typeof ErrorCode.MUST_AGREE_LICENCE
  | typeof ErrorCode.FORBIDDEN;

export type AccessDecision = { allowed: true } | { allowed: false; refusal: AccessRefusal };

const ALLOWED: AccessDecision = { allowed: true };
const refuse = (refusal: AccessRefusal): AccessDecision => ({ allowed: false, refusal });

/**
 * Whether the decision needs to know about a pending agreement: the server skips the lookup when
 * the answer cannot change the outcome (public contracts, contracts open during agreement).
 */
export const readsPendingAgreement = (contract: ContractAccessRule): boolean => contract.access !== 'public' && !contract.allowPendingAgreement;

/**
 * In this order: public contracts are open to anyone; otherwise a session (10000), a bound phone
 * unless the contract allows otherwise (10001), the latest agreement accepted unless the contract
 * allows otherwise (must_agreement_licences); 'session' contracts stop there (an account awaiting
 * admission may call them); an access key also needs an admitted tenant and the flag (403).
 */
export function contractAccess(contract: ContractAccessRule, caller: CallerState | null): AccessDecision {
  if (contract.access === 'public') return ALLOWED;
  if (!caller) return refuse(ErrorCode.NOT_LOGGED_IN);
  if (!caller.phoneBound && !contract.allowUnboundPhone) return refuse(ErrorCode.PHONE_NOT_BOUND);
  if (caller.pendingAgreement && readsPendingAgreement(contract)) return refuse(ErrorCode.MUST_AGREE_LICENCE);
  if (contract.access === 'session') return ALLOWED;
  // computeAccess grants canReadPublic/canReadAoc to any session, admitted or not: the tenant
  // check here is what keeps a tenant under review out of every flag-guarded contract.
  if (!isTenantAdmitted(caller.userInfo) || !computeAccess(caller.userInfo)[contract.access]) return refuse(ErrorCode.FORBIDDEN);
  return ALLOWED;
}
