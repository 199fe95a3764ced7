/** Announcements. */
import { defineEnum } from '../kernel/enums';

/** Announcement status (spec §4: platform announcement items have a status toggle). */
export const AocStatus = defineEnum({ '1': '已启用', '0': '已停用' });
export type AocStatus = (typeof AocStatus.values)[number];
