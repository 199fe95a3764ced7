/**
 * The payment desk's state: the order, the pay action the server chose, polling and the actions
 * (pay, sandbox confirm, cancel, order again).
 *
 * The status shown is always the server's (it answers an expired unpaid order as closed); the
 * browser's clock never closes an order. It only draws the countdown, corrected by the server's
 * Date header when readable. The desk asks the server every PAYMENT_POLL_MS while a payment may be
 * under way — a channel was chosen (the order has one, or a QR code / pay page is shown) and the
 * server says unpaid — and for LATE_PAYMENT_GRACE_MS after the order closed, because the server
 * still accepts a late provider confirmation (closed → paid) and credits it. After a reload the
 * order's channel resumes the polling. Every timer stops on unmount and once the order is final.
 */
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAYMENT_POLL_MS } from '@domain/constants';
import type { PayChannel } from '@domain/enums';
import { newClientToken, paymentPathOf, shownByComponent } from '@/components/Recharge';
import { orderDetail as orderDetailContract } from '@domain/wallet/contracts';
import { callContractWithDate, type CallOptions } from '@/services/contract';
import { orderClose, sandboxConfirm, orderCreate, orderPay, type Order, type PayAction } from '@/services/wallet';

/** How long after an order closed the desk still waits for a late confirmation of a started payment. */
export const LATE_PAYMENT_GRACE_MS = 2 * 60_000;
/** Differences from the server's clock below this are noise (the Date header counts whole seconds). */
const CLOCK_NOISE_MS = 1_500;

/** Until when (epoch ms) a closed order may still turn paid: its close (or its expiry, if earlier) plus the grace period. */
function lateConfirmationUntil(order: Pick<Order, 'expiresAt' | 'closedAt'>): number {
  const expires = Date.parse(order.expiresAt);
  const closed = order.closedAt ? Date.parse(order.closedAt) : expires;
  return Math.min(expires, Number.isNaN(closed) ? expires : closed) + LATE_PAYMENT_GRACE_MS;
}

/** Whether a payment through a provider may be under way: the sandbox pays only through its own button. */
export const paymentStarted = (order: Pick<Order, 'channel'> | undefined, paymentShown: boolean): boolean =>
  paymentShown || (!!order?.channel && order.channel !== 'sandbox');

/** Whether the desk keeps asking the server about the order (see the module comment). */
function shouldPoll(order: Order | undefined, paymentShown: boolean, serverNowMs: number): boolean {
  if (!order || !paymentStarted(order, paymentShown)) return false;
  if (order.status === 'created') return true;
  return order.status === 'closed' && serverNowMs < lateConfirmationUntil(order);
}

/** Only web pages are opened as pay pages. */
const isWebUrl = (url: string): boolean => /^https?:\/\//i.test(url.trim());

/**
 * A blank window opened inside the click (a window opened after an await is blocked as a pop-up),
 * pointed at the pay page once it is known; null when the browser refused it.
 */
function openBlankWindow(): Window | null {
  try {
    const popup = window.open('', '_blank');
    if (!popup) return null;
    // The pay page must not reach back into the desk.
    popup.opener = null;
    try {
      popup.document.title = '正在打开支付宝…';
      popup.document.body.textContent = '正在打开支付宝付款页面，请稍候…';
    } catch {
      // Nothing to show it with: the page stays blank until the pay page loads.
    }
    return popup;
  } catch {
    return null;
  }
}

