/**
 * The customer side of the risk assessment mocks (issue 14): the three asset tiers, their lists
 * and dictionaries, like the server's asset routes — executors edit only the tiers
 * tierEditRefusal allows, links and owners are checked, values come from the engine
 * (domain/riskAssessmentCompute.ts) and a business change recomputes the system assets.
 */
import { riskAssessmentContracts as c } from '../../domain/api/riskAssessment';
import type { BusinessOption } from '../../domain/api/products';
import { AssetCategory, AssetOptionCode, type AssetTier, IMPORTANCE_VALUE, Importance, UnitAssetType } from '../../domain/enums';
import type { Level } from '../../domain/engines/risk';
import { ErrorCode, ok } from '../../domain/errors';
import { ASSET_CATEGORY_OF_UNIT, tierEditRefusal, UNIT_SUBTYPES } from '../../domain/riskAssessment';
import { systemValue, unitValue, businessValues } from '../../domain/riskAssessmentCompute';
import { systemRatingsOf } from '../../domain/riskAssessmentViews';
import { mockProducts } from '../products';
import { contractKey, guardedSession, type MockCaller, type MockHandler, pageOf, parseOr } from './handler';
import { type RaAssetBase, type RaBusiness, type RaSystem, type RaUnit, raStore } from './riskAssessmentStore';
import {
  assetRows,
  businessRows,
  configOf,
  customerRefusal,
  type Fail,
  failure,
  me,
  nextCode,
  type Opened,
  openFor,
  ownersOf,
  type ProjectRows,
  recomputeSystemValues,
  refuse,
  rowsOf,
  systemRows,
  unitRows,
} from './riskAssessmentViews';

type Edit = { o: Opened; rows: ProjectRows };

/** An executor's change of a tier: the customer's open project, the tier open for editing. */
function editing(caller: MockCaller, projectCode: string, tier: AssetTier): (Edit & { tier: AssetTier }) | Fail {
  const o = openFor(caller, projectCode);
  if ('failure' in o) return o;
  const refused = customerRefusal(o);
  if (refused) return refused;
  const refusal = tierEditRefusal(o.a, tier);
  if (refusal) return failure(ErrorCode.RA_TIER_CLOSED, refusal);
  return { o, rows: rowsOf(o.a), tier };
}

/** Anyone who may read the project (customer members, the delivering side). */
export function reading(caller: MockCaller, projectCode: string): Edit | Fail {
  const o = openFor(caller, projectCode);
  return 'failure' in o ? o : { o, rows: rowsOf(o.a) };
}

export const templateOf = (o: Opened): BusinessOption[] =>
  mockProducts()
    .find((p) => p.productCode === o.group.productCode)
    ?.versions.find((v) => v.version === o.group.productVersion)?.definition.templates.assetOptions ?? [];
const SYSTEM_OPTIONS = ['systemType', 'carryType', 'carryLevel', 'systemRelated', 'sys_confidentiality', 'sys_integrity', 'sys_availability'];
const valuesOf = (option: BusinessOption) => [...option.items, ...option.categorys.flatMap((g) => g.items)].map((i) => i.value);

/** The first answer that is not in the template's dictionary. */
function optionProblem(o: Opened, attrCode: string, value: string | readonly string[]): Fail | null {
  const label = AssetOptionCode.values.includes(attrCode as never) ? AssetOptionCode.label(attrCode as never) : attrCode;
  const option = templateOf(o).find((x) => x.attrCode === attrCode);
  if (!option) return failure(ErrorCode.RA_OPTION_INVALID, `资产模板没有“${label}”字典`);
  const bad = (typeof value === 'string' ? [value] : value).filter((v) => v !== '' && !valuesOf(option).includes(v));
  return bad.length === 0 ? null : failure(ErrorCode.RA_OPTION_INVALID, `“${label}”的选项 ${bad.join('、')} 不在资产模板的字典中`);
}

const TIER_LABEL: Record<AssetTier, string> = { business: '业务资产', system: '系统资产', unit: '单元资产' };

/** Linked assets that do not exist in the project (RA_LINK_INVALID, as the server words it). */
function linkProblem(rows: readonly { assetCode: string }[], codes: readonly string[], what: string, tierLabel: string): Fail | null {
  const missing = [...new Set(codes)].filter((code) => !rows.some((r) => r.assetCode === code));
  return missing.length ? failure(ErrorCode.RA_LINK_INVALID, `${what} ${missing.join('、')} 不存在或不是本项目的${tierLabel}`) : null;
}

