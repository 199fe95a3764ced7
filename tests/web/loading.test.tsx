// @vitest-environment jsdom
/**
 * Loading states: src/loading.tsx (Umi's loading for the initial state and page chunks) and every
 * spinner with a text. antd 5 shows a Spin's tip only around content; a bare `<Spin tip>` shows
 * nothing but the dot (and warns).
 */
import './setup';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppLoading, { APP_SPINNER_DELAY_MS } from '@/loading';
import { LOADING_TEXT } from '@/components/Loading';
import Clause from '@/pages/Clause';
import UserAgreement from '@/pages/UserAgreement';
import { requestConfig } from '@/requestErrorConfig';
import { installRequest, setHashPath, setRouteParams, type FakeResponse } from './umiFake';

const globals = globalThis as { GUIDE_HOSTS?: string[] };
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  delete globals.GUIDE_HOSTS;
  // No "`tip` only work in nest or fullscreen pattern" from antd anywhere.
  const tipWarnings = consoleError.mock.calls.filter((args: unknown[]) => String(args[0]).includes('`tip` only work'));
  expect(tipWarnings).toEqual([]);
});

/** A server that never answers: the page stays in its loading state. */
const pending = () => installRequest(requestConfig, () => new Promise<FakeResponse>(() => undefined));

/** The visible text of the spinner (antd renders the tip only in the nested pattern). */
const spinText = () => document.querySelector('.ant-spin-text')?.textContent;

describe('loading states', () => {
  it('src/loading.tsx: an empty area at first, a centred spinner saying 加载中… once the wait is longer', () => {
    vi.useFakeTimers();
    try {
      render(<AppLoading />);
      expect(screen.getByRole('status')).toBeTruthy();
      expect(document.querySelector('.ant-spin')).toBeNull();
      act(() => vi.advanceTimersByTime(APP_SPINNER_DELAY_MS - 1));
      expect(document.querySelector('.ant-spin')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(LOADING_TEXT).toBe('加载中…');
      expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
      expect(spinText()).toBe('加载中…');
      expect(screen.getByRole('status')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the clause page shows its text while it loads', () => {
    pending();
    setRouteParams({ url: 'accountRight' });
    render(<Clause />);
    expect(spinText()).toBe('加载中…');
  });

  it('the user agreement page shows its text while it loads', () => {
    pending();
    setHashPath('/userAgreement');
    render(<UserAgreement />);
    expect(spinText()).toBe('加载中…');
  });
});
