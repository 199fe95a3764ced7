/**
 * What wraps the whole app (Umi rootContainer, outside the router and the models): a fallback for
 * failed page loads outside the layout, the WeChat warning, the guide ball, and the app-wide
 * modals — the announcement modal (spec §4) and the insufficient-balance modal (errorCode 13001).
 */
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type React from 'react';
import AnnouncementModal from '@/components/AnnouncementModal';
import BalanceModal from '@/components/BalanceModal';
import ErrorBoundary from '@/components/ErrorBoundary';
import GuideBall from '@/components/GuideBall';
import WeChatWarning from '@/components/WeChatWarning';
import { APP_THEME } from '@/theme';

const RootExtras: React.FC<{ children?: React.ReactNode }> = ({ children }) => (
  <>
    <ErrorBoundary>{children}</ErrorBoundary>
    {/* Outside the locale provider of the app, so the extras get their own zh-CN config. */}
    <ConfigProvider locale={zhCN} theme={APP_THEME}>
      <AnnouncementModal />
      <BalanceModal />
      <GuideBall />
      <WeChatWarning />
    </ConfigProvider>
  </>
);

export default RootExtras;
