import { describe, expect, it } from 'vitest';
import { AUDIT_TEXT_MAX, auditSnapshot, changedFields } from '../../../domain/auditLog/rules';

describe('auditSnapshot: what reaches the audit log', () => {
  it.each([
    ['a password', { phone: '138', password: 'x' }, { phone: '138' }],
    ['a hash at depth', { account: { passwordHash: 'h', name: '张三' } }, { account: { name: '张三' } }],
    ['tokens and secrets', { token: 't', appSecret: 's', verifyCode: '123456', ok: 1 }, { ok: 1 }],
    ['dates as ISO text', { at: new Date('2026-01-02T03:04:05Z') }, { at: '2026-01-02T03:04:05.000Z' }],
    ['arrays', [{ salt: 'x', a: 1 }], [{ a: 1 }]],
    ['nothing', undefined, null],
    ['non-finite numbers as text', { n: Number.NaN }, { n: 'NaN' }],
  ])('drops or converts %s', (_, value, expected) => {
    expect(auditSnapshot(value)).toEqual(expected);
  });

  it('cuts long text', () => {
    const snapshot = auditSnapshot({ body: 'x'.repeat(AUDIT_TEXT_MAX + 10) }) as { body: string };
    expect(snapshot.body).toHaveLength(AUDIT_TEXT_MAX + 1);
  });
});

describe('changedFields', () => {
  it.each([
    [{ a: 1, b: 2 }, { a: 1, b: 3 }, ['b']],
    [null, { a: 1 }, ['a']],
    [{ a: [1, 2] }, { a: [1, 2] }, []],
    [{ a: 1 }, null, ['a']],
  ])('%j → %j', (before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });
});
