/**
 * The Excel sheets of the asset inventory (issue 14, assets import and export): the columns of
 * each tier with their Chinese headers, how a stored asset is written (dictionary labels, not
 * codes; owners and linked assets by name) and how a row is read back, with row-level Chinese
 * errors. Pure: the server builds and reads the workbook (exceljs) around these.
 *
 * Links are by name: a business's associations name businesses of the project or of the same
 * file, a system asset's businesses and a unit's system assets name existing assets.
 */
import type { BusinessOption } from './api/products';
import { AssetCategory, AssetOptionCode, UnitAssetType } from './enums';
import { ASSET_CATEGORY_OF_UNIT, RA_LIMITS, UNIT_SUBTYPES } from './riskAssessment';
import type { AssetCategory as Category, AssetTier } from './enums';

type UnitType = (typeof UnitAssetType.values)[number];

export interface SheetContext {
  /** The template dictionaries of the project's product version. */
  options: readonly BusinessOption[];
  /** Who may own assets (the customer's active owners). */
  owners: readonly { accountId: string; showName: string }[];
  businesses: readonly { assetCode: string; name: string }[];
  systems: readonly { assetCode: string; name: string }[];
}

export interface SheetError {
  /** The row number in the sheet (the header is row 1). */
  row: number;
  column: string;
  message: string;
}

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
export interface ParsedSystem {
  row: number;
  name: string;
  description: string;
  category: Category;
  systemType: string;
  carryTypes: string[];
  carryLevel: number;
  systemRelated: number | null;
  confidentiality: number;
  integrity: number;
  availability: number;
  businessCodes: string[];
  ownerAccountId: string | null;
}
export interface ParsedUnit {
  row: number;
  name: string;
  description: string;
  unitType: UnitType;
  subType: string;
  category: Category;
  confidentiality: number;
  integrity: number;
  availability: number;
  systemCodes: string[];
  ownerAccountId: string | null;
}
export type ParsedRow<T extends AssetTier> = T extends 'business' ? ParsedBusiness : T extends 'system' ? ParsedSystem : ParsedUnit;

