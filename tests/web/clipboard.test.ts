// @vitest-environment jsdom
/** Copy to the clipboard: the three messages of spec §8. */
import './setup';
import { message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_MESSAGES, copyText, copyWithMessage } from '@/utils/clipboard';

const original = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
function setClipboard(value: unknown) {
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value });
}
afterEach(() => {
  if (original) Object.defineProperty(window.navigator, 'clipboard', original);
  else delete (window.navigator as unknown as Record<string, unknown>).clipboard;
});

describe('copyWithMessage', () => {
  it('copies and says 复制成功!', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const success = vi.spyOn(message, 'success');
    await expect(copyWithMessage('INV21DEMO')).resolves.toBe('success');
    expect(writeText).toHaveBeenCalledWith('INV21DEMO');
    expect(success).toHaveBeenCalledWith('复制成功!');
  });

  it('a refused write says 复制到粘贴板失败', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    const error = vi.spyOn(message, 'error');
    await expect(copyWithMessage('INV21DEMO')).resolves.toBe('failed');
    expect(error).toHaveBeenCalledWith('复制到粘贴板失败');
  });

  it('without navigator.clipboard says 当前环境不支持复制到粘贴板', async () => {
    setClipboard(undefined);
    const error = vi.spyOn(message, 'error');
    await expect(copyWithMessage('INV21DEMO')).resolves.toBe('unsupported');
    expect(error).toHaveBeenCalledWith('当前环境不支持复制到粘贴板');
  });

  it('the messages are exactly the spec texts', () => {
    expect(COPY_MESSAGES).toEqual({ success: '复制成功!', failed: '复制到粘贴板失败', unsupported: '当前环境不支持复制到粘贴板' });
  });

  it('copyText alone shows nothing', async () => {
    setClipboard(undefined);
    const error = vi.spyOn(message, 'error');
    await expect(copyText('x')).resolves.toBe('unsupported');
    expect(error).not.toHaveBeenCalled();
  });
});
