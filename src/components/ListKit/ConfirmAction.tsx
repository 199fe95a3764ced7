/**
 * An action that asks first (Popconfirm), for a list's row actions (enable or disable an announcement, a guide item…).
 * On success it says so and lets the caller reload; a failure has already been shown by the
 * request layer, so the confirmation just closes.
 */
import { Popconfirm, message } from 'antd';
import type React from 'react';

interface ConfirmActionProps {
  title: string;
  description?: string;
  okText?: string;
  successMessage: string;
  action: () => Promise<unknown>;
  onDone?: () => void;
  children: React.ReactElement;
}

const ConfirmAction: React.FC<ConfirmActionProps> = ({ title, description, okText = '确定', successMessage, action, onDone, children }) => (
  <Popconfirm
    title={title}
    description={description}
    okText={okText}
    cancelText="取消"
    onConfirm={async () => {
      try {
        await action();
      } catch {
        return;
      }
      message.success(successMessage);
      onDone?.();
    }}
  >
    {children}
  </Popconfirm>
);

export default ConfirmAction;
