/**
 * Government product classes (govProductCls): the 政府采购品目分类目录 (财政部, 财库〔2022〕31号),
 * whose item codes are a category letter and eight digits (A02010104 服务器). Shipped here with
 * the codes shortened to their significant pairs (A02010104 → A02010104, A02010100 → A020101,
 * A02000000 → A02), so every code begins with its parent's code.
 *
 * Coverage (docs/dictionaries.md): the three categories (货物 A, 工程 B, 服务 C); the eight classes
 * of 货物 (A01–A08, the catalogue's goods classes, which follow GB/T 14885-2022 固定资产等资产基础分类
 * without its land class); under 设备 (A02) the information and office equipment with the items
 * the platform's customers buy (computers, network and security equipment); under 服务 only
 * C16 信息技术服务 with its 信息系统集成实施服务 (C1602). Only entries whose codes could be checked
 * against published item codes are listed; the rest of the catalogue is not invented. Add rows
 * (with a new version string) to serve more.
 */
export const GOV_PRODUCT_DICTIONARY_VERSION = '财库〔2022〕31号 · partial · data 2';
export const GOV_PRODUCT_DICTIONARY_SOURCE =
  '《政府采购品目分类目录》（财库〔2022〕31号）：三大门类；货物 A01–A08；设备中的信息化设备、办公设备及部分品目；服务中的 C16 信息技术服务（部分）';

/** [code, name]: a letter for a category, then two digits a level. */
export const GOV_PRODUCT_CLASSES: readonly (readonly [string, string])[] = [
  ['A', '货物'],
  ['A01', '房屋和构筑物'],
  ['A0101', '房屋'],
  ['A010101', '办公用房'],
  ['A010102', '业务用房'],
  ['A02', '设备'],
  ['A0201', '信息化设备'],
  ['A020101', '计算机'],
  ['A02010104', '服务器'],
  ['A02010105', '台式计算机'],
  ['A02010108', '便携式计算机'],
  ['A020102', '网络设备'],
  ['A020103', '信息安全设备'],
  ['A0202', '办公设备'],
  ['A020210', '打印机'],
  ['A03', '文物和陈列品'],
  ['A04', '图书和档案'],
  ['A05', '家具和用具'],
  ['A0501', '家具'],
  ['A06', '特种动植物'],
  ['A07', '物资'],
  ['A08', '无形资产'],
  ['B', '工程'],
  ['C', '服务'],
  ['C16', '信息技术服务'],
  ['C1602', '信息系统集成实施服务'],
];

const LEVELS = ['category', 'class', 'subclass', 'group', 'item'] as const;

/** The level of a code: category (A), class (A02), subclass (A0201), group (A020101), item (A02010104). */
export const govProductLevelOf = (code: string) => LEVELS[(code.length - 1) / 2];

/** The parent of a code ('' for a category). */
export const govProductParentOf = (code: string) => (code.length === 1 ? '' : code.slice(0, code.length - 2));
