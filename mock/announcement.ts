/**
 * Dev mocks of domain/api/announcement.ts and domain/api/toolKit.ts (`npm run dev:mock`): the
 * demo announcements of domain/demo.ts and a few guide items, kept in memory. Like the server,
 * every call needs a session and the contract's access flag, and every input is validated with
 * the contract's schema.
 *
 * Multipart is simplified: umi's mock middleware parses the text fields into `body`, but file
 * parts do not reach the handlers, so a save without a downloadUrl stands for "a file was
 * uploaded" and gets a made-up fileMediaId.
 */
import { announcementContracts as aoc, type AnnouncementAdmin } from '../domain/api/announcement';
import type { AnyContract } from '../domain/api/contract';
import { toolKitContracts as kit, type ToolKitAdminItem } from '../domain/api/toolKit';
import { computeAccess } from '../domain/access';
import { chinaDay, formatChinaDateTime } from '../domain/chinaTime';
import { DEMO_ACCOUNTS, DEMO_ANNOUNCEMENTS } from '../domain/demo';
import { ErrorCode, fail, ok } from '../domain/errors';
import { downloadLink } from '../domain/helpers';
import { userInfoOf, type MockSession } from './lib/demoSession';
import { contractKey, parseOr, toUmiMocks, type MockAnswer, type MockHandler, type MockRequest } from './lib/handler';

/** What the server answers as createdBy: the publisher's display name. */
const DEMO_PUBLISHER = DEMO_ACCOUNTS.find((account) => account.accountId === 'A-01')?.showName ?? 'A-01';
const SEED_TIME = '2025-05-20T09:00:00.000Z';
const MOCK_FILE_NAME = '新手指引资料.pdf';

const seedAnnouncements = (): AnnouncementAdmin[] =>
  DEMO_ANNOUNCEMENTS.map((a, index) => ({
    ...a,
    id: index + 1,
    status: '1',
    createdBy: DEMO_PUBLISHER,
    createdAt: `${a.publishDate}T09:00:00.000Z`,
    updatedAt: `${a.publishDate}T09:00:00.000Z`,
  }));

const seedToolKit = (): ToolKitAdminItem[] => [
  {
    uniqueCode: 'TK-MOCK-0001',
    title: '平台操作手册',
    downloadUrl: downloadLink('MOCK-FILE-0001'),
    showMsg: '首次使用平台，请先阅读操作手册。',
    status: '1',
    fileMediaId: 'MOCK-FILE-0001',
    fileName: '平台操作手册.pdf',
    sortOrder: 0,
    createdAt: SEED_TIME,
  },
  {
    uniqueCode: 'TK-MOCK-0002',
    title: '风险评估填写示例',
    downloadUrl: 'https://example.com/guide/risk-assessment-sample.xlsx',
    showMsg: '',
    status: '1',
    fileMediaId: '',
    fileName: '',
    sortOrder: 1,
    createdAt: SEED_TIME,
  },
];

const state = { announcements: seedAnnouncements(), toolKit: seedToolKit(), sequence: 100 };

/** Back to the seed data (tests). */
export function resetAnnouncementMockState(): void {
  state.announcements = seedAnnouncements();
  state.toolKit = seedToolKit();
  state.sequence = 100;
}

const nextNumber = () => (state.sequence += 1);
/** Today as the server counts it: the China calendar day. */
const today = () => chinaDay(new Date());
const now = () => new Date().toISOString();

/** The server's refusal of a backdated announcement. */
export const BACKDATED_MESSAGE = '参数错误：publishDate 发布日期不能早于今天';

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

function pageOf<T>(items: T[], current: number, pageSize: number) {
  return { list: items.slice((current - 1) * pageSize, current * pageSize), total: items.length, current, pageSize };
}

/** Newest first: later publish date, then the later one of the same day. */
const byPublishDateDesc = (a: AnnouncementAdmin, b: AnnouncementAdmin) =>
  b.publishDate.localeCompare(a.publishDate) || b.id - a.id;

/** What users see: enabled and published (publish date today or earlier). */
const visibleAnnouncements = () =>
  state.announcements.filter((a) => a.status === '1' && a.publishDate <= today()).sort(byPublishDateDesc);

const publicView = ({ aocCode, title, content, publishDate }: AnnouncementAdmin) => ({ aocCode, title, content, publishDate });
const withoutContent = <T extends { content: string }>({ content: _content, ...rest }: T) => rest;

const notFound = (what: string): MockAnswer => ({ envelope: fail(ErrorCode.NOT_FOUND, `${what}不存在`) });

/** Like the server's guard: a session (10000), then the contract's access flag (403). */
const guarded =
  (contract: AnyContract, handle: (request: MockRequest & { session: MockSession }) => MockAnswer): MockHandler =>
  (request) => {
    if (!request.session) return { envelope: fail(ErrorCode.NOT_LOGGED_IN) };
    const access = computeAccess(userInfoOf(request.session));
    if (contract.access !== 'public' && contract.access !== 'session' && !access[contract.access]) {
      return { envelope: fail(ErrorCode.FORBIDDEN) };
    }
    return handle({ ...request, session: request.session });
  };

/** The publisher's display name, as the server answers createdBy (a phone-only session: its masked phone). */
const publisherOf = (session: MockSession) => ('account' in session ? session.account.showName : userInfoOf(session).showName);

