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
  /**
   * A notice (an urge of issue 12). Optional: a provider without a notice template leaves it out,
   * and the caller records that no SMS went out.
   */
  sendNotice?(message: NoticeMessage): Promise<void>;
}

/** A free-text notice to one phone (the console provider logs it). */
export interface NoticeMessage {
  phone: string;
  text: string;
  purpose: 'urge';
}

export interface SmsLogger {
  info(object: Record<string, unknown>, message: string): void;
}
