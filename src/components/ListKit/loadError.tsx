/**
 * The one way a list shows that it failed to load: an alert above it with the reason and a retry,
 * and no toast besides (list calls skip the request layer's message). What an alert cannot do —
 * send a logged-out user to the login page, ask for the agreement, open the balance modal — is
 * still done, by the same decision the request layer makes (requestErrorConfig).
 */
import { Alert, Button } from 'antd';
import type React from 'react';
import { useCallback, useState } from 'react';
import { errorActionFor, performErrorAction, requestErrorMessage } from '@/requestErrorConfig';
import { currentHashPath } from '@/utils/paths';

export const LIST_LOAD_FAILED = '列表加载失败';
const RETRY_TEXT = '重试';

/** The reason a failed list load shows; carries out whatever the failure asks beyond a message. */
function listLoadFailure(error: unknown): string {
  const action = errorActionFor(error, currentHashPath());
  if (action.kind === 'message') return action.message;
  performErrorAction(action);
  return requestErrorMessage(error);
}

/** The failure of a list's last load (undefined once a load starts again). */
export function useListLoadError() {
  const [error, setError] = useState<string>();
  const fail = useCallback((cause: unknown) => setError(listLoadFailure(cause)), []);
  const clear = useCallback(() => setError(undefined), []);
  return { error, fail, clear };
}

interface ListLoadErrorProps {
  /** The reason (nothing renders without one). */
  error?: string;
  onRetry: () => void;
  title?: string;
}

export const ListLoadError: React.FC<ListLoadErrorProps> = ({ error, onRetry, title = LIST_LOAD_FAILED }) =>
  error ? (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={title}
      description={error}
      action={
        <Button size="small" onClick={onRetry}>
          {RETRY_TEXT}
        </Button>
      }
    />
  ) : null;
