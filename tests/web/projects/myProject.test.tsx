// @vitest-environment jsdom
/**
 * 我的项目 (/projectList/myProject) and 资源池 against the demo server (tests/web/demoServer.ts): the
 * manager's scope tabs and groups with customer, state and consultants; a consultant's tabs without
 * 全部; the pool's 分派 opening the consultant picker and dispatching.
 */
import '../setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MyProject from '@/pages/Projects/ProjectList/MyProject';
import ResourcePool from '@/pages/Projects/ProjectList/ResourcePool';
import { channelConsultantList, channelListGroup } from '@domain/projects/contracts';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };

function openAs(phone: string, path: string) {
  installRequest(requestConfig, demoServerAs(phone));
  setHashPath(path);
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

withDemoServer();

describe('我的项目', () => {
  it('the manager sees every group of the channel, with customer, state and consultant, and all three scope tabs', async () => {
    openAs('13800000011', '/projectList/myProject');
    render(<MyProject />);
    expect(await screen.findByText('PG20261020GM0002', {}, slow)).toBeTruthy();
    expect(screen.getAllByText('示例科技有限公司').length).toBeGreaterThan(0);
    expect(screen.getByText('渠道执行顾问')).toBeTruthy();
    expect(screen.getAllByText('审核中').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: '全部项目组' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '转交给我' })).toBeTruthy();
    const sent = requestsTo(channelListGroup);
    expect(sent[0].params).toMatchObject({ current: 1, pageSize: 10, scope: 'all' });
  });

  it('a consultant sees only its own groups and no 全部 tab', async () => {
    openAs('13800000013', '/projectList/myProject');
    render(<MyProject />);
    expect(await screen.findByText('PG20261015RA0001', {}, slow)).toBeTruthy();
    expect(screen.queryByText('PG20261020GM0002')).toBeNull();
    expect(screen.queryByRole('tab', { name: '全部项目组' })).toBeNull();
  });
});

describe('资源池', () => {
  it('lists the undispatched project and dispatches it to a chosen consultant', async () => {
    openAs('13800000011', '/projectList/resourcePool');
    render(<ResourcePool />);
    expect(await screen.findByText('PJ20261118QN0004', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByText('分派'));
    expect(await screen.findByText('分派项目', {}, slow)).toBeTruthy();
    await waitFor(() => expect(requestsTo(channelConsultantList).length > 0).toBe(true), slow);
  });
});
