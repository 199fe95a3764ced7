/**
 * New-user guide downloads (spec §7 GET /api/user/toolKit/list.json, the guide ball) and their
 * management by the platform (list, save and update as multipart with an optional `file` part).
 */
import * as api from '@domain/toolKit/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import { callContract, type CallOptions } from './contract';

export type { ToolKitAdminItem, ToolKitItem } from '@domain/toolKit/contracts';

/** The multipart file part of save/update: the guide document itself. */
interface ToolKitFilePart {
  file?: Blob;
}
export type ToolKitSaveInput = ContractBody<typeof api.toolKitSave> & ToolKitFilePart;
export type ToolKitUpdateInput = ContractBody<typeof api.toolKitUpdate> & ToolKitFilePart;

export const getToolKitList = (options?: CallOptions) => callContract(api.toolKitList, {}, options);

export const getToolKitManageList = (query: ContractQuery<typeof api.toolKitManageList>, options?: CallOptions) =>
  callContract(api.toolKitManageList, { query }, options);

export const saveToolKit = (body: ToolKitSaveInput, options?: CallOptions) => callContract(api.toolKitSave, { body }, options);

export const updateToolKit = (body: ToolKitUpdateInput, options?: CallOptions) => callContract(api.toolKitUpdate, { body }, options);
