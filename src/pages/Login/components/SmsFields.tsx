/** Phone and SMS code with the send-code countdown. */
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { ProFormCaptcha, ProFormText } from '@ant-design/pro-components';
import { message } from 'antd';
import React from 'react';
import { isBizError } from '../../../requestErrorConfig';
import { getVerifyCode } from '../../../services/user';
import { codeRules, LOGIN_MESSAGES, phoneRules } from '../rules';

export const SMS_COUNTDOWN_S = 60;

const SmsFields: React.FC = () => (
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
          await getVerifyCode({ phone, purpose: 'login' }, { skipErrorHandler: true });
          message.success(LOGIN_MESSAGES.codeSent);
        } catch (error) {
          message.error(isBizError(error) ? error.info.errorMsg : LOGIN_MESSAGES.networkFailed);
          throw error; // keeps the button ready instead of starting the countdown
        }
      }}
    />
  </>
);

export default SmsFields;
