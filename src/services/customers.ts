/** One typed function per contract of domain/customers/contracts.ts; options last. */
import * as api from '@domain/customers/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type { Consultation, CustomerItem, TenantRelationItem, TenantUser } from '@domain/customers/contracts';

export const getCustomerList = (query: ContractQuery<typeof api.customerList>, options?: CallOptions) =>
  callContract(api.customerList, { query }, options);

export const createCustomer = (body: ContractBody<typeof api.customerNew>, options?: CallOptions) => callContract(api.customerNew, { body }, options);

export const addCustomInfo = (body: ContractBody<typeof api.addCustomInfo>, options?: CallOptions) =>
  callContract(api.addCustomInfo, { body }, options);

export const addConsultation = (body: ContractBody<typeof api.addConsultation>, options?: CallOptions) =>
  callContract(api.addConsultation, { body }, options);

export const getConsultationList = (query: ContractQuery<typeof api.consultationList>, options?: CallOptions) =>
  callContract(api.consultationList, { query }, options);

export const searchTenants = (query: ContractQuery<typeof api.tenantSearch>, options?: CallOptions) =>
  callContract(api.tenantSearch, { query }, options);

export const getTenantUsers = (query: ContractQuery<typeof api.tenantUserList>, options?: CallOptions) =>
  callContract(api.tenantUserList, { query }, options);

export const getTenantRelation = (query: ContractQuery<typeof api.tenantRelation> = {}, options?: CallOptions) =>
  callContract(api.tenantRelation, { query }, options);
