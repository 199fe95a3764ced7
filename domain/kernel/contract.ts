/**
 * An API contract: one call of spec §7, declared once and implemented by the server, called by
 * the web client, answered by the mocks. Paths are written exactly as the spec writes them, with
 * `{name}` path parameters.
 */
import { z } from 'zod';
import type { AccessKey } from './access';
import { checkCreditCode } from './creditCode';
import { PHONE_PATTERN } from './helpers';

/**
 * Who may call:
 * - 'public': anyone (a session is read when present);
 * - 'session': any logged-in account, even one still waiting for admission;
 * - an access key: a logged-in member of an admitted tenant whose flag is true.
 */
export type ContractAccess = 'public' | 'session' | AccessKey;

export interface Contract<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
  /** zh-CN one-liner for the OpenAPI document. */
  summary: string;
  tag: string;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of the envelope's `data` on success. */
  response: R;
  access: ContractAccess;
  /** Client timeout in ms; 0 = none (spec §9). */
  timeout: number;
  /** Body is multipart/form-data; `body` describes its text fields. */
  multipart?: boolean;
  /**
   * Multipart parts that carry files (e.g. ['file']); the handler receives them as `files`
   * (filename, mimetype, bytes), checked against the upload rules of domain/files/rules.ts.
   */
  fileFields?: readonly string[];
  /** Those of `fileFields` that may carry several files (a batch); the handler receives them as `fileLists`. */
  multiFileFields?: readonly string[];
  /**
   * The success answer is a file (Excel export, download), not the envelope; failures still
   * answer the envelope. `response` then describes nothing useful and is z.unknown().
   */
  download?: boolean;
  /** Callable while the account's phone is not bound (otherwise errorCode 10001). */
  allowUnboundPhone?: boolean;
  /** Callable while a newer user agreement awaits acceptance (otherwise must_agreement_licences). */
  allowPendingAgreement?: boolean;
  /**
   * A GET that changes state (logout): like every POST it needs `X-Requested-With:
   * XMLHttpRequest` (otherwise HTTP 403 csrf_rejected), so a cross-site link or image cannot
   * trigger it. The web client sends the header on every call.
   */
  csrfProtected?: boolean;
  /**
   * Error codes this call can answer beyond those its access, input and uploads imply (e.g. an
   * area's business codes, '404', '429' where it is rate-limited): listed by the OpenAPI document.
   */
  errors?: readonly string[];
}

export type AnyContract = Contract<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export const defineContract = <Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  contract: Contract<Q, B, P, R>,
): Contract<Q, B, P, R> => contract;

export type ContractQuery<C> = C extends Contract<infer Q, z.ZodType, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type ContractBody<C> = C extends Contract<z.ZodType, infer B, z.ZodType, z.ZodType> ? z.input<B> : never;
export type ContractParams<C> = C extends Contract<z.ZodType, z.ZodType, infer P, z.ZodType> ? z.input<P> : never;
export type ContractData<C> = C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/**
 * What a server handler receives: the contract's query / body after its zod schema parsed them
 * (defaults filled, transforms applied). Services type their inputs with these, e.g.
 * `query: ParsedQuery<typeof c.customerList>`, `body: ParsedBody<typeof c.customerNew>`.
 */
export type ParsedQuery<C> = C extends Contract<infer Q, z.ZodType, z.ZodType, z.ZodType> ? z.output<Q> : never;
export type ParsedBody<C> = C extends Contract<z.ZodType, infer B, z.ZodType, z.ZodType> ? z.output<B> : never;

/** `/a/{id}` → `/a/:id` (Fastify and Umi mock style). */
export const colonPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{name}` segments from params, URL-encoded; a missing param is an error. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`缺少路径参数 ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The envelope schema around a data schema, for response validation and OpenAPI. */
export const envelopeOf = <R extends z.ZodType>(data: R) =>
  z.object({ success: z.boolean(), data: data.nullable(), errorCode: z.string(), errorMsg: z.string() });

/** Pagination shapes shared by list calls (spec §9: default page size 10, page 1). */
export const MAX_PAGE_SIZE = 200;
/** One message per field for every way it can be wrong (not a number, a fraction, out of range): it says what is allowed. */
const PAGE_MESSAGES = { current: '须为正整数', pageSize: `须为 1–${MAX_PAGE_SIZE} 的整数` } as const;
export const PageQuery = z.object({
  current: z.coerce.number({ error: PAGE_MESSAGES.current }).int(PAGE_MESSAGES.current).min(1, PAGE_MESSAGES.current).default(1),
  pageSize: z.coerce
    .number({ error: PAGE_MESSAGES.pageSize })
    .int(PAGE_MESSAGES.pageSize)
    .min(1, PAGE_MESSAGES.pageSize)
    .max(MAX_PAGE_SIZE, PAGE_MESSAGES.pageSize)
    .default(10),
});
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), current: z.number().int(), pageSize: z.number().int() });

/** A list filter: "" (what "ALL" is sent as, spec §5) and absence both mean "no filter". */
export const filterOf = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The days a DateString may name: PostgreSQL refuses year 0000, and nothing here predates 2000. */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2099-12-31';
/** A calendar day "YYYY-MM-DD" that exists, within DATE_MIN … DATE_MAX. */
export const DateString = z
  .string({ error: '请选择日期' })
  .trim()
  .regex(DAY, { message: '日期格式应为 YYYY-MM-DD', abort: true })
  // One issue, never aborting (an aborted issue inside filterOf's union would lose its message).
  .superRefine((value, ctx) => {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) ctx.addIssue({ code: 'custom', message: '日期不存在' });
    // Same-length "YYYY-MM-DD" strings compare like the days they name.
    else if (value < DATE_MIN || value > DATE_MAX) ctx.addIssue({ code: 'custom', message: `日期须在 ${DATE_MIN} 至 ${DATE_MAX} 之间` });
  });

/** Optional date-range filter fields (inclusive days); use with `checkDateRange`. */
export const DATE_RANGE_SHAPE = { startDate: filterOf(DateString), endDate: filterOf(DateString) };

/** A query object with DATE_RANGE_SHAPE fields, refusing a start after the end. */
export const checkDateRange = <T extends z.ZodType<{ startDate?: string; endDate?: string }>>(schema: T) =>
  schema.refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, {
    message: '开始日期不能晚于结束日期',
    path: ['endDate'],
  });

/** An instant as ISO 8601 text (what the server sends for timestamps). */
export const Timestamp = z.string();

// ---- Request fields several areas share, with one Chinese message each ----------------------------

/** A mainland mobile number, named `field` in the messages (e.g. 联系电话（contactPhone）). */
export const mobileOf = (field: string) =>
  z
    .string({ error: `请输入${field}` })
    .trim()
    .regex(PHONE_PATTERN, `${field}格式不正确，须为 11 位中国大陆手机号`);

/** 统一社会信用代码 with its check character (GB 32100-2015); answers the normalised code. */
export const creditCodeField = z.string({ error: '请输入统一社会信用代码' }).transform((value, ctx) => {
  const checked = checkCreditCode(value);
  if (!checked.valid) {
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  }
  return checked.code;
});
