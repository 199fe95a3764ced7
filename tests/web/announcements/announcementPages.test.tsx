// @vitest-environment jsdom
/**
 * The announcement pages: management list (rows, detail, toggling after a confirmation, the ways
 * to publish and to the guide), the publish form (Chinese refusals, what it sends), the guide
 * management (rows, confirmation, file checks, files downloaded through the contract, a confirmation
 * before a link replaces an uploaded file) and the users' notices (page 1 of 10, detail). Heavy
 * forms render slowly in jsdom on a shared machine: every wait uses `slow`, like the other page tests.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as aocApi from '@domain/announcements/contracts';
import { fileDownload } from '@domain/files/contracts';
import type { AnnouncementAdmin } from '@domain/announcements/contracts';
import * as toolKitApi from '@domain/toolKit/contracts';
import type { ToolKitAdminItem } from '@domain/toolKit/contracts';
import { UPLOAD_PROBLEM_MESSAGES } from '@domain/files/rules';
import Announcement from '@/pages/Announcements/Announcement';
import AnnouncementManagement, { GUIDE_PATH, PUBLISH_PATH } from '@/pages/Announcements/AnnouncementManagement';
import Guide from '@/pages/ToolKit/Guide';
import { FILE_REQUIRED_MESSAGE, keepCheckedFile } from '@/pages/ToolKit/Guide/components/GuideFileField';
import { REPLACE_FILE_OK_TEXT, REPLACE_FILE_TITLE, toolKitBodyOf } from '@/pages/ToolKit/Guide/components/ToolKitFormModal';
import Publish, { LIST_PATH, PUBLISH_DATE_HINT } from '@/pages/Announcements/AnnouncementManagement/Publish';
import { requestConfig } from '@/requestErrorConfig';
import { failure, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, historyCalls, installRequest, requestsTo } from '../umiFake';
import { chinaDay } from '@domain/kernel/chinaTime';

// Heavy antd/ProComponents pages render slowly in jsdom on a shared machine.
vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

const admin = (id: number, status: '1' | '0', title: string, content = '第一行\n第二行'): AnnouncementAdmin => ({
  id,
  aocCode: `AOC-${id}`,
  title,
  content,
  publishDate: '2025-06-01',
  status,
  createdBy: 'A-01',
  createdAt: '2025-06-01T09:00:00.000Z',
  updatedAt: '2025-06-01T09:00:00.000Z',
});
const ROWS = [admin(2, '1', '积分说明'), admin(1, '0', '平台上线公告')];
const listRow = ({ content: _c, ...row }: AnnouncementAdmin) => row;
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, current: 1, pageSize: 10 });

/** A button by its text (antd spaces two-character labels: "确 定"); role queries are slow on big tables. */
const button = (text: RegExp) => screen.getByText(text, { selector: 'button *' }).closest('button')!;
const okButton = () => button(/^确\s*定$/);
/** Today as the server counts it: the China calendar day, whatever the test machine's zone. */
const today = () => chinaDay(new Date());

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

/**
 * What the pages sent to `contract`, one entry per request: the query (GET) or body (POST; a
 * multipart body as its fields), and whether the page kept errors from the app's handler
 * (skipErrorHandler) to show them itself.
 */
const sent = (contract: ContractLike) =>
  requestsTo(contract).map((request) => {
    const payload = contract.method === 'GET' ? request.params : request.data;
    return [payload instanceof FormData ? Object.fromEntries(payload.entries()) : payload, request.skipErrorHandler === true];
  });

beforeEach(() => {
  answers.clear();
  answers.set(aocApi.platformAocList, ok(pageOf(ROWS.map(listRow))));
  answers.set(aocApi.platformAocStatus, (request) => {
    const { id, status } = request.data as { id: number; status: '1' | '0' };
    return ok({ ...ROWS.find((r) => r.id === id)!, status });
  });
  installRequest(requestConfig, answerContracts(answers));
});

