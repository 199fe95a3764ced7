/**
 * Approve or reject something under review, the one way every review in the console works:
 * approve after a confirmation that names what is approved; reject in a form that requires the
 * reason (kept in the form when the call fails). The caller passes only the moves its state
 * machine offers this viewer (`allowedActions`), so the server and the buttons agree.
 */
import { ModalForm, ProFormTextArea } from '@/components/FormKit';
import { Popconfirm, Space, Typography, message } from 'antd';
import type React from 'react';

import { APPROVE_TEXT, CONFIRM_REJECT_TEXT, REJECT_REASON_MESSAGE, REJECT_TEXT } from './labels';

export interface ReviewActionsProps {
  /** The moves the state machine allows this viewer; neither approve nor reject: nothing shown. */
  actions: readonly string[];
  approve: {
    /** The confirmation's question, naming what is approved. */
    confirm: string;
    /** What approving changes. */
    description: React.ReactNode;
    run: () => Promise<unknown>;
    /** Shown after the call succeeded. */
    done: string;
  };
  reject: {
    title: string;
    /** What is rejected (e.g. a Descriptions of the application), above the reason. */
    details: React.ReactNode;
    /** What rejecting means for the applicant. */
    note: string;
    placeholder: string;
    maxLength: number;
    run: (reason: string) => Promise<unknown>;
    done: string;
  };
  /** Called after either call (also after a failed approval: the row may have changed meanwhile). */
  onDone: () => void;
}

const ReviewActions: React.FC<ReviewActionsProps> = ({ actions, approve, reject, onDone }) => {
  if (!actions.includes('approve') && !actions.includes('reject')) return null;

  const onApprove = async () => {
    try {
      await approve.run();
      message.success(approve.done);
    } catch {
      // Shown by the request error handler (e.g. reviewed by someone else meanwhile).
    }
    onDone();
  };

  const onReject = async ({ reason }: { reason: string }) => {
    try {
      await reject.run(reason);
    } catch {
      return false; // The reason stays in the form.
    }
    message.success(reject.done);
    onDone();
    return true;
  };

  return (
    <Space size={12}>
      {actions.includes('approve') && (
        <Popconfirm
          title={approve.confirm}
          description={<div style={{ maxWidth: 320 }}>{approve.description}</div>}
          okText={APPROVE_TEXT}
          cancelText="取消"
          onConfirm={onApprove}
        >
          <a>{APPROVE_TEXT}</a>
        </Popconfirm>
      )}
      {actions.includes('reject') && (
        <ModalForm<{ reason: string }>
          title={reject.title}
          width={520}
          trigger={<a style={{ color: '#ff4d4f' }}>{REJECT_TEXT}</a>}
          modalProps={{ destroyOnHidden: true }}
          submitter={{ searchConfig: { submitText: CONFIRM_REJECT_TEXT, resetText: '取消' }, submitButtonProps: { danger: true } }}
          onFinish={onReject}
        >
          {reject.details}
          <Typography.Paragraph type="secondary">{reject.note}</Typography.Paragraph>
          <ProFormTextArea
            name="reason"
            label="驳回原因"
            placeholder={reject.placeholder}
            rules={[{ required: true, whitespace: true, message: REJECT_REASON_MESSAGE }]}
            fieldProps={{ maxLength: reject.maxLength, showCount: true, rows: 4 }}
          />
        </ModalForm>
      )}
    </Space>
  );
};

export default ReviewActions;
