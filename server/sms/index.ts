/** Picks the SMS sender named by configuration. */
import type { Config } from '../config';
import { createAliyunSmsSender } from './aliyun';
import { createConsoleSmsSender } from './console';
import type { SmsLogger, SmsSender } from './types';

export type { NoticeMessage, SmsSender, VerifyCodeMessage } from './types';

export function createSmsSender(config: Config, log: SmsLogger): SmsSender {
  if (config.SMS_PROVIDER === 'aliyun') {
    return createAliyunSmsSender({
      // The config schema requires these when SMS_PROVIDER=aliyun.
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: config.ALIYUN_SMS_SIGN_NAME!,
      templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
      endpoint: config.ALIYUN_SMS_ENDPOINT,
      regionId: config.ALIYUN_SMS_REGION,
    });
  }
  return createConsoleSmsSender(log);
}
