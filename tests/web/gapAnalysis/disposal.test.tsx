// @vitest-environment jsdom
/**
 * 差距分析处置 (/gapDisposal/:projectCode): the gaps paged on the server with the filters sent as
 * query fields, overdue marked, the edit drawer refusing an incomplete disposal with Chinese
 * messages (nothing sent) and saving a complete one with the uploaded evidence, and finish asking
 * first, labelled from GAP_DISPOSAL_MACHINE.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import GapDisposal, { EDIT_TEXT } from '@/pages/GapDisposal';
import { MESSAGES, SAVE_TEXT } from '@/pages/GapDisposal/components/DisposalDrawer';
import * as gapService from '@/services/gapAnalysis';
import { setHashPath, setRouteParams } from '../umiFake';
import { disposalItem, PROJECT } from './fixtures';

vi.mock('@/services/gapAnalysis', () => ({
  getGapReports: vi.fn(),
  downloadGapReportDocx: vi.fn(async () => true),
  getGapDisposals: vi.fn(),
  saveGapDisposal: vi.fn(),
  moveGapDisposal: vi.fn(),
}));
vi.mock('@/services/files', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/services/files')>()),
  uploadFile: vi.fn(),
  downloadFile: vi.fn(async () => true),
}));
const gap = vi.mocked(gapService);

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 10_000 };
// antd puts a space between two CJK characters of a button.
const SAVE_BUTTON = new RegExp(SAVE_TEXT.split('').join(String.raw`\s*`));

const page = (
  list = [
    disposalItem(),
    disposalItem({
      gapKey: 'G2',
      ref: '8.13',
      title: 'A.8.13 信息备份',
      overdue: true,
      dueDate: '2026-10-01',
      ownerName: '客户执行人',
      ownerAccountId: 'A-23',
      plan: '补做演练',
      status: 'in-handle',
      evidence: [{ objectId: 'OBJ-EV-1', fileName: '演练记录.pdf' }],
    }),
  ],
) => ({
  list,
  total: list.length,
  current: 1,
  pageSize: 10,
  categories: [{ key: 'clause-6', name: '第 6 章 策划' }],
  members: [{ accountId: 'A-23', showName: '客户执行人' }],
});

function open() {
  setHashPath(`/gapDisposal/${PROJECT}`);
  setRouteParams({ projectCode: PROJECT });
  render(<GapDisposal />);
}

beforeEach(() => {
  vi.clearAllMocks();
  gap.getGapDisposals.mockResolvedValue(page());
});

describe('差距分析处置', () => {
  it('lists the gaps paged on the server and marks the overdue one', async () => {
    open();
    expect(await screen.findByText('6.1.2 信息安全风险评估', {}, slow)).toBeTruthy();
    expect(screen.getByText('已逾期')).toBeTruthy();
    expect(gap.getGapDisposals).toHaveBeenCalledWith({ projectCode: PROJECT, current: 1, pageSize: 10 }, expect.anything());
    expect(screen.getAllByText('完成处置').length).toBe(2);
  });

  it('refuses to save a disposal without owner, plan and due date, with Chinese messages and nothing sent', async () => {
    open();
    await screen.findByText('6.1.2 信息安全风险评估', {}, slow);
    fireEvent.click(screen.getAllByText(EDIT_TEXT)[0]);
    const drawer = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: SAVE_BUTTON }));
    expect(await within(drawer).findByText(MESSAGES.owner, {}, slow)).toBeTruthy();
    expect(await within(drawer).findByText(MESSAGES.plan, {}, slow)).toBeTruthy();
    expect(await within(drawer).findByText(MESSAGES.dueDate, {}, slow)).toBeTruthy();
    expect(gap.saveGapDisposal).not.toHaveBeenCalled();
  });

  it('saves a complete disposal with its evidence files', async () => {
    gap.saveGapDisposal.mockResolvedValue(disposalItem());
    open();
    await screen.findByText('A.8.13 信息备份', {}, slow);
    fireEvent.click(screen.getAllByText(EDIT_TEXT)[1]);
    const drawer = await screen.findByRole('dialog', {}, slow);
    await waitFor(() => expect(within(drawer).getByDisplayValue('补做演练')).toBeTruthy(), slow);
    fireEvent.click(screen.getByRole('button', { name: SAVE_BUTTON }));
    await waitFor(() => expect(gap.saveGapDisposal).toHaveBeenCalled(), slow);
    expect(gap.saveGapDisposal.mock.calls[0][0]).toEqual({
      projectCode: PROJECT,
      gapKey: 'G2',
      ownerAccountId: 'A-23',
      plan: '补做演练',
      dueDate: '2026-10-01',
      evidence: [{ objectId: 'OBJ-EV-1', fileName: '演练记录.pdf' }],
    });
  });

  it('asks before finishing and sends the move', async () => {
    gap.moveGapDisposal.mockResolvedValue(disposalItem({ status: 'finish', actions: ['reopen'] }));
    open();
    await screen.findByText('6.1.2 信息安全风险评估', {}, slow);
    fireEvent.click(screen.getAllByText('完成处置')[0]);
    expect(await screen.findByText(/确定该差距已整改完成吗/, {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(
      () => expect(gap.moveGapDisposal).toHaveBeenCalledWith({ projectCode: PROJECT, gapKey: 'QN20260901GI0003-012', action: 'finish' }),
      slow,
    );
  });
});
