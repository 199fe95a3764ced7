/** The SMS sender interface: one adapter per provider, chosen by configuration (SMS_PROVIDER). */
export interface VerifyCodeMessage {
  phone: string;
  code: string;
  purpose: 'login' | 'binding';
  expiresInMinutes: number;
}

export interface SmsSender {
  readonly name: string;
  /** Resolves once the provider accepted the message; rejects otherwise. */
  sendVerifyCode(message: VerifyCodeMessage): Promise<void>;
}

export interface SmsLogger {
  info(object: Record<string, unknown>, message: string): void;
}
