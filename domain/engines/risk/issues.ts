/**
 * Labels and wording of the risk engine's Chinese issue messages ("威胁 #2（T-02）的频率（frequency）：…"),
 * handed to the shared zod → Chinese mechanism of domain/kernel/validation.ts.
 */
import { collectionLabels, zhLocaleMessage, type ParseOptions } from '../../kernel/validation';

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

const RISK_LABELS = collectionLabels(COLLECTION_LABELS, FIELD_LABELS);

/**
 * Parse options of every risk input: entries named by collection, position and id, fields by their
 * label; enum values keep zod's zh-CN wording ("无效选项：…").
 * `prefix` names the input when it is not an assessment (e.g. "风险计算配置 ").
 */
export function riskParseOptions(prefix = ''): ParseOptions {
  return { prefix, labels: RISK_LABELS, messages: { invalid_value: zhLocaleMessage } };
}
