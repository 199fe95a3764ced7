/**
 * The payment desk's state: the order (an expired unpaid order reads closed), the pay action the
 * server chose, polling every PAYMENT_POLL_MS while a QR-code or redirect payment is pending, and
 * the actions (pay, sandbox confirm, cancel, order again).
 */
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_POLL_MS } from '../../../domain/constants';
import type { PayChannel } from '../../../domain/enums';
import { effectiveOrderStatus } from '../../../domain/wallet';
import { newClientToken, paymentPathOf, shownByComponent } from '../../components/Recharge';
import {
  closeOrder,
  confirmSandboxPayment,
  createOrder,
  getOrderDetail,
  payOrder,
  type Order,
  type PayAction,
} from '../../services/wallet';

export function usePaymentDesk(orderNo: string) {
  const detail = useRequest(() => getOrderDetail(orderNo, { skipErrorHandler: true }), {
    refreshDeps: [orderNo],
    onError: shownByComponent,
  });
  const order = detail.data;
  const [action, setAction] = useState<PayAction | null>(null);
  const [busy, setBusy] = useState<'pay' | 'confirm' | 'cancel' | 'reorder' | null>(null);
  const [now, setNow] = useState(() => new Date());
  const reorderToken = useRef(newClientToken());
  const status = order ? effectiveOrderStatus(order, now) : undefined;

  // The countdown, and the moment an unpaid order expires.
  useEffect(() => {
    if (status !== 'created') return undefined;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [status]);

  const expiredHere = order?.status === 'created' && status === 'closed';
  useEffect(() => {
    if (!expiredHere) return;
    setAction(null);
    detail.refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiredHere]);

  // WeChat and Alipay confirm on their side: ask until the order is no longer waiting.
  const polling = status === 'created' && (action?.kind === 'qrcode' || action?.kind === 'redirect');
  useEffect(() => {
    if (!polling) return undefined;
    let asking = false;
    const timer = setInterval(async () => {
      if (asking) return;
      asking = true;
      try {
        detail.mutate(await getOrderDetail(orderNo));
      } catch {
        // Shown by the request error handler; the next tick asks again.
      } finally {
        asking = false;
      }
    }, PAYMENT_POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [polling, orderNo]);

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

  const pay = (channel: PayChannel) =>
    run('pay', async () => {
      const next = await payOrder({ orderNo, channel });
      setAction(next);
      if (next.kind === 'redirect') window.open(next.payUrl, '_blank', 'noopener,noreferrer');
    });

  const confirmSandbox = () =>
    run('confirm', async () => {
      detail.mutate(await confirmSandboxPayment(orderNo));
      setAction(null);
    });

  const cancel = () =>
    run('cancel', async () => {
      detail.mutate(await closeOrder(orderNo));
      setAction(null);
    });

  /** A new order with the same package or points; the desk then shows it. */
  const orderAgain = (previous: Order) =>
    run('reorder', async () => {
      const clientToken = reorderToken.current;
      const next = await createOrder(
        previous.packageCode ? { packageCode: previous.packageCode, clientToken } : { points: previous.points, clientToken },
      );
      reorderToken.current = newClientToken();
      history.replace(paymentPathOf(next.orderNo));
    });

  return {
    order,
    status,
    now,
    loading: detail.loading && !order,
    error: order ? undefined : detail.error,
    reload: detail.refresh,
    action,
    resetAction: () => setAction(null),
    polling,
    busy,
    pay,
    confirmSandbox,
    cancel,
    orderAgain,
  };
}

export type PaymentDesk = ReturnType<typeof usePaymentDesk>;
