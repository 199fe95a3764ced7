/** Service authorization (/accredit): channels, their authorizations, authorize or change, withdraw. */
import * as api from '@domain/authorizations/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type { AuthorizationInput, AuthorizationRow, ChannelOption } from '@domain/authorizations/contracts';

export const getAllChannels = (query: ContractQuery<typeof api.channelListAll> = {}, options?: CallOptions) =>
  callContract(api.channelListAll, { query }, options);

export const getChannelPurchaseInfo = (query: ContractQuery<typeof api.getChannelPurchaseInfo>, options?: CallOptions) =>
  callContract(api.getChannelPurchaseInfo, { query }, options);

export const updatePurchaseInfo = (body: ContractBody<typeof api.updatePurchaseInfo>, options?: CallOptions) =>
  callContract(api.updatePurchaseInfo, { body }, options);

export const withdrawAuthorization = (authorizationCode: string, options?: CallOptions) =>
  callContract(api.withdrawAuthorization, { body: { authorizationCode } }, options);
