/** One typed function per contract of domain/wallet/contracts.ts; options last. */
import * as api from '@domain/wallet/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, callContractWithDate, type CallOptions } from './contract';
import { downloadContract } from './download';

export type { BalanceTrendPoint, BillEntry, Order, PayAction, RechargeOptions, WalletSummary } from '@domain/wallet/contracts';

export const getWalletSummary = (options?: CallOptions) => callContract(api.walletSummary, {}, options);

export const getWalletTrend = (query: ContractQuery<typeof api.walletTrend>, options?: CallOptions) =>
  callContract(api.walletTrend, { query }, options);

export const getBillList = (query: ContractQuery<typeof api.billList>, options?: CallOptions) => callContract(api.billList, { query }, options);

/** Saves the bills matching `query` as an Excel file (shows the error message otherwise). */
export const exportBills = (query: ContractQuery<typeof api.billExport>) =>
  downloadContract(api.billExport, { query }, { fallbackFileName: '账单明细.xlsx' });

export const getRechargeOptions = (options?: CallOptions) => callContract(api.rechargeOptions, {}, options);

export const createOrder = (body: ContractBody<typeof api.orderCreate>, options?: CallOptions) => callContract(api.orderCreate, { body }, options);

/** The order and when the server answered (its Date header, when readable): the desk counts down on the server's clock. */
export const getOrderDetailWithDate = (orderNo: string, options?: CallOptions) =>
  callContractWithDate(api.orderDetail, { query: { orderNo } }, options);

export const getOrderList = (query: ContractQuery<typeof api.orderList>, options?: CallOptions) => callContract(api.orderList, { query }, options);

export const payOrder = (body: ContractBody<typeof api.orderPay>, options?: CallOptions) => callContract(api.orderPay, { body }, options);

export const closeOrder = (orderNo: string, options?: CallOptions) => callContract(api.orderClose, { body: { orderNo } }, options);

export const confirmSandboxPayment = (orderNo: string, options?: CallOptions) => callContract(api.sandboxConfirm, { body: { orderNo } }, options);
