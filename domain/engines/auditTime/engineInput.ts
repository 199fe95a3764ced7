/**
 * Parses engine input with a zod schema and turns every failure into an EngineInputError whose
 * messages are Chinese and name the field (label + path), so a form can show them as they are.
 * Shared by the audit-time, timeline and exam engines.
 */
import { z } from 'zod';
import { EngineInputError } from '../errors';

/** Chinese field labels by dotted path; array indexes are written `*` (e.g. `sites.*.name`). */
export type FieldLabels = Readonly<Record<string, string>>;

const zhLocale = z.locales.zhCN().localeError;

const bound = (value: number | bigint, inclusive: boolean | undefined, word: '小于' | '大于'): string =>
  inclusive === false ? `必须${word === '小于' ? '大于' : '小于'} ${value}` : `不能${word} ${value}`;

/** Short Chinese messages for the issue kinds our schemas produce; zod's zh-CN locale otherwise. */
const chineseMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '必填';
      if (issue.expected === 'int') return '应为整数';
      return issue.expected === 'number' ? '应为数字' : `类型无效（应为 ${issue.expected}）`;
    case 'too_small':
      if (issue.origin === 'string') return '不能为空';
      if (issue.origin === 'array') return `至少需要 ${issue.minimum} 项`;
      return bound(issue.minimum, issue.inclusive, '小于');
    case 'too_big':
      if (issue.origin === 'array') return `最多 ${issue.maximum} 项`;
      if (issue.origin === 'string') return `不能超过 ${issue.maximum} 个字符`;
      return bound(issue.maximum, issue.inclusive, '大于');
    case 'invalid_value':
      return `取值无效，应为：${issue.values.map(String).join('、')}`;
    case 'not_multiple_of':
      return `必须是 ${issue.divisor} 的倍数`;
    case 'unrecognized_keys':
      return `包含未知字段：${issue.keys.join('、')}`;
    default: {
      const fallback = zhLocale(issue);
      return typeof fallback === 'string' ? fallback : fallback?.message;
    }
  }
};

/** `a.0.b` → label of `a.*.b` followed by the concrete path, e.g. `兼职人员每周工时（personnel.partTime[0].hoursPerWeek）`. */
export function fieldName(path: readonly PropertyKey[], labels: FieldLabels, root = ''): string {
  const parts = path.map((p) => (typeof p === 'number' ? p : String(p)));
  const pattern = parts.map((p) => (typeof p === 'number' ? '*' : p)).join('.');
  const concrete = parts.reduce<string>(
    (acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p),
    '',
  );
  const fullPath = root && concrete ? `${root}${concrete.startsWith('[') ? '' : '.'}${concrete}` : root || concrete;
  const label = labels[pattern];
  if (!fullPath) return label ?? '输入';
  return label ? `${label}（${fullPath}）` : fullPath;
}

/** Formats one issue (path + message) the way every engine reports it. */
export function issueText(path: readonly PropertyKey[], message: string, labels: FieldLabels, root = ''): string {
  return `${fieldName(path, labels, root)}：${message}`;
}

export type EngineParse<T> = { ok: true; data: T; issues: [] } | { ok: false; data: undefined; issues: string[] };

/** Parses without throwing, so an engine can collect the issues of several inputs before it throws. */
export function safeParseEngineInput<S extends z.ZodType>(schema: S, input: unknown, labels: FieldLabels, root = ''): EngineParse<z.output<S>> {
  const result = schema.safeParse(input, { error: chineseMessage });
  if (result.success) return { ok: true, data: result.data, issues: [] };
  return { ok: false, data: undefined, issues: result.error.issues.map((issue) => issueText(issue.path, issue.message, labels, root)) };
}

/**
 * Returns the parsed value or throws an EngineInputError listing every issue in Chinese.
 * `root` prefixes the paths (e.g. `config` when parsing the config part of a request).
 */
export function parseEngineInput<S extends z.ZodType>(schema: S, input: unknown, labels: FieldLabels, root = ''): z.output<S> {
  const parsed = safeParseEngineInput(schema, input, labels, root);
  if (!parsed.ok) throw new EngineInputError(parsed.issues);
  return parsed.data;
}
