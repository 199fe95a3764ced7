import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { ProFormText } from '@ant-design/pro-components';
import React from 'react';
import { passwordRules, phoneRules } from '@/pages/Login/rules';

const PasswordFields: React.FC = () => (
  <>
    <ProFormText
      name="phone"
      fieldProps={{ size: 'large', prefix: <MobileOutlined />, maxLength: 11, inputMode: 'numeric' }}
      placeholder="手机号"
      rules={phoneRules}
    />
    <ProFormText.Password
      name="password"
      fieldProps={{ size: 'large', prefix: <LockOutlined /> }}
      placeholder="密码"
      rules={passwordRules}
    />
  </>
);

export default PasswordFields;