/** Business dictionaries answered in a business asset's options (importance and association have their own fields). */
const BUSINESS_OPTIONS = [
  'biz_func',
  'biz_obj',
  'biz_process',
  'biz_scope',
  'biz_align_goal',
  'biz_worth',
  'biz_completeness',
  'biz_domain',
  'biz_region',
] as const;

function commonProblem(
  edit: Edit & { tier: AssetTier },
  list: RaAssetBase[],
  input: { assetCode?: string; name: string; ownerAccountId: string | null },
): Fail | null {
  // The server's order: the owner, the asset still editable, then its name.
  if (input.ownerAccountId && !ownersOf(edit.o.project.customerTenantCode).some((p) => p.accountId === input.ownerAccountId))
    return failure(ErrorCode.RA_OWNER_NOT_ELIGIBLE);
  if (input.assetCode) {
    const found = list.find((x) => x.assetCode === input.assetCode);
    if (!found) return failure(ErrorCode.RA_ASSET_NOT_FOUND, `资产 ${input.assetCode} 不存在，或不属于该项目`);
    if (found.state !== 'inhand') return failure(ErrorCode.RA_ASSET_LOCKED);
  }
  if (list.some((x) => x.name === input.name && x.assetCode !== input.assetCode))
    return failure(ErrorCode.RA_ASSET_NAME_TAKEN, `本项目已有名为“${input.name}”的${TIER_LABEL[edit.tier]}`);
  return null;
}

/** Inserts or updates an asset row (the server's upsert), stamping who and when. */
function save<T extends RaAssetBase>(
  edit: Edit,
  table: T[],
  prefix: string,
  fields: Omit<T, keyof RaAssetBase>,
  input: Pick<RaAssetBase, 'name' | 'description' | 'ownerAccountId'> & { assetCode?: string },
  caller: MockCaller,
): T {
  const now = new Date();
  const existing = input.assetCode ? table.find((x) => x.projectCode === edit.o.a.projectCode && x.assetCode === input.assetCode) : undefined;
  const common = {
    name: input.name,
    description: input.description,
    ownerAccountId: input.ownerAccountId,
    rejectReason: '',
    updatedBy: me(caller),
    updatedAt: now,
  };
  if (existing) return Object.assign(existing, fields, common);
  const row = {
    tenantCode: edit.o.a.tenantCode,
    projectCode: edit.o.a.projectCode,
    assetCode: nextCode(edit.o.a, prefix),
    state: 'inhand',
    createdBy: me(caller),
    createdAt: now,
    ...fields,
    ...common,
  } as unknown as T;
  table.push(row);
  return row;
}

/** Deletes inhand assets of a tier unless something still links to them. */
function remove(
  edit: Edit,
  table: RaAssetBase[],
  codes: readonly string[],
  inUse: (code: string) => string[],
  inUseText = '',
): Fail | { deleted: number } {
  const mine = table.filter((x) => x.projectCode === edit.o.a.projectCode);
  for (const code of new Set(codes)) {
    const found = mine.find((x) => x.assetCode === code);
    if (!found) return failure(ErrorCode.RA_ASSET_NOT_FOUND, `资产 ${code} 不存在，或不属于该项目`);
    if (found.state !== 'inhand') return failure(ErrorCode.RA_ASSET_LOCKED);
  }
  const used = [...new Set([...new Set(codes)].flatMap(inUse))];
  if (used.length) return failure(ErrorCode.RA_ASSET_IN_USE, `${inUseText}：${used.join('、')}，请先解除关联`);
  const gone = new Set(codes);
  const kept = table.filter((x) => !(x.projectCode === edit.o.a.projectCode && gone.has(x.assetCode)));
  const deleted = table.length - kept.length;
  table.splice(0, table.length, ...kept);
  return { deleted };
}

type ListQuery = { keyword?: string; state?: string; ownerAccountId?: string; importance?: number };
export const listed = <T extends { name: string; assetCode: string; state: string; ownerAccountId: string | null; description: string }>(
  rows: T[],
  q: ListQuery,
  value: (row: T) => number,
) => {
  const keyword = q.keyword?.toLowerCase();
  return rows.filter(
    (r) =>
      (!keyword ||
        r.name.toLowerCase().includes(keyword) ||
        r.assetCode.toLowerCase().includes(keyword) ||
        r.description.toLowerCase().includes(keyword)) &&
      (!q.state || r.state === q.state) &&
      (!q.ownerAccountId || r.ownerAccountId === q.ownerAccountId) &&
      (!q.importance || value(r) === q.importance),
  );
};

