/** Reads of the asset inventory: the tiers' pages, the template's dictionaries, the business–system tree, the unit modules and categories. */
import { AssetCategory, type AssetItemState, type AssetTier, UnitAssetType } from '../../../../domain/enums';
import { ErrorCode } from '../../../../domain/errors';
import { ASSET_CATEGORY_OF_UNIT, UNIT_SUBTYPES } from '../../../../domain/riskAssessment/rules';
import type { RaSystemAssetRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import type { Paging } from './repository';
import { ALL_TIERS, type AssetKit, fail, pageOut } from './kit';
import type { AssetRows } from './rows';
import type { RiskAssessmentCore, RiskAssessmentDeps } from '../core';

type ListQuery = Paging & { projectCode: string; keyword?: string; state?: AssetItemState; ownerAccountId?: string; importance?: number };

export function createAssetListService({ repos }: RiskAssessmentDeps, core: RiskAssessmentCore, kit: AssetKit, rows: AssetRows) {
  const repo = () => repos.repo;

  async function businessOptions(auth: RequestContext, query: { projectCode: string; templateCode?: string }) {
    const o = await core.open(auth, query.projectCode);
    if (query.templateCode && query.templateCode !== o.facts.productCode)
      fail(ErrorCode.RA_OPTION_INVALID, `资产模板 ${query.templateCode} 不是该项目购买的产品（${o.facts.productCode}）`);
    const options = await kit.templateOptions(o);
    return {
      templateCode: o.facts.productCode,
      version: o.facts.productVersion,
      options: options.filter((x) => x.attrCode.startsWith('biz_')),
    };
  }

  async function businessList(auth: RequestContext, q: ListQuery) {
    const o = await core.open(auth, q.projectCode);
    const { rows: page, total } = await repo().assets.businessPage(o.key, q, q);
    return pageOut(q, await rows.businessRows(repo(), o, page), total);
  }

  async function systemOptions(auth: RequestContext, query: { projectCode: string }) {
    const o = await core.open(auth, query.projectCode);
    const [options, businesses, values] = await Promise.all([
      kit.templateOptions(o),
      repo().assets.allBusinesses(o.key),
      kit.businessMap(repo(), o, o.assessment),
    ]);
    return {
      options: options.filter((x) => !x.attrCode.startsWith('biz_')),
      businesses: businesses.map((b) => ({
        assetCode: b.assetCode,
        name: b.name,
        importanceAdjusted: values.get(b.assetCode)?.adjusted ?? b.importance,
      })),
    };
  }

  async function systemList(auth: RequestContext, q: ListQuery & { category?: AssetCategory; businessCode?: string }) {
    const o = await core.open(auth, q.projectCode);
    const { rows: page, total } = await repo().assets.systemPage(o.key, q, q);
    return pageOut(q, await rows.systemRows(repo(), o, page), total);
  }

  async function unitBusinessWithSystem(auth: RequestContext, query: { projectCode: string }) {
    const o = await core.open(auth, query.projectCode);
    const [businesses, systems] = await Promise.all([repo().assets.allBusinesses(o.key), repo().assets.allSystems(o.key)]);
    const brief = (s: RaSystemAssetRow) => ({ assetCode: s.assetCode, name: s.name, value: s.value });
    const known = new Set(businesses.map((b) => b.assetCode));
    return {
      businesses: businesses.map((b) => ({
        assetCode: b.assetCode,
        name: b.name,
        systems: systems.filter((s) => s.businessCodes.includes(b.assetCode)).map(brief),
      })),
      unlinked: systems.filter((s) => !s.businessCodes.some((c) => known.has(c))).map(brief),
    };
  }

  async function unitModuleList(auth: RequestContext, query: { projectCode: string }) {
    const o = await core.open(auth, query.projectCode);
    const counts = await repo().assets.unitTypeCounts(o.key);
    return UnitAssetType.values.map((unitType) => ({
      unitType,
      label: UnitAssetType.label(unitType),
      category: ASSET_CATEGORY_OF_UNIT[unitType],
      subTypes: [...UNIT_SUBTYPES[unitType]],
      count: Number(counts.find((c) => c.unitType === unitType)?.n ?? 0),
    }));
  }

  async function unitList(
    auth: RequestContext,
    q: ListQuery & { category?: AssetCategory; unitType?: (typeof UnitAssetType.values)[number]; systemCode?: string },
  ) {
    const o = await core.open(auth, q.projectCode);
    const { rows: page, total } = await repo().assets.unitPage(o.key, q, q);
    return pageOut(q, await rows.unitRows(repo(), o, page), total);
  }

  async function unitListByCategory(
    auth: RequestContext,
    q: Paging & { projectCode: string; category?: AssetCategory; importance?: number; keyword?: string },
  ) {
    const o = await core.open(auth, q.projectCode);
    const [counts, { rows: page, total }] = await Promise.all([
      repo().assets.categoryCounts(o.key, q),
      repo().assets.anyPage(o.key, ['system', 'unit'], q, q),
    ]);
    const sum = (f: (c: (typeof counts)[number]) => boolean) => counts.filter(f).reduce((n, c) => n + c.n, 0);
    const levelLabel = ['', '很低', '低', '中', '高', '很高'];
    return {
      categories: AssetCategory.values.map((category) => ({
        category,
        label: AssetCategory.label(category),
        count: sum((c) => c.category === category && (!q.importance || c.value === q.importance)),
      })),
      importance: [5, 4, 3, 2, 1].map((level) => ({
        level,
        label: levelLabel[level],
        count: sum((c) => c.value === level && (!q.category || c.category === q.category)),
      })),
      page: pageOut(q, await rows.anyRows(repo(), o, page), total),
    };
  }

  async function assetList(auth: RequestContext, q: ListQuery & { tier?: AssetTier; category?: AssetCategory }) {
    const o = await core.open(auth, q.projectCode);
    const { rows: page, total } = await repo().assets.anyPage(o.key, q.tier ? [q.tier] : ALL_TIERS, q, q);
    return pageOut(q, await rows.anyRows(repo(), o, page), total);
  }

  return {
    businessOptions,
    businessList,
    systemOptions,
    systemList,
    unitBusinessWithSystem,
    unitModuleList,
    unitList,
    unitListByCategory,
    assetList,
  };
}
