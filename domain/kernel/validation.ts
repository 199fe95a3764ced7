/**
 * The one way the calculation engines turn zod issues into Chinese messages that name the field
 * ("字段：问题"), so a form can show them as they are:
 *
 * - `issueMessage` / `zhErrorMap`: one Chinese sentence for one zod issue. A schema's own (Chinese)
 *   message wins; a missing value is "必填"; the usual kinds get short wordings; anything else
 *   falls back to zod's zh-CN locale, so no English reaches a form. An engine that must keep a
 *   different wording for some kind passes `messages` overrides.
 * - `fieldName`: how an issue's path is named — the bare path (`config.weights.key`), a label
 *   before it (`兼职人员每周工时（personnel.partTime[0].hoursPerWeek）`) or an entry of a collection
 *   before the field (`威胁 #2（T2）的频率（frequency）`), by the labels an engine passes.
 * - `safeParse` / `parseOrThrow` / `dataOrThrow`: parse with both, returning the issue list or
 *   throwing an EngineInputError.
 * - `zodErrorMessage`: the one message of a refused API request (server and mocks alike), e.g.
 *   "参数错误：status 须为 待支付（created）/…之一；pageSize 须为 1–200 的整数".
 */
import { z } from 'zod';
import { EngineInputError } from '../engines/errors';
import { DECLARED_ENUMS, type LabelledEnum } from './enums';

// ---- Messages ------------------------------------------------------------------------------

/** A zod issue as an error map receives it (it still carries the offending `input`). */
export type RawIssue = z.core.$ZodRawIssue;
export type IssueCode = RawIssue['code'];

/**
 * Per issue kind, a wording that replaces the shared one; returning undefined keeps the shared one.
 * For engines whose existing messages differ (e.g. risk keeps zod's "无效选项：…" for enums).
 */
export type MessageOverrides = { readonly [C in IssueCode]?: (issue: Extract<RawIssue, { code: C }>) => string | undefined };

export interface MessageOptions {
  messages?: MessageOverrides;
}

const zhLocale = z.locales.zhCN().localeError;

/** zod's own zh-CN wording of an issue (the fallback; also usable as an override). */
export function zhLocaleMessage(issue: RawIssue): string {
  const message = zhLocale(issue);
  return (typeof message === 'string' ? message : message?.message) ?? '无效输入';
}

const CJK = /[\u4e00-\u9fff]/;

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '布尔值',
  date: '日期',
  array: '数组',
  object: '对象',
  null: 'null',
  undefined: '未定义',
};

const valueText = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : String(value));

type BoundIssue = Extract<RawIssue, { code: 'too_small' | 'too_big' }>;

/** "不能小于 0", "必须小于 1", "至少需要 1 项", "必须恰好 4 项", "不能为空", "长度不能超过 32"… */
function boundMessage(issue: BoundIssue): string {
  const small = issue.code === 'too_small';
  const n = String(small ? issue.minimum : issue.maximum);
  const items = issue.origin === 'array' || issue.origin === 'set';
  if (issue.exact && items) return `必须恰好 ${n} 项`;
  if (issue.exact && issue.origin === 'string') return `长度必须为 ${n}`;
  if (issue.origin === 'string' && small && n === '1' && issue.inclusive !== false) return '不能为空';
  if (issue.origin === 'string') return small ? `长度不能少于 ${n}` : `长度不能超过 ${n}`;
  if (items) return small ? `至少需要 ${n} 项` : `最多 ${n} 项`;
  if (small) return issue.inclusive === false ? `必须大于 ${n}` : `不能小于 ${n}`;
  return issue.inclusive === false ? `必须小于 ${n}` : `不能大于 ${n}`;
}

function sharedMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '必填';
      if (issue.expected === 'int' && typeof issue.input === 'number') return '应为整数';
      return `类型无效，应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `取值无效，可选值：${issue.values.map(valueText).join('、')}`;
    case 'too_small':
    case 'too_big':
      return boundMessage(issue);
    case 'not_multiple_of':
      return `必须是 ${String(issue.divisor)} 的整数倍`;
    case 'unrecognized_keys':
      return `不支持的字段：${issue.keys.join('、')}`;
    case 'invalid_format':
      return '格式无效';
    case 'invalid_union':
      return '取值无效';
    default:
      return zhLocaleMessage(issue);
  }
}

/** One Chinese sentence for one zod issue, without the field name. */
export function issueMessage(issue: RawIssue, options: MessageOptions = {}): string {
  // A schema that set its own (Chinese) message knows best.
  if (issue.message && CJK.test(issue.message)) return issue.message;
  const override = options.messages?.[issue.code] as ((issue: RawIssue) => string | undefined) | undefined;
  return override?.(issue) ?? sharedMessage(issue);
}

/** zod per-parse error map giving `issueMessage`; schema-level messages still outrank it. */
export function zhErrorMap(options: MessageOptions = {}): z.core.$ZodErrorMap {
  return (issue) => issueMessage(issue, options);
}

// ---- Field names ---------------------------------------------------------------------------

/** Chinese field labels by dotted path, array indexes written `*` (e.g. `sites.*.name`; `''` = the whole input). */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * What a label resolver says about a path: the field's label, or an entry the first `depth` keys
 * point at (e.g. "威胁 #2（T2）") and, optionally, the label of the rest of the path.
 */
export type FieldLabel = string | { entry: string; depth: number; label?: string };

/** Names a path; `input` is the value being parsed (e.g. to show an entry's id). */
export type LabelResolver = (path: readonly PropertyKey[], input: unknown) => FieldLabel | undefined;

export interface FieldNameOptions {
  /** Path the parsed value sits at, put before every path (e.g. `config`, `tables[0]`). */
  root?: string;
  /** Labels by dotted pattern, or a resolver. Without labels, the path alone names the field. */
  labels?: FieldLabels | LabelResolver;
  /** The value being parsed, handed to a label resolver. */
  input?: unknown;
}

/** The label of `key`, ignoring what a map inherits (`constructor`, `toString`…). */
const labelOf = (labels: FieldLabels, key: string): string | undefined => (Object.hasOwn(labels, key) ? labels[key] : undefined);

/** `items[3].result` from ["items", 3, "result"], under `root`. */
export function pathText(path: readonly PropertyKey[], root = ''): string {
  let out = root;
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out;
}

/** `sites.*.name` from ["sites", 0, "name"]: the key of a FieldLabels map. */
export function labelPattern(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? '*' : String(key))).join('.');
}

/**
 * Chinese name of the field a path points at: `label（root.path）`, the bare path without a label,
 * `entry的label（path）` when the resolver names an entry, and the label (or "输入") for the root.
 */
export function fieldName(path: readonly PropertyKey[], options: FieldNameOptions = {}): string {
  const { root = '', labels, input } = options;
  const found = typeof labels === 'function' ? labels(path, input) : labels && labelOf(labels, labelPattern(path));
  const { entry, depth = 0, label } = typeof found === 'string' ? { label: found } : (found ?? {});
  const shown = entry === undefined ? pathText(path, root) : pathText(path.slice(depth));
  const field = shown ? (label ? `${label}（${shown}）` : shown) : '';
  if (entry !== undefined) return field ? `${entry}的${field}` : entry;
  return field || (label ?? '输入');
}

/**
 * Resolver for inputs made of collections of entries with ids: the entry is named by collection,
 * position and id (`威胁 #2（T2）`), a field by the label of its last key (`频率（frequency）`).
 */
