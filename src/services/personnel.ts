/** One typed function per contract of domain/api/personnel.ts; options last. */
import * as api from '@domain/api/personnel';
import type { ContractBody, ContractQuery } from '@domain/api/contract';
import { callContract, type CallOptions } from './contract';

export type { InviteInfo, JoinRequest, PersonnelMember } from '@domain/api/personnel';

export const getPersonnelList = (query: ContractQuery<typeof api.personnelList>, options?: CallOptions) =>
  callContract(api.personnelList, { query }, options);

export const addPersonnel = (body: ContractBody<typeof api.personnelAdd>, options?: CallOptions) => callContract(api.personnelAdd, { body }, options);

export const updatePersonnel = (body: ContractBody<typeof api.personnelUpdate>, options?: CallOptions) =>
  callContract(api.personnelUpdate, { body }, options);

export const getInviteInfo = (query: ContractQuery<typeof api.getInviteInfo>, options?: CallOptions) =>
  callContract(api.getInviteInfo, { query }, options);

export const joinTenant = (body: ContractBody<typeof api.joinTenant>, options?: CallOptions) => callContract(api.joinTenant, { body }, options);

export const getMyJoinRequests = (options?: CallOptions) => callContract(api.myJoinRequests, {}, options);
