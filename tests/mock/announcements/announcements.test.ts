/**
 * The announcement and guide mocks: every answer validates against its contract's envelope, access
 * is checked like the server does, inputs are validated, and the visible set follows the rules
 * (enabled, published, newest first).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announcementContracts } from '../../../domain/announcements/contracts';
import { envelopeOf, type AnyContract } from '../../../domain/kernel/contract';
import { toolKitContracts } from '../../../domain/toolKit/contracts';
import { chinaDay, chinaDayStart } from '../../../domain/kernel/chinaTime';
import { DEMO_ACCOUNTS, DEMO_ANNOUNCEMENTS } from '../../../domain/demo';
import { BACKDATED_ANNOUNCEMENT_MESSAGE } from '../../../domain/announcements/rules';
import announcementMocks, { announcementsMockHandlers, newAocCode, resetAnnouncementMockState } from '../../../mock/announcements';
import toolKitMocks, { resetToolKitMockState, toolKitMockHandlers } from '../../../mock/toolKit';
import type { MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockRequest } from '../../../mock/lib/handler';

const contracts = { ...announcementContracts, ...toolKitContracts };

const DAY_MS = 24 * 3_600_000;
/** A China calendar day relative to today (publish dates are China days, like the server's). */
const chinaDayIn = (days: number) => chinaDay(new Date(chinaDayStart(chinaDay(new Date())).getTime() + days * DAY_MS + 3_600_000));
type Name = keyof typeof contracts;

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const platform = sessionOf('13800000001');
const customer = sessionOf('13800000021');

const handlers = { ...announcementsMockHandlers, ...toolKitMockHandlers };
const call = (contract: AnyContract, request: Partial<MockRequest> = {}): MockAnswer =>
  handlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, ...request });

const expectValid = (contract: AnyContract, answer: MockAnswer) => {
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
};

/** A valid request for each contract, by the account allowed to make it. */
const validRequests: Record<Name, Partial<MockRequest>> = {
  platformAocList: { query: { current: '1', pageSize: '10', title: '', status: '' }, session: platform },
  platformAocDetail: { params: { id: '1' }, session: platform },
  platformAocStatus: { body: { id: 1, status: '0' }, session: platform },
  platformAocAdd: { body: { title: '系统维护通知', content: '第一行\r\n第二行', publishDate: chinaDayIn(0) }, session: platform },
  userAocList: { query: { current: '1', pageSize: '10' }, session: customer },
  userAocDetail: { params: { aocCode: 'AOC-DEMO-0001' }, session: customer },
  userAocLatest: { session: customer },
  toolKitList: { session: customer },
  toolKitManageList: { query: { current: '1', pageSize: '10', status: '1' }, session: platform },
  toolKitSave: { body: { title: '操作视频', showMsg: '', status: '1', sortOrder: '3', downloadUrl: 'https://example.com/v.mp4' }, session: platform },
  toolKitUpdate: { body: { uniqueCode: 'TK-MOCK-0001', status: '0' }, session: platform },
};

beforeEach(() => {
  resetAnnouncementMockState();
  resetToolKitMockState();
});

