import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, AnnouncementAdmin, AnnouncementAdminListItem, AnnouncementListItem } from '../../../domain/announcements/contracts';
import { DEMO_ANNOUNCEMENTS } from '../../../domain/demo';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PLATFORM_MANAGER = '13800000001';
const NOT_PLATFORM = { subPlatformManager: '13800000002', channelManager: '13800000011', customerPm: '13800000021' };
const READERS = [
  '13800000001',
  '13800000002',
  '13800000003',
  '13800000011',
  '13800000014',
  '13800000021',
  '13800000024',
  '13800000031',
  '13800000041',
];
const PENDING_CHANNEL_MANAGER = '13800000015';
const [DEMO_1, DEMO_2] = DEMO_ANNOUNCEMENTS;
/** 2025-06-02 09:00 in Shanghai is the harness clock's start; these are instants around the next midnight there. */
const START_MS = Date.parse('2025-06-02T01:00:00Z');
const LAST_MS_OF_JUNE_2_IN_CHINA = Date.parse('2025-06-02T15:59:59.999Z');
const JUNE_3_MIDNIGHT_IN_CHINA = Date.parse('2025-06-02T16:00:00.000Z');

type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

describe.each(DRIVERS)('announcements (%s)', (driver) => {
  let t: TestApp;

  /** A fresh login at the clock's current time (moving the clock can outlive older sessions). */
  async function as(phone: string): Promise<TestClient> {
    const client = t.client();
    expect((await client.loginWithPassword(phone)).body.success, `login ${phone}`).toBe(true);
    return client;
  }
  const latest = async () => (await (await as(NOT_PLATFORM.customerPm)).get<Announcement | null>('/api/user/aoc/latest')).body;
  const userList = async (query: Record<string, string> = {}) =>
    (await (await as(NOT_PLATFORM.customerPm)).get<Page<AnnouncementListItem>>('/api/user/aoc/list', query)).body;
  const userDetail = async (aocCode: string) =>
    (await as(NOT_PLATFORM.customerPm)).get<Announcement>(`/api/user/aoc/detail/${encodeURIComponent(aocCode)}`);
  const platformList = async (query: Record<string, string> = {}) =>
    (await (await as(PLATFORM_MANAGER)).get<Page<AnnouncementAdminListItem>>('/api/platform/aoc/list', query)).body;
  const add = async (body: Record<string, unknown>) => (await as(PLATFORM_MANAGER)).post<AnnouncementAdmin>('/api/platform/aoc/add', body);
  const setStatus = async (id: number, status: string) =>
    (await as(PLATFORM_MANAGER)).post<AnnouncementAdmin>('/api/platform/aoc/status', { id, status });
  const demoId = async (aocCode: string) => (await platformList({ pageSize: '200' })).data.list.find((item) => item.aocCode === aocCode)!.id;

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it('shows users the published announcements, newest first, with line breaks kept', async () => {
    expect(await latest()).toEqual({ success: true, data: { ...DEMO_2 }, errorCode: '200', errorMsg: '' });
    expect((await latest()).data!.content).toContain('\n');
    expect((await userList()).data).toEqual({
      list: [DEMO_2, DEMO_1].map(({ aocCode, title, publishDate }) => ({ aocCode, title, publishDate })),
      total: 2,
      current: 1,
      pageSize: 10,
    });
    expect((await userList({ title: '积分' })).data.list.map((item) => item.aocCode)).toEqual([DEMO_2.aocCode]);
    expect((await userList({ title: '' })).data.total).toBe(2);
    expect((await userList({ pageSize: '1', current: '2' })).data.list.map((item) => item.aocCode)).toEqual([DEMO_1.aocCode]);
    expect((await userDetail(DEMO_1.aocCode)).body.data).toEqual({ ...DEMO_1 });
  });

  it('answers an unknown aocCode with 404 公告不存在', async () => {
    const res = await userDetail('AOC-NOPE');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, data: null, errorCode: '404', errorMsg: '公告不存在' });
  });

  it.each(READERS)('lets %s (an admitted member) read the announcements', async (phone) => {
    const client = await as(phone);
    expect((await client.get('/api/user/aoc/latest')).body).toMatchObject({ success: true, data: { aocCode: DEMO_2.aocCode } });
    expect((await client.get('/api/user/aoc/list')).body).toMatchObject({ success: true, data: { total: 2 } });
    expect((await client.get(`/api/user/aoc/detail/${DEMO_1.aocCode}`)).body).toMatchObject({ success: true });
  });

  it('refuses a member of a tenant not yet admitted (403) and a visitor without session (10000)', async () => {
    expect((await (await as(PENDING_CHANNEL_MANAGER)).get('/api/user/aoc/latest')).body).toMatchObject({ success: false, errorCode: '403' });
    expect((await t.client().get('/api/user/aoc/latest')).body).toMatchObject({ success: false, errorCode: '10000' });
  });

  it('publishes an announcement for tomorrow that users see from midnight in China, not before', async () => {
    const res = await add({
      title: '  系统维护通知  ',
      content: '今晚 22:00 维护。\r\n预计 2 小时。\r\n\r\n——平台运营中心',
      publishDate: '2025-06-03',
    });
    expect(res.body.success).toBe(true);
    const created = res.body.data;
    expect(created).toEqual({
      id: expect.any(Number),
      aocCode: expect.stringMatching(/^AOC20250602090000[0-9A-F]{6}$/),
      title: '系统维护通知',
      content: '今晚 22:00 维护。\n预计 2 小时。\n\n——平台运营中心',
      publishDate: '2025-06-03',
      status: '1',
      createdBy: '平台管理员',
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    expect((await platformList()).data.list[0]).toMatchObject({ id: created.id, aocCode: created.aocCode, status: '1' });

    for (const ms of [START_MS, LAST_MS_OF_JUNE_2_IN_CHINA]) {
      t.clock.ms = ms;
      expect((await latest()).data!.aocCode).toBe(DEMO_2.aocCode);
      expect((await userList()).data.list.map((item) => item.aocCode)).not.toContain(created.aocCode);
      const hidden = await userDetail(created.aocCode);
      expect(hidden.status).toBe(404);
      expect(hidden.body.errorMsg).toBe('公告不存在');
    }

    t.clock.ms = JUNE_3_MIDNIGHT_IN_CHINA;
    expect((await latest()).data).toEqual({ aocCode: created.aocCode, title: '系统维护通知', content: created.content, publishDate: '2025-06-03' });
    expect((await userList()).data.list[0].aocCode).toBe(created.aocCode);
    expect((await userDetail(created.aocCode)).body.data.content).toBe(created.content);
  });

  it('hides a disabled announcement from users and shows it again when re-enabled', async () => {
    t.clock.ms = JUNE_3_MIDNIGHT_IN_CHINA + 3_600_000;
    const target = (await platformList()).data.list[0];
    const disabled = await setStatus(target.id, '0');
    expect(disabled.body.data).toMatchObject({ id: target.id, status: '0', updatedAt: t.clock.now().toISOString(), createdAt: target.createdAt });

    expect((await userDetail(target.aocCode)).status).toBe(404);
    expect((await latest()).data!.aocCode).toBe(DEMO_2.aocCode);
    expect((await userList()).data.total).toBe(2);
    expect((await platformList({ status: '0' })).data.list.map((item) => item.aocCode)).toEqual([target.aocCode]);
    const detail = await (await as(PLATFORM_MANAGER)).get<AnnouncementAdmin>(`/api/platform/aoc/detail/${target.id}`);
    expect(detail.body.data).toMatchObject({ aocCode: target.aocCode, status: '0', content: '今晚 22:00 维护。\n预计 2 小时。\n\n——平台运营中心' });

    expect((await setStatus(target.id, '1')).body.data.status).toBe('1');
    expect((await latest()).data!.aocCode).toBe(target.aocCode);
  });

  it('takes the later-created of two announcements of the same day as the latest; codes are unique', async () => {
    t.clock.ms = Date.parse('2025-06-10T02:00:00Z');
    const first = (await add({ title: '同日公告一', content: '一', publishDate: '2025-06-10' })).body.data;
    t.clock.advance(60_000);
    const second = (await add({ title: '同日公告二', content: '二', publishDate: '2025-06-10' })).body.data;
    // A backdated one would never pop up (older than what users have seen): refused.
    expect((await add({ title: '补发的旧公告', content: '旧', publishDate: '2025-06-09' })).body).toMatchObject({
      success: false,
      errorCode: '400',
      errorMsg: '参数错误：publishDate 发布日期不能早于今天',
    });
    expect(first.aocCode).not.toBe(second.aocCode);
    expect((await latest()).data!.aocCode).toBe(second.aocCode);
    expect((await userList()).data.list.map((item) => item.title)).toEqual(['同日公告二', '同日公告一', '系统维护通知', DEMO_2.title, DEMO_1.title]);
  });

  it('lists every announcement for the platform, newest first, filtered and paged, without content', async () => {
    await setStatus(await demoId(DEMO_1.aocCode), '0');
    const all = await platformList();
    expect(all.data.total).toBe(5);
    expect(all.data.list.map((item) => item.publishDate)).toEqual(['2025-06-10', '2025-06-10', '2025-06-03', '2025-06-01', '2025-05-20']);
    expect(all.data.list[4]).toMatchObject({ aocCode: DEMO_1.aocCode, status: '0', createdBy: '平台管理员' });
    expect(all.data.list.every((item) => !('content' in item))).toBe(true);
    expect((await platformList({ status: '0' })).data.list.map((item) => item.aocCode)).toEqual([DEMO_1.aocCode]);
    expect((await platformList({ status: '1', title: '同日' })).data.total).toBe(2);
    expect((await platformList({ title: '_' })).data.total).toBe(0);
    expect((await platformList({ pageSize: '4', current: '2' })).data.list.map((item) => item.aocCode)).toEqual(
      all.data.list.slice(4).map((item) => item.aocCode),
    );
    await setStatus(await demoId(DEMO_1.aocCode), '1');
  });

  it('refuses invalid input with the Chinese message naming the field', async () => {
    const platform = await as(PLATFORM_MANAGER);
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ content: '内容', publishDate: '2025-06-10' }, '参数错误：title 请输入公告标题'],
      [{ title: '标题', content: ' ', publishDate: '2025-06-10' }, '参数错误：content 请输入公告内容'],
      [{ title: '标题', content: '内容', publishDate: '2025-02-30' }, '参数错误：publishDate 日期不存在'],
      [{ title: '标题', content: '内容', publishDate: '2025/06/10' }, /^参数错误：publishDate 日期格式应为 YYYY-MM-DD/],
      [{ title: '标题', content: '内容' }, '参数错误：publishDate 请选择日期'],
      [{ title: '标题', content: '内容', publishDate: '0000-01-01' }, '参数错误：publishDate 日期须在 2000-01-01 至 2099-12-31 之间'],
      [{ title: '长'.repeat(101), content: '内容', publishDate: '2025-06-10' }, '参数错误：title 不能超过 100 个字符'],
    ];
    for (const [body, message] of cases) {
      const res = await platform.post('/api/platform/aoc/add', body);
      expect(res.body).toMatchObject({
        success: false,
        errorCode: '400',
        errorMsg: typeof message === 'string' ? message : expect.stringMatching(message),
      });
    }

    expect((await platform.get('/api/platform/aoc/detail/abc')).body).toMatchObject({ errorCode: '400', errorMsg: '参数错误：id 公告编号无效' });
    const missing = await platform.get('/api/platform/aoc/detail/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorCode: '404', errorMsg: '公告不存在' });
    expect((await platform.post('/api/platform/aoc/status', { id: 999999, status: '0' })).body).toMatchObject({
      errorCode: '404',
      errorMsg: '公告不存在',
    });
    expect((await platform.post('/api/platform/aoc/status', { id: 1, status: '2' })).body).toMatchObject({ errorCode: '400' });
    expect((await platform.post('/api/platform/aoc/status', { status: '0' })).body.errorMsg).toBe('参数错误：id 请指定公告');
    // ids beyond PostgreSQL's integer (the serial column) are refused before the query, not a 500.
    for (const id of ['2147483648', '9999999999999']) {
      const detail = await platform.get(`/api/platform/aoc/detail/${id}`);
      expect([detail.status, detail.body]).toMatchObject([200, { errorCode: '400', errorMsg: '参数错误：id 公告编号无效' }]);
      const status = await platform.post('/api/platform/aoc/status', { id: Number(id), status: '0' });
      expect([status.status, status.body]).toMatchObject([200, { errorCode: '400', errorMsg: '参数错误：id 公告编号无效' }]);
    }
    expect((await platform.get('/api/platform/aoc/detail/2147483647')).body).toMatchObject({ errorCode: '404', errorMsg: '公告不存在' });
    expect((await platform.post('/api/platform/aoc/status', { id: 2147483647, status: '0' })).body).toMatchObject({
      errorCode: '404',
      errorMsg: '公告不存在',
    });
    expect((await platformList()).data.total).toBe(5);
  });

  it.each(Object.entries(NOT_PLATFORM))('answers 403 to the %s on every platform call and changes nothing', async (_role, phone) => {
    const client = await as(phone);
    const id = await demoId(DEMO_2.aocCode);
    expect((await client.get('/api/platform/aoc/list')).body).toMatchObject({ success: false, errorCode: '403' });
    expect((await client.get(`/api/platform/aoc/detail/${id}`)).body).toMatchObject({ success: false, errorCode: '403' });
    expect((await client.post('/api/platform/aoc/status', { id, status: '0' })).body).toMatchObject({ success: false, errorCode: '403' });
    expect((await client.post('/api/platform/aoc/add', { title: '越权', content: '越权', publishDate: '2025-06-01' })).body).toMatchObject({
      success: false,
      errorCode: '403',
    });
    const all = await platformList();
    expect(all.data.total).toBe(5);
    expect(all.data.list.find((item) => item.id === id)!.status).toBe('1');
  });

  it('answers null as the latest when nothing is visible', async () => {
    for (const item of (await platformList({ pageSize: '200' })).data.list) await setStatus(item.id, '0');
    expect(await latest()).toEqual({ success: true, data: null, errorCode: '200', errorMsg: '' });
    expect((await userList()).data).toEqual({ list: [], total: 0, current: 1, pageSize: 10 });
  });
});
