/**
 * Umi runtime configuration only: initial state, layout, request, antd's locale and root
 * container. The logic lives in the modules imported here.
 */
import type { RequestConfig, RuntimeAntdConfig } from '@umijs/max';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type React from 'react';
import RootExtras from './components/RootExtras';
import './components/ListKit/tableCells.css';
import { firstInitialState, type InitialState } from './initialState';
import { buildLayout } from './layout/config';
import { requestConfig } from './requestErrorConfig';
import { APP_THEME } from './theme';

export type { InitialState };

/** Who is logged in (GET /user/getUserInfo); redirects to login, agreement or admission notices. */
export async function getInitialState(): Promise<InitialState> {
  return firstInitialState();
}

export const layout = buildLayout;

export const request: RequestConfig = requestConfig;

// Chinese for antd's components and dates. Umi's locale plugin did this but also brought react-intl
// and its message parser to every page, the login page included, for messages we do not have
// (docs/performance.md). The theme is .umirc.ts's, with the user's motion preference (src/theme.ts).
dayjs.locale('zh-cn');
export const antd: RuntimeAntdConfig = (memo) => ({ ...memo, locale: zhCN, theme: APP_THEME });

/** Outside the router: the WeChat warning, the guide ball and the app-wide slots. */
export function rootContainer(container: React.ReactNode): React.ReactNode {
  return <RootExtras>{container}</RootExtras>;
}
