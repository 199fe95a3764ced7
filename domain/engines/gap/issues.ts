/**
 * Turns zod issues into the engines' Chinese messages ("字段：问题"), so every validation failure,
 * whether found by a schema or by a cross-field check, reads the same way and names the field.
 */
import { z } from 'zod';
import { EngineInputError } from '../errors';

/** "items[3].result" from ["items", 3, "result"]. */
export function fieldPath(path: readonly PropertyKey[], root = ''): string {
  let out = root;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(根)';
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: 'null',
  undefined: '未定义',
};

const CJK = /[\u4e00-\u9fff]/;

const describe = (values: readonly unknown[]): string => values.map((v) => JSON.stringify(v)).join('、');

function bound(
  issue: { minimum?: number | bigint; maximum?: number | bigint; inclusive?: boolean; exact?: boolean; origin: string },
  small: boolean,
): string {
  const n = String(small ? issue.minimum : issue.maximum);
  if (issue.exact && (issue.origin === 'array' || issue.origin === 'set')) return `必须恰好 ${n} 项`;
  if (issue.exact && issue.origin === 'string') return `长度必须为 ${n}`;
  if (issue.origin === 'string') return small ? `长度不能少于 ${n}` : `长度不能超过 ${n}`;
  if (issue.origin === 'array' || issue.origin === 'set') return small ? `至少需要 ${n} 项` : `最多 ${n} 项`;
  if (small) return issue.inclusive === false ? `必须大于 ${n}` : `不能小于 ${n}`;
  return issue.inclusive === false ? `必须小于 ${n}` : `不能大于 ${n}`;
}

/** The value at `path` inside `input` (zod issues do not carry the input by default). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One Chinese sentence for one zod issue, without the field name. `missing`: no value was given. */
export function issueMessage(issue: z.core.$ZodIssue, missing = false): string {
  // A schema that set its own (Chinese) message knows best.
  if (CJK.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return missing ? '必填' : `类型无效，应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `取值无效，可选值：${describe(issue.values)}`;
    case 'too_small':
      return bound(issue, true);
    case 'too_big':
      return bound(issue, false);
    case 'not_multiple_of':
      return `必须是 ${issue.divisor} 的整数倍`;
    case 'unrecognized_keys':
      return `不支持的字段：${issue.keys.join('、')}`;
    case 'invalid_format':
      return '格式无效';
    case 'invalid_union':
      return '取值无效';
    case 'custom':
      return issue.message;
    default:
      return '取值无效';
  }
}

/** Chinese messages for every issue of parsing `input`, each prefixed by its field path under `root`. */
export function zodIssuesToMessages(issues: readonly z.core.$ZodIssue[], input: unknown, root = ''): string[] {
  return issues.map((issue) => `${fieldPath(issue.path, root)}：${issueMessage(issue, valueAt(input, issue.path) === undefined)}`);
}

/** Parses `input` with `schema`, or throws an EngineInputError listing every problem. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, root = ''): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new EngineInputError(zodIssuesToMessages(parsed.error.issues, input, root));
  return parsed.data;
}