describe('announcement and guide mocks', () => {
  it('cover every contract, keyed by method and colon path, as umi mocks too', () => {
    const keys = Object.values(contracts).map(contractKey).sort();
    expect(Object.keys(handlers).sort()).toEqual(keys);
    expect(Object.keys({ ...announcementMocks, ...toolKitMocks }).sort()).toEqual(keys);
  });

  it.each(Object.entries(contracts))('%s answers a valid request with a valid success envelope', (name, contract) => {
    const answer = call(contract, validRequests[name as Name]);
    expect(answer.envelope.success, answer.envelope.errorMsg).toBe(true);
    expectValid(contract, answer);
  });

  it.each(Object.entries(contracts))('%s without a session answers 10000 in a valid envelope', (_name, contract) => {
    const answer = call(contract, { body: {}, query: {} });
    expect(answer.envelope).toMatchObject({ success: false, errorCode: '10000', data: null });
    expectValid(contract, answer);
  });

  it.each(Object.entries(contracts).filter(([, c]) => c.access === 'canRoot'))(
    '%s refuses a customer (403) in a valid envelope',
    (name, contract) => {
      const answer = call(contract, { ...validRequests[name as Name], session: customer });
      expect(answer.envelope).toMatchObject({ success: false, errorCode: '403' });
      expectValid(contract, answer);
    },
  );

  it('names the field and what is allowed, in the same words as the server', () => {
    const answer = call(announcementContracts.platformAocList, { query: { current: '1', pageSize: '5000' }, session: platform });
    expect(answer.envelope).toMatchObject({ success: false, errorCode: '400' });
    expect(answer.envelope.errorMsg).toMatch(/^参数错误：pageSize 须为 1–\d+ 的整数$/);
  });

  it.each(Object.entries(contracts).filter(([, c]) => c.body || c.query || c.params))(
    '%s rejects an invalid input with a Chinese message',
    (name, contract) => {
      const session = validRequests[name as Name].session;
      const answer = call(contract, {
        body: { id: 'x', title: '', status: '9', uniqueCode: '' },
        query: { current: '0', status: '9' },
        params: { id: 'abc', aocCode: '' },
        session,
      });
      expect(answer.envelope.success).toBe(false);
      expect(answer.envelope.errorCode).toBe('400');
      expect(answer.envelope.errorMsg).toMatch(/[\u4e00-\u9fa5]/);
      expectValid(contract, answer);
    },
  );

  it('publishing keeps line breaks, and the newest published announcement becomes the latest', () => {
    const added = call(announcementContracts.platformAocAdd, {
      body: { title: '新公告', content: 'a\r\nb', publishDate: chinaDayIn(0) },
      session: platform,
    });
    const created = added.envelope.data as { aocCode: string; content: string; createdBy: string };
    expect(created.content).toBe('a\nb');
    expect(created.createdBy).toBe('平台管理员');
    const latest = call(announcementContracts.userAocLatest, { session: customer });
    expect(latest.envelope.data).toMatchObject({ aocCode: created.aocCode, content: 'a\nb' });
  });

  it('a scheduled (future) or disabled announcement is not shown to users', () => {
    const future = chinaDayIn(3);
    const added = call(announcementContracts.platformAocAdd, {
      body: { title: '定时公告', content: '内容', publishDate: future },
      session: platform,
    });
    const { aocCode } = added.envelope.data as { aocCode: string };
    const list = call(announcementContracts.userAocList, { query: {}, session: customer });
    expect((list.envelope.data as { list: { aocCode: string }[] }).list.map((a) => a.aocCode)).not.toContain(aocCode);
    expect(call(announcementContracts.userAocDetail, { params: { aocCode }, session: customer }).envelope.errorCode).toBe('404');

    call(announcementContracts.platformAocStatus, { body: { id: 2, status: '0' }, session: platform });
    const latest = call(announcementContracts.userAocLatest, { session: customer });
    expect(latest.envelope.data).toMatchObject({ aocCode: DEMO_ANNOUNCEMENTS[0].aocCode });
    const managed = call(announcementContracts.platformAocList, { query: { status: '0' }, session: platform });
    expect(managed.envelope.data).toMatchObject({ total: 1, list: [{ id: 2, status: '0' }] });
  });

  it('user list pages and hides the content; unknown ids answer 404', () => {
    const page = call(announcementContracts.userAocList, { query: { current: '2', pageSize: '1' }, session: customer });
    expect(page.envelope.data).toMatchObject({
      total: DEMO_ANNOUNCEMENTS.length,
      current: 2,
      pageSize: 1,
      list: [{ aocCode: DEMO_ANNOUNCEMENTS[0].aocCode }],
    });
    expect((page.envelope.data as { list: object[] }).list[0]).not.toHaveProperty('content');
    expect(call(announcementContracts.platformAocDetail, { params: { id: '999' }, session: platform }).envelope.errorCode).toBe('404');
  });

  it('guide items: a link or a (simulated) file; hidden items leave the user list; a link replaces a file', () => {
    const saved = call(toolKitContracts.toolKitSave, { body: { title: '上传的手册' }, session: platform });
    expectValid(toolKitContracts.toolKitSave, saved);
    expect(saved.envelope.data).toMatchObject({
      status: '1',
      fileMediaId: expect.stringMatching(/^MOCK-FILE-/),
      downloadUrl: expect.stringContaining('/consulting/file/download?objectId='),
    });
    expect(
      call(toolKitContracts.toolKitSave, { body: { title: '坏链接', downloadUrl: 'javascript:alert(1)' }, session: platform }).envelope.errorCode,
    ).toBe('400');

    call(toolKitContracts.toolKitUpdate, { body: { uniqueCode: 'TK-MOCK-0001', status: '0' }, session: platform });
    const shown = call(toolKitContracts.toolKitList, { session: customer }).envelope.data as { uniqueCode: string }[];
    expect(shown.map((item) => item.uniqueCode)).not.toContain('TK-MOCK-0001');

    const relinked = call(toolKitContracts.toolKitUpdate, {
      body: { uniqueCode: 'TK-MOCK-0001', downloadUrl: 'https://example.com/a.pdf' },
      session: platform,
    });
    expect(relinked.envelope.data).toMatchObject({ downloadUrl: 'https://example.com/a.pdf', fileMediaId: '', fileName: '', title: '平台操作手册' });
    expect(call(toolKitContracts.toolKitUpdate, { body: { uniqueCode: 'NOPE' }, session: platform }).envelope.errorCode).toBe('404');
  });

  it("refuses a backdated publish date with the server's message; today (in China) is fine", () => {
    const yesterday = call(announcementContracts.platformAocAdd, {
      body: { title: '补发公告', content: '内容', publishDate: chinaDayIn(-1) },
      session: platform,
    });
    expect(yesterday.envelope).toMatchObject({ success: false, errorCode: '400', errorMsg: BACKDATED_ANNOUNCEMENT_MESSAGE });
    expectValid(announcementContracts.platformAocAdd, yesterday);
    expect(BACKDATED_ANNOUNCEMENT_MESSAGE).toBe('参数错误：publishDate 发布日期不能早于今天');
    const today = call(announcementContracts.platformAocAdd, {
      body: { title: '今日公告', content: '内容', publishDate: chinaDayIn(0) },
      session: platform,
    });
    expect(today.envelope.success).toBe(true);
  });

  it("today is the China day: at 23:30 UTC (07:30 the next day in China) yesterday's UTC date is backdated", () => {
    vi.useFakeTimers({ now: new Date('2025-06-15T23:30:00Z') });
    try {
      const utcDay = call(announcementContracts.platformAocAdd, {
        body: { title: 'UTC 日期', content: '内容', publishDate: '2025-06-15' },
        session: platform,
      });
      expect(utcDay.envelope.errorMsg).toBe(BACKDATED_ANNOUNCEMENT_MESSAGE);
      const chinaToday = call(announcementContracts.platformAocAdd, {
        body: { title: '中国日期', content: '内容', publishDate: '2025-06-16' },
        session: platform,
      });
      expect(chinaToday.envelope.success).toBe(true);
      // Visible to users at once: published today in China.
      const latest = call(announcementContracts.userAocLatest, { session: customer });
      expect(latest.envelope.data).toMatchObject({ title: '中国日期', publishDate: '2025-06-16' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("codes are AOC + China date-time + 6 hex digits and increase with time, like the server's", () => {
    const early = newAocCode(new Date('2025-06-15T16:00:00Z'));
    expect(early).toMatch(/^AOC20250616000000[0-9A-F]{6}$/);
    expect(newAocCode(new Date('2025-06-15T16:00:01Z')) > early).toBe(true);
    const added = call(announcementContracts.platformAocAdd, {
      body: { title: '编号', content: '内容', publishDate: chinaDayIn(0) },
      session: platform,
    });
    expect((added.envelope.data as { aocCode: string }).aocCode).toMatch(/^AOC\d{14}[0-9A-F]{6}$/);
  });

  it('the publisher is a display name, never an English placeholder', () => {
    const added = call(announcementContracts.platformAocAdd, {
      body: { title: '发布人', content: '内容', publishDate: chinaDayIn(0) },
      session: platform,
    });
    expect((added.envelope.data as { createdBy: string }).createdBy).toBe('平台管理员');
    expect(JSON.stringify(added.envelope)).not.toMatch(/unknown/i);
  });
});
