/**
 * The frame every dashboard shares: the page header with its explanation, the bar (month range,
 * freshness, 刷新, and the page's own buttons), the load failure with a retry, and the cards
 * stacked below.
 */
import { PageContainer } from '@ant-design/pro-components';
import { Space } from 'antd';
import type React from 'react';
import type { Freshness } from '@domain/metrics/contracts';
import type { MonthRange } from '@domain/metrics/period';
import { DashboardBar } from './DashboardBar';
import { LoadFailed } from './LoadFailed';

interface Board {
  data?: { range: MonthRange; freshness: Freshness };
  loading: boolean;
  error?: Error;
  setAsked: (range: MonthRange) => void;
  refresh: () => void;
}

interface Props {
  board: Board;
  /** What the page counts, under its title. */
  content: React.ReactNode;
  /** The page's own buttons in the bar. */
  actions?: React.ReactNode;
  children: React.ReactNode;
}

export const DashboardPage: React.FC<Props> = ({ board, content, actions, children }) => (
  <PageContainer
    content={content}
    extra={
      <DashboardBar
        range={board.data?.range}
        freshness={board.data?.freshness}
        loading={board.loading}
        onRange={board.setAsked}
        onRefresh={board.refresh}
      >
        {actions}
      </DashboardBar>
    }
  >
    <LoadFailed error={board.data ? undefined : board.error} onRetry={board.refresh} />
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {children}
    </Space>
  </PageContainer>
);
