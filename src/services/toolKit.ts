/** The guide downloads the new-user guide ball lists (spec §7 GET /api/user/toolKit/list.json). */
import { toolKitList, type ToolKitItem } from '../../domain/api/toolKit';
import { callContract, type CallOptions } from './contract';

export type { ToolKitItem };

export const getToolKitList = (options?: CallOptions) => callContract(toolKitList, {}, options);
