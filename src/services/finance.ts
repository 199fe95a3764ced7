/** One typed function per contract of domain/wallet/financeContracts.ts; options last. */
import * as api from '@domain/wallet/financeContracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';
import { downloadContract } from './download';

export type { PlatformOrder, TransferRecord, TransferRecordAdmin } from '@domain/wallet/financeContracts';

export const submitTransfer = (body: ContractBody<typeof api.transferSubmit>, options?: CallOptions) =>
  callContract(api.transferSubmit, { body }, options);

export const getMyTransfers = (query: ContractQuery<typeof api.transferMyList>, options?: CallOptions) =>
  callContract(api.transferMyList, { query }, options);

export const getTransferList = (query: ContractQuery<typeof api.transferList>, options?: CallOptions) =>
  callContract(api.transferList, { query }, options);

export const updateTransferStatus = (body: ContractBody<typeof api.transferUpdateStatus>, options?: CallOptions) =>
  callContract(api.transferUpdateStatus, { body }, options);

export const getPlatformOrderList = (query: ContractQuery<typeof api.platformOrderList>, options?: CallOptions) =>
  callContract(api.platformOrderList, { query }, options);

/** Saves the orders matching `query` as an Excel file (shows the error message otherwise). */
export const exportPlatformOrders = (query: ContractQuery<typeof api.platformOrderExport>) =>
  downloadContract(api.platformOrderExport, { query }, { fallbackFileName: '订单列表.xlsx' });

export const refundPlatformOrder = (body: ContractBody<typeof api.platformOrderRefund>, options?: CallOptions) =>
  callContract(api.platformOrderRefund, { body }, options);

export const sendWelcomeGift = (body: ContractBody<typeof api.sendWelcomeGift>, options?: CallOptions) =>
  callContract(api.sendWelcomeGift, { body }, options);
