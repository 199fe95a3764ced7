/** Announcements (spec §7 "Announcements"): platform management and the users' notices. */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { AocStatus } from './enums';
import { text } from '../kernel/text';
import { DateString, PageQuery, Timestamp, defineContract, filterOf, pageOf } from '../kernel/contract';

export const AOC_TITLE_MAX = 100;
export const AOC_CONTENT_MAX = 5_000;
/** Announcement ids are a serial (PostgreSQL integer) column: a larger id would fail the query. */
export const AOC_ID_MAX = 2_147_483_647;

/** What a user reads (spec §3: title, content with line breaks kept, publishDate; identified by aocCode). */
export const Announcement = z.object({ aocCode: z.string(), title: z.string(), content: z.string(), publishDate: z.string() });
export type Announcement = z.infer<typeof Announcement>;
export const AnnouncementListItem = Announcement.omit({ content: true });
export type AnnouncementListItem = z.infer<typeof AnnouncementListItem>;

/** What the platform manages: plus its id, status and who/when. */
export const AnnouncementAdmin = Announcement.extend({
  id: z.number().int(),
  status: AocStatus.schema,
  createdBy: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AnnouncementAdmin = z.infer<typeof AnnouncementAdmin>;
export const AnnouncementAdminListItem = AnnouncementAdmin.omit({ content: true });
export type AnnouncementAdminListItem = z.infer<typeof AnnouncementAdminListItem>;

const tag = '公告';

export const platformAocList = defineContract({
  method: 'GET',
  path: '/api/platform/aoc/list',
  tag,
  summary: '公告管理列表（全部公告，按发布日期倒序）',
  query: PageQuery.extend({ title: filterOf(text({ max: AOC_TITLE_MAX })), status: filterOf(AocStatus.schema) }),
  response: pageOf(AnnouncementAdminListItem),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const platformAocDetail = defineContract({
  method: 'GET',
  path: '/api/platform/aoc/detail/{id}',
  tag,
  summary: '公告详情（管理）',
  params: z.object({ id: z.coerce.number({ error: '公告编号无效' }).int('公告编号无效').positive('公告编号无效').max(AOC_ID_MAX, '公告编号无效') }),
  response: AnnouncementAdmin,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const platformAocStatus = defineContract({
  method: 'POST',
  path: '/api/platform/aoc/status',
  tag,
  summary: '启用或停用公告',
  body: z.object({ id: z.number({ error: '请指定公告' }).int().positive().max(AOC_ID_MAX, '公告编号无效'), status: AocStatus.schema }),
  response: AnnouncementAdmin,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const platformAocAdd = defineContract({
  method: 'POST',
  path: '/api/platform/aoc/add',
  tag,
  summary: '发布公告（发布日期当天起对用户可见）',
  body: z.object({
    title: text({ max: AOC_TITLE_MAX, name: true, required: '请输入公告标题' }),
    content: text({ max: AOC_CONTENT_MAX, required: '请输入公告内容', multiline: true }),
    publishDate: DateString,
  }),
  response: AnnouncementAdmin,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const userAocList = defineContract({
  method: 'GET',
  path: '/api/user/aoc/list',
  tag,
  summary: '公告通知列表（已启用、已到发布日期）',
  query: PageQuery.extend({ title: filterOf(text({ max: AOC_TITLE_MAX })) }),
  response: pageOf(AnnouncementListItem),
  access: 'canReadAoc',
  timeout: TIMEOUTS.default,
});

export const userAocDetail = defineContract({
  method: 'GET',
  path: '/api/user/aoc/detail/{aocCode}',
  tag,
  summary: '公告通知详情',
  params: z.object({ aocCode: text({ max: 64, required: '请指定公告' }) }),
  response: Announcement,
  access: 'canReadAoc',
  timeout: TIMEOUTS.default,
});

export const userAocLatest = defineContract({
  method: 'GET',
  path: '/api/user/aoc/latest',
  tag,
  summary: '最新公告（公告弹窗用；没有则为 null）',
  response: Announcement.nullable(),
  access: 'canReadAoc',
  timeout: TIMEOUTS.default,
});

export const announcementContracts = {
  platformAocList,
  platformAocDetail,
  platformAocStatus,
  platformAocAdd,
  userAocList,
  userAocDetail,
  userAocLatest,
};
