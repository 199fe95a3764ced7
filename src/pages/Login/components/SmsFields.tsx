/** Phone and SMS code with the send-code countdown (login, or binding a phone to the account). */
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, message } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { UNKNOWN_ERROR_MESSAGE } from '@domain/errors';
import { envelopeOf } from '@/requestErrorConfig';
import { getVerifyCode } from '@/services/identity';
import { codeRules, LOGIN_MESSAGES, phoneRules } from '@/pages/Login/rules';

const SMS_COUNTDOWN_S = 60;

/** What a failed send-code call tells the user: the server's message (never an empty toast), else the network hint. */
function sendCodeErrorMessage(error: unknown): string {
  const envelope = envelopeOf(error);
  if (envelope) return envelope.errorMsg || UNKNOWN_ERROR_MESSAGE;
  return LOGIN_MESSAGES.codeSendFailed;
}

/**
 * The send-code button: checks the phone field first, and starts the countdown only when the code
 * was sent (a failed send leaves it ready).
 */
const SendCodeButton: React.FC<{ purpose: 'login' | 'binding' }> = ({ purpose }) => {
  const form = Form.useFormInstance();
  const [count, setCount] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (count <= 0) return undefined;
    const timer = setTimeout(() => setCount((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [count]);

  const send = async () => {
    let phone: string;
    try {
      phone = (await form.validateFields(['phone'])).phone as string;
    } catch {
      return; // the field shows why
    }
    setSending(true);
    try {
      await getVerifyCode({ phone, purpose }, { skipErrorHandler: true });
      message.success(LOGIN_MESSAGES.codeSent);
      setCount(SMS_COUNTDOWN_S);
    } catch (error) {
      message.error(sendCodeErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size="large" disabled={count > 0} loading={sending} onClick={send} style={{ flex: 'none' }}>
      {count > 0 ? `${count} 秒后重新获取` : '获取验证码'}
    </Button>
  );
};

const SmsFields: React.FC<{ purpose?: 'login' | 'binding' }> = ({ purpose = 'login' }) => (
  <>
    <Form.Item name="phone" rules={phoneRules}>
      <Input size="large" prefix={<MobileOutlined />} maxLength={11} inputMode="numeric" placeholder="手机号" />
    </Form.Item>
    <div style={{ display: 'flex', gap: 8 }}>
      <Form.Item name="code" rules={codeRules} style={{ flex: 1 }}>
        <Input size="large" prefix={<SafetyOutlined />} maxLength={6} inputMode="numeric" placeholder="短信验证码" />
      </Form.Item>
      <SendCodeButton purpose={purpose} />
    </div>
  </>
);

export default SmsFields;
