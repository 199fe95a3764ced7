// @vitest-environment jsdom
/**
 * 项目文件 (src/components/ProjectFiles) against the demo server (tests/web/demoServer.ts), as the
 * customer's project manager of the demo risk assessment: the demo files with size, source and
 * uploader; a batch upload of a good and a renamed file showing each file's result and the list
 * reloaded; a share link made, shown once to copy, listed and revoked after confirmation; a file
 * deleted after confirmation.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fileBatchUpload, fileShare, fileShareRevoke, projectFileDelete, projectFileList } from '@domain/files/contracts';
import ProjectFiles from '@/components/ProjectFiles';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
/** antd puts a space between two Chinese characters of a button: match either. */
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));
const RA = 'PJ20261015RA0001';
const PM = '13800000021';

/** The confirmation's own button (the row keeps its button of the same name). */
async function confirm(text: string) {
  const popup = await waitFor(() => {
    const found = document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)') as HTMLElement | null;
    if (!found) throw new Error('no confirmation');
    return found;
  }, slow);
  fireEvent.click(within(popup).getByRole('button', { name: buttonName(text) }));
}

function open() {
  installRequest(requestConfig, demoServerAs(PM));
  setInitialState({ currentUser: demoUser(PM), failed: false });
  render(<ProjectFiles projectCode={RA} projectName="核心业务系统" />);
}

withDemoServer();

describe('项目文件', () => {
  it('lists the project’s files with size, source and uploader', async () => {
    open();
    expect(await screen.findByText('现场访谈纪要.pdf', {}, slow)).toBeTruthy();
    expect(screen.getByText('资产清单（初稿）.txt')).toBeTruthy();
    expect(screen.getByText('机房照片.png')).toBeTruthy();
    expect(screen.getAllByText('用户上传')).toHaveLength(3);
    expect(requestsTo(projectFileList)[0].params).toMatchObject({ projectCode: RA, current: 1, pageSize: 10 });
    expect(screen.getByRole('button', { name: buttonName('打包下载') })).toBeTruthy();
  });

  it('uploads a batch and shows each file’s result, then lists the stored one', async () => {
    open();
    await screen.findByText('现场访谈纪要.pdf', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: buttonName('批量上传') }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          new File(['整改计划第一稿'], '整改计划.txt', { type: 'text/plain' }),
          new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], '改名的程序.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: /上\s?传（2 个）/ }, slow));
    expect(await within(dialog).findByText('已上传 1 个，失败 1 个', {}, slow)).toBeTruthy();
    expect(within(dialog).getByText('上传成功')).toBeTruthy();
    expect(within(dialog).getByText('文件内容与扩展名不符：文件内容不是有效的 pdf 格式')).toBeTruthy();
    expect(requestsTo(fileBatchUpload)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('完成') }));
    expect(await screen.findByText('整改计划.txt', {}, slow)).toBeTruthy();
  });

  it('makes a share link to copy once, lists it and revokes it after confirmation', async () => {
    open();
    await screen.findByText('资产清单（初稿）.txt', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: '分享 资产清单（初稿）.txt' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(await within(dialog).findByText('还没有分享链接', {}, slow)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('下载次数上限'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('创建链接') }));
    expect(await within(dialog).findByText(/\/api\/file\/share\/download\?token=/, {}, slow)).toBeTruthy();
    expect(requestsTo(fileShare)[0].data).toMatchObject({ expiresIn: 7, unit: 'day', maxDownloads: 3 });
    expect(await within(dialog).findByText('0 / 3', {}, slow)).toBeTruthy();
    expect(within(dialog).getByText('有效')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /^撤销 …/ }));
    await confirm('撤销');
    expect(await within(dialog).findByText('已撤销', {}, slow)).toBeTruthy();
    expect(requestsTo(fileShareRevoke)).toHaveLength(1);
  });

  it('deletes a file after confirmation', async () => {
    open();
    await screen.findByText('机房照片.png', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: '删除 机房照片.png' }));
    expect(await screen.findByText('删除文件“机房照片.png”？', {}, slow)).toBeTruthy();
    await confirm('删除');
    await waitFor(() => expect(screen.queryByText('机房照片.png')).toBeNull(), slow);
    expect(requestsTo(projectFileDelete)).toHaveLength(1);
  });
});
