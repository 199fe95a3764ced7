// @vitest-environment jsdom
/**
 * 认证项目管理 (/authenticationProjectManage) against the demo server (tests/web/demoServer.ts):
 * the scheduler's list of 示例认证中心's clients with state tags and 登记客户; the auditor's list
 * holding only the project they audit, without 登记客户; the detail drawer's contract review (days
 * and justification) and programme (Stage 2's published dates and team).
 */
import '../setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { certProjectList } from '@domain/certification/contracts';
import CertificationProjects from '@/pages/Certification';
import { REGISTER_TEXT } from '@/pages/Certification/components/labels';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));

function openAs(phone: string) {
  installRequest(requestConfig, demoServerAs(phone));
  setHashPath('/authenticationProjectManage');
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

withDemoServer();

describe('认证项目管理', () => {
  it("lists the body's clients with their states; the scheduler may register a client", async () => {
    openAs('13800000033');
    render(<CertificationProjects />);
    expect(await screen.findByText('示例科技有限公司', {}, slow)).toBeTruthy();
    expect(screen.getByText('杭州云启网络科技有限公司')).toBeTruthy();
    expect(screen.getAllByText('待受理').length).toBeGreaterThan(0);
    expect(screen.queryByText('上海浦江精密制造有限公司')).toBeNull();
    expect(screen.getByRole('button', { name: buttonName(REGISTER_TEXT) })).toBeTruthy();
    expect(requestsTo(certProjectList)[0].params).toMatchObject({ current: 1, pageSize: 10 });
  });

  it('shows the auditor only the project they audit, read-only', async () => {
    openAs('13800000032');
    render(<CertificationProjects />);
    expect(await screen.findByText('示例科技有限公司', {}, slow)).toBeTruthy();
    expect(screen.queryByText('苏州汇智软件股份有限公司')).toBeNull();
    expect(screen.queryByRole('button', { name: buttonName(REGISTER_TEXT) })).toBeNull();
  });

  it("opens 示例科技's project: the contract review's days and the programme with Stage 2's dates and team", async () => {
    openAs('13800000031');
    render(<CertificationProjects />);
    fireEvent.click(await screen.findByText('示例科技有限公司', {}, slow));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByText('审核方案已生成', {}, slow)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('tab', { name: '合同评审' }));
    expect(await within(drawer).findByText('计算依据（随合同提供给客户）', {}, slow)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('tab', { name: '审核方案' }));
    expect(await within(drawer).findByText('2026-12-07 至 2026-12-10', {}, slow)).toBeTruthy();
    expect(within(drawer).getAllByText(/陈静怡（审核组长/).length).toBeGreaterThan(0);
    expect(within(drawer).getByText('已有审核开始，审核方案不能重新生成')).toBeTruthy();
  });

  it('lets the scheduler edit an accepted application: personnel groups and not-applicable clauses', async () => {
    openAs('13800000033');
    render(<CertificationProjects />);
    fireEvent.click(await screen.findByText('南京瑞丰精密机械有限公司', {}, slow));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByRole('button', { name: buttonName('保存申请信息') }, slow)).toBeTruthy();
    expect(within(drawer).getByText('有效人数')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: /添加兼职组/ }));
    expect(await within(drawer).findByText('每周工时', {}, slow)).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: buttonName('按行业建议') })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('tab', { name: '合同评审' }));
    expect(await within(drawer).findByRole('button', { name: buttonName('计算审核人日') }, slow)).toBeTruthy();
  });
});
