/**
 * 国民经济行业分类 GB/T 4754-2017: the groups (中类, 473) and classes (小类, 1381) of every section, as
 * a text table parsed once. Sections and divisions, the version and the source: ./industries.ts.
 */

import { INDUSTRY_GROUPS_A_TO_C } from './industryGroupsAtoC';
import { INDUSTRY_GROUPS_D_TO_T } from './industryGroupsDtoT';

/**
 * The table (./industryGroupsAtoC.ts, ./industryGroupsDtoT.ts): groups (中类, 3 digits) and their
 * classes (小类, 4 digits), one group a line: `<group> <name>: <class> <name>; <class> <name>; …`.
 * A line without classes is a group that is its own single class in the standard, coded `<group>0`
 * with the same name (e.g. 652 → 6520). A text table keeps the 1,854 rows readable and out of the
 * formatter's way; it is parsed once, here.
 */
const INDUSTRY_GROUP_TABLE = `${INDUSTRY_GROUPS_A_TO_C.trim()}\n${INDUSTRY_GROUPS_D_TO_T.trim()}`;

function parseGroups(table: string): (readonly [string, string, readonly (readonly [string, string])[]])[] {
  const codeAndName = (item: string): readonly [string, string] => {
    const match = item.trim().match(/^(\d{3,4}) (.+)$/);
    if (!match) throw new Error(`GB/T 4754 行业表格式错误：${item}`);
    return [match[1], match[2].trim()];
  };
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const colon = line.indexOf(': ');
      const [code, name] = codeAndName(colon < 0 ? line : line.slice(0, colon));
      const classes =
        colon < 0
          ? [[`${code}0`, name] as const]
          : line
              .slice(colon + 2)
              .split('; ')
              .map(codeAndName);
      return [code, name, classes] as const;
    });
}

/** Groups (中类) with their classes (小类), every section. */
export const INDUSTRY_GROUPS: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = parseGroups(INDUSTRY_GROUP_TABLE);