describe('AnnouncementManagement list', () => {
  it('renders the rows of the service with Chinese columns and status labels from the domain', async () => {
    render(<AnnouncementManagement />);
    expect(await screen.findByText('积分说明', {}, slow)).toBeTruthy();
    expect(screen.getByText('平台上线公告')).toBeTruthy();
    for (const title of ['标题', '发布日期', '状态', '操作']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getAllByText('已启用').length).toBeGreaterThan(0);
    expect(screen.getAllByText('已停用').length).toBeGreaterThan(0);
    expect(sent(aocApi.platformAocList)).toContainEqual([expect.objectContaining({ current: 1, pageSize: 10 }), true]);
  });

  it('disabling asks for confirmation first, then calls the service and reloads', async () => {
    render(<AnnouncementManagement />);
    const row = (await screen.findByText('积分说明', {}, slow)).closest('tr')!;
    fireEvent.click(within(row).getByText('停用'));
    expect(await screen.findByText('确定停用这条公告？', {}, slow)).toBeTruthy();
    expect(sent(aocApi.platformAocStatus)).toHaveLength(0);
    fireEvent.click(okButton());
    await waitFor(() => expect(sent(aocApi.platformAocStatus)).toContainEqual([{ id: 2, status: '0' }, false]), slow);
    await waitFor(() => expect(sent(aocApi.platformAocList)).toHaveLength(2), slow);
    expect(await screen.findByText('已停用', { selector: '.ant-message *' }, slow)).toBeTruthy();
  });

  it('enabling asks too, and cancelling changes nothing', async () => {
    render(<AnnouncementManagement />);
    const row = (await screen.findByText('平台上线公告', {}, slow)).closest('tr')!;
    fireEvent.click(within(row).getByText('启用'));
    expect(await screen.findByText('确定启用这条公告？', {}, slow)).toBeTruthy();
    fireEvent.click(button(/^取\s*消$/));
    // The change would start in the confirmation's OK handler; once it is hidden nothing else can.
    const popover = screen.getByText('确定启用这条公告？').closest('.ant-popover')!;
    await waitFor(() => expect(popover.className).toContain('ant-popover-hidden'), slow);
    expect(sent(aocApi.platformAocStatus)).toHaveLength(0);
  });

  it('the detail drawer shows the content as text with its line breaks', async () => {
    answers.set(aocApi.platformAocDetail, ok(admin(2, '1', '积分说明', '<b>不是粗体</b>\n第二行')));
    render(<AnnouncementManagement />);
    fireEvent.click(await screen.findByText('积分说明', {}, slow));
    const content = await screen.findByTestId('announcement-content', {}, slow);
    expect(requestsTo(aocApi.platformAocDetail).map((request) => [request.url, request.skipErrorHandler === true])).toContainEqual([
      '/api/platform/aoc/detail/2',
      false,
    ]);
    expect(content.textContent).toBe('<b>不是粗体</b>\n第二行');
    expect(content.querySelector('b')).toBeNull();
    expect(content.style.whiteSpace).toBe('pre-wrap');
    // 09:00 UTC is 17:00 in China.
    expect(screen.getAllByText('2025-06-01 17:00:00').length).toBe(2);
  });

  it('"发布公告" and "新手指引" lead to their pages', async () => {
    render(<AnnouncementManagement />);
    await screen.findByText('积分说明', {}, slow);
    fireEvent.click(button(/^发布公告$/));
    fireEvent.click(button(/^新手指引$/));
    expect(historyCalls.map((call) => call.path)).toEqual([PUBLISH_PATH, GUIDE_PATH]);
  });

  it('a failed load shows the error with a retry', async () => {
    let failNext = true;
    answers.set(aocApi.platformAocList, () => {
      if (!failNext) return ok(pageOf(ROWS.map(listRow)));
      failNext = false;
      return { error: { message: 'Network Error' } };
    });
    render(<AnnouncementManagement />);
    expect(await screen.findByText('列表加载失败', {}, slow)).toBeTruthy();
    fireEvent.click(button(/^重\s*试$/));
    expect(await screen.findByText('积分说明', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('列表加载失败')).toBeNull(), slow);
  });
});

