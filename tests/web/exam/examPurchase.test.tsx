// @vitest-environment jsdom
/**
 * Buying an internal-auditor exam in 服务市场 (/project) against the demo server, as 安衡咨询's
 * manager: the dialog asks for the number of seats (名额 = 考试次数) instead of assessed objects,
 * prices unit × seats, and buys one project per seat named after the customer.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { marketSaveGroup } from '@domain/projects/marketplaceContracts';
import Project from '@/pages/Projects/Marketplace';
import { SEATS_LABEL } from '@/pages/Projects/Marketplace/components/examSeats';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
const CHANNEL_MANAGER = '13800000011';
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));

withDemoServer();

describe('服务市场：内审员认证考试', () => {
  it('buys seats: one project per seat named after the customer, priced unit × seats', async () => {
    installRequest(requestConfig, demoServerAs(CHANNEL_MANAGER));
    setHashPath('/project');
    setInitialState({ currentUser: demoUser(CHANNEL_MANAGER), failed: false });
    render(<Project />);
    const card = await screen.findByTestId('market-card-PD-EXAM-AUDIT', {}, slow);
    const unit = Number(within(card).getByTestId('market-price').textContent!.replace(/,/g, ''));
    fireEvent.click(within(card).getByRole('button', { name: buttonName('购买') }));
    const dialog = await screen.findByRole('dialog', {}, slow);

    const select = dialog.querySelector('#customerTenantCode') as HTMLElement;
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('示例科技有限公司', {}, slow));
    expect(within(dialog).queryByLabelText('评估对象 1')).toBeNull();
    expect(within(dialog).getByText(/名额 = 考试次数/)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(SEATS_LABEL), { target: { value: '3' } });
    await waitFor(() => expect(within(dialog).getByTestId('purchase-total').textContent).toBe(`${(unit * 3).toLocaleString('zh-CN')} 积分`));
    expect(within(dialog).getByText('3 个名额（考试次数）')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确认购买/ }));
    expect(await screen.findByTestId('purchase-group-link', {}, slow)).toBeTruthy();
    expect(requestsTo(marketSaveGroup)).toHaveLength(1);
    expect(requestsTo(marketSaveGroup)[0].data).toMatchObject({
      productCode: 'PD-EXAM-AUDIT',
      customerTenantCode: 'T-CU-DEMO',
      objects: [1, 2, 3].map((n) => ({ name: `示例科技有限公司内审员考试名额${n}`, level: null })),
    });
  });
});
