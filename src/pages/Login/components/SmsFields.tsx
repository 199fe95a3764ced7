/** Phone and SMS code with the send-code countdown (login, or binding a phone to the account). */
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { ProFormCaptcha, ProFormText } from '@ant-design/pro-components';
import { message } from 'antd';
import React from 'react';
import { UNKNOWN_ERROR_MESSAGE } from '@domain/errors';
import { envelopeOf } from '@/requestErrorConfig';
import { getVerifyCode } from '@/services/user';
import { codeRules, LOGIN_MESSAGES, phoneRules } from '@/pages/Login/rules';

const SMS_COUNTDOWN_S = 60;

/** What a failed send-code call tells the user: the server's message (never an empty toast), else the network hint. */
function sendCodeErrorMessage(error: unknown): string {
  const envelope = envelopeOf(error);
  if (envelope) return envelope.errorMsg || UNKNOWN_ERROR_MESSAGE;
  return LOGIN_MESSAGES.codeSendFailed;
}

const SmsFields: React.FC<{ purpose?: 'login' | 'binding' }> = ({ purpose = 'login' }) => (
  <>
    <ProFormText
      name="phone"
      fieldProps={{ size: 'large', prefix: <MobileOutlined />, maxLength: 11, inputMode: 'numeric' }}
      placeholder="手机号"
      rules={phoneRules}
    />
    <ProFormCaptcha
      name="code"
      phoneName="phone"
      countDown={SMS_COUNTDOWN_S}
      fieldProps={{ size: 'large', prefix: <SafetyOutlined />, maxLength: 6, inputMode: 'numeric' }}
      captchaProps={{ size: 'large' }}
      placeholder="短信验证码"
      rules={codeRules}
      captchaTextRender={(timing, count) => (timing ? `${count} 秒后重新获取` : '获取验证码')}
      onGetCaptcha={async (phone) => {
        try {
          await getVerifyCode({ phone, purpose }, { skipErrorHandler: true });
          message.success(LOGIN_MESSAGES.codeSent);
        } catch (error) {
          message.error(sendCodeErrorMessage(error));
          throw error; // keeps the button ready instead of starting the countdown
        }
      }}
    />
  </>
);

export default SmsFields;
