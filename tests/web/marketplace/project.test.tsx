// @vitest-environment jsdom
/**
 * 服务市场 (/project) against the demo server (tests/web/demoServer.ts): the channel's
 * services with the discounted price and quota, the purchase dialog buying for a customer (the
 * success view links to the group), and a purchase beyond the balance opening the app-wide
 * "余额或次数不足" modal with nothing bought.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BalanceModal, { BALANCE_MODAL_TITLE } from '@/components/BalanceModal';
import Project from '@/pages/Projects/Marketplace';
import { marketSaveGroup } from '@domain/projects/marketplaceContracts';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { type FakeResponse, installRequest, isRequestTo, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));
const saves = () => requestsTo(marketSaveGroup);

/** The answers to the purchases (saveGroup), in order. */
let purchases: FakeResponse[] = [];

function openAs(phone: string) {
  const server = demoServerAs(phone);
  purchases = [];
  installRequest(requestConfig, async (request) => {
    const answer = await server(request);
    if (isRequestTo(marketSaveGroup, request)) purchases.push(answer);
    return answer;
  });
  setHashPath('/project');
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

interface GroupRow {
  groupCode: string;
  customerTenantCode: string;
  status: string;
}
/** The channel's project groups as the server lists them to its manager. */
async function channelGroups(): Promise<{ list: GroupRow[]; total: number }> {
  const params = { current: 1, pageSize: 50, scope: 'all' };
  const answer = await demoServerAs('13800000011')({ method: 'GET', url: '/consulting/project/channel/listGroup', params, headers: {} });
  return (answer.data as { data: { list: GroupRow[]; total: number } }).data;
}

async function chooseCustomer(dialog: HTMLElement, name: string) {
  const select = dialog.querySelector('#customerTenantCode') as HTMLElement;
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: name.slice(0, 2) } });
  fireEvent.click(await screen.findByTitle(name, {}, slow));
}

withDemoServer();

describe('服务市场', () => {
  it("shows the channel's services with the price after its equity level and the quota left", async () => {
    openAs('13800000011');
    render(<Project />);
    const card = await screen.findByTestId('market-card-PD-RA-20984', {}, slow);
    expect(within(card).getByText('信息安全风险评估（GB/T 20984-2022）')).toBeTruthy();
    // Labelled by its method, not 等级保护 (issue 35 item 6).
    expect(within(card).getByText('GB/T 20984-2022 风险评估')).toBeTruthy();
    expect(within(card).queryByText('等级保护')).toBeNull();
    expect(within(card).getByTestId('market-price').textContent).toBe('2,470');
    expect(within(card).getByText('2,600')).toBeTruthy();
    expect(within(card).getByText('权益 9.5 折')).toBeTruthy();
    expect(within(card).getByText(/剩余额度 17 \/ 20 个项目/)).toBeTruthy();
    expect(screen.getByTestId('market-card-PD-QN-ONLINE')).toBeTruthy();
  });

  it('buys a service for a customer and links to the new group', async () => {
    openAs('13800000011');
    render(<Project />);
    const card = await screen.findByTestId('market-card-PD-QN-ONLINE', {}, slow);
    fireEvent.click(within(card).getByRole('button', { name: buttonName('购买') }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await chooseCustomer(dialog, '示例科技有限公司');
    fireEvent.change(within(dialog).getByLabelText('评估对象 1'), { target: { value: '办公网络' } });
    await waitFor(() => expect(within(dialog).getByTestId('purchase-total').textContent).toContain('380'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确认购买/ }));
    const link = await screen.findByTestId('purchase-group-link', {}, slow);
    const bought = (purchases.at(-1)!.data as { data: { groupCode: string } }).data;
    expect(bought).toMatchObject({ customerTenantCode: 'T-CU-DEMO', pricePoints: 380 });
    expect(link.textContent).toContain(bought.groupCode);
    const group = (await channelGroups()).list.find((row) => row.groupCode === bought.groupCode);
    expect(group).toMatchObject({ customerTenantCode: 'T-CU-DEMO', status: 'active' });
    expect(saves()).toHaveLength(1);
    expect(saves()[0].data).toMatchObject({
      productCode: 'PD-QN-ONLINE',
      customerTenantCode: 'T-CU-DEMO',
      objects: [{ name: '办公网络', level: null }],
    });
  });

  it('a purchase beyond the balance opens the balance modal and buys nothing', async () => {
    openAs('13800000011');
    render(
      <>
        <Project />
        <BalanceModal />
      </>,
    );
    const card = await screen.findByTestId('market-card-PD-RA-20984', {}, slow);
    fireEvent.click(within(card).getByRole('button', { name: buttonName('购买') }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await chooseCustomer(dialog, '示例科技有限公司');
    fireEvent.change(within(dialog).getByLabelText('评估对象 1'), { target: { value: '系统一' } });
    fireEvent.mouseDown(dialog.querySelector('#objects_0_level') as HTMLElement);
    fireEvent.click(await screen.findByTitle('第三级'));
    fireEvent.click(within(dialog).getByRole('button', { name: /添加评估对象/ }));
    fireEvent.change(await within(dialog).findByLabelText('评估对象 2'), { target: { value: '系统二' } });
    fireEvent.mouseDown(dialog.querySelector('#objects_1_level') as HTMLElement);
    const options = await screen.findAllByTitle('第二级');
    fireEvent.click(options.at(-1)!);
    const groupsBefore = (await channelGroups()).total;
    fireEvent.click(within(dialog).getByRole('button', { name: /确认购买/ }));
    expect(await screen.findByText(BALANCE_MODAL_TITLE, {}, slow)).toBeTruthy();
    expect(saves().at(-1)?.data).toMatchObject({ objects: [{ level: '3' }, { level: '2' }] });
    expect((await channelGroups()).total).toBe(groupsBefore);
  });
});
