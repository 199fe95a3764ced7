/**
 * Turns zod issues into the Chinese, field-naming messages EngineInputError carries.
 * Schema-level messages (e.g. "须为 1–5 的整数") win; anything else falls back to zod's zh-CN
 * locale, so no English text reaches a form.
 */
import { z } from 'zod';

const zhCN = z.locales.zhCN().localeError;

/** zod per-parse error option: zh-CN text for issues whose schema gave no message. */
export const zhErrorMap = (issue: Parameters<typeof zhCN>[0]) => {
  const message = zhCN(issue);
  return typeof message === 'string' ? message : (message?.message ?? '无效输入');
};

/** Field names shown to users, by the last key of a path. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  id: '编号',
  version: '版本',
  method: '计算方法',
  riskMatrixRows: '风险矩阵行方向',
  likelihoodVulnerabilityInput: '可能性所用脆弱性属性',
  name: '名称',
  importance: '业务重要性',
  associations: '业务关联',
  businessId: '关联业务',
  degree: '关联程度',
  confidentiality: '保密性',
  integrity: '完整性',
  availability: '可用性',
  carryLevel: '业务关联程度',
  systemRelated: '资产关联程度',
  businessImportance: '业务重要性',
  businessIds: '承载业务',
  systemAssetIds: '所属系统资产',
  type: '类型',
  capability: '行为能力',
  frequency: '频率',
  timing: '时机',
  severity: '严重程度',
  exploitability: '可利用性',
  effectiveness: '有效性',
  assetId: '资产',
  threatId: '威胁',
  vulnerabilityId: '脆弱性',
  controlIds: '安全措施',
  option: '处置方式',
  plannedControls: '计划措施',
  assetValue: '资产价值',
  threatValue: '威胁值',
};

/** Collection names of an assessment input, for "威胁 #2（T-02）" style prefixes. */
const COLLECTION_LABELS: Readonly<Record<string, string>> = {
  businesses: '业务资产',
  systemAssets: '系统资产',
  unitAssets: '系统组件和单元资产',
  threats: '威胁',
  vulnerabilities: '脆弱性',
  controls: '安全措施',
  links: '风险关联',
  treatments: '风险处置',
};

export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out;
}

/**
 * Chinese name of the field a path points at, e.g. `威胁 #2（T-02）的频率（frequency）`.
 * `root` is the raw input, used to show the id of the offending entry.
 */
export function fieldText(path: readonly PropertyKey[], root?: unknown): string {
  if (path.length === 0) return '输入';
  const [collection, index] = path;
  const parts: string[] = [];
  let rest = path;
  if (typeof collection === 'string' && COLLECTION_LABELS[collection] && typeof index === 'number') {
    const entry = (root as Record<string, unknown[]> | undefined)?.[collection]?.[index] as { id?: unknown } | undefined;
    const id = typeof entry?.id === 'string' && entry.id ? `（${entry.id}）` : '';
    parts.push(`${COLLECTION_LABELS[collection]} #${index + 1}${id}`);
    rest = path.slice(2);
  }
  if (rest.length > 0) {
    const last = [...rest].reverse().find((k) => typeof k === 'string');
    const label = typeof last === 'string' ? FIELD_LABELS[last] : undefined;
    const raw = pathText(rest);
    parts.push(label ? `${label}（${raw}）` : raw);
  }
  return parts.join('的');
}

/** Parses `data` with `schema`, or returns the Chinese issue list. */
export function parseOrIssues<S extends z.ZodType>(
  schema: S,
  data: unknown,
  prefix = '',
): { ok: true; data: z.output<S> } | { ok: false; issues: string[] } {
  const result = schema.safeParse(data, { error: zhErrorMap });
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) => `${prefix}${fieldText(issue.path, data)}：${issue.message}`);
  return { ok: false, issues };
}
