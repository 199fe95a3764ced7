/**
 * The sandbox channel ("模拟支付"): no money moves and no provider is called. The payment desk
 * shows a confirm button and the order service marks the order paid itself; there are no
 * callbacks, so any "notification" is refused.
 */
import { PaymentSignatureError, type PaymentProvider } from './types';

export function createSandboxProvider(): PaymentProvider {
  return {
    channel: 'sandbox',
    async createPayment() {
      return { kind: 'sandbox' };
    },
    async verifyNotification() {
      throw new PaymentSignatureError('the sandbox channel has no notifications');
    },
    ackSuccess() {
      return { status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'SUCCESS', message: 'OK' }) };
    },
    ackFailure(message) {
      return { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message }) };
    },
    async refund() {
      // Nothing was charged, so nothing is given back outside the wallet.
    },
  };
}