export function usePaymentDesk(orderNo: string) {
  // Server time minus browser time, from the latest readable Date header.
  const clockOffset = useRef(0);
  const serverNow = useCallback(() => new Date(Date.now() + clockOffset.current), []);

  const fetchOrder = useCallback(
    async (options?: CallOptions) => {
      // orderDetail, and when the server answered (its Date header, when readable).
      const { data, serverDate } = await callContractWithDate(orderDetailContract, { query: { orderNo } }, options);
      if (serverDate) {
        const offset = serverDate.getTime() - Date.now();
        if (Math.abs(offset - clockOffset.current) > CLOCK_NOISE_MS) clockOffset.current = offset;
      }
      return data;
    },
    [orderNo],
  );

  const detail = useRequest(() => fetchOrder({ skipErrorHandler: true }), {
    refreshDeps: [orderNo],
    onError: shownByComponent,
  });
  const order = detail.data;
  const status = order?.status;
  const [action, setAction] = useState<PayAction | null>(null);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const [busy, setBusy] = useState<'pay' | 'confirm' | 'cancel' | 'reorder' | null>(null);
  const [now, setNow] = useState(serverNow);
  const reorderToken = useRef(newClientToken());

  const paymentShown = action?.kind === 'qrcode' || action?.kind === 'redirect';
  const polling = shouldPoll(order, paymentShown, now.getTime());
  const ticking = status === 'created' || polling;

  // The countdown, and the end of the grace period, on the server's clock.
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, [ticking, serverNow]);

  // No payment under way and the time is up here: ask the server, which closes the order (never decided here).
  const timeUp = status === 'created' && !polling && !!order && now.getTime() >= Date.parse(order.expiresAt);
  // ahooks keeps refresh and mutate stable across renders, so listing them re-runs nothing.
  const { refresh: refreshOrder, mutate: showOrder } = detail;
  useEffect(() => {
    if (timeUp) refreshOrder();
  }, [timeUp, refreshOrder]);

  // WeChat and Alipay confirm on their side: ask until the order is final (or the grace period ends).
  useEffect(() => {
    if (!polling) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const next = await fetchOrder();
        if (!stopped) showOrder(next);
      } catch {
        // Shown by the request error handler; the next round asks again.
      }
      if (!stopped) timer = setTimeout(ask, PAYMENT_POLL_MS);
    };
    timer = setTimeout(ask, PAYMENT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, fetchOrder, showOrder]);

  async function run(kind: NonNullable<typeof busy>, work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch {
      // The error handler has said why (expired, already paid…): show the order as it now is.
      detail.refresh();
    } finally {
      setBusy(null);
    }
  }

  const pay = (channel: PayChannel) => {
    // Opened now, while the click still counts as the user's: Alipay's pay page goes there.
    const popup = channel === 'alipay' ? openBlankWindow() : null;
    setPopupBlocked(false);
    return run('pay', async () => {
      let next: PayAction;
      try {
        next = await orderPay({ orderNo, channel });
      } catch (error) {
        popup?.close();
        throw error;
      }
      if (next.kind === 'redirect' && isWebUrl(next.payUrl) && popup && !popup.closed) {
        popup.location.href = next.payUrl;
      } else {
        popup?.close();
        // The button on the desk opens the pay page instead.
        if (next.kind === 'redirect') setPopupBlocked(true);
      }
      // The server has recorded the channel: the desk keeps waiting for the payment even if the user goes back.
      detail.mutate((previous) => (previous ? { ...previous, channel } : previous));
      setAction(next);
    });
  };

  const confirmSandbox = () =>
    run('confirm', async () => {
      detail.mutate(await sandboxConfirm({ orderNo }));
      setAction(null);
    });

  const cancel = () =>
    run('cancel', async () => {
      detail.mutate(await orderClose({ orderNo }));
      setAction(null);
    });

  /** A new order with the same package or points; the desk then shows it. */
  const orderAgain = (previous: Order) =>
    run('reorder', async () => {
      const clientToken = reorderToken.current;
      const next = await orderCreate(
        previous.packageCode ? { packageCode: previous.packageCode, clientToken } : { points: previous.points, clientToken },
      );
      reorderToken.current = newClientToken();
      history.replace(paymentPathOf(next.orderNo));
    });

  return {
    order,
    /** The server's status of the order. */
    status,
    /** The server's clock as far as known (display only). */
    now,
    loading: detail.loading && !order,
    error: order ? undefined : detail.error,
    reload: detail.refresh,
    action,
    resetAction: () => {
      setAction(null);
      setPopupBlocked(false);
    },
    /** The pay page could not be opened by itself: the desk offers a button. */
    popupBlocked,
    /** A provider payment may be under way (the order has a channel, or a QR code / pay page was shown). */
    paymentStarted: paymentStarted(order, paymentShown),
    polling,
    busy,
    pay,
    confirmSandbox,
    cancel,
    orderAgain,
  };
}

export type PaymentDesk = ReturnType<typeof usePaymentDesk>;
