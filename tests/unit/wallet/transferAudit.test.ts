/** The transfer-audit rule: pending records of others only; never one's own. */
import { describe, expect, it } from 'vitest';
import { OWN_TRANSFER_MESSAGE, canAuditTransfer, isOwnTransfer } from '../../../domain/wallet/transferAudit';
import type { TransferStatus } from '../../../domain/enums';

const record = (status: TransferStatus, accountId = 'A-21') => ({ accountId, status });

describe('canAuditTransfer', () => {
  it.each([
    // status, submitter, viewer, may audit
    ['pending', 'A-21', 'A-01', true],
    ['pending', 'A-21', 'A-21', false],
    ['approved', 'A-21', 'A-01', false],
    ['rejected', 'A-21', 'A-01', false],
    ['pending', 'A-21', undefined, false],
    ['pending', 'A-21', '', false],
    ['pending', 'A-21', null, false],
  ] as const)('%s record of %s, viewed by %s → %s', (status, submitter, viewer, expected) => {
    expect(canAuditTransfer(record(status, submitter), viewer)).toBe(expected);
  });

  it('own records are recognised by account id only', () => {
    expect(isOwnTransfer({ accountId: 'A-21' }, 'A-21')).toBe(true);
    expect(isOwnTransfer({ accountId: 'A-21' }, 'A-2')).toBe(false);
    expect(isOwnTransfer({ accountId: 'A-21' }, undefined)).toBe(false);
  });

  it("the refusal is the server's message", () => {
    expect(OWN_TRANSFER_MESSAGE).toBe('不能审核自己提交的转账记录');
  });
});