const LEVELS: Level[] = [5, 4, 3, 2, 1];

export const raAssetHandlers: Record<string, MockHandler> = {
  [contractKey(c.raBusinessOptions)]: guardedSession(c.raBusinessOptions, ({ query, caller }) => {
    const parsed = parseOr(c.raBusinessOptions.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const { o } = found;
    if (parsed.value.templateCode && parsed.value.templateCode !== o.group.productCode)
      return refuse(ErrorCode.RA_OPTION_INVALID, `资产模板 ${parsed.value.templateCode} 与项目的产品（${o.group.productCode}）不一致`);
    const options = templateOf(o).filter((x) => x.attrCode.startsWith('biz_'));
    return { envelope: ok({ templateCode: o.group.productCode, version: o.group.productVersion, options }) };
  }),

  [contractKey(c.raBusinessSave)]: guardedSession(c.raBusinessSave, ({ body, caller }) => {
    const parsed = parseOr(c.raBusinessSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const b = parsed.value;
    const edit = editing(caller, b.projectCode, 'business');
    if ('failure' in edit) return edit.failure;
    for (const [attrCode, value] of Object.entries(b.options)) {
      const bad = (BUSINESS_OPTIONS as readonly string[]).includes(attrCode)
        ? optionProblem(edit.o, attrCode, value)
        : failure(ErrorCode.RA_OPTION_INVALID, `“${attrCode}”不是业务资产的字典`);
      if (bad) return bad.failure;
    }
    const problem = commonProblem(edit, edit.rows.businesses, b);
    if (problem) return problem.failure;
    if (b.assetCode && b.associations.some((x) => x.assetCode === b.assetCode)) return refuse(ErrorCode.RA_LINK_INVALID, '业务资产不能关联自身');
    const links = linkProblem(
      edit.rows.businesses,
      b.associations.map((x) => x.assetCode),
      '关联业务',
      '业务资产',
    );
    if (links) return links.failure;
    const row = save<RaBusiness>(
      edit,
      raStore().businesses,
      'BA',
      { options: b.options, importance: b.importance, associations: b.associations },
      b,
      caller,
    );
    recomputeSystemValues(edit.o.a);
    const rows = rowsOf(edit.o.a);
    return { envelope: ok(businessRows(edit.o.a, rows).find((x) => x.assetCode === row.assetCode)!) };
  }),

  [contractKey(c.raBusinessDelete)]: guardedSession(c.raBusinessDelete, ({ body, caller }) => {
    const parsed = parseOr(c.raBusinessDelete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const edit = editing(caller, parsed.value.projectCode, 'business');
    if ('failure' in edit) return edit.failure;
    const gone = new Set(parsed.value.assetCodes);
    const result = remove(
      edit,
      raStore().businesses,
      parsed.value.assetCodes,
      (code) => edit.rows.systems.filter((s) => s.businessCodes.includes(code)).map((s) => s.assetCode),
      '业务资产仍被系统资产承载',
    );
    if ('failure' in result) return result.failure;
    // Associations of the remaining businesses to the deleted ones go with them.
    for (const b of rowsOf(edit.o.a).businesses) b.associations = b.associations.filter((x) => !gone.has(x.assetCode));
    recomputeSystemValues(edit.o.a);
    return { envelope: ok(result) };
  }),

  [contractKey(c.raBusinessList)]: guardedSession(c.raBusinessList, ({ query, caller }) => {
    const parsed = parseOr(c.raBusinessList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    return {
      envelope: ok(
        pageOf(
          listed(businessRows(found.o.a, found.rows), parsed.value, (r) => r.importanceAdjusted),
          parsed.value,
        ),
      ),
    };
  }),

  [contractKey(c.raSystemOptions)]: guardedSession(c.raSystemOptions, ({ query, caller }) => {
    const parsed = parseOr(c.raSystemOptions.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const values = businessValues(configOf(found.o.a), found.rows.businesses);
    return {
      envelope: ok({
        options: templateOf(found.o).filter((x) => SYSTEM_OPTIONS.includes(x.attrCode)),
        businesses: found.rows.businesses.map((b) => ({
          assetCode: b.assetCode,
          name: b.name,
          importanceAdjusted: values.get(b.assetCode)!.adjusted,
        })),
      }),
    };
  }),

  [contractKey(c.raSystemSave)]: guardedSession(c.raSystemSave, ({ body, caller }) => {
    const parsed = parseOr(c.raSystemSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const s = parsed.value;
    const edit = editing(caller, s.projectCode, 'system');
    if ('failure' in edit) return edit.failure;
    const problem = commonProblem(edit, edit.rows.systems, s);
    if (problem) return problem.failure;
    const links = linkProblem(edit.rows.businesses, s.businessCodes, '承载的业务', '业务资产');
    if (links) return links.failure;
    const hasOption = (attr: string) => templateOf(edit.o).some((x) => x.attrCode === attr);
    const bad =
      (hasOption('systemType') && optionProblem(edit.o, 'systemType', s.systemType)) ||
      (hasOption('carryType') && optionProblem(edit.o, 'carryType', s.carryTypes));
    if (bad) return bad.failure;
    const fields = {
      ...systemRatingsOf(s),
      businessCodes: [...new Set(s.businessCodes)],
    };
    const value = systemValue(configOf(edit.o.a), fields, businessValues(configOf(edit.o.a), edit.rows.businesses)).value;
    const row = save<RaSystem>(edit, raStore().systems, 'SA', { ...fields, value, assessedAt: null }, s, caller);
    return { envelope: ok(systemRows(edit.o.a, rowsOf(edit.o.a)).find((x) => x.assetCode === row.assetCode)!) };
  }),

  [contractKey(c.raSystemDelete)]: guardedSession(c.raSystemDelete, ({ body, caller }) => {
    const parsed = parseOr(c.raSystemDelete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const edit = editing(caller, parsed.value.projectCode, 'system');
    if ('failure' in edit) return edit.failure;
    const result = remove(
      edit,
      raStore().systems,
      parsed.value.assetCodes,
      (code) => edit.rows.units.filter((u) => u.systemCodes.includes(code)).map((u) => u.assetCode),
      '系统资产仍被单元资产关联',
    );
    return 'failure' in result ? result.failure : { envelope: ok(result) };
  }),

  [contractKey(c.raSystemList)]: guardedSession(c.raSystemList, ({ query, caller }) => {
    const parsed = parseOr(c.raSystemList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const found = reading(caller, q.projectCode);
    if ('failure' in found) return found.failure;
    const rows = listed(systemRows(found.o.a, found.rows), q, (r) => r.value).filter(
      (r) => (!q.category || r.category === q.category) && (!q.businessCode || r.businessCodes.includes(q.businessCode)),
    );
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.raUnitBusinessWithSystem)]: guardedSession(c.raUnitBusinessWithSystem, ({ query, caller }) => {
    const parsed = parseOr(c.raUnitBusinessWithSystem.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const { businesses, systems } = found.rows;
    const node = (s: RaSystem) => ({ assetCode: s.assetCode, name: s.name, value: s.value as Level });
    return {
      envelope: ok({
        businesses: businesses.map((b) => ({
          assetCode: b.assetCode,
          name: b.name,
          systems: systems.filter((s) => s.businessCodes.includes(b.assetCode)).map(node),
        })),
        unlinked: systems.filter((s) => !s.businessCodes.some((code) => businesses.some((b) => b.assetCode === code))).map(node),
      }),
    };
  }),

  [contractKey(c.raUnitModuleList)]: guardedSession(c.raUnitModuleList, ({ query, caller }) => {
    const parsed = parseOr(c.raUnitModuleList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    return {
      envelope: ok(
        UnitAssetType.values.map((unitType) => ({
          unitType,
          label: UnitAssetType.label(unitType),
          category: ASSET_CATEGORY_OF_UNIT[unitType],
          subTypes: [...UNIT_SUBTYPES[unitType]],
          count: found.rows.units.filter((u) => u.unitType === unitType).length,
        })),
      ),
    };
  }),

  [contractKey(c.raUnitList)]: guardedSession(c.raUnitList, ({ query, caller }) => {
    const parsed = parseOr(c.raUnitList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const found = reading(caller, q.projectCode);
    if ('failure' in found) return found.failure;
    const rows = listed(unitRows(found.o.a, found.rows), q, (r) => r.value).filter(
      (r) =>
        (!q.unitType || r.unitType === q.unitType) &&
        (!q.category || r.category === q.category) &&
        (!q.systemCode || r.systemCodes.includes(q.systemCode)),
    );
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.raUnitListByCategory)]: guardedSession(c.raUnitListByCategory, ({ query, caller }) => {
    const parsed = parseOr(c.raUnitListByCategory.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const found = reading(caller, q.projectCode);
    if ('failure' in found) return found.failure;
    const assets = assetRows(found.o.a, found.rows).filter((r) => r.tier !== 'business');
    const rows = listed(assets, q, (r) => r.value).filter((r) => !q.category || r.category === q.category);
    return {
      envelope: ok({
        categories: AssetCategory.values.map((category) => ({
          category,
          label: AssetCategory.label(category),
          count: assets.filter((r) => r.category === category).length,
        })),
        importance: LEVELS.map((level) => ({
          level,
          label: Importance.label(Importance.values.find((i) => IMPORTANCE_VALUE[i] === level)!),
          count: assets.filter((r) => r.value === level).length,
        })),
        page: pageOf(rows, q),
      }),
    };
  }),

  [contractKey(c.raUnitDelete)]: guardedSession(c.raUnitDelete, ({ body, caller }) => {
    const parsed = parseOr(c.raUnitDelete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const edit = editing(caller, parsed.value.projectCode, 'unit');
    if ('failure' in edit) return edit.failure;
    const result = remove(edit, raStore().units, parsed.value.assetCodes, () => []);
    return 'failure' in result ? result.failure : { envelope: ok(result) };
  }),

  [contractKey(c.raUnitSave)]: guardedSession(c.raUnitSave, ({ body, caller }) => {
    const parsed = parseOr(c.raUnitSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const u = parsed.value;
    const edit = editing(caller, u.projectCode, 'unit');
    if ('failure' in edit) return edit.failure;
    const problem = commonProblem(edit, edit.rows.units, u);
    if (problem) return problem.failure;
    if (u.subType && !UNIT_SUBTYPES[u.unitType].includes(u.subType))
      return refuse(ErrorCode.RA_OPTION_INVALID, `“${u.subType}”不是${UnitAssetType.label(u.unitType)}的子类`);
    const links = linkProblem(edit.rows.systems, u.systemCodes, '关联的系统资产', '系统资产');
    if (links) return links.failure;
    const fields = {
      unitType: u.unitType,
      subType: u.subType,
      category: u.category,
      confidentiality: u.confidentiality,
      integrity: u.integrity,
      availability: u.availability,
      systemCodes: [...new Set(u.systemCodes)],
    };
    const row = save<RaUnit>(
      edit,
      raStore().units,
      'UA',
      { ...fields, value: unitValue(configOf(edit.o.a), fields).value, assessedAt: null },
      u,
      caller,
    );
    return { envelope: ok(unitRows(edit.o.a, rowsOf(edit.o.a)).find((x) => x.assetCode === row.assetCode)!) };
  }),

  [contractKey(c.raAssetList)]: guardedSession(c.raAssetList, ({ query, caller }) => {
    const parsed = parseOr(c.raAssetList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const found = reading(caller, q.projectCode);
    if ('failure' in found) return found.failure;
    const rows = listed(assetRows(found.o.a, found.rows), q, (r) => r.value).filter(
      (r) => (!q.tier || r.tier === q.tier) && (!q.category || r.category === q.category),
    );
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.raImport)]: guardedSession(c.raImport, ({ body, caller }) => {
    const parsed = parseOr(c.raImport.body, body);
    if ('failure' in parsed) return parsed.failure;
    const edit = editing(caller, parsed.value.projectCode, parsed.value.tier);
    if ('failure' in edit) return edit.failure;
    const file = (body as { file?: unknown } | null)?.file;
    if (!file) return refuse(ErrorCode.RA_IMPORT_UNREADABLE, '请选择要导入的 Excel 文件');
    // The dev mocks answer synchronously and cannot read a workbook: nothing is saved, as the server does on any error.
    return {
      envelope: ok({
        ok: false,
        created: 0,
        updated: 0,
        errors: [{ row: 0, column: '', message: '演示环境（模拟数据）不支持导入 Excel，请逐项新增资产，或连接服务端后导入' }],
      }),
    };
  }),
};
