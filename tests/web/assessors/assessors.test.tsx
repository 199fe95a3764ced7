// @vitest-environment jsdom
/**
 * 审核员管理 (/authenticationPersonManage) against the demo server (tests/web/demoServer.ts): the
 * manager's register with its status tags and planner buttons; the add form refusing an empty
 * form in Chinese before any call; the auditor's own record, read-only.
 */
import '../setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assessorList, assessorSave } from '@domain/assessors/contracts';
import Assessors from '@/pages/Assessors';
import { NEW_ASSESSOR_TEXT } from '@/pages/Assessors/components/AssessorForm';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
/** antd puts a space between two Chinese characters of a button: match either. */
const buttonName = (text: string) => new RegExp(`(^|\\s)${text.split('').join('\\s?')}$`);

function openAs(phone: string) {
  installRequest(requestConfig, demoServerAs(phone));
  setHashPath('/authenticationPersonManage');
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

withDemoServer();

describe('审核员管理', () => {
  it("lists the body's assessors with their tags; the manager may add, import and export", async () => {
    openAs('13800000031');
    render(<Assessors />);
    expect(await screen.findByText('王立新', {}, slow)).toBeTruthy();
    expect(screen.getAllByText('组长').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/高级审核员/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: buttonName(NEW_ASSESSOR_TEXT) })).toBeTruthy();
    expect(screen.getByRole('button', { name: buttonName('导入') })).toBeTruthy();
    expect(screen.getByRole('button', { name: buttonName('导出') })).toBeTruthy();
    // 华安认证's assessors never show at 示例认证中心.
    expect(screen.queryByText('许文博')).toBeNull();
    expect(requestsTo(assessorList)[0].params).toMatchObject({ current: 1, pageSize: 10 });
  });

  it('refuses an empty add form in Chinese before any call', async () => {
    openAs('13800000033');
    render(<Assessors />);
    await screen.findByText('王立新', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: buttonName(NEW_ASSESSOR_TEXT) }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(drawer).getByRole('button', { name: buttonName('确定') }));
    expect(await within(drawer).findByText('请输入姓名（name）', {}, slow)).toBeTruthy();
    expect(within(drawer).getByText(/请输入手机号（phone）/)).toBeTruthy();
    expect(requestsTo(assessorSave)).toHaveLength(0);
  });

  it('shows an auditor only their own record, read-only', async () => {
    openAs('13800000032');
    render(<Assessors />);
    expect(await screen.findByText('我的审核员档案（只读）', {}, slow)).toBeTruthy();
    expect(await screen.findByText('2020-N1ISMS-1188406', { exact: false }, slow)).toBeTruthy();
    expect(screen.queryByText('王立新')).toBeNull();
    expect(screen.queryByRole('button', { name: buttonName(NEW_ASSESSOR_TEXT) })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
  });
});