/** Business dictionaries answered in the options of a business asset (importance and association have their own columns). */
export const BUSINESS_OPTION_CODES = [
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

/** The separator of several values in one cell (、 , ， ; ；). */
const SPLIT = /[、,，;；\n]+/;
export const splitCell = (cell: string): string[] =>
  cell
    .split(SPLIT)
    .map((s) => s.trim())
    .filter(Boolean);

const LEVEL_WORDS: Readonly<Record<string, number>> = { 很高: 5, 极高: 5, 高: 4, 中: 3, 低: 2, 很低: 1, 极低: 1 };

/** Every item of a dictionary (categorised dictionaries flattened). */
export function optionItems(options: readonly BusinessOption[], attrCode: string): { value: string; label: string }[] {
  const o = options.find((x) => x.attrCode === attrCode);
  if (!o) return [];
  return o.hasCategory ? o.categorys.flatMap((c) => c.items) : [...o.items];
}

const labelOf = (options: readonly BusinessOption[], attrCode: string, value: string) =>
  optionItems(options, attrCode).find((i) => i.value === value)?.label ?? value;

/** A 1–5 rating from a cell: the digit, a dictionary label of the attribute, or 很高…很低. */
function levelOf(options: readonly BusinessOption[], attrCode: string, cell: string): number | null {
  if (/^[1-5]$/.test(cell)) return Number(cell);
  const item = optionItems(options, attrCode).find((i) => i.label === cell);
  if (item && /^[1-5]$/.test(item.value)) return Number(item.value);
  return LEVEL_WORDS[cell] ?? null;
}
const levelLabel = (options: readonly BusinessOption[], attrCode: string, level: number | null) =>
  level === null ? '' : (optionItems(options, attrCode).find((i) => i.value === String(level))?.label ?? String(level));

// ---- columns ----------------------------------------------------------------------------------------

export interface SheetColumn {
  header: string;
  required: boolean;
  width: number;
  /** How to fill it in (the dictionary sheet). */
  help: (ctx: SheetContext) => string;
}

const OWNER_HELP = (ctx: SheetContext) => `填写责任人姓名：${ctx.owners.map((o) => o.showName).join('、') || '（暂无责任人）'}`;
const LEVEL_HELP = (attrCode: string) => (ctx: SheetContext) =>
  `1–5 或：${
    optionItems(ctx.options, attrCode)
      .map((i) => `${i.label}（${i.value}）`)
      .join('、') || '很高（5）、高（4）、中（3）、低（2）、很低（1）'
  }`;
const DICT_HELP =
  (attrCode: string, multiple = false) =>
  (ctx: SheetContext) =>
    `${multiple ? '可多选，用“、”分隔：' : ''}${optionItems(ctx.options, attrCode)
      .map((i) => i.label)
      .join('、')}`;

const col = (header: string, required: boolean, width: number, help: (ctx: SheetContext) => string): SheetColumn => ({
  header,
  required,
  width,
  help,
});

const CIA = [
  col('保密性', true, 10, LEVEL_HELP('sys_confidentiality')),
  col('完整性', true, 10, LEVEL_HELP('sys_integrity')),
  col('可用性', true, 10, LEVEL_HELP('sys_availability')),
];

/** The columns of each tier, in order. */
export const SHEET_COLUMNS: Readonly<Record<AssetTier, readonly SheetColumn[]>> = {
  business: [
    col('资产名称', true, 24, () => `必填，不超过 ${RA_LIMITS.nameMax} 字；与已有业务资产同名时更新该资产`),
    col('说明', false, 30, () => `不超过 ${RA_LIMITS.textMax} 字`),
    col('业务重要性', true, 12, LEVEL_HELP('biz_importance')),
    ...BUSINESS_OPTION_CODES.map((code) => col(AssetOptionCode.label(code), false, 14, DICT_HELP(code, code === 'biz_obj'))),
    col('紧密关联业务', false, 24, () => '业务资产名称，可多个，用“、”分隔（本项目已有或本文件中的业务）'),
    col('非紧密关联业务', false, 24, () => '业务资产名称，可多个，用“、”分隔'),
    col('责任人', false, 12, OWNER_HELP),
  ],
  system: [
    col('资产名称', true, 24, () => `必填，不超过 ${RA_LIMITS.nameMax} 字；与已有系统资产同名时更新该资产`),
    col('说明', false, 30, () => `不超过 ${RA_LIMITS.textMax} 字`),
    col('资产类别', true, 10, () => AssetCategory.values.map((v) => AssetCategory.label(v)).join('、')),
    col('系统资产类型', true, 14, DICT_HELP('systemType')),
    col('承载类别', false, 16, DICT_HELP('carryType', true)),
    col('业务承载程度', true, 12, LEVEL_HELP('carryLevel')),
    col('资产关联程度', false, 12, LEVEL_HELP('systemRelated')),
    ...CIA,
    col('承载业务', false, 24, (ctx) => `业务资产名称，可多个，用“、”分隔：${ctx.businesses.map((b) => b.name).join('、')}`),
    col('责任人', false, 12, OWNER_HELP),
  ],
  unit: [
    col('资产名称', true, 24, () => `必填，不超过 ${RA_LIMITS.nameMax} 字；与已有单元资产同名时更新该资产`),
    col('说明', false, 30, () => `不超过 ${RA_LIMITS.textMax} 字`),
    col('单元类型', true, 12, () => UnitAssetType.values.map((v) => UnitAssetType.label(v)).join('、')),
    col('子类', false, 14, () => UnitAssetType.values.map((v) => `${UnitAssetType.label(v)}：${UNIT_SUBTYPES[v].join('、')}`).join('；')),
    col('资产类别', false, 10, () => `${AssetCategory.values.map((v) => AssetCategory.label(v)).join('、')}（不填按单元类型）`),
    ...CIA,
    col('关联系统资产', true, 24, (ctx) => `系统资产名称，可多个，用“、”分隔：${ctx.systems.map((s) => s.name).join('、')}`),
    col('责任人', false, 12, OWNER_HELP),
  ],
};

export const SHEET_TITLES: Readonly<Record<AssetTier, string>> = { business: '业务资产', system: '系统资产', unit: '系统组件和单元资产' };
export const DICTIONARY_SHEET = '填写说明';

// ---- writing ------------------------------------------------------------------------------------------

export interface ExportBusiness {
  name: string;
  description: string;
  importance: number;
  options: Record<string, string | string[]>;
  associations: readonly { assetCode: string; degree: 'close' | 'loose' }[];
  ownerAccountId: string | null;
}
export interface ExportSystem {
  name: string;
  description: string;
  category: Category;
  systemType: string;
  carryTypes: readonly string[];
  carryLevel: number;
  systemRelated: number | null;
  confidentiality: number;
  integrity: number;
  availability: number;
  businessCodes: readonly string[];
  ownerAccountId: string | null;
}
export interface ExportUnit {
  name: string;
  description: string;
  unitType: UnitType;
  subType: string;
  category: Category;
  confidentiality: number;
  integrity: number;
  availability: number;
  systemCodes: readonly string[];
  ownerAccountId: string | null;
}

/** One stored asset as the cells of its tier's columns. */
export function sheetRowOf(tier: 'business', ctx: SheetContext, a: ExportBusiness): string[];
export function sheetRowOf(tier: 'system', ctx: SheetContext, a: ExportSystem): string[];
export function sheetRowOf(tier: 'unit', ctx: SheetContext, a: ExportUnit): string[];
export function sheetRowOf(tier: AssetTier, ctx: SheetContext, a: ExportBusiness | ExportSystem | ExportUnit): string[] {
  const owner = (id: string | null) => (id ? (ctx.owners.find((o) => o.accountId === id)?.showName ?? '') : '');
  const nameIn = (list: readonly { assetCode: string; name: string }[], codes: readonly string[]) =>
    codes.map((c) => list.find((x) => x.assetCode === c)?.name ?? c).join('、');
  const o = ctx.options;
  const cia = (x: { confidentiality: number; integrity: number; availability: number }) => [
    levelLabel(o, 'sys_confidentiality', x.confidentiality),
    levelLabel(o, 'sys_integrity', x.integrity),
    levelLabel(o, 'sys_availability', x.availability),
  ];
  if (tier === 'business') {
    const b = a as ExportBusiness;
    const answer = (code: string) => {
      const v = b.options[code];
      if (v === undefined) return '';
      return (Array.isArray(v) ? v : [v]).map((x) => labelOf(o, code, x)).join('、');
    };
    const assoc = (degree: 'close' | 'loose') =>
      nameIn(
        ctx.businesses,
        b.associations.filter((x) => x.degree === degree).map((x) => x.assetCode),
      );
    return [
      b.name,
      b.description,
      levelLabel(o, 'biz_importance', b.importance),
      ...BUSINESS_OPTION_CODES.map(answer),
      assoc('close'),
      assoc('loose'),
      owner(b.ownerAccountId),
    ];
  }
  if (tier === 'system') {
    const s = a as ExportSystem;
    return [
      s.name,
      s.description,
      AssetCategory.label(s.category),
      labelOf(o, 'systemType', s.systemType),
      s.carryTypes.map((v) => labelOf(o, 'carryType', v)).join('、'),
      levelLabel(o, 'carryLevel', s.carryLevel),
      levelLabel(o, 'systemRelated', s.systemRelated),
      ...cia(s),
      nameIn(ctx.businesses, s.businessCodes),
      owner(s.ownerAccountId),
    ];
  }
  const u = a as ExportUnit;
  return [
    u.name,
    u.description,
    UnitAssetType.label(u.unitType),
    u.subType,
    AssetCategory.label(u.category),
    ...cia(u),
    nameIn(ctx.systems, u.systemCodes),
    owner(u.ownerAccountId),
  ];
}

/** The dictionary sheet: each column, whether required, how to fill it in. */
export function dictionaryRows(tier: AssetTier, ctx: SheetContext): [string, string, string][] {
  return SHEET_COLUMNS[tier].map((c) => [c.header, c.required ? '必填' : '选填', c.help(ctx)]);
}

// ---- reading --------------------------------------------------------------------------------------------

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
