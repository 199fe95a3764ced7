/**
 * Company bank transfers: a customer or channel account submits a record (amount, payer,
 * transfer date, voucher file); the platform's finance approves or rejects it once. The audit
 * locks the record; approval credits the submitter's wallet (type 'transfer',
 * idempotencyKeys.transferApproved) in the same transaction, so a record credits at most once.
 */
import type { TransferRecord, TransferRecordAdmin } from '../../../domain/api/finance';
import type { TransferStatus } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import { canMoveTransfer, canSubmitTransfer, formatPointsDelta, idempotencyKeys } from '../../../domain/wallet';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { TransferRecordRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError, NotFoundError, ValidationError } from '../../http/errors';
import { tenantScope } from '../../tenancy';
import type { FileService } from '../files';
import type { LedgerService } from './ledger';
import type { WalletConfig } from './orders';
import { accountScope, iso, isoOrNull, newRecordCode, shanghaiToday, type AccountScope, type Page, isUniqueViolation } from './shared';
import type { WalletRepository } from './repository';
import type { TransferFilter, TransferWithOwner } from './transferRepository';

export interface TransferSubmission {
  amount: number;
  payerName: string;
  payerAccount: string;
  payerBank: string;
  transferDate: string;
  voucherObjectId: string;
  remark: string;
}

export function toTransferRecord(row: TransferRecordRow, voucherFileName: string | null): TransferRecord {
  return {
    recordCode: row.recordCode,
    amount: row.amount,
    payerName: row.payerName,
    payerAccount: row.payerAccount,
    payerBank: row.payerBank,
    transferDate: row.transferDate,
    voucherObjectId: row.voucherObjectId,
    voucherFileName: voucherFileName ?? '',
    remark: row.remark,
    status: row.status,
    auditRemark: row.auditRemark,
    auditedAt: isoOrNull(row.auditedAt),
    createdAt: iso(row.createdAt),
  };
}

export function toTransferAdmin(row: TransferWithOwner, voucherFileName: string | null): TransferRecordAdmin {
  return {
    ...toTransferRecord(row.record, voucherFileName),
    accountId: row.record.accountId,
    accountName: row.accountName,
    accountPhone: row.accountPhone ?? '',
    tenantCode: row.record.tenantCode,
    tenantZhName: row.tenantZhName,
    tenantType: row.tenantType,
    auditorName: row.auditorName ?? '',
  };
}

export interface TransferServiceDeps {
  repos: Repositories<WalletRepository>;
  clock: Clock;
  ledger: LedgerService;
  /** The files module's service: vouchers are uploaded files of the submitter's tenant. */
  fileService: Pick<FileService, 'findOwn' | 'namesOf' | 'sameContentIds'>;
  config: Pick<WalletConfig, 'RECHARGE_MIN_POINTS' | 'RECHARGE_MAX_POINTS'>;
}