export function collectionLabels(collections: FieldLabels, fields: FieldLabels): LabelResolver {
  const lastKeyLabel = (path: readonly PropertyKey[]): string | undefined => {
    const last = [...path].reverse().find((key) => typeof key === 'string');
    return typeof last === 'string' ? labelOf(fields, last) : undefined;
  };
  return (path, input) => {
    const [collection, index] = path;
    const name = typeof collection === 'string' ? labelOf(collections, collection) : undefined;
    if (name === undefined || typeof index !== 'number') return lastKeyLabel(path);
    const entry = (input as Record<PropertyKey, unknown[] | undefined> | undefined)?.[collection]?.[index] as { id?: unknown } | undefined;
    const id = typeof entry?.id === 'string' && entry.id ? `（${entry.id}）` : '';
    return { entry: `${name} #${index + 1}${id}`, depth: 2, label: lastKeyLabel(path.slice(2)) };
  };
}

// ---- Parsing -------------------------------------------------------------------------------

export interface ParseOptions extends MessageOptions, Omit<FieldNameOptions, 'input'> {
  /** Text put before every issue (e.g. "风险计算配置 "). */
  prefix?: string;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; issues: string[] };

/** Parses `input` with `schema`, or returns every issue as "字段：问题" in Chinese. */
export function safeParse<S extends z.ZodType>(schema: S, input: unknown, options: ParseOptions = {}): ParseResult<z.output<S>> {
  const result = schema.safeParse(input, { error: zhErrorMap(options) });
  if (result.success) return { ok: true, data: result.data };
  const { prefix = '' } = options;
  const naming: FieldNameOptions = { root: options.root, labels: options.labels, input };
  return { ok: false, issues: result.error.issues.map((issue) => `${prefix}${fieldName(issue.path, naming)}：${issue.message}`) };
}

/** Parses `input` with `schema`, or throws an EngineInputError listing every issue. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, options: ParseOptions = {}): z.output<S> {
  const parsed = safeParse(schema, input, options);
  if (!parsed.ok) throw new EngineInputError(parsed.issues);
  return parsed.data;
}

type DataOf<R> = R extends { ok: true; data: infer T } ? T : never;

/**
 * The data of several parses, or one EngineInputError listing the issues of all that failed (in
 * order), so an engine reports the problems of every input at once.
 */
export function dataOrThrow<const R extends readonly ParseResult<unknown>[]>(results: R): { -readonly [K in keyof R]: DataOf<R[K]> } {
  const issues = results.flatMap((r) => (r.ok ? [] : r.issues));
  if (issues.length > 0) throw new EngineInputError(issues);
  return results.map((r) => (r as { data: unknown }).data) as { -readonly [K in keyof R]: DataOf<R[K]> };
}

// ---- API requests --------------------------------------------------------------------------

const REQUEST_PART_LABEL = { query: '查询参数', body: '请求体', params: '路径参数' } as const;
export type RequestPart = keyof typeof REQUEST_PART_LABEL;

/** At most this many fields are named in one refusal: enough to fix a form, short enough to read. */
const MAX_REQUEST_ISSUES = 3;

/** Labels of a set of codes, when exactly one declared enum (defineEnum) (or several agreeing) has those codes. */
let enumLabelsByValues: Map<string, Readonly<Record<string, string>> | null> | undefined;
/** How many declared enums the map above was built from (a page loaded later may declare more). */
let enumsIndexed = 0;
function enumLabels(values: readonly unknown[]): Readonly<Record<string, string>> | undefined {
  if (!enumLabelsByValues || enumsIndexed !== DECLARED_ENUMS.length) {
    enumLabelsByValues = new Map();
    enumsIndexed = DECLARED_ENUMS.length;
    for (const candidate of DECLARED_ENUMS) {
      const labelled = candidate as Partial<LabelledEnum<string>>;
      if (!labelled || typeof labelled !== 'object' || !Array.isArray(labelled.values) || !labelled.labels) continue;
      const key = [...labelled.values].sort().join('\u0000');
      const known = enumLabelsByValues.get(key);
      // Two enums with the same codes but other labels: name the codes only.
      enumLabelsByValues.set(key, known === undefined || JSON.stringify(known) === JSON.stringify(labelled.labels) ? labelled.labels : null);
    }
  }
  if (!values.every((value) => typeof value === 'string')) return undefined;
  return enumLabelsByValues.get([...(values as string[])].sort().join('\u0000')) ?? undefined;
}

