/**
 * Mock handlers keyed by contract (`METHOD /colon/path`). A handler is a plain function from the
 * parsed request to an envelope (plus a session change), so tests call it without a server; the
 * adapter below turns the map into umi dev mocks.
 */
import { z } from 'zod';
import { colonPath, type AnyContract } from '../../domain/api/contract';
import { fail, ErrorCode, HTTP_STATUS, type Envelope } from '../../domain/errors';
import { MOCK_SESSION_COOKIE, readSession, type MockSession } from './demoSession';

export interface MockRequest {
  query: Record<string, unknown>;
  body: unknown;
  params: Record<string, string>;
  session?: MockSession;
}

export interface MockAnswer {
  envelope: Envelope;
  /** A new session value to set, or null to clear the session. */
  setSession?: string | null;
}

export type MockHandler = (request: MockRequest) => MockAnswer;

export const contractKey = (contract: AnyContract): string => `${contract.method} ${colonPath(contract.path)}`;

const zhCN = z.locales.zhCN().localeError;

/** Like the server: "参数错误：phone 手机号格式不正确；code 验证码为 6 位数字". */
export function validationFailure(error: z.ZodError): MockAnswer {
  const parts = error.issues.slice(0, 3).map((issue) => `${issue.path.map(String).join('.') || '参数'} ${issue.message}`);
  return { envelope: fail(ErrorCode.VALIDATION, `参数错误：${parts.join('；')}`) };
}

/** Parses `input` with `schema`; returns the value or a validation failure. */
export function parseOr<S extends z.ZodType>(schema: S | undefined, input: unknown): { value: z.output<S> } | { failure: MockAnswer } {
  if (!schema) return { value: input as z.output<S> };
  const result = schema.safeParse(input ?? {}, { error: zhCN });
  return result.success ? { value: result.data } : { failure: validationFailure(result.error) };
}

interface ExpressLikeRequest {
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}
interface ExpressLikeResponse {
  setHeader(name: string, value: string): void;
  status(code: number): ExpressLikeResponse;
  json(body: unknown): void;
}

/** The umi mock object: `{ 'POST /user/loginByPhone': (req, res) => … }`. */
export function toUmiMocks(handlers: Record<string, MockHandler>) {
  const mocks: Record<string, (req: ExpressLikeRequest, res: ExpressLikeResponse) => void> = {};
  for (const [key, handler] of Object.entries(handlers)) {
    const method = key.split(' ')[0];
    mocks[key] = (req, res) => {
      // Like the server: state-changing calls must come from the web client (CSRF defence).
      if (method === 'POST' && req.headers['x-requested-with'] !== 'XMLHttpRequest') {
        res.status(HTTP_STATUS[ErrorCode.CSRF] ?? 403).json(fail(ErrorCode.CSRF));
        return;
      }
      const cookie = req.headers.cookie;
      const answer = handler({
        query: req.query ?? {},
        body: req.body,
        params: req.params ?? {},
        session: readSession(Array.isArray(cookie) ? cookie.join('; ') : cookie),
      });
      if (answer.setSession !== undefined) {
        const value = answer.setSession === null ? '' : encodeURIComponent(answer.setSession);
        const maxAge = answer.setSession === null ? 0 : 12 * 60 * 60;
        res.setHeader('Set-Cookie', `${MOCK_SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`);
      }
      res.status(200).json(answer.envelope);
    };
  }
  return mocks;
}
