/** New-user guide downloads (spec §3 "Tool kit item", §7). Management calls come with the announcements issue. */
import { z } from 'zod';
import { TIMEOUTS } from '../constants';
import { defineContract } from './contract';

export const ToolKitItem = z.object({ uniqueCode: z.string(), title: z.string(), downloadUrl: z.string() });
export type ToolKitItem = z.infer<typeof ToolKitItem>;

export const toolKitList = defineContract({
  method: 'GET',
  path: '/api/user/toolKit/list.json',
  tag: '新手指引',
  summary: '新手指引下载列表（启用的条目）',
  response: z.array(ToolKitItem),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const toolKitContracts = { toolKitList };
