/**
 * A centred spinner with its text. antd 5 shows a Spin's `tip` only when the Spin wraps content
 * (or is fullscreen), so the spinner wraps an empty block of the wanted height.
 */
import { Spin } from 'antd';
import type React from 'react';

export const LOADING_TEXT = '加载中…';

interface Props {
  tip?: string;
  size?: 'small' | 'default' | 'large';
  /** Height of the area the spinner is centred in. */
  minHeight?: number | string;
}

const Loading: React.FC<Props> = ({ tip = LOADING_TEXT, size = 'default', minHeight = 120 }) => (
  <div role="status" aria-live="polite">
    <Spin tip={tip} size={size}>
      <div style={{ minHeight }} />
    </Spin>
  </div>
);

export default Loading;
