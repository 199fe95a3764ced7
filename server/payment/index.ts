/**
 * The configured payment providers: one per channel in PAYMENT_CHANNELS (sandbox, WeChat Pay,
 * Alipay). Key files are read once, here, at start: a missing or unusable one stops the process
 * with a ConfigError naming the variable. See docs/payment.md.
 */
import { systemClock, type Clock } from '../clock';
import { ConfigError, type Config } from '../config';
import { createAlipayProvider } from './alipay';
import { joinUrl, type PaymentLog } from './format';
import { loadPrivateKey, loadPublicKey } from './keys';
import { createSandboxProvider } from './sandbox';
import type { PaymentProviders } from './types';
import { createWechatPayProvider } from './wechat';

export * from './types';

export interface PaymentDeps {
  log: PaymentLog;
  fetch?: typeof fetch;
  /** Signature timestamps and freshness checks; defaults to the system clock. */
  clock?: Clock;
}

/** The callback paths the notification routes serve (register these URLs with the providers). */
export const NOTIFY_PATHS = { wechat: '/api/pay/notify/wechat', alipay: '/api/pay/notify/alipay' } as const;

/** Where the payer's browser returns to: the payment desk page of the order. */
export const paymentDeskUrl = (publicBaseUrl: string, orderNo: string): string =>
  joinUrl(publicBaseUrl, `/#/payment?orderNo=${encodeURIComponent(orderNo)}`);

type SettingName = keyof Config & string;

/** A setting the config schema already requires for the channel; checked again for hand-made configs. */
function setting(config: Config, name: SettingName, channel: string): string {
  const value = config[name];
  if (typeof value !== 'string' || !value)
    throw new ConfigError([`${name}: required when PAYMENT_CHANNELS includes ${channel}（环境变量 ${name} 未设置）`]);
  return value;
}

export function createPaymentProviders(config: Config, deps: PaymentDeps): PaymentProviders {
  const clock = deps.clock ?? systemClock;
  const now = () => clock.now();
  const providers: PaymentProviders = {};

  for (const channel of config.PAYMENT_CHANNELS) {
    if (channel === 'sandbox') {
      providers.sandbox = createSandboxProvider();
      if (config.NODE_ENV === 'production') {
        deps.log.warn({ channel }, 'payment channel "sandbox" is enabled in production: orders can be marked paid without any payment');
      }
    } else if (channel === 'wechat') {
      const get = (name: SettingName) => setting(config, name, channel);
      const publicBaseUrl = get('PUBLIC_BASE_URL');
      providers.wechat = createWechatPayProvider({
        mchId: get('WECHATPAY_MCH_ID'),
        appId: get('WECHATPAY_APP_ID'),
        apiV3Key: get('WECHATPAY_API_V3_KEY'),
        merchantSerialNo: get('WECHATPAY_MERCHANT_SERIAL_NO'),
        merchantPrivateKey: loadPrivateKey('WECHATPAY_MERCHANT_PRIVATE_KEY_FILE', get('WECHATPAY_MERCHANT_PRIVATE_KEY_FILE')),
        publicKeyId: get('WECHATPAY_PUBLIC_KEY_ID'),
        publicKey: loadPublicKey('WECHATPAY_PUBLIC_KEY_FILE', get('WECHATPAY_PUBLIC_KEY_FILE')),
        endpoint: config.WECHATPAY_ENDPOINT,
        notifyUrl: joinUrl(publicBaseUrl, NOTIFY_PATHS.wechat),
        fetch: deps.fetch,
        now,
        log: deps.log,
      });
      if (!publicBaseUrl.startsWith('https://')) {
        deps.log.warn({ channel, publicBaseUrl }, 'WeChat Pay only calls https notify URLs: set PUBLIC_BASE_URL to an https address');
      }
    } else if (channel === 'alipay') {
      const get = (name: SettingName) => setting(config, name, channel);
      const publicBaseUrl = get('PUBLIC_BASE_URL');
      providers.alipay = createAlipayProvider({
        appId: get('ALIPAY_APP_ID'),
        appPrivateKey: loadPrivateKey('ALIPAY_PRIVATE_KEY_FILE', get('ALIPAY_PRIVATE_KEY_FILE')),
        alipayPublicKey: loadPublicKey('ALIPAY_PUBLIC_KEY_FILE', get('ALIPAY_PUBLIC_KEY_FILE')),
        gateway: config.ALIPAY_GATEWAY,
        notifyUrl: joinUrl(publicBaseUrl, NOTIFY_PATHS.alipay),
        returnUrl: (orderNo) => paymentDeskUrl(publicBaseUrl, orderNo),
        fetch: deps.fetch,
        now,
        log: deps.log,
      });
    }
  }

  deps.log.info(
    {
      paymentChannels: Object.keys(providers),
      ...(providers.wechat ? { wechatMchId: config.WECHATPAY_MCH_ID, wechatEndpoint: config.WECHATPAY_ENDPOINT } : {}),
      ...(providers.alipay ? { alipayAppId: config.ALIPAY_APP_ID, alipayGateway: config.ALIPAY_GATEWAY } : {}),
    },
    'payment channels ready',
  );
  return providers;
}
