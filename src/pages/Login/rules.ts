/** Validation of the login forms, in Chinese; the phone rule is the domain's. */
import type { Rule } from 'antd/es/form';
import { PHONE_PATTERN } from '@domain/kernel/helpers';

export const LOGIN_MESSAGES = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '手机号格式不正确',
  passwordRequired: '请输入密码',
  codeRequired: '请输入验证码',
  codeInvalid: '验证码为 6 位数字',
  codeSent: '验证码已发送，请注意查收',
  loginSucceeded: '登录成功！',
  networkFailed: '登录失败，请检查网络后重试',
  codeSendFailed: '验证码发送失败，请检查网络后重试',
  bindFailed: '绑定失败，请检查网络后重试',
  sessionExpired: '登录已过期，请重新登录',
} as const;

export const phoneRules: Rule[] = [
  { required: true, message: LOGIN_MESSAGES.phoneRequired },
  { pattern: PHONE_PATTERN, message: LOGIN_MESSAGES.phoneInvalid },
];
export const passwordRules: Rule[] = [{ required: true, message: LOGIN_MESSAGES.passwordRequired }];
export const codeRules: Rule[] = [
  { required: true, message: LOGIN_MESSAGES.codeRequired },
  { pattern: /^\d{6}$/, message: LOGIN_MESSAGES.codeInvalid },
];
