import { AssetCategory, UnitAssetType } from './enums';
import { AssetOptionCode } from '../products/enums';
import type { AssetTier } from './enums';
import { ASSET_CATEGORY_OF_UNIT, RA_LIMITS, UNIT_SUBTYPES } from './rules';
import {
  BUSINESS_OPTION_CODES,
  levelOf,
  optionItems,
  SHEET_COLUMNS,
  type ExportSystem,
  type ExportUnit,
  type SheetContext,
  type SheetError,
  splitCell,
} from './sheets';

export interface ParsedBusiness {
  row: number;
  name: string;
  description: string;
  importance: number;
  options: Record<string, string | string[]>;
  /** By name: businesses of the project or of the same file. */
  associations: { name: string; degree: 'close' | 'loose' }[];
  ownerAccountId: string | null;
}
/** A system row read back: the columns written for a system (ExportSystem), with its row number. */
export interface ParsedSystem extends ExportSystem {
  row: number;
  carryTypes: string[];
  businessCodes: string[];
}
/** A unit row read back: the columns written for a unit (ExportUnit), with its row number. */
export interface ParsedUnit extends ExportUnit {
  row: number;
  systemCodes: string[];
}
export type ParsedRow<T extends AssetTier> = T extends 'business' ? ParsedBusiness : T extends 'system' ? ParsedSystem : ParsedUnit;

export interface ParseResult<T> {
  rows: T[];
  errors: SheetError[];
}

/**
 * Reads the data rows of a tier's sheet (cells as text, the header row first): every row checked,
 * every error collected with its row number and column. Empty rows are skipped.
 */
