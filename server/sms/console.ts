/** Development sender (the default): writes the code to the server log instead of sending it. */
import type { SmsLogger, SmsSender } from './types';

export function createConsoleSmsSender(log: SmsLogger): SmsSender {
  return {
    name: 'console',
    async sendVerifyCode({ phone, code, purpose, expiresInMinutes }) {
      log.info({ sms: 'console', phone, purpose, code }, `【短信】验证码 ${code}（${expiresInMinutes} 分钟内有效）已发往 ${phone}`);
    },
    async sendNotice({ phone, text, purpose }) {
      log.info({ sms: 'console', phone, purpose }, `【短信】${text}（已发往 ${phone}）`);
    },
  };
}
