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
 */
import { z } from 'zod';
import { EngineInputError } from './engines/errors';

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
