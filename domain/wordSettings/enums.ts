/** Word document settings: the choices of a page and its numbering. */
import { defineEnum } from '../kernel/enums';

export const WordOrientation = defineEnum({ portrait: '纵向', landscape: '横向' });
export type WordOrientation = (typeof WordOrientation.values)[number];

export const WordLineSpacingMode = defineEnum({ multiple: '多倍行距', exact: '固定值' });
export type WordLineSpacingMode = (typeof WordLineSpacingMode.values)[number];

/** How the page number reads (dash: GB/T 9704 §7.5, a number between two dashes). */
export const WordPageNumberFormat = defineEnum({
  dash: '— 1 —',
  page: '第 1 页',
  pageOfTotal: '第 1 页 共 N 页',
  plain: '1',
});
export type WordPageNumberFormat = (typeof WordPageNumberFormat.values)[number];
