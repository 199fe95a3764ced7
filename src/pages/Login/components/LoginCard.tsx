/**
 * The login card: title, subtitle, the fields, a full-width submit button and a line below.
 * Plain antd Form instead of pro-components' LoginForm, which pulled ProForm and every ProField
 * type (~150 KiB of brotli) into the first page a visitor loads (docs/performance.md).
 */
import { Button, Form, type FormInstance } from 'antd';
import type React from 'react';
import { useState } from 'react';

interface LoginCardProps<T> {
  title: React.ReactNode;
  subTitle: React.ReactNode;
  submitText: string;
  onFinish: (values: T) => Promise<void>;
  actions?: React.ReactNode;
  children: React.ReactNode;
  /** The form's instance, when the page sets its values (the pre-rendered form's takeover). */
  form?: FormInstance<T>;
}

function LoginCard<T>({ title, subTitle, submitText, onFinish, actions, children, form }: LoginCardProps<T>) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <div style={{ width: 328, maxWidth: 'calc(100vw - 32px)', margin: '0 auto' }}>
      <div style={{ textAlign: 'center', marginBottom: 40 }}>
        <div style={{ fontSize: 28, fontWeight: 600, lineHeight: '40px', whiteSpace: 'nowrap' }}>{title}</div>
        <div style={{ marginTop: 12, color: 'rgba(0, 0, 0, 0.45)', fontSize: 14 }}>{subTitle}</div>
      </div>
      <Form<T>
        form={form}
        onFinish={async (values) => {
          setSubmitting(true);
          try {
            await onFinish(values);
          } finally {
            setSubmitting(false);
          }
        }}
      >
        {children}
        <Button type="primary" htmlType="submit" size="large" block loading={submitting} style={{ marginBottom: 24 }}>
          {submitText}
        </Button>
      </Form>
      {actions}
    </div>
  );
}

export default LoginCard;
