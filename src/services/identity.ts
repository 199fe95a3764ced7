/** One typed function per contract of domain/identity/contracts.ts; options last. */
import * as api from '@domain/identity/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export const getVerifyCode = (body: ContractBody<typeof api.getVerifyCode>, options?: CallOptions) =>
  callContract(api.getVerifyCode, { body }, options);

export const loginByPhone = (body: ContractBody<typeof api.loginByPhone>, options?: CallOptions) => callContract(api.loginByPhone, { body }, options);

export const logout = (options?: CallOptions) => callContract(api.logout, {}, options);

export const bindPhone = (body: ContractBody<typeof api.binding>, options?: CallOptions) => callContract(api.binding, { body }, options);

export const getUserInfo = (options?: CallOptions) => callContract(api.getUserInfo, {}, options);

export const getLatestLicence = (query: ContractQuery<typeof api.latestLicence>, options?: CallOptions) =>
  callContract(api.latestLicence, { query }, options);

export const agreeLicence = (body: ContractBody<typeof api.agreementLicences>, options?: CallOptions) =>
  callContract(api.agreementLicences, { body }, options);

export const chooseTenant = (body: ContractBody<typeof api.chooseTenant>, options?: CallOptions) => callContract(api.chooseTenant, { body }, options);

export const getMyMemberships = (options?: CallOptions) => callContract(api.myMemberships, {}, options);