describe('Publish form', () => {
  const submit = () => fireEvent.click(button(/^发布公告$/));

  it('refuses an empty title and content with Chinese messages', async () => {
    render(<Publish />);
    submit();
    expect(await screen.findByText('请输入公告标题', {}, slow)).toBeTruthy();
    expect(screen.getByText('请输入公告内容')).toBeTruthy();
    expect(sent(aocApi.platformAocAdd)).toHaveLength(0);
  });

  it('a title of spaces only is empty too; the date defaults to today with the scheduling hint', async () => {
    render(<Publish />);
    fireEvent.change(screen.getByPlaceholderText('请输入公告标题'), { target: { value: '   ' } });
    submit();
    expect(await screen.findByText('请输入公告标题', {}, slow)).toBeTruthy();
    expect((screen.getByPlaceholderText(/请选择/) as HTMLInputElement).value).toBe(today());
    expect(screen.getByText(PUBLISH_DATE_HINT)).toBeTruthy();
  });

  it('sends title, content with its line breaks and today, then goes back to the list', async () => {
    answers.set(aocApi.platformAocAdd, ok(admin(3, '1', '维护通知')));
    render(<Publish />);
    fireEvent.change(screen.getByPlaceholderText('请输入公告标题'), { target: { value: '维护通知' } });
    fireEvent.change(screen.getByPlaceholderText(/请输入公告内容/), { target: { value: '今晚维护\n请提前保存' } });
    submit();
    await waitFor(
      () => expect(sent(aocApi.platformAocAdd)).toContainEqual([{ title: '维护通知', content: '今晚维护\n请提前保存', publishDate: today() }, false]),
      slow,
    );
    await waitFor(() => expect(historyCalls.at(-1)?.path).toBe(LIST_PATH), slow);
    expect(await screen.findByText('公告已发布', {}, slow)).toBeTruthy();
  });

  it('a failed publish keeps the form and stays on the page', async () => {
    answers.set(aocApi.platformAocAdd, failure('400', '参数错误'));
    render(<Publish />);
    fireEvent.change(screen.getByPlaceholderText('请输入公告标题'), { target: { value: '维护通知' } });
    fireEvent.change(screen.getByPlaceholderText(/请输入公告内容/), { target: { value: '内容' } });
    submit();
    await waitFor(() => expect(sent(aocApi.platformAocAdd).length).toBeGreaterThan(0), slow);
    expect(historyCalls).toHaveLength(0);
    expect((screen.getByPlaceholderText('请输入公告标题') as HTMLInputElement).value).toBe('维护通知');
  });
});

const item = (uniqueCode: string, title: string, status: '1' | '0', extra: Partial<ToolKitAdminItem> = {}): ToolKitAdminItem => ({
  uniqueCode,
  title,
  downloadUrl: 'https://example.com/a.pdf',
  showMsg: '',
  status,
  fileMediaId: '',
  fileName: '',
  sortOrder: 0,
  createdAt: '2025-06-01T09:00:00.000Z',
  ...extra,
});

