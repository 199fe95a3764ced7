import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type React from 'react';
import { passwordRules, phoneRules } from '@/pages/Login/rules';

const PasswordFields: React.FC = () => (
  <>
    <Form.Item name="phone" rules={phoneRules}>
      <Input size="large" prefix={<MobileOutlined />} maxLength={11} inputMode="numeric" placeholder="手机号" />
    </Form.Item>
    <Form.Item name="password" rules={passwordRules}>
      <Input.Password size="large" prefix={<LockOutlined />} placeholder="密码" />
    </Form.Item>
  </>
);

export default PasswordFields;
