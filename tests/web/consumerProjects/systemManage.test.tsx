// @vitest-environment jsdom
/**
 * 服务列表 and 项目详情 (/systemManage) against the demo server (tests/web/demoServer.ts): the PM's services with channel, consultant and state, paged on the server; the
 * detail with its tasks, the manage buttons only for the PM/owner, the SVIP form when asked for;
 * the honest empty state of the certification materials.
 */
import '../setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consumerProjectList } from '@domain/projects/consumerContracts';
import SystemManage from '@/pages/Projects/SystemManage';
import CompanyDetails from '@/pages/Projects/SystemManage/CompanyDetails';
import { CHANGE_OWNER_TEXT, FINISH_ALL_TEXT, SVIP_PENDING_TEXT } from '@/pages/Projects/SystemManage/components/labels';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setHashPath, setInitialState, setRouteParams } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };

function openAs(phone: string, path: string, params: Record<string, string> = {}) {
  installRequest(requestConfig, demoServerAs(phone));
  setHashPath(path);
  setRouteParams(params);
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

withDemoServer();

describe('服务列表', () => {
  it("lists the customer's services with channel, consultant and state, ten a page from the server", async () => {
    openAs('13800000021', '/systemManage');
    render(<SystemManage />);
    expect(await screen.findByText('核心业务系统', {}, slow)).toBeTruthy();
    expect(screen.getByText('全员安全意识调研')).toBeTruthy();
    // The first page of twelve: ten rows, every one sold by 安衡咨询 (five of the twelve are exam seats).
    expect(screen.getAllByText('安衡咨询').length).toBe(10);
    expect(screen.getAllByText(/^示例科技内审员考试名额\d$/).length).toBeGreaterThan(0);
    expect(screen.getByText('待分派顾问')).toBeTruthy();
    expect(screen.getByText('待填企业资料')).toBeTruthy();
    expect(requestsTo(consumerProjectList)[0]?.params).toMatchObject({ current: 1, pageSize: 10 });
  });
});

describe('项目详情', () => {
  it('shows the tasks and, to the PM, the owner change, finish-all and the SVIP form', async () => {
    openAs('13800000021', '/systemManage/companyDetails/PJ20261015RA0001', { projectCode: 'PJ20261015RA0001' });
    render(<CompanyDetails />);
    expect(await screen.findByText('业务资产识别', {}, slow)).toBeTruthy();
    expect(screen.getByText('等待 客户执行人 提交')).toBeTruthy();
    expect(screen.getByRole('button', { name: CHANGE_OWNER_TEXT })).toBeTruthy();
    expect(screen.getByRole('button', { name: FINISH_ALL_TEXT })).toBeTruthy();
    expect(screen.getByText('咨询顾问已发起企业资料填报，请在“企业资料”中填写并提交')).toBeTruthy();
  });

  it('the internal auditor reads without manage buttons', async () => {
    openAs('13800000024', '/systemManage/companyDetails/PJ20261015RA0001', { projectCode: 'PJ20261015RA0001' });
    render(<CompanyDetails />);
    expect(await screen.findByText('业务资产识别', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: CHANGE_OWNER_TEXT })).toBeNull();
    expect(screen.queryByRole('button', { name: FINISH_ALL_TEXT })).toBeNull();
    expect(SVIP_PENDING_TEXT).toContain('企业资料');
  });

  it("says so when the project is not the customer's", async () => {
    openAs('13800000026', '/systemManage/companyDetails/PJ20261015RA0001', { projectCode: 'PJ20261015RA0001' });
    render(<CompanyDetails />);
    expect(await screen.findByText('无法打开该项目', {}, slow)).toBeTruthy();
    expect(screen.getByText('项目不存在，或不是本单位的项目')).toBeTruthy();
  });
});
