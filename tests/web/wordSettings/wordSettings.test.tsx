// @vitest-environment jsdom
/**
 * Word 文档设置 (src/components/WordSettings, on every report page through the ReportPage shell)
 * against the demo server: the demo consultant opens their own settings (已自定义, the preview's
 * header and "第 1 页 共 8 页"), a margin out of range and margins leaving no text block are refused
 * with the contract's and the rule's Chinese messages, a change is saved and read back from the
 * server, 恢复默认 (confirmed) returns to the GB/T 9704 defaults; a user without their own sees the
 * defaults; a failed load offers 重试.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { wordConfig } from '@domain/wordSettings/contracts';
import WordSettingsButton, { RESET_MESSAGE, RESET_TEXT, SAVED_MESSAGE, WORD_SETTINGS_TEXT } from '@/components/WordSettings';
import { PREVIEW_TEST_ID } from '@/components/WordSettings/Preview';
import ReportPage from '@/components/ReportPage';
import { requestConfig } from '@/requestErrorConfig';
import type { WordConfig } from '@/services/wordSettings';
import { demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser, failure } from '../fixtures';
import { answerContracts, installRequest, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
const CONSULTANT = '13800000013';
const PM = '13800000021';

function openAs(phone: string) {
  installRequest(requestConfig, demoServerAs(phone));
  setInitialState({ currentUser: demoUser(phone), failed: false });
  render(<WordSettingsButton />);
  fireEvent.click(screen.getByText(WORD_SETTINGS_TEXT));
}

const dialog = () => screen.getByRole('dialog');
const input = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
/** antd spaces a two-character button text ("保 存"). */
const spaced = (text: string) => new RegExp(`^${text.split('').join(String.raw`\s*`)}$`);
const click = (text: string) => {
  const button = within(dialog()).getByText(spaced(text)).closest('button') as HTMLButtonElement;
  fireEvent.click(button);
};

withDemoServer();

describe('Word 文档设置', () => {
  it('is on the report pages through the ReportPage shell', () => {
    render(
      <ReportPage
        title="测试报告"
        backPath="/"
        loading={false}
        failure={{ title: '失败' }}
        onReload={() => undefined}
        onDownload={() => Promise.resolve()}
      >
        <div>报告内容</div>
      </ReportPage>,
    );
    expect(screen.getByText(WORD_SETTINGS_TEXT)).toBeTruthy();
  });

  it('opens the consultant’s own settings, refuses bad margins, saves a change and resets to the defaults', async () => {
    openAs(CONSULTANT);
    await waitFor(() => expect(input('页眉文字').value).toBe('安衡咨询 · 信息安全合规服务'), slow);
    expect(within(dialog()).getByText('已自定义')).toBeTruthy();
    const preview = within(dialog()).getByTestId(PREVIEW_TEST_ID);
    expect(within(preview).getByText('第 1 页 共 8 页')).toBeTruthy();
    expect(within(preview).getByText('内部资料 注意保密')).toBeTruthy();

    // A margin below the contract's minimum.
    fireEvent.change(input('上边距'), { target: { value: '2' } });
    click('保存');
    expect(await within(dialog()).findByText('上边距不能小于 5 毫米', {}, slow)).toBeTruthy();
    // Margins that leave no text block: the cross-field rule.
    fireEvent.change(input('上边距'), { target: { value: '25' } });
    fireEvent.change(input('左边距'), { target: { value: '70' } });
    fireEvent.change(input('右边距'), { target: { value: '70' } });
    click('保存');
    expect(await within(dialog()).findByText('左右页边距过大：版心宽度不能小于 80 毫米', {}, slow)).toBeTruthy();

    fireEvent.change(input('左边距'), { target: { value: '30' } });
    fireEvent.change(input('右边距'), { target: { value: '25' } });
    fireEvent.change(input('页眉文字'), { target: { value: '安衡咨询 · 报告专用' } });
    await waitFor(() => expect(within(within(dialog()).getByTestId(PREVIEW_TEST_ID)).getByText('安衡咨询 · 报告专用')).toBeTruthy());
    click('保存');
    expect(await screen.findByText(SAVED_MESSAGE, {}, slow)).toBeTruthy();
    const saved = await demoCall<WordConfig>(CONSULTANT, wordConfig);
    expect(saved.settings).toMatchObject({ headerText: '安衡咨询 · 报告专用', marginLeftMm: 30, marginRightMm: 25, marginTopMm: 25 });

    fireEvent.click(screen.getByText(WORD_SETTINGS_TEXT));
    await waitFor(() => expect(input('页眉文字').value).toBe('安衡咨询 · 报告专用'), slow);
    click(RESET_TEXT);
    fireEvent.click(await screen.findByText(spaced('确定'), {}, slow));
    expect(await screen.findByText(RESET_MESSAGE, {}, slow)).toBeTruthy();
    await waitFor(() => expect(input('页眉文字').value).toBe(''), slow);
    expect((await demoCall<WordConfig>(CONSULTANT, wordConfig)).customized).toBe(false);
  });

  it('shows a user without their own settings the GB/T 9704 defaults', async () => {
    openAs(PM);
    await waitFor(() => expect(input('上边距').value).toBe('37'), slow);
    expect(input('下边距').value).toBe('35');
    expect(input('左边距').value).toBe('28');
    expect(input('右边距').value).toBe('26');
    expect(within(dialog()).getByText('默认设置（GB/T 9704）')).toBeTruthy();
    expect(within(within(dialog()).getByTestId(PREVIEW_TEST_ID)).getByText('— 1 —')).toBeTruthy();
    expect((within(dialog()).getByText(RESET_TEXT).closest('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers 重试 when the settings cannot be read', async () => {
    installRequest(requestConfig, answerContracts(new Map([[wordConfig, failure('500', '服务暂不可用')]])));
    setInitialState({ currentUser: demoUser(PM), failed: false });
    render(<WordSettingsButton />);
    fireEvent.click(screen.getByText(WORD_SETTINGS_TEXT));
    expect(await screen.findByText('无法读取 Word 文档设置', {}, slow)).toBeTruthy();
    expect(screen.getByText('服务暂不可用')).toBeTruthy();
    expect(screen.getByText(spaced('重试'))).toBeTruthy();
  });
});
