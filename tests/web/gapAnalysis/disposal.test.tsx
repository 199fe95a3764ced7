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
import * as api from '@domain/gapAnalysis/contracts';
import GapDisposal, { EDIT_TEXT } from '@/pages/GapAnalysis/Disposal';
import { MESSAGES, SAVE_TEXT } from '@/pages/GapAnalysis/Disposal/components/DisposalDrawer';
import { requestConfig } from '@/requestErrorConfig';
import { ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo, setHashPath, setRouteParams } from '../umiFake';
import { disposalItem, PROJECT } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };
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

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  answers.set(api.gapDisposalList, ok(page()));
  installRequest(requestConfig, answerContracts(answers));
});

describe('差距分析处置', () => {
  it('lists the gaps paged on the server and marks the overdue one', async () => {
    open();
    expect(await screen.findByText('6.1.2 信息安全风险评估', {}, slow)).toBeTruthy();
    expect(screen.getByText('已逾期')).toBeTruthy();
    expect(requestsTo(api.gapDisposalList)).toContainEqual(
      expect.objectContaining({ params: { projectCode: PROJECT, current: 1, pageSize: 10 }, skipErrorHandler: true }),
    );
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
    expect(requestsTo(api.gapDisposalSave)).toHaveLength(0);
  });

  it('saves a complete disposal with its evidence files', async () => {
    answers.set(api.gapDisposalSave, ok(disposalItem()));
    open();
    await screen.findByText('A.8.13 信息备份', {}, slow);
    fireEvent.click(screen.getAllByText(EDIT_TEXT)[1]);
    const drawer = await screen.findByRole('dialog', {}, slow);
    await waitFor(() => expect(within(drawer).getByDisplayValue('补做演练')).toBeTruthy(), slow);
    fireEvent.click(screen.getByRole('button', { name: SAVE_BUTTON }));
    await waitFor(() => expect(requestsTo(api.gapDisposalSave).length).toBeGreaterThan(0), slow);
    expect(requestsTo(api.gapDisposalSave)[0].data).toEqual({
      projectCode: PROJECT,
      gapKey: 'G2',
      ownerAccountId: 'A-23',
      plan: '补做演练',
      dueDate: '2026-10-01',
      evidence: [{ objectId: 'OBJ-EV-1', fileName: '演练记录.pdf' }],
    });
  });

  it('asks before finishing and sends the move', async () => {
    answers.set(api.gapDisposalMove, ok(disposalItem({ status: 'finish', actions: ['reopen'] })));
    open();
    await screen.findByText('6.1.2 信息安全风险评估', {}, slow);
    fireEvent.click(screen.getAllByText('完成处置')[0]);
    expect(await screen.findByText(/确定该差距已整改完成吗/, {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    // The body, sent without options: a refusal goes to the app's error handler.
    await waitFor(
      () =>
        expect(requestsTo(api.gapDisposalMove).map((request) => [request.data, request.skipErrorHandler === true])).toContainEqual([
          { projectCode: PROJECT, gapKey: 'QN20260901GI0003-012', action: 'finish' },
          false,
        ]),
      slow,
    );
  });
});
