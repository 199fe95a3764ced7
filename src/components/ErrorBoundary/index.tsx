/**
 * Fallback for a page that failed to render, above all a page chunk that failed to load (spec §8
 * "a failed page-script load shows a fallback"): the user can reload instead of facing a blank page.
 */
import { Button, Result } from 'antd';
import React from 'react';

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message));

interface Props {
  children?: React.ReactNode;
  /** Reload action (tests pass a spy). */
  onReload?: () => void;
}

interface State {
  error?: unknown;
}

export default class ErrorBoundary extends React.Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown): void {
    console.error('页面渲染失败', error);
  }

  private reload = () => (this.props.onReload ?? (() => window.location.reload()))();

  render(): React.ReactNode {
    if (this.state.error === undefined) return this.props.children;
    const chunk = isChunkLoadError(this.state.error);
    return (
      <Result
        status="warning"
        title={chunk ? '页面加载失败' : '页面出错了'}
        subTitle={chunk ? '网络不稳定或系统刚刚更新，页面资源未能加载，请重新加载。' : '页面遇到意外错误，请重新加载后再试。'}
        extra={
          <Button type="primary" onClick={this.reload}>
            重新加载
          </Button>
        }
      />
    );
  }
}
