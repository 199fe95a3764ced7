/** The guide tool kit. */
import { defineEnum } from '../kernel/enums';

/** Tool kit item status (spec §3: default '1'). */
export const ToolKitStatus = defineEnum({ '1': '显示', '0': '隐藏' });
export type ToolKitStatus = (typeof ToolKitStatus.values)[number];
