/**
 * What wraps the whole app (Umi rootContainer, outside the router and the models): a fallback for
 * failed page loads outside the layout, the WeChat warning, the guide ball, and the slots for the
 * app-wide modals that later issues add.
 */
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import React from 'react';
import { PRIMARY_COLOR } from '../../../domain/constants';
import ErrorBoundary from '../ErrorBoundary';
import GuideBall from '../GuideBall';
import WeChatWarning from '../WeChatWarning';

/**
 * Slot for the app-wide modals of a later issue: the announcement modal (spec §4, opens on
 * /welcome and /projectList/myProject) and the insufficient-balance modal (errorCode 13001, see
 * `onInsufficientBalance` in requestErrorConfig). Nothing is rendered until they exist.
 */
export const GlobalModalsSlot: React.FC = () => null;

const RootExtras: React.FC<{ children?: React.ReactNode }> = ({ children }) => (
  <>
    <ErrorBoundary>{children}</ErrorBoundary>
    {/* Outside the locale provider of the app, so the extras get their own zh-CN config. */}
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: PRIMARY_COLOR } }}>
      <GlobalModalsSlot />
      <GuideBall />
      <WeChatWarning />
    </ConfigProvider>
  </>
);

export default RootExtras;