export function parseSheet<T extends AssetTier>(tier: T, ctx: SheetContext, table: readonly (readonly string[])[]): ParseResult<ParsedRow<T>> {
  const columns = SHEET_COLUMNS[tier];
  const errors: SheetError[] = [];
  const header = (table[0] ?? []).map((h) => String(h ?? '').trim());
  const index = new Map<string, number>();
  columns.forEach((c) => {
    const at = header.indexOf(c.header);
    if (at >= 0) index.set(c.header, at);
    else if (c.required) errors.push({ row: 1, column: c.header, message: `缺少“${c.header}”列，请使用导出的模板` });
  });
  if (errors.length) return { rows: [], errors };
  const body = table.slice(1);
  if (body.length > RA_LIMITS.importRows) return { rows: [], errors: [{ row: 1, column: '', message: `一次最多导入 ${RA_LIMITS.importRows} 行` }] };

  const fileNames = new Set(body.map((cells) => String(cells[index.get('资产名称') ?? -1] ?? '').trim()).filter(Boolean));
  const seen = new Map<string, number>();
  const rows: ParsedRow<T>[] = [];
  body.forEach((cells, i) => {
    const rowNo = i + 2;
    const cell = (h: string) => {
      const at = index.get(h);
      return at === undefined ? '' : String(cells[at] ?? '').trim();
    };
    if (columns.every((c) => cell(c.header) === '')) return;
    const before = errors.length;
    const fail = (column: string, message: string) => errors.push({ row: rowNo, column, message });
    const required = (h: string) => {
      const v = cell(h);
      if (!v) fail(h, `请填写${h}`);
      return v;
    };
    const level = (h: string, attrCode: string, optional = false): number | null => {
      const v = optional ? cell(h) : required(h);
      if (!v) return null;
      const n = levelOf(ctx.options, attrCode, v);
      if (n === null) fail(h, `“${v}”不是有效的${h}，请填写 1–5 或字典中的名称`);
      return n;
    };
    const dict = (h: string, attrCode: string, v: string): string | null => {
      const item = optionItems(ctx.options, attrCode).find((x) => x.label === v || x.value === v);
      if (!item) fail(h, `“${v}”不在“${h}”的字典中`);
      return item?.value ?? null;
    };
    const owner = (): string | null => {
      const v = cell('责任人');
      if (!v) return null;
      const found = ctx.owners.filter((o) => o.showName === v || o.accountId === v);
      if (found.length !== 1) fail('责任人', found.length ? `有多位名为“${v}”的责任人，请填写账号编号` : `“${v}”不是本单位在职的客户责任人`);
      return found[0]?.accountId ?? null;
    };
    const linked = (h: string, list: readonly { assetCode: string; name: string }[], what: string): string[] => {
      const codes: string[] = [];
      for (const n of splitCell(cell(h))) {
        const found = list.find((x) => x.name === n || x.assetCode === n);
        if (found) codes.push(found.assetCode);
        else fail(h, `${what}“${n}”不存在`);
      }
      return [...new Set(codes)];
    };

    const name = required('资产名称');
    if (name.length > RA_LIMITS.nameMax) fail('资产名称', `资产名称不能超过 ${RA_LIMITS.nameMax} 字`);
    if (name && seen.has(name)) fail('资产名称', `与第 ${seen.get(name)} 行重名`);
    if (name) seen.set(name, rowNo);
    const description = cell('说明');
    if (description.length > RA_LIMITS.textMax) fail('说明', `说明不能超过 ${RA_LIMITS.textMax} 字`);

    let parsed: ParsedBusiness | ParsedSystem | ParsedUnit;
    if (tier === 'business') {
      const options: Record<string, string | string[]> = {};
      for (const code of BUSINESS_OPTION_CODES) {
        const h = AssetOptionCode.label(code);
        const values = splitCell(cell(h));
        if (values.length === 0) continue;
        if (!ctx.options.some((o) => o.attrCode === code)) {
          fail(h, `资产模板没有“${h}”字典`);
          continue;
        }
        const mapped = values.map((v) => dict(h, code, v)).filter((v): v is string => v !== null);
        options[code] = code === 'biz_obj' ? mapped : (mapped[0] ?? '');
        if (code !== 'biz_obj' && values.length > 1) fail(h, `“${h}”只能填一项`);
      }
      const associations: ParsedBusiness['associations'] = [];
      for (const [h, degree] of [
        ['紧密关联业务', 'close'],
        ['非紧密关联业务', 'loose'],
      ] as const) {
        for (const n of splitCell(cell(h))) {
          if (n === name) fail(h, '不能关联自身');
          else if (!fileNames.has(n) && !ctx.businesses.some((b) => b.name === n)) fail(h, `业务资产“${n}”不存在`);
          else if (!associations.some((a) => a.name === n)) associations.push({ name: n, degree });
        }
      }
      parsed = {
        row: rowNo,
        name,
        description,
        importance: level('业务重要性', 'biz_importance') ?? 0,
        options,
        associations,
        ownerAccountId: owner(),
      };
    } else if (tier === 'system') {
      const categoryText = required('资产类别');
      const category = AssetCategory.values.find((v) => AssetCategory.label(v) === categoryText || v === categoryText);
      if (categoryText && !category) fail('资产类别', `“${categoryText}”不是有效的资产类别`);
      const typeText = required('系统资产类型');
      const systemType = typeText ? dict('系统资产类型', 'systemType', typeText) : null;
      const carryTypes = splitCell(cell('承载类别'))
        .map((v) => dict('承载类别', 'carryType', v))
        .filter((v): v is string => v !== null);
      parsed = {
        row: rowNo,
        name,
        description,
        category: category ?? 'other',
        systemType: systemType ?? '',
        carryTypes: [...new Set(carryTypes)],
        carryLevel: level('业务承载程度', 'carryLevel') ?? 0,
        systemRelated: level('资产关联程度', 'systemRelated', true),
        confidentiality: level('保密性', 'sys_confidentiality') ?? 0,
        integrity: level('完整性', 'sys_integrity') ?? 0,
        availability: level('可用性', 'sys_availability') ?? 0,
        businessCodes: linked('承载业务', ctx.businesses, '业务资产'),
        ownerAccountId: owner(),
      };
    } else {
      const typeText = required('单元类型');
      const unitType = UnitAssetType.values.find((v) => UnitAssetType.label(v) === typeText || v === typeText);
      if (typeText && !unitType) fail('单元类型', `“${typeText}”不是有效的单元类型`);
      const subType = cell('子类');
      if (subType && unitType && !UNIT_SUBTYPES[unitType].includes(subType))
        fail('子类', `“${subType}”不是${UnitAssetType.label(unitType)}的子类（${UNIT_SUBTYPES[unitType].join('、')}）`);
      const categoryText = cell('资产类别');
      const category = categoryText ? AssetCategory.values.find((v) => AssetCategory.label(v) === categoryText || v === categoryText) : undefined;
      if (categoryText && !category) fail('资产类别', `“${categoryText}”不是有效的资产类别`);
      const systemCodes = linked('关联系统资产', ctx.systems, '系统资产');
      if (!cell('关联系统资产')) fail('关联系统资产', '请至少关联一个系统资产');
      parsed = {
        row: rowNo,
        name,
        description,
        unitType: unitType ?? 'otherAssets',
        subType,
        category: category ?? ASSET_CATEGORY_OF_UNIT[unitType ?? 'otherAssets'],
        confidentiality: level('保密性', 'sys_confidentiality') ?? 0,
        integrity: level('完整性', 'sys_integrity') ?? 0,
        availability: level('可用性', 'sys_availability') ?? 0,
        systemCodes,
        ownerAccountId: owner(),
      };
    }
    if (errors.length === before) rows.push(parsed as ParsedRow<T>);
  });
  return { rows: errors.length ? [] : rows, errors };
}
