// @vitest-environment jsdom
/**
 * The /serviceManage forms against the demo server (tests/web/demoServer.ts: the server's rules
 * and Chinese messages, state kept between calls):
 * - the page configuration (Chinese and English name, logo upload, hidden tabs): what a refused
 *   form says, and the saved values in the list after saving;
 * - a channel's company details: the region chosen in the GB/T 2260 cascader, saved as its names
 *   and its code, and shown again as province / city when the form reopens.
 */
import { settle } from '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveChannelInfo, savePageConfig, tenantAdminList, uploadTenantLogo } from '@domain/tenantAdmin/contracts';
import { clearDictionaryCache } from '@/components/DictionaryInputs';
import ServiceManage from '@/pages/TenantAdmin/ServiceManage';
import Channel from '@/pages/TenantAdmin/ServiceManage/Channel';
import { CHANNEL_INFO_TEXT, PAGE_CONFIG_TEXT } from '@/pages/TenantAdmin/ServiceManage/components/labels';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

// The cascader renders every province and city in jsdom: slow on a busy machine.
vi.setConfig({ testTimeout: 200_000 });
const slow = { timeout: 30_000 };
const ROOT = '13800000001';
/** A real 1×1 PNG: the server checks an upload's content, not only its name. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** Opens a row's modal form and waits until its buttons have moved into the footer. */
async function openForm(rowText: string, linkText: string) {
  await screen.findByText(rowText, {}, slow);
  fireEvent.click(within(rowOf(rowText)).getByText(linkText));
  const dialog = await screen.findByRole('dialog', {}, slow);
  await waitFor(
    () =>
      expect(
        within(dialog)
          .getByRole('button', { name: /确\s*定/ })
          .closest('.ant-modal-footer'),
      ).not.toBeNull(),
    slow,
  );
  return dialog;
}

withDemoServer();
beforeEach(() => {
  clearDictionaryCache();
  installRequest(requestConfig, demoServerAs(ROOT));
  setInitialState({ currentUser: demoUser(ROOT), failed: false });
});

describe('服务管理：页面配置', () => {
  it('refuses a missing Chinese name and a non-English English name with the field named, then saves names, logo and hidden tabs', async () => {
    setHashPath('/serviceManage');
    render(<ServiceManage />);
    const dialog = await openForm('待审渠道', PAGE_CONFIG_TEXT);
    const zhName = within(dialog).getByLabelText('中文名称') as HTMLInputElement;
    const enName = within(dialog).getByLabelText('英文名称') as HTMLInputElement;
    expect(zhName.value).toBe('待审渠道');

    fireEvent.change(zhName, { target: { value: '' } });
    fireEvent.change(enName, { target: { value: '深圳渠道' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入机构中文名称（tenantZhName）', {}, slow)).toBeTruthy();
    expect(within(dialog).getByText(/机构英文名称（tenantEnName）只能包含英文字母/)).toBeTruthy();
    expect(requestsTo(savePageConfig)).toHaveLength(0);

    // A logo that is not an image is refused before any upload; a PNG is uploaded for this tenant.
    const fileInput = () => dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('机构标志须为不超过 2 MB 的 PNG、JPG 或 GIF 图片', {}, slow)).toBeTruthy();
    expect(requestsTo(uploadTenantLogo)).toHaveLength(0);
    fireEvent.change(fileInput(), { target: { files: [new File([PNG_1X1], 'logo.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByText('已设置标志', {}, slow)).toBeTruthy();

    fireEvent.change(zhName, { target: { value: '深圳渠道咨询' } });
    fireEvent.change(enName, { target: { value: 'Shenzhen Channel Co.' } });
    fireEvent.click(within(dialog).getByLabelText('服务市场'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(requestsTo(savePageConfig)).toHaveLength(1), slow);
    expect(requestsTo(savePageConfig)[0].data).toMatchObject({
      tenantCode: 'T-CH-PENDING',
      tenantZhName: '深圳渠道咨询',
      tenantEnName: 'Shenzhen Channel Co.',
      hTab: ['project'],
      logoIconUrl: expect.stringMatching(/^\/consulting\/file\/download\?objectId=/),
    });
    expect(await screen.findByText('页面配置已保存，该机构成员刷新页面后生效', {}, slow)).toBeTruthy();
    // The list reloads with what was saved: the new name and the hidden tab.
    const row = (await screen.findByText('深圳渠道咨询', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('服务市场')).toBeTruthy();
    expect(screen.queryByText('待审渠道')).toBeNull();
  });
});

describe('渠道管理：企业信息的所在地区', () => {
  it('shows the saved region as province / city, and saves a newly chosen county as names and GB/T 2260 code', async () => {
    setHashPath('/serviceManage/channel');
    render(<Channel />);
    let dialog = await openForm('待审渠道', CHANNEL_INFO_TEXT);
    await settle();
    await waitFor(() => expect(dialog.querySelector('.ant-select-selection-item')?.textContent).toBe('广东省 / 深圳市'), slow);

    // Choose 广东省 → 深圳市 → 南山区 in the cascader (counties load when the city opens).
    fireEvent.mouseDown(dialog.querySelector('.ant-select-selector') as HTMLElement);
    const menus = () => Array.from(document.querySelectorAll('.ant-cascader-menu'));
    const pick = async (label: string, menu: number) => {
      await waitFor(() => expect(menus()[menu]?.textContent).toContain(label), slow);
      fireEvent.click(within(menus()[menu] as HTMLElement).getByText(label));
      // The next level may be loading (the server answers later than a click): wait for it, as a user does.
      await waitFor(() => expect(document.querySelector('.ant-cascader-menu-item-loading-icon')).toBeNull(), slow);
    };
    await pick('广东省', 0);
    await pick('深圳市', 1);
    await pick('南山区', 2);
    await waitFor(() => expect(dialog.querySelector('.ant-select-selection-item')?.textContent).toBe('广东省 / 深圳市 / 南山区'), slow);
    const listed = requestsTo(tenantAdminList).length;
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(requestsTo(saveChannelInfo)).toHaveLength(1), slow);
    expect(requestsTo(saveChannelInfo)[0].data).toMatchObject({
      tenantCode: 'T-CH-PENDING',
      region: '广东省深圳市南山区',
      regionCode: '440305',
    });
    // Reopening the form, once the list has reloaded, shows the chosen county again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await waitFor(() => expect(requestsTo(tenantAdminList).length).toBeGreaterThan(listed), slow);
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull(), slow);
    dialog = await openForm('待审渠道', CHANNEL_INFO_TEXT);
    await waitFor(() => expect(dialog.querySelector('.ant-select-selection-item')?.textContent).toBe('广东省 / 深圳市 / 南山区'), slow);
  });

  it('refuses to save without a region, naming the field', async () => {
    setHashPath('/serviceManage/channel');
    render(<Channel />);
    const dialog = await openForm('待审渠道', CHANNEL_INFO_TEXT);
    await waitFor(() => expect(dialog.querySelector('.ant-select-selection-item')?.textContent).toBe('广东省 / 深圳市'), slow);
    // antd's clear icon of the cascader.
    fireEvent.mouseDown(dialog.querySelector('.ant-select-clear') as HTMLElement);
    await waitFor(() => expect(dialog.querySelector('.ant-select-selection-item')).toBeNull(), slow);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择所在地区（region），如：浙江省杭州市', {}, slow)).toBeTruthy();
    expect(requestsTo(saveChannelInfo)).toHaveLength(0);
  });
});
