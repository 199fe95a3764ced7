/** One typed function per contract of domain/partners/contracts.ts; options last. */
import * as api from '@domain/partners/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type { ChannelApplication, ChannelApplicationInput, InviteRel, SubChannelCustomer, SubChannelRow } from '@domain/partners/contracts';

export const getSubChannelList = (query: ContractQuery<typeof api.subChannelList>, options?: CallOptions) =>
  callContract(api.subChannelList, { query }, options);

export const checkInviteRel = (inviteCode: string, options?: CallOptions) => callContract(api.checkInviteRel, { query: { inviteCode } }, options);

/** Applies as a new channel: the company data with the business licence as the multipart part `licence`. */
export function addChannelInfo(body: ContractBody<typeof api.addChannelInfo>, licence: Blob, options?: CallOptions) {
  // The file travels as a multipart part beside the contract's text fields.
  return callContract(api.addChannelInfo, { body: { ...body, licence } as ContractBody<typeof api.addChannelInfo> }, options);
}
