/**
 * Company bank transfers: a customer or channel account submits a record (amount, payer,
 * transfer date, voucher file); the platform's finance approves or rejects it once. The audit
 * locks the record; approval credits the submitter's wallet (type 'transfer',
 * idempotencyKeys.transferApproved) in the same transaction, so a record credits at most once.
 */
import type { TransferRecord, TransferRecordAdmin } from '../../../domain/wallet/financeContracts';
import type { TenantType, TransferStatus } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import { canMoveTransfer, canSubmitTransfer, formatPointsDelta, idempotencyKeys, TRANSFER_SUBMIT_REFUSALS } from '../../../domain/wallet/rules';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { TransferRecordRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError, NotFoundError, ValidationError } from '../../http/errors';
import { tenantScope } from '../../tenancy';
import type { FileService } from '../files';
import type { AccountDirectory } from '../identity';
import type { LedgerService } from './ledger';
import type { WalletConfig } from './orders';
import type { WalletRepository } from './repository';
import {
  accountScope,
  iso,
  isoOrNull,
  isUniqueViolation,
  keywordOwners,
  newRecordCode,
  ownerNames,
  shanghaiToday,
  type AccountScope,
  type Page,
} from './shared';
import type { TransferFilter } from './transferRepository';

export interface TransferSubmission {
  amount: number;
  payerName: string;
  payerAccount: string;
  payerBank: string;
  transferDate: string;
  voucherObjectId: string;
  remark: string;
}

function toTransferRecord(row: TransferRecordRow, voucherFileName: string | null): TransferRecord {
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

/** A record with the names of its account, tenant and auditor (from identity's directory). */
interface TransferWithOwner {
  record: TransferRecordRow;
  accountName: string;
  accountPhone: string | null;
  tenantZhName: string;
  tenantType: TenantType;
  auditorName: string | null;
}

function toTransferAdmin(row: TransferWithOwner, voucherFileName: string | null): TransferRecordAdmin {
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
  /** Identity's directory (app.accountDirectory): names of submitters, tenants and auditors, and who a keyword matches. */
  accountDirectory: Pick<AccountDirectory, 'matching' | 'accountNames' | 'tenantNames'>;
}

export function createTransferService(deps: TransferServiceDeps) {
  const { repos, clock, ledger, fileService, config, accountDirectory } = deps;

  /** Voucher file names of these records (a removed file: no name). */
  const voucherNames = (records: readonly TransferRecordRow[]) => fileService.namesOf(records.map((record) => record.voucherObjectId));

  /** Finance's view of these records: owner, tenant and auditor names and voucher file names, in three lookups. */
  async function adminView(records: readonly TransferRecordRow[]): Promise<TransferRecordAdmin[]> {
    const [names, vouchers] = await Promise.all([
      ownerNames(
        accountDirectory,
        records.flatMap((record) => [record.accountId, record.auditedBy]),
        records.map((record) => record.tenantCode),
      ),
      voucherNames(records),
    ]);
    return records.map((record) => {
      const account = names.accounts.get(record.accountId);
      const tenant = names.tenants.get(record.tenantCode);
      const row: TransferWithOwner = {
        record,
        accountName: account?.showName ?? '',
        accountPhone: account?.phone ?? null,
        tenantZhName: tenant?.tenantZhName ?? '',
        // The foreign key keeps the tenant; 'customer' only if it were ever gone.
        tenantType: tenant?.type ?? 'customer',
        auditorName: record.auditedBy ? (names.accounts.get(record.auditedBy)?.showName ?? null) : null,
      };
      return toTransferAdmin(row, vouchers.get(record.voucherObjectId) ?? null);
    });
  }

  return {
    async submit(auth: RequestContext, body: TransferSubmission): Promise<TransferRecord> {
      if (!canSubmitTransfer(auth.userInfo)) throw new BusinessError(ErrorCode.TRANSFER_NOT_ALLOWED);
      if (body.amount < config.RECHARGE_MIN_POINTS) throw new ValidationError(`参数错误：amount 转账金额不能少于 ${config.RECHARGE_MIN_POINTS}`);
      if (body.amount > config.RECHARGE_MAX_POINTS) throw new ValidationError(`参数错误：amount 转账金额不能超过 ${config.RECHARGE_MAX_POINTS}`);
      const now = clock.now();
      if (body.transferDate > shanghaiToday(now)) throw new ValidationError(TRANSFER_SUBMIT_REFUSALS.futureTransferDate);
      const repo = repos.repo.transfers;
      const file = await fileService.findOwn(tenantScope(auth), body.voucherObjectId);
      const voucher = file?.purpose === 'transferVoucher' ? file : undefined;
      if (!voucher) throw new ValidationError(TRANSFER_SUBMIT_REFUSALS.voucherMissing);
      const voucherUsed = () => new ValidationError(TRANSFER_SUBMIT_REFUSALS.voucherUsed);
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
      const query = { ...filter, keywordOwners: await keywordOwners(accountDirectory, filter.keyword) };
      const { rows, total } = await repos.repo.transfers.crossAccount().list(query, page);
      return { list: await adminView(rows), total, current: page.current, pageSize: page.pageSize };
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
      const [record] = await adminView([(await repos.repo.transfers.crossAccount().byCode(body.recordCode))!]);
      return record;
    },
  };
}
