/**
 * Cross-reference checks of an assessment input (ids unique, every reference resolvable,
 * vulnerability bound to the link's asset…). Schema checks come first, in assessment.ts.
 */
import type { RiskAssessment } from './schemas';

/** Indexes by id, built once and reused by the calculation. */
export interface AssessmentIndex {
  readonly businesses: ReadonlyMap<string, RiskAssessment['businesses'][number]>;
  readonly systemAssets: ReadonlyMap<string, RiskAssessment['systemAssets'][number]>;
  readonly unitAssets: ReadonlyMap<string, RiskAssessment['unitAssets'][number]>;
  readonly threats: ReadonlyMap<string, RiskAssessment['threats'][number]>;
  readonly vulnerabilities: ReadonlyMap<string, RiskAssessment['vulnerabilities'][number]>;
  readonly controls: ReadonlyMap<string, RiskAssessment['controls'][number]>;
  readonly links: ReadonlyMap<string, RiskAssessment['links'][number]>;
}

/** Listing 100 000 broken links helps nobody; the rest is summarised in one line. */
export const MAX_LISTED_ISSUES = 100;

export function capIssues(issues: string[]): string[] {
  if (issues.length <= MAX_LISTED_ISSUES) return issues;
  return [...issues.slice(0, MAX_LISTED_ISSUES), `另有 ${issues.length - MAX_LISTED_ISSUES} 个问题未列出`];
}

function indexById<T extends { id: string }>(label: string, items: readonly T[], issues: string[]): Map<string, T> {
  const map = new Map<string, T>();
  items.forEach((item, i) => {
    if (map.has(item.id)) issues.push(`${label} #${i + 1} 的编号（id）“${item.id}”重复`);
    else map.set(item.id, item);
  });
  return map;
}

export function indexAssessment(a: RiskAssessment): { index: AssessmentIndex; issues: string[] } {
  const issues: string[] = [];
  const index: AssessmentIndex = {
    businesses: indexById('业务资产', a.businesses, issues),
    systemAssets: indexById('系统资产', a.systemAssets, issues),
    unitAssets: indexById('系统组件和单元资产', a.unitAssets, issues),
    threats: indexById('威胁', a.threats, issues),
    vulnerabilities: indexById('脆弱性', a.vulnerabilities, issues),
    controls: indexById('安全措施', a.controls, issues),
    links: indexById('风险关联', a.links, issues),
  };
  const isAsset = (id: string) => index.systemAssets.has(id) || index.unitAssets.has(id);
  const missing = (where: string, field: string, id: string, what: string) => issues.push(`${where}的${field}引用了不存在的${what}“${id}”`);

  for (const u of a.unitAssets) {
    if (index.systemAssets.has(u.id)) issues.push(`系统组件和单元资产“${u.id}”与某个系统资产编号相同，资产编号须唯一`);
    for (const s of u.systemAssetIds) if (!index.systemAssets.has(s)) missing(`单元资产“${u.id}”`, '所属系统资产（systemAssetIds）', s, '系统资产');
  }
  for (const b of a.businesses) {
    for (const assoc of b.associations) {
      if (assoc.businessId === b.id) issues.push(`业务资产“${b.id}”的业务关联（associations）不能指向自身`);
      else if (!index.businesses.has(assoc.businessId)) missing(`业务资产“${b.id}”`, '业务关联（associations）', assoc.businessId, '业务资产');
    }
  }
  for (const s of a.systemAssets) {
    for (const b of s.businessIds) if (!index.businesses.has(b)) missing(`系统资产“${s.id}”`, '承载业务（businessIds）', b, '业务资产');
    if (s.businessIds.length === 0 && s.businessImportance === undefined) {
      issues.push(`系统资产“${s.id}”未关联业务（businessIds），也未填写业务重要性（businessImportance），无法计算资产价值`);
    }
  }
  for (const v of a.vulnerabilities) {
    if (v.assetId !== undefined && !isAsset(v.assetId)) missing(`脆弱性“${v.id}”`, '资产（assetId）', v.assetId, '资产');
  }
  for (const c of a.controls) {
    const t = c.targets;
    t?.assetIds?.forEach((id) => isAsset(id) || missing(`安全措施“${c.id}”`, '适用资产（targets.assetIds）', id, '资产'));
    t?.threatIds?.forEach((id) => index.threats.has(id) || missing(`安全措施“${c.id}”`, '适用威胁（targets.threatIds）', id, '威胁'));
    t?.vulnerabilityIds?.forEach(
      (id) => index.vulnerabilities.has(id) || missing(`安全措施“${c.id}”`, '适用脆弱性（targets.vulnerabilityIds）', id, '脆弱性'),
    );
  }
  for (const l of a.links) {
    const where = `风险关联“${l.id}”`;
    if (!isAsset(l.assetId)) missing(where, '资产（assetId）', l.assetId, '系统资产或单元资产');
    if (!index.threats.has(l.threatId)) missing(where, '威胁（threatId）', l.threatId, '威胁');
    const v = index.vulnerabilities.get(l.vulnerabilityId);
    if (!v) missing(where, '脆弱性（vulnerabilityId）', l.vulnerabilityId, '脆弱性');
    else if (v.assetId !== undefined && v.assetId !== l.assetId) {
      issues.push(`${where}的资产“${l.assetId}”与脆弱性“${v.id}”所属资产“${v.assetId}”不一致`);
    }
    for (const c of l.controlIds) if (!index.controls.has(c)) missing(where, '安全措施（controlIds）', c, '安全措施');
  }
  const treated = new Set<string>();
  for (const t of a.treatments) {
    if (!index.links.has(t.linkId)) missing('风险处置', '风险关联（linkId）', t.linkId, '风险关联');
    else if (treated.has(t.linkId)) issues.push(`风险关联“${t.linkId}”有多条风险处置记录，每个风险只能有一条`);
    treated.add(t.linkId);
  }
  return { index, issues };
}
