/**
 * The mock template's shared pieces. Mock handlers are keyed by contract (`METHOD /colon/path`); a
 * handler is a plain function from the parsed request to an envelope (plus a session change), so
 * tests call it without a server. Every handler is wrapped by `guarded`, which asks the same
 * access decision as the server's guard (domain/kernel/contractAccess.ts). The adapters below turn the
 * maps into umi dev mocks.
 */
import type { z } from 'zod';
import { ALL_CONTRACTS } from '../../domain/api';
import { colonPath, type AnyContract } from '../../domain/kernel/contract';
import { zodErrorMessage, type RequestPart } from '../../domain/kernel/validation';
import { contractAccess } from '../../domain/kernel/contractAccess';
import type { DemoAccount } from '../../domain/demo';
import { fail, ErrorCode, HTTP_STATUS, type Envelope } from '../../domain/errors';
import type { UserInfo } from '../../domain/kernel/userInfo';
import { MOCK_SESSION_COOKIE, callerStateOf, readSession, type MockSession } from './demoSession';

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

/** A download contract's mock: a file, or an envelope when refused. */
export interface MockFile {
  file: { fileName: string; contentType: string; body: Buffer };
}
export type MockDownloadHandler = (request: MockRequest) => MockAnswer | MockFile;

export const contractKey = (contract: AnyContract): string => `${contract.method} ${colonPath(contract.path)}`;

// ---- Validation (like server/http/validation.ts) -----------------------------------------------
/** Like the server (domain/kernel/validation.ts): "参数错误：status 须为 待支付（created）/…之一". */
function validationFailure(error: z.ZodError, part: RequestPart = 'body'): MockAnswer {
  return { envelope: fail(ErrorCode.VALIDATION, zodErrorMessage(error, part)) };
}

/** Parses `input` with `schema`; returns the value or a validation failure. */
export function parseOr<S extends z.ZodType>(
  schema: S | undefined,
  input: unknown,
  part: RequestPart = 'body',
): { value: z.output<S> } | { failure: MockAnswer } {
  if (!schema) return { value: input as z.output<S> };
  // reportInput, like the server: a missing value is told apart from a wrong one.
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  return result.success ? { value: result.data } : { failure: validationFailure(result.error, part) };
}

// ---- Guard (like server/http/guard.ts) ------------------------------------------------------------
/** The logged-in caller a guarded handler receives. */
export interface MockCaller {
  session: MockSession;
  user: UserInfo;
  /** The demo account; null for a new phone (an account awaiting admission). */
  account: DemoAccount | null;
}
export type GuardedRequest = MockRequest & { caller: MockCaller | null };

/** The refusal of domain/kernel/contractAccess.ts for this session, or the caller (null: public, no session). */
function mockGuard(contract: AnyContract, session: MockSession | undefined): { refusal: MockAnswer } | { caller: MockCaller | null } {
  const state = callerStateOf(session);
  const decision = contractAccess(contract, state);
  if (!decision.allowed) return { refusal: { envelope: fail(decision.refusal) } };
  if (!session || !state) return { caller: null };
  return { caller: { session, user: state.userInfo as UserInfo, account: 'account' in session ? session.account : null } };
}

/** `handle` runs only when the access decision lets the session call `contract`. */
export const guarded =
  <A extends MockAnswer | MockFile>(contract: AnyContract, handle: (request: GuardedRequest) => A) =>
  (request: MockRequest): A | MockAnswer => {
    const checked = mockGuard(contract, request.session);
    return 'refusal' in checked ? checked.refusal : handle({ ...request, caller: checked.caller });
  };

/** A guarded handler of a non-public contract: the caller is always there. */
export const guardedSession = <A extends MockAnswer | MockFile>(
  contract: AnyContract,
  handle: (request: MockRequest & { caller: MockCaller }) => A,
) =>
  guarded(contract, (request) => {
    if (!request.caller) throw new Error(`${contractKey(contract)} is public: use guarded()`);
    return handle({ ...request, caller: request.caller });
  });

