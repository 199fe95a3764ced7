/**
 * One shared fake of what the app imports from `@umijs/max` (vitest aliases the module here).
 * Routing follows `window.location.hash` like the app's hash history; `useModel('@@initialState')`
 * and `useAccess` read a settable store (access is the app's own src/access.ts); `request`
 * replays Umi's request pipeline (interceptors → errorThrower on success:false → errorHandler →
 * rejection) over a responder the test provides. Full page loads (src/utils/navigation.ts) are
 * recorded in `pageLoads` instead of reaching jsdom.
 */
import type React from 'react';
import { useSyncExternalStore } from 'react';
import appAccess from '@/access';
import type { InitialState } from '@/initialState';
import { setBrowserPage } from '@/utils/navigation';

// ---- Hash history ---------------------------------------------------------------------------
const hashPath = () => window.location.hash.replace(/^#/, '') || '/';
const splitPath = (path: string) => {
  const [pathname, search = ''] = path.split('?');
  return { pathname: pathname || '/', search: search ? `?${search}` : '', hash: '', state: null, key: 'fake' };
};

export const historyCalls: { method: 'push' | 'replace'; path: string }[] = [];

function navigate(method: 'push' | 'replace', path: string) {
  historyCalls.push({ method, path });
  window.location.hash = path;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

export const history = {
  push: (path: string) => navigate('push', path),
  replace: (path: string) => navigate('replace', path),
  back: () => undefined,
  get location() {
    return splitPath(hashPath());
  },
  listen: (listener: () => void) => {
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  },
};

/** Test helper: puts the app on a hash path without recording a navigation. */
export function setHashPath(path: string): void {
  window.location.hash = path;
}

const subscribeHash = (listener: () => void) => history.listen(listener);

export function useLocation() {
  const path = useSyncExternalStore(subscribeHash, hashPath);
  return splitPath(path);
}

export const useNavigate = () => (to: string) => history.push(to);

let routeParams: Record<string, string | undefined> = {};
export function setRouteParams(params: Record<string, string | undefined>): void {
  routeParams = params;
}
export const useParams = <T extends Record<string, string | undefined>>() => routeParams as T;

export const Link: React.FC<{ to: string; children?: React.ReactNode; [key: string]: unknown }> = ({ to, children, ...rest }) => (
  <a
    href={`#${to}`}
    onClick={(event) => {
      event.preventDefault();
      history.push(to);
    }}
    {...rest}
  >
    {children}
  </a>
);

export const Outlet: React.FC = () => null;

// ---- Initial state and access ----------------------------------------------------------------
let initialState: InitialState | undefined;
const stateListeners = new Set<() => void>();

export function setInitialState(next: InitialState | undefined): void {
  initialState = next;
  stateListeners.forEach((listener) => listener());
}

const subscribeState = (listener: () => void) => {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
};

/** What `refresh()` of the initial-state model loads (Umi calls getInitialState again); none: nothing. */
let refreshLoader: (() => Promise<InitialState>) | undefined;
export const refreshCalls: number[] = [];

export function setRefreshLoader(loader: (() => Promise<InitialState>) | undefined): void {
  refreshLoader = loader;
}

const refresh = async () => {
  refreshCalls.push(Date.now());
  if (refreshLoader) setInitialState(await refreshLoader());
};

export function useModel(namespace: string) {
  if (namespace !== '@@initialState') throw new Error(`umiFake: no model ${namespace}`);
  const state = useSyncExternalStore(subscribeState, () => initialState);
  return { initialState: state, loading: false, error: undefined, setInitialState, refresh };
}

export function useAccess() {
  const state = useSyncExternalStore(subscribeState, () => initialState);
  return appAccess(state);
}

// ---- request -----------------------------------------------------------------------------------
export interface FakeRequest {
  url: string;
  method: string;
  params?: unknown;
  data?: unknown;
  timeout?: number;
  headers: Record<string, string>;
  [key: string]: unknown;
}
export interface FakeResponse {
  status?: number;
  data?: unknown;
  /** Response headers, lower-case names (e.g. `date`), as axios hands them over. */
  headers?: Record<string, string>;
  /** A failure without a response (network, timeout). */
  error?: { message: string; code?: string };
}
export type Responder = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

type Interceptor = (config: FakeRequest) => FakeRequest | Promise<FakeRequest>;
interface FakeRequestConfig {
  errorConfig?: { errorThrower?: (data: never) => void; errorHandler?: (error: never, opts: never) => void };
  requestInterceptors?: unknown[];
}

let requestConfig: FakeRequestConfig = {};
let responder: Responder = () => ({ error: { message: 'umiFake: no responder installed' } });
export const requests: FakeRequest[] = [];

/** Installs the app's request runtime config and the answers of the fake server. */
export function installRequest(config: unknown, respond: Responder): void {
  requestConfig = config as FakeRequestConfig;
  responder = respond;
}

export async function request(url: string, opts: Record<string, unknown> = { method: 'GET' }): Promise<unknown> {
  let options: FakeRequest = { ...opts, url, method: String(opts.method ?? 'GET'), headers: { ...((opts.headers as object) ?? {}) } };
  for (const entry of requestConfig.requestInterceptors ?? []) {
    const interceptor = (Array.isArray(entry) ? entry[0] : entry) as Interceptor;
    options = await interceptor(options);
  }
  requests.push(options);
  try {
    const answer = await responder(options);
    if (answer.error) {
      const timeout = answer.error.code === 'ECONNABORTED' || answer.error.code === 'ETIMEDOUT';
      // Like axios 0.27: a network error carries code ERR_NETWORK and the XMLHttpRequest (status 0) as `response`.
      throw Object.assign(new Error(answer.error.message), {
        code: answer.error.code ?? 'ERR_NETWORK',
        config: options,
        ...(timeout ? {} : { response: { status: 0 } }),
      });
    }
    const status = answer.status ?? 200;
    const response = { status, data: answer.data, config: options, headers: { ...(answer.headers ?? {}) } };
    if (status < 200 || status >= 300) {
      throw Object.assign(new Error(`Request failed with status code ${status}`), { response, config: options });
    }
    const body = answer.data as { success?: boolean } | undefined;
    if (body?.success === false) requestConfig.errorConfig?.errorThrower?.(body as never);
    return opts.getResponse ? response : answer.data;
  } catch (error) {
    requestConfig.errorConfig?.errorHandler?.(error as never, opts as never);
    throw error;
  }
}

/** A contract's method and path as domain/api/* define them (`{name}` stands for a path parameter). */
export interface ContractLike {
  method: string;
  path: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const contractPattern = (contract: ContractLike) => {
  const fixedParts = contract.path.split(/\{[^}]+\}/).map(escapeRegExp);
  return new RegExp(`^${fixedParts.join('[^/?]+')}$`);
};

/** Whether `request` went to `contract` (its method and path, any path parameters). */
export const isRequestTo = (contract: ContractLike, request: FakeRequest): boolean =>
  request.method === contract.method && contractPattern(contract).test(request.url);

/** The requests sent to `contract` so far, in order. */
export const requestsTo = (contract: ContractLike): FakeRequest[] => requests.filter((request) => isRequestTo(contract, request));

/** A fixed answer, or one computed from the request. */
export type ContractAnswer = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

/**
 * A responder answering each request from the first entry of `answers` whose contract it went to,
 * read when the request arrives (a test may change the answers meanwhile); anything else answers
 * 404 "no fake for …".
 */
export function answerContracts(answers: Map<ContractLike, ContractAnswer>): Responder {
  return (request) => {
    for (const [contract, answer] of answers) {
      if (isRequestTo(contract, request)) return typeof answer === 'function' ? answer(request) : answer;
    }
    return { data: { success: false, data: null, errorCode: '404', errorMsg: `no fake for ${request.method} ${request.url}` } };
  };
}

// ---- Full page loads ---------------------------------------------------------------------------
/** One page load the app asked the browser for; same-origin URLs relative to the origin (`/#/login`). */
export type PageLoad = { assign: string } | { reload: 'page' | 'parent' };

/** The page loads asked for since the last reset, in order (src/utils/navigation.ts's BrowserPage). */
export const pageLoads: PageLoad[] = [];

/** The URLs loaded with `assign`, in order: the targets of `fullNavigate`. */
export const assignedUrls = (): string[] => pageLoads.flatMap((load) => ('assign' in load ? [load.assign] : []));

let framed = false;
/** Makes the app see itself inside a frame (or not: the default). */
export function setFramed(value: boolean): void {
  framed = value;
}

const recordingPage = {
  assign: (href: string) => {
    const origin = window.location.origin;
    pageLoads.push({ assign: href.startsWith(`${origin}/`) ? href.slice(origin.length) : href });
  },
  reload: () => {
    pageLoads.push({ reload: 'page' });
  },
  reloadParent: () => {
    pageLoads.push({ reload: 'parent' });
  },
  framed: () => framed,
};

/** Back to a blank app between tests. */
export function resetUmiFake(): void {
  historyCalls.length = 0;
  requests.length = 0;
  routeParams = {};
  initialState = undefined;
  refreshLoader = undefined;
  refreshCalls.length = 0;
  requestConfig = {};
  responder = () => ({ error: { message: 'umiFake: no responder installed' } });
  pageLoads.length = 0;
  framed = false;
  setBrowserPage(recordingPage);
  window.location.hash = '';
}
