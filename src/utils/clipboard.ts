/**
 * Copying text to the clipboard with the messages of spec §8: "复制成功!", "复制到粘贴板失败",
 * and "当前环境不支持复制到粘贴板" when the environment has no clipboard (spec §5: the
 * invite-code copy falls back to an error message).
 */
import { message } from 'antd';

export const COPY_MESSAGES = {
  success: '复制成功!',
  failed: '复制到粘贴板失败',
  unsupported: '当前环境不支持复制到粘贴板',
} as const;

type CopyOutcome = keyof typeof COPY_MESSAGES;

/** Copies `text`; tells how it went without showing anything. */
export async function copyText(text: string): Promise<CopyOutcome> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') return 'unsupported';
  try {
    await clipboard.writeText(text);
    return 'success';
  } catch {
    // Denied permission, document not focused, insecure context…
    return 'failed';
  }
}

/** Copies `text` and shows the outcome as a message. */
export async function copyWithMessage(text: string): Promise<CopyOutcome> {
  const outcome = await copyText(text);
  if (outcome === 'success') message.success(COPY_MESSAGES.success);
  else message.error(COPY_MESSAGES[outcome]);
  return outcome;
}
