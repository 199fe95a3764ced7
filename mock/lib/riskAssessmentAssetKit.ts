import type { BusinessOption } from '../../domain/products/contracts';
import { AssetOptionCode, type AssetTier } from '../../domain/enums';
import type { Level } from '../../domain/engines/risk';
import { ErrorCode } from '../../domain/errors';
import { tierEditRefusal } from '../../domain/riskAssessment/rules';
import { mockProducts } from '../products';
import type { MockCaller } from './handler';
import type { RaAssetBase } from './riskAssessmentStore';
import { customerRefusal, type Fail, failure, me, nextCode, type Opened, openFor, ownersOf, type ProjectRows, rowsOf } from './riskAssessmentViews';

type Edit = { o: Opened; rows: ProjectRows };

/** An executor's change of a tier: the customer's open project, the tier open for editing. */
export function editing(caller: MockCaller, projectCode: string, tier: AssetTier): (Edit & { tier: AssetTier }) | Fail {
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
export const SYSTEM_OPTIONS = ['systemType', 'carryType', 'carryLevel', 'systemRelated', 'sys_confidentiality', 'sys_integrity', 'sys_availability'];
const valuesOf = (option: BusinessOption) => [...option.items, ...option.categorys.flatMap((g) => g.items)].map((i) => i.value);

/** The first answer that is not in the template's dictionary. */
export function optionProblem(o: Opened, attrCode: string, value: string | readonly string[]): Fail | null {
  const label = AssetOptionCode.values.includes(attrCode as never) ? AssetOptionCode.label(attrCode as never) : attrCode;
  const option = templateOf(o).find((x) => x.attrCode === attrCode);
  if (!option) return failure(ErrorCode.RA_OPTION_INVALID, `资产模板没有“${label}”字典`);
  const bad = (typeof value === 'string' ? [value] : value).filter((v) => v !== '' && !valuesOf(option).includes(v));
  return bad.length === 0 ? null : failure(ErrorCode.RA_OPTION_INVALID, `“${label}”的选项 ${bad.join('、')} 不在资产模板的字典中`);
}

const TIER_LABEL: Record<AssetTier, string> = { business: '业务资产', system: '系统资产', unit: '单元资产' };

/** Linked assets that do not exist in the project (RA_LINK_INVALID, as the server words it). */
export function linkProblem(rows: readonly { assetCode: string }[], codes: readonly string[], what: string, tierLabel: string): Fail | null {
  const missing = [...new Set(codes)].filter((code) => !rows.some((r) => r.assetCode === code));
  return missing.length ? failure(ErrorCode.RA_LINK_INVALID, `${what} ${missing.join('、')} 不存在或不是本项目的${tierLabel}`) : null;
}

/** Business dictionaries answered in a business asset's options (importance and association have their own fields). */
export const BUSINESS_OPTIONS = [
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

export function commonProblem(
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
export function save<T extends RaAssetBase>(
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
export function remove(
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

export const LEVELS: Level[] = [5, 4, 3, 2, 1];