describe('Guide management', () => {
  beforeEach(() => {
    answers.set(
      toolKitApi.toolKitManageList,
      ok(
        pageOf([
          item('TK-1', '平台操作手册', '1', { fileMediaId: 'F1', fileName: '手册.pdf', downloadUrl: '/consulting/file/download?objectId=F1' }),
          item('TK-2', '填写示例', '0'),
        ]),
      ),
    );
    answers.set(toolKitApi.toolKitUpdate, ok(item('TK-1', '平台操作手册', '0')));
  });

  it('lists the items with their file or link, and hiding one asks first', async () => {
    // The file comes without a name of its own: it is saved under the one the page gives. The save
    // goes through a temporary link: record it instead of letting jsdom follow it.
    answers.set(fileDownload, { data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<Guide />);
    // An uploaded file downloads through the download contract on click (errors as messages, never JSON in a tab).
    const document = await screen.findByRole('button', { name: /手册\.pdf/ }, slow);
    expect(document.closest('a')).toBeNull();
    fireEvent.click(document);
    await waitFor(() => expect(sent(fileDownload).map(([query]) => query)).toContainEqual({ objectId: 'F1' }), slow);
    await waitFor(() => expect(saved).toEqual(['手册.pdf']), slow);
    expect(screen.getByText('https://example.com/a.pdf')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('平台操作手册：显示'));
    expect(await screen.findByText('确定隐藏这条新手指引？', {}, slow)).toBeTruthy();
    expect(sent(toolKitApi.toolKitUpdate)).toHaveLength(0);
    fireEvent.click(okButton());
    await waitFor(() => expect(sent(toolKitApi.toolKitUpdate)).toContainEqual([{ uniqueCode: 'TK-1', status: '0' }, false]), slow);
  });

  it('a new item needs a title and a file', async () => {
    render(<Guide />);
    await screen.findByText('手册.pdf', {}, slow);
    fireEvent.click(button(/^新增指引$/));
    // The modal form moves its buttons into the footer after mounting: click the settled one.
    await waitFor(() => expect(button(/^保\s*存$/).closest('.ant-modal-footer')).not.toBeNull(), slow);
    fireEvent.click(button(/^保\s*存$/));
    expect(await screen.findByText('请输入标题', {}, slow)).toBeTruthy();
    expect(screen.getByText(FILE_REQUIRED_MESSAGE)).toBeTruthy();
    expect(sent(toolKitApi.toolKitSave)).toHaveLength(0);
  });

  it('creating with a chosen file sends it as the multipart file; a refused file is not kept', async () => {
    answers.set(toolKitApi.toolKitSave, ok(item('TK-3', '操作视频', '1')));
    render(<Guide />);
    await screen.findByText('手册.pdf', {}, slow);
    fireEvent.click(button(/^新增指引$/));
    await waitFor(() => expect(button(/^保\s*存$/).closest('.ant-modal-footer')).not.toBeNull(), slow);
    fireEvent.change(screen.getByPlaceholderText('请输入标题'), { target: { value: '操作视频' } });
    // The upload re-creates its input after each choice.
    const input = () => document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['MZ'], 'run.exe')] } });
    expect(await screen.findByText(UPLOAD_PROBLEM_MESSAGES.type, {}, slow)).toBeTruthy();
    expect(screen.queryByText('run.exe')).toBeNull();
    const file = new File(['%PDF'], '操作说明.pdf', { type: 'application/pdf' });
    fireEvent.change(input(), { target: { files: [file] } });
    expect(await screen.findByText('操作说明.pdf', {}, slow)).toBeTruthy();
    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(sent(toolKitApi.toolKitSave)).toHaveLength(1), slow);
    // A multipart body: every field travels as text beside the file.
    const [fields] = sent(toolKitApi.toolKitSave)[0] as [Record<string, unknown>, boolean];
    expect(fields).toMatchObject({ title: '操作视频', status: '1', sortOrder: '0', showMsg: '' });
    expect(fields.file).toBeInstanceOf(File);
    expect((fields.file as File).name).toBe('操作说明.pdf');
    expect(fields).not.toHaveProperty('downloadUrl');
    await waitFor(() => expect(sent(toolKitApi.toolKitManageList)).toHaveLength(2), slow);
  });

  it('turning an item with an uploaded file into a link asks before saving (the file would be deleted)', async () => {
    const confirmTitle = { selector: '.ant-modal-confirm-title' };
    render(<Guide />);
    await screen.findByText('手册.pdf', {}, slow);
    const row = screen.getByText('平台操作手册').closest('tr')!;
    fireEvent.click(within(row).getByText('编辑'));
    await waitFor(() => expect(button(/^保\s*存$/).closest('.ant-modal-footer')).not.toBeNull(), slow);
    fireEvent.click(screen.getByLabelText('外部链接'));
    fireEvent.change(await screen.findByPlaceholderText('https://', {}, slow), { target: { value: 'https://example.com/new.pdf' } });
    const save = () => fireEvent.click(button(/^保\s*存$/));

    save();
    expect(await screen.findByText(REPLACE_FILE_TITLE, confirmTitle, slow)).toBeTruthy();
    expect(screen.getByText(/将删除已上传的文件「手册\.pdf」/)).toBeTruthy();
    expect(sent(toolKitApi.toolKitUpdate)).toHaveLength(0);
    fireEvent.click(button(/^返回修改$/));
    await waitFor(() => expect(screen.queryByText(REPLACE_FILE_TITLE, confirmTitle)).toBeNull(), slow);
    expect(sent(toolKitApi.toolKitUpdate)).toHaveLength(0);
    // The dialog may leave before the form's save ends: a loading button ignores the click.
    await waitFor(() => expect(button(/^保\s*存$/).classList.contains('ant-btn-loading')).toBe(false), slow);

    save();
    expect(await screen.findByText(REPLACE_FILE_TITLE, confirmTitle, slow)).toBeTruthy();
    fireEvent.click(button(new RegExp(`^${REPLACE_FILE_OK_TEXT}$`)));
    await waitFor(() => expect(sent(toolKitApi.toolKitUpdate)).toHaveLength(1), slow);
    expect(sent(toolKitApi.toolKitUpdate)[0][0]).toMatchObject({ uniqueCode: 'TK-1', downloadUrl: 'https://example.com/new.pdf' });
  });

  it('editing a link item saves without asking', async () => {
    const confirmTitle = { selector: '.ant-modal-confirm-title' };
    render(<Guide />);
    await screen.findByText('手册.pdf', {}, slow);
    const row = screen.getByText('填写示例').closest('tr')!;
    fireEvent.click(within(row).getByText('编辑'));
    await waitFor(() => expect(button(/^保\s*存$/).closest('.ant-modal-footer')).not.toBeNull(), slow);
    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(sent(toolKitApi.toolKitUpdate)).toHaveLength(1), slow);
    expect(screen.queryByText(REPLACE_FILE_TITLE, confirmTitle)).toBeNull();
  });

  it('files are checked before they are kept, with the Chinese reason', () => {
    expect(keepCheckedFile({ name: '手册.pdf', size: 10 })).toBe(false);
    expect(keepCheckedFile({ name: 'run.exe', size: 10 })).not.toBe(false);
    expect(keepCheckedFile({ name: 'empty.pdf', size: 0 })).not.toBe(false);
    return waitFor(() => expect(document.body.textContent).toContain(UPLOAD_PROBLEM_MESSAGES.type), slow);
  });

  it('sends a link for a link item and the chosen file for a file item', () => {
    const file = new File(['x'], '手册.pdf');
    const base = { title: 'T', showMsg: '', sortOrder: 2, status: '1' as const };
    expect(toolKitBodyOf({ ...base, source: 'link', downloadUrl: 'https://example.com/x' })).toEqual({
      ...base,
      downloadUrl: 'https://example.com/x',
    });
    expect(toolKitBodyOf({ ...base, source: 'file', file: [{ uid: '1', name: '手册.pdf', originFileObj: file as never }] })).toEqual({
      ...base,
      file,
    });
  });
});

