/** Mock downloads (Excel exports answered as CSV) of the wallet and finance contracts, and file downloads. */
import { computeAccess } from '../../domain/access';
import type { AnyContract } from '../../domain/api/contract';
import { financeContracts as fin } from '../../domain/api/finance';
import { fileContracts as files } from '../../domain/api/files';
import { walletContracts as wal } from '../../domain/api/wallet';
import { LedgerType, OrderStatus, PayChannel } from '../../domain/enums';
import { fail, ErrorCode } from '../../domain/errors';
import { canDownloadFile } from '../../domain/files';
import { contractKey, parseOr, type MockAnswer, type MockRequest } from './handler';
import { store, timeText, type Caller, callerOf, inRange, matches, newestFirst, refresh } from './walletStore';

// ---- Downloads --------------------------------------------------------------------------------------------
export interface MockFile {
  file: { fileName: string; contentType: string; body: Buffer };
}
export type MockDownloadHandler = (request: MockRequest) => MockAnswer | MockFile;

export const csvCell = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;
/** A UTF-8 CSV with BOM (Excel opens it with the Chinese intact). */
export function csv(fileName: string, header: string[], rows: unknown[][]): MockFile {
  const text = [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
  return { file: { fileName, contentType: 'text/csv; charset=utf-8', body: Buffer.from(`\uFEFF${text}`, 'utf8') } };
}
export const guardedDownload =
  (contract: AnyContract, handle: (request: MockRequest & { caller: Caller }) => MockAnswer | MockFile): MockDownloadHandler =>
  (request) => {
    const caller = callerOf(contract, request);
    return 'envelope' in caller ? caller : handle({ ...request, caller });
  };

export const walletMockDownloads: Record<string, MockDownloadHandler> = {
  [contractKey(wal.billExport)]: guardedDownload(wal.billExport, ({ caller, query }) => {
    const parsed = parseOr(wal.billExport.query, query);
    if ('failure' in parsed) return parsed.failure;
    const entries = (store.ledgers.get(caller.account.accountId) ?? []).filter(
      (e) => (!parsed.value.type || e.type === parsed.value.type) && inRange(e.createdAt, parsed.value),
    );
    return csv(
      '账单明细.csv',
      ['时间', '类型', '积分变动', '变动后余额', '说明', '关联订单', '转账记录'],
      newestFirst(entries).map((e) => [
        timeText(e.createdAt),
        LedgerType.label(e.type),
        e.amount,
        e.balanceAfter,
        e.reason,
        e.orderNo,
        e.recordCode,
      ]),
    );
  }),
  [contractKey(fin.platformOrderExport)]: guardedDownload(fin.platformOrderExport, ({ query }) => {
    const parsed = parseOr(fin.platformOrderExport.query, query);
    if ('failure' in parsed) return parsed.failure;
    const { status, channel, keyword } = parsed.value;
    const list = store.orders
      .map(refresh)
      .filter(
        (o) =>
          (!status || o.status === status) &&
          (!channel || o.channel === channel) &&
          inRange(o.createdAt, parsed.value) &&
          matches(keyword, o.orderNo, o.accountName, o.accountPhone, o.tenantZhName),
      );
    return csv(
      '订单列表.csv',
      ['订单号', '机构', '账号', '手机号', '积分', '金额（元）', '状态', '支付方式', '创建时间'],
      newestFirst(list).map((o) => [
        o.orderNo,
        o.tenantZhName,
        o.accountName,
        o.accountPhone,
        o.points,
        (o.amountFen / 100).toFixed(2),
        OrderStatus.label(o.status),
        PayChannel.label(o.channel),
        timeText(o.createdAt),
      ]),
    );
  }),
  [contractKey(files.fileDownload)]: guardedDownload(files.fileDownload, ({ caller, query }) => {
    const parsed = parseOr(files.fileDownload.query, query);
    if ('failure' in parsed) return parsed.failure;
    const stored = store.files.get(parsed.value.objectId);
    const viewer = { tenantCode: caller.account.tenantCode, access: computeAccess(caller.user) };
    if (!stored || !canDownloadFile(stored, viewer)) return { envelope: fail(ErrorCode.NOT_FOUND, '文件不存在或无权下载') };
    return { file: { fileName: stored.fileName, contentType: stored.contentType, body: stored.bytes } };
  }),
};