/** "待支付（created）/已支付（paid）" with the enum's labels, else the codes as sent: "sandbox/wechat". */
function allowedValues(values: readonly unknown[]): string {
  const labels = enumLabels(values);
  return values
    .map((value) => (labels && typeof value === 'string' ? `${labels[value]}（${value}）` : typeof value === 'string' ? value : String(value)))
    .join('/');
}

/**
 * A missing value. Issues parsed with `reportInput: true` carry the input; otherwise zod's own
 * (English) message is the only trace left of it.
 */
const isMissing = (issue: RawIssue): boolean =>
  'input' in issue ? issue.input === undefined : /received undefined\b/.test((issue as { message?: string }).message ?? '');

/** Request wordings say what is allowed ("须为…"); they replace the engines' shared wordings. */
const REQUEST_MESSAGES: MessageOverrides = {
  invalid_type: (issue) => {
    if (isMissing(issue)) return '必填';
    if (issue.expected === 'int') return '须为整数';
    return `须为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
  },
  invalid_value: (issue) => {
    const allowed = issue.values.length === 1 ? `须为 ${allowedValues(issue.values)}` : `须为 ${allowedValues(issue.values)}之一`;
    return isMissing(issue) ? `必填，${allowed}` : allowed;
  },
  invalid_union: () => '取值无效',
  invalid_key: () => '取值无效',
  invalid_element: () => '取值无效',
  custom: () => '取值无效',
};

/** A union's issue, replaced by the issues of the one alternative that could have been meant. */
function unwrapUnion(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
  // filterOf's "" alternative ("no filter") is never what a wrong value meant.
  const meant = issue.errors.filter((branch) => !branch.every((i) => i.code === 'invalid_value' && i.values.every((value) => value === '')));
  if (meant.length === 1) return meant[0].flatMap((inner) => unwrapUnion({ ...inner, path: [...issue.path, ...inner.path] }));
  // Several alternatives of plain values (z.union of literals): one list of what is allowed.
  if (meant.length > 1 && meant.every((branch) => branch.length === 1 && branch[0].code === 'invalid_value' && branch[0].path.length === 0)) {
    const values = meant.flatMap((branch) => (branch[0] as { values: unknown[] }).values);
    return [{ code: 'invalid_value', values, path: issue.path, message: '' } as unknown as z.core.$ZodIssue];
  }
  return [issue];
}

/**
 * The Chinese message of a refused request: "参数错误：字段 问题；字段 问题" naming at most three
 * fields, each problem once, in words that say what is allowed ("status 须为 待支付（created）/…
 * 之一", "pageSize 须为 1–200 的整数", "phone 必填"). A schema's own Chinese message wins; zod's
 * generic texts never show. The server and the mocks both answer with it; parse with
 * `{ reportInput: true }` so a missing value is told apart from a wrong one without guessing.
 */
export function zodErrorMessage(error: z.ZodError, part: RequestPart = 'body'): string {
  const lines: string[] = [];
  for (const issue of error.issues.flatMap(unwrapUnion)) {
    const field = issue.path.map(String).join('.') || REQUEST_PART_LABEL[part];
    const line = `${field} ${issueMessage(issue as unknown as RawIssue, { messages: REQUEST_MESSAGES })}`;
    if (!lines.includes(line)) lines.push(line);
  }
  return `参数错误：${lines.slice(0, MAX_REQUEST_ISSUES).join('；')}`;
}

/**
 * The message of a request that passed its schema but breaks a rule about one field (a voucher
 * already used, a date in the past…), worded exactly like `zodErrorMessage`:
 * `fieldErrorMessage('transferDate', '转账日期不能晚于今天')` → "参数错误：transferDate 转账日期不能晚于今天".
 */
export const fieldErrorMessage = (field: string, problem: string, part: RequestPart = 'body'): string =>
  zodErrorMessage(new z.ZodError([{ code: 'custom', path: [field], message: problem, input: undefined }]), part);
