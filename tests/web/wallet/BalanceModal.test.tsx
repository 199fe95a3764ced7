// @vitest-environment jsdom
/**
 * The insufficient-balance modal (spec §4, §8): a 13001 answer asks to recharge; confirm opens the
 * recharge page in a new tab, cancel closes, parallel failures show one modal.
 */
import '../setup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BalanceModal, { BALANCE_MODAL_CONTENT, BALANCE_MODAL_TITLE, RECHARGE_TEXT } from '@/components/BalanceModal';
import { errorActionForEnvelope, performErrorAction, requestConfig } from '@/requestErrorConfig';
import { callContract } from '@/services/contract';
import { toolKitContracts } from '@domain/toolKit/contracts';
import { failure } from '../fixtures';
import { installRequest, setHashPath } from '../umiFake';

const insufficient = { success: false, data: null, errorCode: '13001', errorMsg: '余额或次数不足' };

/** What the request error handler does with a 13001 answer on /projectList. */
const answer13001 = () => act(() => performErrorAction(errorActionForEnvelope(insufficient, '/projectList')));

const titles = () => screen.queryAllByText(BALANCE_MODAL_TITLE);

describe('BalanceModal', () => {
  it('shows nothing until a 13001 answer', () => {
    render(<BalanceModal />);
    expect(titles()).toHaveLength(0);
  });

  it('a 13001 envelope passed to the listener shows the title and the question', () => {
    render(<BalanceModal />);
    answer13001();
    expect(titles()).toHaveLength(1);
    expect(screen.getByText(BALANCE_MODAL_CONTENT)).toBeTruthy();
    expect(BALANCE_MODAL_TITLE).toBe('余额或次数不足');
    expect(BALANCE_MODAL_CONTENT).toBe('是否前往充值页面？');
  });

  it('a real call answering 13001 opens it, with no error message of its own', async () => {
    setHashPath('/projectList');
    installRequest(requestConfig, () => failure('13001', '余额或次数不足'));
    render(<BalanceModal />);
    await act(async () => {
      await callContract(toolKitContracts.toolKitList).catch(() => undefined);
    });
    expect(titles()).toHaveLength(1);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('confirm opens the recharge page in a new tab and closes', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<BalanceModal />);
    answer13001();
    fireEvent.click(screen.getByRole('button', { name: RECHARGE_TEXT }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0];
    expect(url).toBe('/#/rechargeBalance');
    expect(target).toBe('_blank');
    await waitFor(() => expect(screen.queryByText(BALANCE_MODAL_CONTENT)).toBeNull());
  });

  it('cancel closes without opening anything', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<BalanceModal />);
    answer13001();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText(BALANCE_MODAL_CONTENT)).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });

  it('two 13001 answers show one modal; after closing, the next one shows again', async () => {
    render(<BalanceModal />);
    answer13001();
    answer13001();
    expect(titles()).toHaveLength(1);
    expect(document.querySelectorAll('.ant-modal')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText(BALANCE_MODAL_CONTENT)).toBeNull());
    answer13001();
    expect(titles()).toHaveLength(1);
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<BalanceModal />);
    unmount();
    answer13001();
    expect(titles()).toHaveLength(0);
  });
});
