/**
 * State machines declared as data (architecture §3): the states with their zh-CN labels, the
 * allowed moves, each move's action name and label, and who may make it. The server refuses any
 * other move with the machine's Chinese message; the web app shows only `allowedActions`; the
 * mocks answer like the server. Pure functions.
 *
 *   export const ORDER_MACHINE = defineStateMachine({
 *     name: '订单',
 *     states: OrderStatus.labels,
 *     moves: [{ from: 'paid', to: 'refunding', action: 'refund', label: '退款', by: [{ access: 'canRoot' }] }, …],
 *   });
 *   ORDER_MACHINE.allowedActions('paid', userInfo)   // → the moves a button may offer
 *   ORDER_MACHINE.refusal('created', 'refund', userInfo) // → '订单当前为“待支付”，不能退款'
 */
import { computeAccess, isTenantAdmitted, roleCodesOf, type AccessKey } from './access';
import type { RoleCode } from './roles';
import type { AccessSubject } from './userInfo';

/**
 * Who may make a move: an account holding a role (in an admitted tenant), an account with an
 * access flag (domain/kernel/access.ts), or `system` — the server itself (a payment confirmation, an
 * expiry), never offered to a user.
 */
export type Mover = { role: RoleCode } | { access: AccessKey } | 'system';

export interface Move<S extends string, A extends string> {
  from: S | readonly S[];
  to: S;
  action: A;
  /** zh-CN label of the action (a button's text, and the refusal message's verb). */
  label: string;
  /** Who may make it; absent = any account that may call the move's contract. */
  by?: readonly Mover[];
}

export interface StateMachineSpec<S extends string, A extends string> {
  /** zh-CN name of the thing that moves, e.g. '订单' (used in refusal messages). */
  name: string;
  /** zh-CN label of every state (an enum's `labels`). */
  states: Readonly<Record<S, string>>;
  moves: readonly Move<S, A>[];
}

/** A move refused by the machine, with its Chinese message. */
export class StateMoveError extends Error {
  override name = 'StateMoveError';
}

/** Whether `subject` (a user's info; null = the server itself) is one of `by`. */
function isMover(by: readonly Mover[] | undefined, subject: AccessSubject | null): boolean {
  if (!by) return true;
  if (!subject) return by.includes('system');
  const roles = isTenantAdmitted(subject) ? roleCodesOf(subject) : new Set<RoleCode>();
  let access: ReturnType<typeof computeAccess> | undefined;
  return by.some((mover) => {
    if (mover === 'system') return false;
    if ('role' in mover) return roles.has(mover.role);
    access ??= computeAccess(subject);
    return access[mover.access];
  });
}

export function defineStateMachine<S extends string, A extends string>(spec: StateMachineSpec<S, A>) {
  const froms = (move: Move<S, A>): readonly S[] => (typeof move.from === 'string' ? [move.from] : move.from);
  const movesFrom = (state: S) => spec.moves.filter((move) => froms(move).includes(state));
  const moveFor = (state: S, actionOrTarget: A | S) =>
    movesFrom(state).find((move) => move.action === actionOrTarget) ?? movesFrom(state).find((move) => move.to === actionOrTarget);
  const actionLabel = (actionOrTarget: A | S) =>
    spec.moves.find((move) => move.action === actionOrTarget)?.label ?? `改为“${spec.states[actionOrTarget as S] ?? actionOrTarget}”`;

  /**
   * Null when `subject` may make the move (an action or a target state) from `state`, otherwise
   * the Chinese refusal. `subject` null = the server itself (moves by 'system' or by anyone).
   */
  function refusal(state: S, actionOrTarget: A | S, subject: AccessSubject | null): string | null {
    const move = moveFor(state, actionOrTarget);
    if (!move) return `${spec.name}当前为“${spec.states[state] ?? state}”，不能${actionLabel(actionOrTarget)}`;
    if (!isMover(move.by, subject)) return `你没有权限${move.label}该${spec.name}`;
    return null;
  }

  return {
    name: spec.name,
    states: spec.states,
    moves: spec.moves,
    /** zh-CN label of a state (the code itself when unknown). */
    label: (state: string): string => spec.states[state as S] ?? state,

    /** Whether any move leads from `from` to `to` (who makes it aside). */
    canMove: (from: S, to: S): boolean => movesFrom(from).some((move) => move.to === to),

    /** The states reachable in one move. */
    next: (from: S): S[] => [...new Set(movesFrom(from).map((move) => move.to))],

    /** Whether the state offers this action (who makes it aside). */
    hasAction: (state: S, action: A): boolean => movesFrom(state).some((move) => move.action === action),

    refusal,

    /** The target state of an allowed move; throws StateMoveError with the refusal otherwise. */
    assertMove(state: S, actionOrTarget: A | S, subject: AccessSubject | null): S {
      const message = refusal(state, actionOrTarget, subject);
      if (message) throw new StateMoveError(message);
      return moveFor(state, actionOrTarget)!.to;
    },

    /** The moves `subject` may make from `state`: what the UI offers (never the server's own moves). */
    allowedActions(state: S, subject: AccessSubject | null | undefined): Move<S, A>[] {
      if (!subject) return [];
      return movesFrom(state).filter((move) => isMover(move.by, subject));
    },
  };
}

export type StateMachine<S extends string, A extends string> = ReturnType<typeof defineStateMachine<S, A>>;
