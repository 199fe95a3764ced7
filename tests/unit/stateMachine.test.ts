/** State machines as data (domain/kernel/stateMachine.ts) and the wallet's two machines on it, as tables. */
import { describe, expect, it } from 'vitest';
import { defineStateMachine, StateMoveError } from '../../domain/kernel/stateMachine';
import type { OrderStatus, TransferStatus } from '../../domain/enums';
import { canMoveOrder, canMoveTransfer, isRefundable, ORDER_MACHINE, TRANSFER_MACHINE } from '../../domain/wallet/rules';
import { subjectOf } from './fixtures';

const platformManager = subjectOf(['platform-manager']);
const subPlatformManager = subjectOf(['subPlatformManager']);
const customer = subjectOf(['consumer-pm']);
const pendingChannelManager = subjectOf(['channel-tenant-manager'], { tenantDTO: { type: 'channel', approvalState: 'submitted' } });

describe('order machine', () => {
  const ORDER_STATES: OrderStatus[] = ['created', 'paid', 'closed', 'refunding', 'refunded'];
  // Every (from, to) pair the server allows; everything else is refused.
  const ALLOWED: [OrderStatus, OrderStatus][] = [
    ['created', 'paid'],
    ['created', 'closed'],
    ['closed', 'paid'],
    ['paid', 'refunding'],
    ['refunding', 'refunded'],
  ];
  const pairs = ORDER_STATES.flatMap((from) => ORDER_STATES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(ALLOWED.some(([f, t]) => f === from && t === to));
  });

  it.each([
    ['created', false],
    ['paid', true],
    ['closed', false],
    ['refunding', true],
    ['refunded', false],
  ] as const)('%s refundable: %s', (status, refundable) => expect(isRefundable(status)).toBe(refundable));

  it.each([
    // state, user, the actions the UI may offer
    ['created', customer, ['close']],
    ['created', platformManager, ['close']],
    ['paid', platformManager, ['refund']],
    ['paid', subPlatformManager, []],
    ['paid', customer, []],
    ['refunding', platformManager, ['refund']],
    ['refunded', platformManager, []],
    ['closed', customer, []],
    ['paid', null, []],
  ] as const)('%s offers %j to the user', (state, user, actions) => {
    expect(ORDER_MACHINE.allowedActions(state, user).map((move) => move.action)).toEqual(actions);
  });

  it.each([
    ['created', 'refund', platformManager, '订单当前为“待支付”，不能退款'],
    ['refunded', 'refund', platformManager, '订单当前为“已退款”，不能退款'],
    ['paid', 'refund', customer, '你没有权限退款该订单'],
    ['paid', 'pay', customer, '订单当前为“已支付”，不能确认支付'],
    ['created', 'pay', customer, '你没有权限确认支付该订单'],
    ['closed', 'closed', customer, '订单当前为“已关闭”，不能改为“已关闭”'],
    ['paid', 'refund', platformManager, null],
    ['created', 'pay', null, null],
    ['closed', 'paid', null, null],
    ['created', 'close', null, null],
  ] as const)('%s --%s--> by %j: %s', (state, action, user, message) => {
    expect(ORDER_MACHINE.refusal(state, action, user)).toBe(message);
  });

  it('assertMove answers the target state or throws the Chinese refusal', () => {
    expect(ORDER_MACHINE.assertMove('paid', 'refund', platformManager)).toBe('refunding');
    expect(ORDER_MACHINE.assertMove('refunding', 'refund', platformManager)).toBe('refunded');
    expect(() => ORDER_MACHINE.assertMove('refunded', 'refund', platformManager)).toThrow(new StateMoveError('订单当前为“已退款”，不能退款'));
  });
});

describe('transfer record machine', () => {
  it.each([
    ['pending', 'approved', true],
    ['pending', 'rejected', true],
    ['pending', 'pending', false],
    ['approved', 'rejected', false],
    ['approved', 'pending', false],
    ['rejected', 'approved', false],
    ['rejected', 'pending', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => expect(canMoveTransfer(from as TransferStatus, to as TransferStatus)).toBe(allowed));

  it.each([
    ['pending', platformManager, ['approve', 'reject']],
    ['pending', subPlatformManager, ['approve', 'reject']],
    ['pending', customer, []],
    ['pending', pendingChannelManager, []],
    ['approved', platformManager, []],
    ['rejected', subPlatformManager, []],
  ] as const)('%s offers %j', (state, user, actions) => {
    expect(TRANSFER_MACHINE.allowedActions(state, user).map((move) => move.action)).toEqual(actions);
  });

  it.each([
    ['approved', 'approve', platformManager, '转账记录当前为“已通过”，不能通过'],
    ['rejected', 'reject', platformManager, '转账记录当前为“已驳回”，不能驳回'],
    ['pending', 'approve', customer, '你没有权限通过该转账记录'],
    ['pending', 'reject', subPlatformManager, null],
  ] as const)('%s --%s--> by %j: %s', (state, action, user, message) => {
    expect(TRANSFER_MACHINE.refusal(state, action, user)).toBe(message);
  });
});

describe('defineStateMachine', () => {
  const machine = defineStateMachine<'draft' | 'submitted' | 'done', 'submit' | 'finish'>({
    name: '问卷',
    states: { draft: '草稿', submitted: '已提交', done: '已完成' },
    moves: [
      { from: 'draft', to: 'submitted', action: 'submit', label: '提交', by: [{ role: 'consumer-executor' }] },
      { from: ['draft', 'submitted'], to: 'done', action: 'finish', label: '完成', by: [{ role: 'consumer-pm' }, 'system'] },
    ],
  });
  const executor = subjectOf(['consumer-executor']);
  const pm = subjectOf(['consumer-pm']);

  it.each([
    ['draft', executor, ['submit']],
    ['draft', pm, ['finish']],
    ['submitted', pm, ['finish']],
    ['submitted', executor, []],
    ['done', pm, []],
  ] as const)('%s offers %j', (state, user, actions) => {
    expect(machine.allowedActions(state, user).map((move) => move.action)).toEqual(actions);
  });

  it('checks roles only in an admitted tenant (a channel under review holds no roles yet)', () => {
    const partner = defineStateMachine<'open' | 'signed', 'sign'>({
      name: '合作协议',
      states: { open: '待签署', signed: '已签署' },
      moves: [{ from: 'open', to: 'signed', action: 'sign', label: '签署', by: [{ role: 'channel-tenant-manager' }] }],
    });
    const admitted = subjectOf(['channel-tenant-manager']);
    expect(partner.refusal('open', 'sign', admitted)).toBeNull();
    expect(partner.refusal('open', 'sign', pendingChannelManager)).toBe('你没有权限签署该合作协议');
  });

  it('lets the server make system moves, never a user through allowedActions', () => {
    expect(machine.refusal('submitted', 'finish', null)).toBeNull();
    expect(machine.refusal('draft', 'submit', null)).toBe('你没有权限提交该问卷');
    expect(machine.next('draft')).toEqual(['submitted', 'done']);
    expect(machine.label('submitted')).toBe('已提交');
  });
});
