/** One typed function per contract of domain/tenantAdmin/contracts.ts; options last. */
import * as api from '@domain/tenantAdmin/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type { CertBody, ChannelInfo, ManagedAccount, TenantAdminItem } from '@domain/tenantAdmin/contracts';

export const getTenantAdminList = (query: ContractQuery<typeof api.tenantAdminList>, options?: CallOptions) =>
  callContract(api.tenantAdminList, { query }, options);

export const updateCustomApprovalState = (body: ContractBody<typeof api.updateCustomApprovalState>, options?: CallOptions) =>
  callContract(api.updateCustomApprovalState, { body }, options);

export const saveChannelInfo = (body: ContractBody<typeof api.saveChannelInfo>, options?: CallOptions) =>
  callContract(api.saveChannelInfo, { body }, options);

export const savePageConfig = (body: ContractBody<typeof api.savePageConfig>, options?: CallOptions) =>
  callContract(api.savePageConfig, { body }, options);

/** Uploads a logo (multipart part `file`) as a file of the tenant; resolves with its link. */
export function uploadTenantLogo(tenantCode: string, file: Blob, options?: CallOptions) {
  // The file travels as a multipart part beside the contract's text fields.
  const body = { tenantCode, file };
  return callContract(api.uploadTenantLogo, { body }, options);
}

export const getCertBodyList = (query: ContractQuery<typeof api.certBodyList>, options?: CallOptions) =>
  callContract(api.certBodyList, { query }, options);

export const saveCertBody = (body: ContractBody<typeof api.certBodySave>, options?: CallOptions) => callContract(api.certBodySave, { body }, options);

export const getUserListForUserManage = (query: ContractQuery<typeof api.userListForUserManage>, options?: CallOptions) =>
  callContract(api.userListForUserManage, { query }, options);

export const updateUser = (body: ContractBody<typeof api.accountUpdate>, options?: CallOptions) => callContract(api.accountUpdate, { body }, options);
