/**
 * Dev mocks of domain/announcements/contracts.ts (`npm run dev:mock`): the demo announcements of
 * domain/demo.ts, kept in memory. Like the server, every call passes the access decision of
 * domain/kernel/contractAccess.ts and every input is validated with the contract's schema.
 */
import { announcementContracts as aoc, type AnnouncementAdmin } from '../domain/announcements/contracts';
import { BACKDATED_ANNOUNCEMENT_MESSAGE } from '../domain/announcements/rules';
import { chinaDay, formatChinaDateTime } from '../domain/kernel/chinaTime';
import { DEMO_ACCOUNTS, DEMO_ANNOUNCEMENTS } from '../domain/demo';
import { ErrorCode, fail, ok } from '../domain/errors';
import { contractKey, guardedSession, notFound, pageOf, parseOr, toUmiMocks, type MockCaller, type MockHandler } from './lib/handler';
import { onMockReset } from './lib/state';

/** What the server answers as createdBy: the publisher's display name. */
const DEMO_PUBLISHER = DEMO_ACCOUNTS.find((account) => account.accountId === 'A-01')?.showName ?? 'A-01';

const seedAnnouncements = (): AnnouncementAdmin[] =>
  DEMO_ANNOUNCEMENTS.map((a, index) => ({
    ...a,
    id: index + 1,
    status: '1',
    createdBy: DEMO_PUBLISHER,
    createdAt: `${a.publishDate}T09:00:00.000Z`,
    updatedAt: `${a.publishDate}T09:00:00.000Z`,
  }));

const state = { announcements: seedAnnouncements(), sequence: 100 };

/** Back to the seed data (tests). */
export function resetAnnouncementMockState(): void {
  state.announcements = seedAnnouncements();
  state.sequence = 100;
}
onMockReset(resetAnnouncementMockState);

const nextNumber = () => (state.sequence += 1);
/** Today as the server counts it: the China calendar day. */
const today = () => chinaDay(new Date());
const now = () => new Date().toISOString();

/**
 * Like the server: `AOC` + the China date-time (14 digits) + 6 random upper-case hex digits, so
 * codes increase with time (announcements of one day compare by code).
 */
export function newAocCode(at: Date = new Date()): string {
  const random = Math.floor(Math.random() * 0x1000000)
    .toString(16)
    .toUpperCase()
    .padStart(6, '0');
  return `AOC${formatChinaDateTime(at).replace(/\D/g, '')}${random}`;
}

/** Newest first: later publish date, then the later one of the same day. */
const byPublishDateDesc = (a: AnnouncementAdmin, b: AnnouncementAdmin) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id;

/** What users see: enabled and published (publish date today or earlier). */
const visibleAnnouncements = () => state.announcements.filter((a) => a.status === '1' && a.publishDate <= today()).sort(byPublishDateDesc);

const publicView = ({ aocCode, title, content, publishDate }: AnnouncementAdmin) => ({ aocCode, title, content, publishDate });
const withoutContent = <T extends { content: string }>({ content: _content, ...rest }: T) => rest;

/** The publisher's display name, as the server answers createdBy (a phone-only session: its masked phone). */
const publisherOf = (caller: MockCaller) => caller.account?.showName ?? caller.user.showName;

export const announcementsMockHandlers: Record<string, MockHandler> = {
  // ---- Platform management -------------------------------------------------------------------
  [contractKey(aoc.platformAocList)]: guardedSession(aoc.platformAocList, ({ query }) => {
    const parsed = parseOr(aoc.platformAocList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, title, status } = parsed.value;
    const rows = state.announcements
      .filter((a) => (!title || a.title.includes(title)) && (!status || a.status === status))
      .sort(byPublishDateDesc)
      .map(withoutContent);
    return { envelope: ok(pageOf(rows, { current, pageSize })) };
  }),

  [contractKey(aoc.platformAocDetail)]: guardedSession(aoc.platformAocDetail, ({ params }) => {
    const parsed = parseOr(aoc.platformAocDetail.params, params, 'params');
    if ('failure' in parsed) return parsed.failure;
    const found = state.announcements.find((a) => a.id === parsed.value.id);
    return found ? { envelope: ok(found) } : notFound('公告');
  }),

  [contractKey(aoc.platformAocStatus)]: guardedSession(aoc.platformAocStatus, ({ body }) => {
    const parsed = parseOr(aoc.platformAocStatus.body, body);
    if ('failure' in parsed) return parsed.failure;
    const found = state.announcements.find((a) => a.id === parsed.value.id);
    if (!found) return notFound('公告');
    Object.assign(found, { status: parsed.value.status, updatedAt: now() });
    return { envelope: ok(found) };
  }),

  [contractKey(aoc.platformAocAdd)]: guardedSession(aoc.platformAocAdd, ({ body, caller }) => {
    const parsed = parseOr(aoc.platformAocAdd.body, body);
    if ('failure' in parsed) return parsed.failure;
    // A backdated announcement would count as older than ones users have seen: it would never pop up.
    if (parsed.value.publishDate < today()) return { envelope: fail(ErrorCode.VALIDATION, BACKDATED_ANNOUNCEMENT_MESSAGE) };
    const number = nextNumber();
    const created: AnnouncementAdmin = {
      ...parsed.value,
      id: number,
      aocCode: newAocCode(),
      status: '1',
      createdBy: publisherOf(caller),
      createdAt: now(),
      updatedAt: now(),
    };
    state.announcements.push(created);
    return { envelope: ok(created) };
  }),

  // ---- Users' notices --------------------------------------------------------------------------
  [contractKey(aoc.userAocList)]: guardedSession(aoc.userAocList, ({ query }) => {
    const parsed = parseOr(aoc.userAocList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, title } = parsed.value;
    const rows = visibleAnnouncements()
      .filter((a) => !title || a.title.includes(title))
      .map((a) => withoutContent(publicView(a)));
    return { envelope: ok(pageOf(rows, { current, pageSize })) };
  }),

  [contractKey(aoc.userAocDetail)]: guardedSession(aoc.userAocDetail, ({ params }) => {
    const parsed = parseOr(aoc.userAocDetail.params, params, 'params');
    if ('failure' in parsed) return parsed.failure;
    const found = visibleAnnouncements().find((a) => a.aocCode === parsed.value.aocCode);
    return found ? { envelope: ok(publicView(found)) } : notFound('公告');
  }),

  [contractKey(aoc.userAocLatest)]: guardedSession(aoc.userAocLatest, () => {
    const latest = visibleAnnouncements()[0];
    return { envelope: ok(latest ? publicView(latest) : null) };
  }),
};

export default toUmiMocks(announcementsMockHandlers);