export const announcementMockHandlers: Record<string, MockHandler> = {
  // ---- Platform management -------------------------------------------------------------------
  [contractKey(aoc.platformAocList)]: guarded(aoc.platformAocList, ({ query }) => {
    const parsed = parseOr(aoc.platformAocList.query, query);
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, title, status } = parsed.value;
    const rows = state.announcements
      .filter((a) => (!title || a.title.includes(title)) && (!status || a.status === status))
      .sort(byPublishDateDesc)
      .map(withoutContent);
    return { envelope: ok(pageOf(rows, current, pageSize)) };
  }),

  [contractKey(aoc.platformAocDetail)]: guarded(aoc.platformAocDetail, ({ params }) => {
    const parsed = parseOr(aoc.platformAocDetail.params, params);
    if ('failure' in parsed) return parsed.failure;
    const found = state.announcements.find((a) => a.id === parsed.value.id);
    return found ? { envelope: ok(found) } : notFound('公告');
  }),

  [contractKey(aoc.platformAocStatus)]: guarded(aoc.platformAocStatus, ({ body }) => {
    const parsed = parseOr(aoc.platformAocStatus.body, body);
    if ('failure' in parsed) return parsed.failure;
    const found = state.announcements.find((a) => a.id === parsed.value.id);
    if (!found) return notFound('公告');
    Object.assign(found, { status: parsed.value.status, updatedAt: now() });
    return { envelope: ok(found) };
  }),

  [contractKey(aoc.platformAocAdd)]: guarded(aoc.platformAocAdd, ({ body, session }) => {
    const parsed = parseOr(aoc.platformAocAdd.body, body);
    if ('failure' in parsed) return parsed.failure;
    // A backdated announcement would count as older than ones users have seen: it would never pop up.
    if (parsed.value.publishDate < today()) return { envelope: fail(ErrorCode.VALIDATION, BACKDATED_MESSAGE) };
    const number = nextNumber();
    const created: AnnouncementAdmin = {
      ...parsed.value,
      id: number,
      aocCode: newAocCode(),
      status: '1',
      createdBy: publisherOf(session),
      createdAt: now(),
      updatedAt: now(),
    };
    state.announcements.push(created);
    return { envelope: ok(created) };
  }),

  // ---- Users' notices --------------------------------------------------------------------------
  [contractKey(aoc.userAocList)]: guarded(aoc.userAocList, ({ query }) => {
    const parsed = parseOr(aoc.userAocList.query, query);
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, title } = parsed.value;
    const rows = visibleAnnouncements()
      .filter((a) => !title || a.title.includes(title))
      .map((a) => withoutContent(publicView(a)));
    return { envelope: ok(pageOf(rows, current, pageSize)) };
  }),

  [contractKey(aoc.userAocDetail)]: guarded(aoc.userAocDetail, ({ params }) => {
    const parsed = parseOr(aoc.userAocDetail.params, params);
    if ('failure' in parsed) return parsed.failure;
    const found = visibleAnnouncements().find((a) => a.aocCode === parsed.value.aocCode);
    return found ? { envelope: ok(publicView(found)) } : notFound('公告');
  }),

  [contractKey(aoc.userAocLatest)]: guarded(aoc.userAocLatest, () => {
    const latest = visibleAnnouncements()[0];
    return { envelope: ok(latest ? publicView(latest) : null) };
  }),

  // ---- New-user guide ----------------------------------------------------------------------------
  [contractKey(kit.toolKitList)]: guarded(kit.toolKitList, () => ({
    envelope: ok(
      state.toolKit
        .filter((item) => item.status === '1')
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map(({ uniqueCode, title, downloadUrl }) => ({ uniqueCode, title, downloadUrl })),
    ),
  })),

  [contractKey(kit.toolKitManageList)]: guarded(kit.toolKitManageList, ({ query }) => {
    const parsed = parseOr(kit.toolKitManageList.query, query);
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, title, status } = parsed.value;
    const rows = state.toolKit
      .filter((item) => (!title || item.title.includes(title)) && (!status || item.status === status))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt));
    return { envelope: ok(pageOf(rows, current, pageSize)) };
  }),

  [contractKey(kit.toolKitSave)]: guarded(kit.toolKitSave, ({ body }) => {
    const parsed = parseOr(kit.toolKitSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { downloadUrl, ...fields } = parsed.value;
    const number = nextNumber();
    // No link: the (simplified) file part was uploaded.
    const fileMediaId = downloadUrl ? '' : `MOCK-FILE-${number}`;
    const created: ToolKitAdminItem = {
      ...fields,
      uniqueCode: `TK-MOCK-${String(number).padStart(4, '0')}`,
      downloadUrl: downloadUrl || downloadLink(fileMediaId),
      fileMediaId,
      fileName: fileMediaId ? MOCK_FILE_NAME : '',
      createdAt: now(),
    };
    state.toolKit.push(created);
    return { envelope: ok(created) };
  }),

  [contractKey(kit.toolKitUpdate)]: guarded(kit.toolKitUpdate, ({ body }) => {
    const parsed = parseOr(kit.toolKitUpdate.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { uniqueCode, downloadUrl, ...changes } = parsed.value;
    const found = state.toolKit.find((item) => item.uniqueCode === uniqueCode);
    if (!found) return notFound('新手指引条目');
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    Object.assign(found, defined);
    // A link replaces the uploaded file.
    if (downloadUrl) Object.assign(found, { downloadUrl, fileMediaId: '', fileName: '' });
    return { envelope: ok(found) };
  }),
};

export default toUmiMocks(announcementMockHandlers);
