// @vitest-environment jsdom
/**
 * 客户管理 (/customerManagement) against the demo server (tests/web/demoServer.ts):
 * the list with names of industry and region and no made-up project count; the create button
 * only for the channel's managers; the create form refusing bad input in Chinese before any call,
 * then creating the customer with its PM; the detail drawer's users tab.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customerList, customerNew } from '@domain/customers/contracts';
import { clearDictionaryCache } from '@/components/DictionaryInputs';
import CustomerManagement from '@/pages/Customers/CustomerManagement';
import { DETAIL_TEXT, NEW_CUSTOMER_TEXT, TAB_USERS } from '@/pages/Customers/CustomerManagement/components/labels';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

// Wide ProTable pages render slowly on a loaded machine (40–90 s per case seen with two cores shared).
vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
/** antd puts a space between two Chinese characters of a button: match either. */
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));

/** The fake server: the demo server, as this demo account. */
function openAs(phone: string) {
  installRequest(requestConfig, demoServerAs(phone));
  setHashPath('/customerManagement');
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

withDemoServer();
beforeEach(() => clearDictionaryCache());

describe('客户管理', () => {
  it("lists the channel's customers with industry and region names; managers may create", async () => {
    openAs('13800000011');
    render(<CustomerManagement />);
    expect(await screen.findByText('示例科技有限公司', {}, slow)).toBeTruthy();
    expect(screen.getByText('宁波港航物流有限公司')).toBeTruthy();
    expect(screen.getByText('91330602MA2JGMF030')).toBeTruthy();
    expect(screen.getByText('浙江省 / 宁波市 / 海曙区')).toBeTruthy();
    expect(screen.getByText('制造业 / 通用设备制造业')).toBeTruthy();
    expect(screen.getAllByText('大型').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: buttonName(NEW_CUSTOMER_TEXT) })).toBeTruthy();
    expect(requestsTo(customerList)[0].params).toMatchObject({ current: 1, pageSize: 10 });
  });

  it('shows no create button to the channel executor', async () => {
    openAs('13800000014');
    render(<CustomerManagement />);
    expect(await screen.findByText('示例科技有限公司', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName(NEW_CUSTOMER_TEXT) })).toBeNull();
  });

  /** Opens the create form as the sub-manager, once the list is there. */
  async function openCreateForm() {
    openAs('13800000012');
    render(<CustomerManagement />);
    await screen.findByText('示例科技有限公司', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: buttonName(NEW_CUSTOMER_TEXT) }));
    return screen.findByRole('dialog', {}, slow);
  }

  it('refuses an empty form, a wrong check character and a bad phone in Chinese, before any call', async () => {
    const dialog = await openCreateForm();
    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('确定') }));
    expect(await within(dialog).findByText('请输入企业名称', {}, slow)).toBeTruthy();
    expect(within(dialog).getByText('请输入统一社会信用代码')).toBeTruthy();
    expect(within(dialog).getByText('请输入客户项目经理姓名')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('统一社会信用代码'), { target: { value: '91330100MA2TEXT05X' } });
    expect(await within(dialog).findByText(/校验位（第 18 位）应为“W”/, {}, slow)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('项目经理手机号'), { target: { value: '1390000300' } });
    expect(await within(dialog).findByText(/项目经理手机号格式不正确/, {}, slow)).toBeTruthy();
    expect(requestsTo(customerNew)).toHaveLength(0);
  }, 180_000);

  it('creates the customer with its project manager and says the SMS went out', async () => {
    const dialog = await openCreateForm();
    const field = (label: string) => within(dialog).getByLabelText(label);
    fireEvent.change(field('企业名称'), { target: { value: '杭州新材科技有限公司' } });
    fireEvent.change(field('统一社会信用代码'), { target: { value: '91330100MA2TEXT05W' } });
    fireEvent.change(field('联系人'), { target: { value: '赵联系' } });
    fireEvent.change(field('联系电话'), { target: { value: '13900003001' } });
    fireEvent.change(field('项目经理姓名'), { target: { value: '钱经理' } });
    fireEvent.change(field('项目经理手机号'), { target: { value: '13900003002' } });
    // Size, industry and region (in this order on the form): picked from their drop-downs.
    const [size, industry, region] = within(dialog).getAllByRole('combobox');
    fireEvent.mouseDown(size);
    fireEvent.click(await screen.findByTitle('小型', {}, slow));
    const option = (text: string) => screen.findByText(text, { selector: '.ant-cascader-menu-item-content' }, slow);
    fireEvent.mouseDown(industry);
    fireEvent.click(await option('信息传输、软件和信息技术服务业'));
    fireEvent.click(await option('软件和信息技术服务业'));
    fireEvent.mouseDown(region);
    fireEvent.click(await option('浙江省'));
    fireEvent.click(await option('杭州市'));

    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('确定') }));
    await waitFor(() => expect(requestsTo(customerNew)).toHaveLength(1), slow);
    expect(requestsTo(customerNew)[0].data).toMatchObject({
      companyName: '杭州新材科技有限公司',
      creditCode: '91330100MA2TEXT05W',
      size: 'small',
      industryCode: '65',
      regionCode: '330100',
      contactName: '赵联系',
      contactPhone: '13900003001',
      pmName: '钱经理',
      pmPhone: '13900003002',
    });
    expect(await screen.findByText(/登录验证码已发送至项目经理手机 13900003002/, {}, slow)).toBeTruthy();
  }, 180_000);

  it("opens a customer's detail with its users", async () => {
    openAs('13800000011');
    render(<CustomerManagement />);
    await screen.findByText('示例科技有限公司', {}, slow);
    const row = screen.getByText('示例科技有限公司').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText(DETAIL_TEXT));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByText('91330106MA2DEMA011', {}, slow)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('tab', { name: TAB_USERS }));
    expect(await within(drawer).findByText('客户项目经理兼责任人', {}, slow)).toBeTruthy();
    expect(within(drawer).getAllByText('客户项目经理').length).toBeGreaterThan(0);
  });
});
