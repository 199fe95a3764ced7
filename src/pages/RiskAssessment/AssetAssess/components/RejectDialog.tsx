/** The reject dialog of the owners (assets back to combing) and of the customer (a consultant's stage): a required reason, and the stage when asked. */
import { Alert, Form, Input, Modal, Select } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { RA_LIMITS } from '@domain/riskAssessment/rules';
import { REASON_REQUIRED, STAGE_REQUIRED } from './labels';

export interface RejectValues {
  stage?: string;
  reason: string;
}

interface Props {
  open: boolean;
  title: string;
  /** What the rejection does, said before the fields. */
  explain: string;
  /** Stages to choose from (the customer's rejection); none = no stage field. */
  stages?: { value: string; label: string }[];
  onCancel: () => void;
  /** Resolves true when done (the dialog closes). */
  onSubmit: (values: RejectValues) => Promise<boolean>;
}

const RejectDialog: React.FC<Props> = ({ open, title, explain, stages, onCancel, onSubmit }) => {
  const [form] = Form.useForm<RejectValues>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    try {
      if (await onSubmit({ ...values, reason: values.reason.trim() })) onCancel();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText="确定驳回"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={submit}
      onCancel={onCancel}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={explain} />
      <Form form={form} layout="vertical">
        {stages ? (
          <Form.Item name="stage" label="驳回阶段" rules={[{ required: true, message: STAGE_REQUIRED }]}>
            <Select placeholder="请选择要驳回的阶段" options={stages} />
          </Form.Item>
        ) : null}
        <Form.Item name="reason" label="驳回原因" rules={[{ required: true, whitespace: true, message: REASON_REQUIRED }]}>
          <Input.TextArea rows={4} maxLength={RA_LIMITS.reasonMax} showCount placeholder="请说明需要修改的内容" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export default RejectDialog;
