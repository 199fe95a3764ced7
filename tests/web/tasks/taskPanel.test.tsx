// @vitest-environment jsdom
/**
 * 后台任务 panel (src/components/TaskPanel) against the demo server: the customer PM submits the gap
 * report in the background; the header badge counts it, the drawer lists it with its kind, project,
 * state and progress, filters by state; a colleague's panel does not show it.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { taskList, taskSubmit } from '@domain/tasks/contracts';
import TaskPanel from '@/components/TaskPanel';
import { requestConfig } from '@/requestErrorConfig';
import { demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
const PM = '13800000021';
const OWNER = '13800000022';

function openAs(phone: string) {
  installRequest(requestConfig, demoServerAs(phone));
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

withDemoServer();

describe('后台任务 panel', () => {
  it('counts and lists the caller’s own running task, filtered by state', async () => {
    await demoCall(PM, taskSubmit, { kind: 'reports.gapDocx', payload: { projectCode: 'PJ20260901GI0003' } });
    openAs(PM);
    render(<TaskPanel />);
    const button = await screen.findByTestId('task-panel-button', {}, slow);
    await waitFor(() => expect(screen.getByText('1')).toBeTruthy(), slow);
    fireEvent.click(button);
    const item = await screen.findByText('生成差距分析 Word 报告', {}, slow);
    const row = item.closest('li') as HTMLElement;
    expect(within(row).getByText(/^信息安全管理体系/)).toBeTruthy();
    // The demo server runs its jobs: by now the task may be queued, running or done, never failed.
    expect(within(row).getByText(/^(排队中|进行中|已完成)$/)).toBeTruthy();
    expect(requestsTo(taskList).at(-1)?.params).toMatchObject({ current: 1, pageSize: 10 });
    fireEvent.click(within(screen.getByRole('dialog')).getByText('失败'));
    await waitFor(() => expect(requestsTo(taskList).at(-1)?.params).toMatchObject({ status: 'failed' }), slow);
    expect(await screen.findByText('暂无后台任务', {}, slow)).toBeTruthy();
  });

  it('a colleague sees none of it', async () => {
    await demoCall(PM, taskSubmit, { kind: 'reports.gapDocx', payload: { projectCode: 'PJ20260901GI0003' } });
    openAs(OWNER);
    render(<TaskPanel />);
    fireEvent.click(await screen.findByTestId('task-panel-button', {}, slow));
    expect(await screen.findByText('暂无后台任务', {}, slow)).toBeTruthy();
  });
});
