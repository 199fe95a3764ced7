/** A dashboard whose call failed with nothing on screen yet: why, and 重试. */
import { Alert, Button } from 'antd';
import type React from 'react';

export const LOAD_FAILED = '数据加载失败';

export const LoadFailed: React.FC<{ error?: Error; onRetry: () => void }> = ({ error, onRetry }) =>
  error ? (
    <Alert
      type="error"
      showIcon
      message={LOAD_FAILED}
      description={error.message || undefined}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  ) : null;
