/**
 * Government product classes (govProductCls): the three categories of the 政府采购品目分类目录
 * (财政部, 财库〔2022〕31号) — 货物 A, 工程 B, 服务 C — which every item code begins with.
 *
 * Only the categories are shipped: no verifiable copy of the catalogue's item list was at hand
 * when this was written, and items are not invented. The list answers with `hasChildren: false`
 * until the item list is added here (docs/dictionaries.md, "Coverage").
 */
export const GOV_PRODUCT_DICTIONARY_VERSION = '财库〔2022〕31号 · categories only · data 1';
export const GOV_PRODUCT_DICTIONARY_SOURCE = '《政府采购品目分类目录》（财库〔2022〕31号）：仅三大门类（货物、工程、服务），品目未收录';

export const GOV_PRODUCT_CATEGORIES: readonly (readonly [string, string])[] = [
  ['A', '货物'],
  ['B', '工程'],
  ['C', '服务'],
];
