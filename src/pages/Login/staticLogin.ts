/**
 * The login form painted from index.html itself (scripts/prerenderLogin.tsx writes it there at
 * build time): the real form's markup and antd styles, shown only when the document opens on
 * `#/login…`, so a visitor sees the form and can type in it while the app's scripts load. The
 * React page takes it over in its first commit (`takeOverStaticLogin`): what was typed, the tab
 * picked, the focused field and its caret, and a submit pressed before the app ran all carry over;
 * the pre-rendered form is removed in the same commit, so the two never show together.
 */
import type { LoginMode } from './useLoginFlow';

/** The pre-rendered form's container in index.html. */
export const STATIC_LOGIN_ID = 'login-static';
/** The performance mark set when the React page takes the pre-rendered form over. */
export const STATIC_LOGIN_TAKEOVER_MARK = 'login-static-takeover';
/** What the inline script records of what the user did before React took over. */
const RECORD = '__staticLogin';
/** The fields the pre-rendered form carries (the password tab's). */
const FIELDS = ['phone', 'password'] as const;

/** The hash routes that open on the login form (`#/login`, `#/login/<callback>`, `#/login?…`). */
export const LOGIN_HASH_PATTERN = /^#\/login(?:[/?]|$)/;

/**
 * The inline script right after the container: shows it on the login route only (every other
 * route never paints it, and leaving the login route before React took over removes it) and,
 * until React takes over, keeps a submit from reloading the page
 * (Enter or the button: recorded, and sent once the app runs) and records a tab picked.
 */
export const STATIC_LOGIN_SCRIPT = `(function(){var s=document.getElementById(${JSON.stringify(STATIC_LOGIN_ID)}),p=${LOGIN_HASH_PATTERN.toString()};if(!s)return;if(!p.test(location.hash)){s.remove();return}var r=window.${RECORD}={submitted:false,mode:null};s.hidden=false;addEventListener('hashchange',function(){if(!p.test(location.hash))s.remove()});s.addEventListener('submit',function(e){e.preventDefault();r.submitted=true});s.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('[data-node-key]');if(t)r.mode=t.getAttribute('data-node-key')})})();`;

export interface StaticLoginState {
  values: Partial<Record<(typeof FIELDS)[number], string>>;
  mode?: LoginMode;
  focus?: { name: string; start: number | null; end: number | null };
  submitted: boolean;
}

/** Removes the pre-rendered form and answers what the user did in it; undefined when there is none. */
export function takeOverStaticLogin(): StaticLoginState | undefined {
  if (typeof document === 'undefined') return undefined;
  const container = document.getElementById(STATIC_LOGIN_ID);
  if (!container) return undefined;
  const values: StaticLoginState['values'] = {};
  for (const name of FIELDS) {
    const value = container.querySelector<HTMLInputElement>(`input#${name}`)?.value;
    if (value) values[name] = value;
  }
  const active = document.activeElement;
  const focus =
    active instanceof HTMLInputElement && container.contains(active) && active.id
      ? { name: active.id, start: active.selectionStart, end: active.selectionEnd }
      : undefined;
  const record = (window as unknown as Record<string, { submitted?: boolean; mode?: string | null } | undefined>)[RECORD];
  const mode = record?.mode === 'password' || record?.mode === 'sms' ? record.mode : undefined;
  container.remove();
  // When the app took over (bench:web reports it beside the LCP).
  performance.mark?.(STATIC_LOGIN_TAKEOVER_MARK);
  return { values, mode, focus, submitted: !!record?.submitted };
}

/** Puts the caret back where it was in the pre-rendered form. */
export function restoreFocus(focus: StaticLoginState['focus']): void {
  if (!focus) return;
  const input = document.getElementById(focus.name);
  if (!(input instanceof HTMLInputElement)) return;
  input.focus();
  if (focus.start !== null && focus.end !== null) input.setSelectionRange(focus.start, focus.end);
}