export function createTransferService(deps: TransferServiceDeps) {
  const { repos, clock, ledger, fileService, config } = deps;

  /** Voucher file names of these records (a removed file: no name). */
  const voucherNames = (records: readonly TransferRecordRow[]) => fileService.namesOf(records.map((record) => record.voucherObjectId));

  return {
    async submit(auth: RequestContext, body: TransferSubmission): Promise<TransferRecord> {
      if (!canSubmitTransfer(auth.userInfo)) throw new BusinessError(ErrorCode.TRANSFER_NOT_ALLOWED);
      if (body.amount < config.RECHARGE_MIN_POINTS) throw new ValidationError(`参数错误：amount 转账金额不能少于 ${config.RECHARGE_MIN_POINTS}`);
      if (body.amount > config.RECHARGE_MAX_POINTS) throw new ValidationError(`参数错误：amount 转账金额不能超过 ${config.RECHARGE_MAX_POINTS}`);
      const now = clock.now();
      if (body.transferDate > shanghaiToday(now)) throw new ValidationError('参数错误：transferDate 转账日期不能晚于今天');
      const repo = repos.repo.transfers;
      const file = await fileService.findOwn(tenantScope(auth), body.voucherObjectId);
      const voucher = file?.purpose === 'transferVoucher' ? file : undefined;
      if (!voucher) throw new ValidationError('参数错误：voucherObjectId 转账凭证不存在，请重新上传');
      const voucherUsed = () => new ValidationError('参数错误：voucherObjectId 该转账凭证已用于其他转账记录，请上传新的凭证');
      // One bank receipt backs one live transfer, even when the same content was uploaded again.
      if (await repo.crossAccount().voucherUsed(await fileService.sameContentIds(voucher.objectId))) throw voucherUsed();
      // The unique index on voucher_object_id settles two submissions racing past the check above.
      const row = await repo
        .forAccount(accountScope(auth))
        .insert({
          recordCode: newRecordCode(now),
          tenantCode: tenantScope(auth).tenantCode,
          amount: body.amount,
          payerName: body.payerName,
          payerAccount: body.payerAccount,
          payerBank: body.payerBank,
          transferDate: body.transferDate,
          voucherObjectId: voucher.objectId,
          remark: body.remark,
          status: 'pending',
          createdAt: now,
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? voucherUsed() : error;
        });
      return toTransferRecord(row, voucher.fileName);
    },

    async myList(scope: AccountScope, status: TransferStatus | undefined, page: Page) {
      const { rows, total } = await repos.repo.transfers.forAccount(scope).list(status, page);
      const names = await voucherNames(rows);
      return {
        list: rows.map((row) => toTransferRecord(row, names.get(row.voucherObjectId) ?? null)),
        total,
        current: page.current,
        pageSize: page.pageSize,
      };
    },

    async list(filter: TransferFilter, page: Page) {
      const { rows, total } = await repos.repo.transfers.crossAccount().list(filter, page);
      const names = await voucherNames(rows.map((row) => row.record));
      return {
        list: rows.map((row) => toTransferAdmin(row, names.get(row.record.voucherObjectId) ?? null)),
        total,
        current: page.current,
        pageSize: page.pageSize,
      };
    },

    /** Approves (credits once) or rejects a pending record; a second audit answers 13004. */
    async updateStatus(
      auth: RequestContext,
      body: { recordCode: string; status: 'approved' | 'rejected'; auditRemark: string },
    ): Promise<TransferRecordAdmin> {
      const auditorId = auth.account.accountId;
      await repos.transaction(async ({ transfers }, tx) => {
        const repo = transfers.crossAccount();
        const record = await repo.lock(body.recordCode);
        if (!record) throw new NotFoundError('转账记录不存在');
        if (!canMoveTransfer(record.status, body.status)) throw new BusinessError(ErrorCode.TRANSFER_ALREADY_AUDITED);
        if (record.accountId === auditorId) throw new BusinessError(ErrorCode.VALIDATION, '不能审核自己提交的转账记录');
        const now = clock.now();
        await repo.audit(record.recordCode, { status: body.status, auditRemark: body.auditRemark, auditedBy: auditorId, auditedAt: now });
        if (body.status === 'approved') {
          await ledger.move(tx, {
            accountId: record.accountId,
            type: 'transfer',
            amount: record.amount,
            idempotencyKey: idempotencyKeys.transferApproved(record.recordCode),
            reason: `对公转账 ${formatPointsDelta(record.amount)} 积分（${record.payerName}）`,
            recordCode: record.recordCode,
            tenantCode: record.tenantCode,
            operatorAccountId: auditorId,
          });
        }
      });
      const row = (await repos.repo.transfers.crossAccount().withOwner(body.recordCode))!;
      const names = await voucherNames([row.record]);
      return toTransferAdmin(row, names.get(row.record.voucherObjectId) ?? null);
    },
  };
}
