/**
 * Options of the gap engines for the shared zod → Chinese messages of domain/kernel/validation.ts. Paths
 * are shown bare ("items[3].result：…"), and two wordings the gap engines have always used are
 * kept: "类型无效，应为整数" for a fractional number, "长度不能少于 1" for an empty string.
 */
import type { ParseOptions } from '../../kernel/validation';

export const GAP_PARSE_OPTIONS: ParseOptions = {
  messages: {
    invalid_type: (issue) => (issue.expected === 'int' && typeof issue.input === 'number' ? '类型无效，应为整数' : undefined),
    too_small: (issue) => (issue.origin === 'string' && !issue.exact ? `长度不能少于 ${String(issue.minimum)}` : undefined),
  },
};
