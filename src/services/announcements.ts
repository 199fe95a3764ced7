/** One typed function per contract of domain/announcements/contracts.ts (spec §7 "Announcements"); options last. */
import * as api from '@domain/announcements/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type {
  Announcement,
  AnnouncementAdmin,
  AnnouncementAdminListItem,
  AnnouncementListItem,
} from '@domain/announcements/contracts';

// ---- Platform management (canRoot) ---------------------------------------------------------------
export const getPlatformAocList = (query: ContractQuery<typeof api.platformAocList>, options?: CallOptions) =>
  callContract(api.platformAocList, { query }, options);

export const getPlatformAocDetail = (id: number, options?: CallOptions) => callContract(api.platformAocDetail, { params: { id } }, options);

export const setPlatformAocStatus = (body: ContractBody<typeof api.platformAocStatus>, options?: CallOptions) =>
  callContract(api.platformAocStatus, { body }, options);

export const addPlatformAoc = (body: ContractBody<typeof api.platformAocAdd>, options?: CallOptions) =>
  callContract(api.platformAocAdd, { body }, options);

// ---- Users' notices (canReadAoc) ------------------------------------------------------------------
export const getUserAocList = (query: ContractQuery<typeof api.userAocList>, options?: CallOptions) =>
  callContract(api.userAocList, { query }, options);

export const getUserAocDetail = (aocCode: string, options?: CallOptions) => callContract(api.userAocDetail, { params: { aocCode } }, options);

/** The latest visible announcement, or null (the announcement modal). */
export const getLatestAoc = (options?: CallOptions) => callContract(api.userAocLatest, {}, options);
