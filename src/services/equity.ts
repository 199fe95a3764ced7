/** Account equity (/accountEquity; the review tab of /serviceManage): levels, my level and applications, apply, withdraw, review. */
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import * as api from '@domain/equity/contracts';
import { callContract, type CallOptions } from './contract';

export type { EquityApplication, EquityApplyInput, EquityGrant, EquityLevelInfo, EquityReviewInput, MyEquity } from '@domain/equity/contracts';

export const getEquityLevels = (options?: CallOptions) => callContract(api.equityLevels, {}, options);

export const getMyEquity = (options?: CallOptions) => callContract(api.myEquity, {}, options);

export const applyEquity = (body: ContractBody<typeof api.applyEquity>, options?: CallOptions) => callContract(api.applyEquity, { body }, options);

export const withdrawEquity = (applicationCode: string, options?: CallOptions) =>
  callContract(api.withdrawEquity, { body: { applicationCode } }, options);

export const getPlatformEquityList = (query: ContractQuery<typeof api.platformEquityList>, options?: CallOptions) =>
  callContract(api.platformEquityList, { query }, options);

export const reviewEquity = (body: ContractBody<typeof api.reviewEquity>, options?: CallOptions) => callContract(api.reviewEquity, { body }, options);
