/** The invite code of an invite link (`#/login?inviteCode=…`), remembered for this tab. */
const INVITE_KEY = 'pendingInviteCode';

/** Remembers the link's code (if any) and answers it, or the one remembered earlier in this tab. */
export function rememberedInviteCode(search: string): string {
  const fromLink = new URLSearchParams(search).get('inviteCode')?.trim() ?? '';
  try {
    if (fromLink) window.sessionStorage.setItem(INVITE_KEY, fromLink);
    return fromLink || window.sessionStorage.getItem(INVITE_KEY) || '';
  } catch {
    return fromLink;
  }
}
