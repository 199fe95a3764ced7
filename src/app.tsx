/**
 * Umi runtime configuration only: initial state, layout, request and root container. The logic
 * lives in the modules imported here.
 */
import type { RequestConfig } from '@umijs/max';
import type React from 'react';
import RootExtras from './components/RootExtras';
import { loadInitialState, type InitialState } from './initialState';
import { buildLayout } from './layout/config';
import { requestConfig } from './requestErrorConfig';

export type { InitialState };

/** Who is logged in (GET /user/getUserInfo); redirects to login, agreement or admission notices. */
export async function getInitialState(): Promise<InitialState> {
  return loadInitialState();
}

export const layout = buildLayout;

export const request: RequestConfig = requestConfig;

/** Outside the router: the WeChat warning, the guide ball and the app-wide slots. */
export function rootContainer(container: React.ReactNode): React.ReactNode {
  return <RootExtras>{container}</RootExtras>;
}
