/** One typed function per contract of domain/personnel/contracts.ts; options last. */
import * as api from '@domain/personnel/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type { InviteInfo, JoinRequest, PersonnelMember } from '@domain/personnel/contracts';

export const getPersonnelList = (query: ContractQuery<typeof api.personnelList>, options?: CallOptions) =>
  callContract(api.personnelList, { query }, options);

export const addPersonnel = (body: ContractBody<typeof api.personnelAdd>, options?: CallOptions) => callContract(api.personnelAdd, { body }, options);

export const updatePersonnel = (body: ContractBody<typeof api.personnelUpdate>, options?: CallOptions) =>
  callContract(api.personnelUpdate, { body }, options);

export const getInviteInfo = (query: ContractQuery<typeof api.getInviteInfo>, options?: CallOptions) =>
  callContract(api.getInviteInfo, { query }, options);

export const joinTenant = (body: ContractBody<typeof api.joinTenant>, options?: CallOptions) => callContract(api.joinTenant, { body }, options);

export const getMyJoinRequests = (options?: CallOptions) => callContract(api.myJoinRequests, {}, options);
