/**
 * The Excel sheets of the asset inventory (issue 14, assets import and export): the columns of
 * each tier with their Chinese headers, how a stored asset is written (dictionary labels, not
 * codes; owners and linked assets by name); domain/riskAssessment/sheetImport.ts reads a row back,
 * with row-level Chinese errors. Pure: the server builds and reads the workbook (exceljs) around these.
 *
 * Links are by name: a business's associations name businesses of the project or of the same
 * file, a system asset's businesses and a unit's system assets name existing assets.
 */
import type { BusinessOption } from '../products/contracts';
import { AssetCategory, UnitAssetType } from './enums';
import { AssetOptionCode } from '../products/enums';
import { RA_LIMITS, UNIT_SUBTYPES } from './rules';
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
export function levelOf(options: readonly BusinessOption[], attrCode: string, cell: string): number | null {
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
