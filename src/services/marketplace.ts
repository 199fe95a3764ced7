/** One typed function per contract of domain/projects/marketplaceContracts.ts; options last. */
import * as api from '@domain/projects/marketplaceContracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type { MarketCustomer, MarketGroupItem, MarketTemplate } from '@domain/projects/marketplaceContracts';

export const getMarketTemplates = (query: ContractQuery<typeof api.marketTemplateList> = {}, options?: CallOptions) =>
  callContract(api.marketTemplateList, { query }, options);

export const getValidTemplateOptions = (options?: CallOptions) => callContract(api.marketAllValidTemplateList, {}, options);

export const getTenantListForProject = (query: ContractQuery<typeof api.marketTenantListForProject> = {}, options?: CallOptions) =>
  callContract(api.marketTenantListForProject, { query }, options);

export const saveProjectGroup = (body: ContractBody<typeof api.marketSaveGroup>, options?: CallOptions) =>
  callContract(api.marketSaveGroup, { body }, options);

export const getProjectGroupList = (query: ContractQuery<typeof api.marketGroupList>, options?: CallOptions) =>
  callContract(api.marketGroupList, { query }, options);

export const withdrawProjectGroup = (body: ContractBody<typeof api.marketGroupWithdraw>, options?: CallOptions) =>
  callContract(api.marketGroupWithdraw, { body }, options);
