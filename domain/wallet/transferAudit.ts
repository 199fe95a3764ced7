/**
 * Who may audit a company bank transfer record: finance approves or rejects a pending record, but
 * never one they submitted themselves (the server refuses it with OWN_TRANSFER_MESSAGE; the web app
 * hides the actions and the mocks answer like the server). Pure functions.
 */
import type { TransferStatus } from './enums';
import { canMoveTransfer } from './rules';

/** The server's refusal (errorCode "400") of an audit of one's own record. */
export const OWN_TRANSFER_MESSAGE = '不能审核自己提交的转账记录';

interface AuditedRecord {
  /** The account that submitted the record. */
  accountId: string;
  status: TransferStatus;
}

/** Whether the viewer submitted the record. */
export const isOwnTransfer = (record: Pick<AuditedRecord, 'accountId'>, viewerAccountId: string | null | undefined): boolean =>
  !!viewerAccountId && record.accountId === viewerAccountId;

/**
 * Whether the viewer may approve or reject the record: it is still pending and someone else
 * submitted it. An unknown viewer may not.
 */
export const canAuditTransfer = (record: AuditedRecord, viewerAccountId: string | null | undefined): boolean =>
  !!viewerAccountId &&
  !isOwnTransfer(record, viewerAccountId) &&
  (canMoveTransfer(record.status, 'approved') || canMoveTransfer(record.status, 'rejected'));