// ---- Umi adapters -----------------------------------------------------------------------------------
interface ExpressLikeRequest {
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, string>;
  /** Multipart file parts (umi's mock server parses them with multer). */
  files?: MockFilePart[];
  headers: Record<string, string | string[] | undefined>;
}
interface ExpressLikeResponse {
  setHeader(name: string, value: string): void;
  status(code: number): ExpressLikeResponse;
  json(body: unknown): void;
  send?(body: Buffer): void;
  end?(body: Buffer): void;
}
type UmiMock = (req: ExpressLikeRequest, res: ExpressLikeResponse) => void;

/** A multipart file part as umi's mock server (multer) hands it over. */
export interface MockFilePart {
  originalname: string;
  mimetype?: string;
  size: number;
  buffer?: Buffer;
}

const cookieOf = (req: ExpressLikeRequest) => (Array.isArray(req.headers.cookie) ? req.headers.cookie.join('; ') : req.headers.cookie);

/** GET contracts that change state (logout): they need the header like every POST. */
const CSRF_PROTECTED_GETS = new Set(ALL_CONTRACTS.filter((contract) => contract.csrfProtected).map(contractKey));

/** Like the server: state-changing calls must come from the web client (CSRF defence). */
function refusedAsCsrf(key: string, req: ExpressLikeRequest, res: ExpressLikeResponse): boolean {
  const stateChanging = key.startsWith('POST ') || CSRF_PROTECTED_GETS.has(key);
  if (!stateChanging || req.headers['x-requested-with'] === 'XMLHttpRequest') return false;
  res.status(HTTP_STATUS[ErrorCode.CSRF] ?? 403).json(fail(ErrorCode.CSRF));
  return true;
}

const requestOf = (req: ExpressLikeRequest): MockRequest => ({
  query: req.query ?? {},
  // The first file part travels in the body beside the text fields, as the contract's multipart form does.
  body: req.files?.length ? { ...((req.body as object) ?? {}), file: req.files[0] } : req.body,
  params: req.params ?? {},
  session: readSession(cookieOf(req)),
});

/** The umi mock object: `{ 'POST /user/loginByPhone': (req, res) => … }`. */
export function toUmiMocks(handlers: Record<string, MockHandler>, downloads: Record<string, MockDownloadHandler> = {}) {
  const mocks: Record<string, UmiMock> = {};
  for (const [key, handler] of Object.entries(handlers)) {
    mocks[key] = (req, res) => {
      if (refusedAsCsrf(key, req, res)) return;
      const answer = handler(requestOf(req));
      if (answer.setSession !== undefined) {
        const value = answer.setSession === null ? '' : encodeURIComponent(answer.setSession);
        const maxAge = answer.setSession === null ? 0 : 12 * 60 * 60;
        res.setHeader('Set-Cookie', `${MOCK_SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`);
      }
      res.status(200).json(answer.envelope);
    };
  }
  for (const [key, handle] of Object.entries(downloads)) {
    mocks[key] = (req, res) => {
      if (refusedAsCsrf(key, req, res)) return;
      const answer = handle(requestOf(req));
      if ('envelope' in answer) return res.status(200).json(answer.envelope);
      const { fileName, contentType, body } = answer.file;
      res.setHeader('Content-Type', contentType);
      res.setHeader('Content-Disposition', `attachment; filename="download"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
      res.status(200);
      return res.send ? res.send(body) : res.end?.(body);
    };
  }
  return mocks;
}

// ---- Answers every area uses ----------------------------------------------------------------------
/** One page of a list, as the server's list calls answer it. */
export const pageOf = <T>(items: T[], query: { current: number; pageSize: number }) => ({
  list: items.slice((query.current - 1) * query.pageSize, query.current * query.pageSize),
  total: items.length,
  current: query.current,
  pageSize: query.pageSize,
});

/** The server's 404 business answer: "公告不存在". */
/**
 * Newest first by `at` (an ISO time text or a Date), the later write first within one millisecond: the
 * server orders by time, then by id, and a mock's arrays are in write order.
 */
export const latestFirst = <T>(items: readonly T[], at: (item: T) => string | Date): T[] => {
  const text = (item: T) => {
    const value = at(item);
    return typeof value === 'string' ? value : value.toISOString();
  };
  return [...items].reverse().sort((a, b) => text(b).localeCompare(text(a)));
};

export const notFound = (what: string): MockAnswer => ({ envelope: fail(ErrorCode.NOT_FOUND, `${what}不存在`) });