describe('Announcement (notices)', () => {
  it('asks for page 1 of 10 and opens a notice in an 800-wide dialog with its line breaks', async () => {
    answers.set(aocApi.userAocList, ok(pageOf([{ aocCode: 'AOC-2', title: '积分说明', publishDate: '2025-06-01' }])));
    answers.set(aocApi.userAocDetail, ok({ aocCode: 'AOC-2', title: '积分说明', publishDate: '2025-06-01', content: '<script>x</script>\n第二行' }));
    render(<Announcement />);
    fireEvent.click(await screen.findByText('积分说明', {}, slow));
    expect(sent(aocApi.userAocList)).toContainEqual([{ current: 1, pageSize: 10, title: '' }, true]);
    const content = await screen.findByTestId('announcement-content', {}, slow);
    expect(requestsTo(aocApi.userAocDetail).map((request) => [request.url, request.skipErrorHandler === true])).toContainEqual([
      '/api/user/aoc/detail/AOC-2',
      false,
    ]);
    expect(content.textContent).toBe('<script>x</script>\n第二行');
    expect(document.querySelector('script')).toBeNull();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
  });

  it('says so when there is nothing', async () => {
    answers.set(aocApi.userAocList, ok(pageOf([])));
    render(<Announcement />);
    expect(await screen.findByText('暂无公告', {}, slow)).toBeTruthy();
  });
});
