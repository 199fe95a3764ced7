/** The configured payment providers (being built: sandbox, WeChat Pay, Alipay). */
import type { Config } from '../config';
import type { PaymentProviders } from './types';

export * from './types';

export interface PaymentDeps {
  log: { info(object: Record<string, unknown>, message: string): void; warn(object: Record<string, unknown>, message: string): void };
  fetch?: typeof fetch;
}

export function createPaymentProviders(_config: Config, _deps: PaymentDeps): PaymentProviders {
  return {};
}
