/**
 * Makes jsdom's getComputedStyle fast with antd's stylesheets, without changing its results.
 *
 * jsdom computes a style by testing every rule of every stylesheet against the element with
 * nwsapi (and again for each ancestor when it resolves an inherited property such as
 * `visibility`). antd's css-in-js puts about 2,700 rules in the document, so one call took
 * 100–400 ms, and Testing Library calls it for every element a `*ByRole` query looks at: the page
 * tests spent nearly all their time there (docs/testing.md).
 *
 * Most rules name a class in their last compound selector (`.ant-col-push-10`,
 * `.ant-select-single .ant-select-selector`), and an element without that class cannot match
 * them. This wraps the matcher jsdom uses for stylesheets only (`document._nwsapiDontThrow`, not
 * the one behind `matches`/`querySelector`) with that check: a rule is skipped only when every
 * selector of its list needs a class the element does not have; anything the check does not
 * understand (escapes, quotes, no class in the last compound) goes to nwsapi as before. Classes are
 * compared case-insensitively, so quirks-mode documents are covered too.
 */
import { createRequire } from 'node:module';

type Match = (selectors: string, element: Element, callback?: unknown) => boolean;
/** nwsapi's bounded LRU cache of compiled selectors (createCache in nwsapi/src/nwsapi.js). */
interface CompiledCache {
  get(key: string): unknown;
  has(key: string): boolean;
  set(key: string, value: unknown): unknown;
  clear(): void;
  size(): number;
  unbounded?: true;
}
interface Nwsapi {
  match: Match;
  matchResolvers?: CompiledCache;
  matchLambdas?: CompiledCache;
}

/**
 * Lifts the limit of one of nwsapi's caches of compiled selectors. It keeps the last 1,000
 * selectors, and antd's stylesheets hold about 3,000: computing styles went through all of them in
 * turn, so nearly every match parsed and compiled its selector again. What is cached is the same
 * compiled function either way (a function of the selector and nwsapi's configuration, whose
 * changes clear the cache through clear()), so only the time changes.
 */
function unbound(cache: CompiledCache | undefined): void {
  if (!cache || cache.unbounded) return;
  const entries = new Map<string, unknown>();
  Object.assign(cache, {
    get: (key: string) => entries.get(key),
    has: (key: string) => entries.has(key),
    set: (key: string, value: unknown) => {
      entries.set(key, value);
      return value;
    },
    clear: () => entries.clear(),
    size: () => entries.size,
    unbounded: true,
  });
}

/**
 * What an element must have to match the last compound of one selector; null: nothing we can tell.
 * `never`: the selector names a pseudo-element (`::before`), which nwsapi never matches to an
 * element (it matches only pseudo-element objects, or throws on an unknown one: false either way).
 */
interface Requirement {
  never?: true;
  /** Lower-case classes it must have. */
  classes: string[];
  /** Lower-case tag name it must have, if the compound starts with one. */
  tag: string | null;
  /** Tests on its (lower-cased) class attribute: `[class^="ant-btn"]` and the like. */
  classAttribute: { operator: string; value: string }[];
}

const ATTRIBUTE = /^\[\s*class\s*([\^*$~]?)=\s*(?:"([^"]*)"|'([^']*)')\s*(?:[iIsS]\s*)?\]$/;

/** The requirement of a selector's last compound (after its last combinator outside brackets and parentheses). */
function lastCompound(selector: string): Requirement | null {
  const text = selector.trim();
  let level = 0;
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(' || char === '[') level += 1;
    else if (char === ')' || char === ']') level -= 1;
    else if (level === 0 && (char === ' ' || char === '>' || char === '+' || char === '~' || char === '\t' || char === '\n')) from = i + 1;
  }
  if (level !== 0) return null;
  let outside = '';
  for (const char of text) {
    if (char === '(' || char === '[') level += 1;
    if (level === 0) outside += char;
    if (char === ')' || char === ']') level -= 1;
  }
  if (outside.includes('::')) return { never: true, classes: [], tag: null, classAttribute: [] };
  const last = text.slice(from);
  // Keep what is outside brackets and parentheses (attribute tests, :not(), :where(), …); collect
  // the top-level attribute tests on the class attribute.
  let compound = '';
  const classAttribute: Requirement['classAttribute'] = [];
  level = 0;
  let bracket = '';
  for (const char of last) {
    if (char === '(' || char === '[') level += 1;
    if (level === 0) compound += char;
    else if (level === 1 && (bracket || char === '[')) bracket += char;
    if (char === ')' || char === ']') {
      level -= 1;
      if (level === 0 && bracket) {
        const attribute = ATTRIBUTE.exec(bracket);
        if (attribute) classAttribute.push({ operator: attribute[1], value: (attribute[2] ?? attribute[3]).toLowerCase() });
        bracket = '';
      }
    }
  }
  const classes = [...compound.matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)]
    // A class token ends at the next simple selector; one followed by another name character
    // was not read whole (non-ASCII names): no requirement rather than a wrong one.
    .filter((match) => !/[^\s.#:[>+~,)]/.test(compound[match.index + match[0].length] ?? ' '))
    .map((match) => match[1].toLowerCase());
  const tagMatch = /^([a-zA-Z][a-zA-Z0-9-]*)(?=$|[.#:[])/.exec(compound);
  const tag = tagMatch ? tagMatch[1].toLowerCase() : null;
  return classes.length > 0 || tag || classAttribute.length > 0 ? { classes, tag, classAttribute } : null;
}

/** For each selector of a list, what its last compound requires; null: the list is not understood. */
function requirementsOf(selectorList: string): (Requirement | null)[] | null {
  if (selectorList.includes('\\')) return null;
  // Quoted values (either quote) must not hide brackets, parentheses, commas or the other quote
  // from the scans below.
  let quote = '';
  for (const char of selectorList) {
    if (quote) {
      if (char === quote) quote = '';
      else if ('[](),"\''.includes(char)) return null;
    } else if (char === '"' || char === "'") quote = char;
  }
  if (quote) return null;
  const parts: (Requirement | null)[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= selectorList.length; i += 1) {
    const char = selectorList[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if ((char === ',' && depth === 0) || i === selectorList.length) {
      parts.push(lastCompound(selectorList.slice(start, i)));
      start = i + 1;
    }
  }
  return depth === 0 ? parts : null;
}

const cache = new Map<string, (Requirement | null)[] | null>();

interface ElementFacts {
  classes: ReadonlySet<string>;
  classAttribute: string | null;
  tag: string;
}

/** Whether the class attribute may pass the test (empty or spaced values: left to nwsapi). */
const ATTRIBUTE_TESTS: Record<string, (attribute: string, value: string) => boolean> = {
  '': (attribute, value) => attribute === value,
  '^': (attribute, value) => value === '' || attribute.startsWith(value),
  '*': (attribute, value) => value === '' || attribute.includes(value),
  $: (attribute, value) => value === '' || attribute.endsWith(value),
  '~': (attribute, value) => value === '' || /[\t\n\f\r ]/.test(value) || attribute.split(/[\t\n\f\r ]+/).includes(value),
};

function fails(requirement: Requirement, element: ElementFacts): boolean {
  if (requirement.never) return true;
  if (requirement.tag && requirement.tag !== element.tag) return true;
  if (requirement.classes.some((name) => !element.classes.has(name))) return true;
  return requirement.classAttribute.some(
    ({ operator, value }) => element.classAttribute === null || !ATTRIBUTE_TESTS[operator](element.classAttribute, value),
  );
}

/** True when no selector of the list can match an element with these facts. */
function cannotMatch(selectors: string, element: ElementFacts): boolean {
  let parts = cache.get(selectors);
  if (parts === undefined) {
    parts = requirementsOf(selectors);
    cache.set(selectors, parts);
  }
  if (!parts) return false;
  return parts.every((requirement) => requirement !== null && fails(requirement, element));
}

const classesIn = (classAttribute: string | null): Set<string> =>
  new Set(
    (classAttribute ?? '')
      .toLowerCase()
      .split(/[\t\n\f\r ]+/)
      .filter(Boolean),
  );
const classesOf = (element: Element): Set<string> => classesIn(element.getAttribute('class'));

type Matchers = { original: Match; filtered: Match; skipped: () => number; compiled: () => number };

/** The stylesheet matcher of a document with the filter and without it (tests/web/styleRuleFilter.test.tsx compares them). */
export function styleRuleMatchers(document: Document): Matchers | undefined {
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const impl = implSymbol && (document as unknown as Record<symbol, { _nwsapiDontThrow?: Nwsapi }>)[implSymbol];
  // Kept on the installed matcher itself, not in this module: the module may be evaluated again.
  return (impl?._nwsapiDontThrow?.match as { matchers?: Matchers } | undefined)?.matchers;
}

/** Installs the filter on this window's document (jsdom only; elsewhere it does nothing). */
export function installStyleRuleFilter(window: Window): void {
  const document = window.document;
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  if (!implSymbol || !document.body) return;
  const impl = (document as unknown as Record<symbol, { _nwsapiDontThrow?: Nwsapi }>)[implSymbol];
  // jsdom creates the stylesheet matcher on the first getComputedStyle of the document.
  window.getComputedStyle(document.body);
  const nwsapi = impl._nwsapiDontThrow;
  if (!nwsapi || typeof nwsapi.match !== 'function' || (nwsapi.match as { filtered?: boolean }).filtered) return;
  // Emptied first: what the LRU holds now stays valid but is not carried over.
  nwsapi.matchResolvers?.clear();
  nwsapi.matchLambdas?.clear();
  unbound(nwsapi.matchResolvers);
  unbound(nwsapi.matchLambdas);
  const original = nwsapi.match.bind(nwsapi);
  let lastElement: Element | null = null;
  let lastClassAttribute: string | null = null;
  let lastFacts: ElementFacts = { classes: new Set(), classAttribute: null, tag: '' };
  let skipped = 0;
  const filtered: Match = (selectors, element, callback) => {
    if (callback === undefined && typeof selectors === 'string' && element) {
      const classAttribute = element.getAttribute('class');
      if (element !== lastElement || classAttribute !== lastClassAttribute) {
        lastElement = element;
        lastClassAttribute = classAttribute;
        lastFacts = { classes: classesOf(element), classAttribute: classAttribute?.toLowerCase() ?? null, tag: element.localName.toLowerCase() };
      }
      if (cannotMatch(selectors, lastFacts)) {
        skipped += 1;
        return false;
      }
    }
    return original(selectors, element, callback);
  };
  Object.assign(filtered, {
    filtered: true,
    matchers: { original, filtered, skipped: () => skipped, compiled: () => nwsapi.matchResolvers?.size() ?? 0 },
  });
  nwsapi.match = filtered;
}

// ---- An index of the stylesheets' rules by what their selectors require ----------------------
//
// The filter above still has jsdom visit all ~2,700 rules for every element whose style it
// computes (a DOM change empties jsdom's style cache, so that is every element again after each
// render). The index below lists, per stylesheet, the rules each class or tag name may match;
// jsdom's own style computation for an element (`getDeclarationForElement` in
// jsdom/lib/jsdom/living/helpers/style-rules.js) is replaced by the same computation over those
// candidates only: the candidates in document order, each still tested with jsdom's matcher, the
// same declarations applied in the same order. A rule whose selectors it cannot read is a candidate
// for every element. tests/web/styleRuleFilter.test.tsx compares both computations on antd's
// real stylesheets, element by element.

interface CssRule {
  selectorText?: string;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<CssRule>;
  style: CssDeclaration;
}
interface CssDeclaration extends ArrayLike<string> {
  cssText: string;
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
  removeProperty(property: string): void;
}
interface CssSheet {
  cssRules: ArrayLike<CssRule>;
}
interface ElementImpl {
  _ownerDocument: { _styleCache: WeakMap<ElementImpl, CssDeclaration> | null; styleSheets: { _list: CssSheet[] } };
  _localName: string;
  style: CssDeclaration;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
interface JsdomStyleRules {
  getDeclarationForElement: (element: ElementImpl) => CssDeclaration;
}

/** One sheet's style rules in order (screen media rules flattened, as jsdom reads them) and who may match them. */
interface SheetIndex {
  /** The rule objects the index was built from, to notice a changed sheet. */
  source: CssRule[];
  rules: CssRule[];
  byKey: Map<string, number[]>;
  always: number[];
  /** The class prefixes of the `KEY_PREFIX` keys, to look up per element. */
  prefixes: string[];
}

const KEY_CLASS = 'c ';
const KEY_TAG = 't ';
const KEY_PREFIX = 'p ';

function flatten(sheet: CssSheet): { source: CssRule[]; rules: CssRule[] } {
  const source = Array.from(sheet.cssRules);
  const rules: CssRule[] = [];
  for (const rule of source) {
    if (rule.media) {
      if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) rules.push(...Array.from(rule.cssRules ?? []));
    } else rules.push(rule);
  }
  return { source, rules };
}

function buildIndex(sheet: CssSheet): SheetIndex {
  const { source, rules } = flatten(sheet);
  const byKey = new Map<string, number[]>();
  const always: number[] = [];
  const prefixes: string[] = [];
  rules.forEach((rule, position) => {
    const selectors = typeof rule.selectorText === 'string' ? rule.selectorText : null;
    let parts = selectors === null ? null : cache.get(selectors);
    if (selectors !== null && parts === undefined) {
      parts = requirementsOf(selectors);
      cache.set(selectors, parts);
    }
    const keys = new Set<string>();
    // A rule that is not a style rule (@keyframes, @font-face) has no selectorText: jsdom tests it
    // with the selector "undefined", a tag name.
    if (rule.selectorText === undefined) keys.add(`${KEY_TAG}undefined`);
    else
      for (const requirement of parts ?? [null]) {
        if (requirement?.never) continue;
        const key = requirement ? keyOf(requirement) : null;
        if (key === null) {
          always.push(position);
          return;
        }
        keys.add(key);
      }
    for (const key of keys) {
      if (key.startsWith(KEY_PREFIX) && !prefixes.includes(key.slice(KEY_PREFIX.length))) prefixes.push(key.slice(KEY_PREFIX.length));
      const list = byKey.get(key);
      if (list) list.push(position);
      else byKey.set(key, [position]);
    }
  });
  return { source, rules, byKey, always, prefixes };
}

/**
 * The key of the rules a selector's last compound may match: a class it requires, else its tag,
 * else a class its class-attribute test implies (`[class~="x"]`, the first word of
 * `[class="x y"]`) or a prefix one of the element's classes must start with (`[class^="ant-btn"]`,
 * `[class*=" ant-btn"]`: the value's first word begins a class, after the start or a space). Null: any element may match.
 */
function keyOf(requirement: Requirement): string | null {
  if (requirement.classes[0] !== undefined) return KEY_CLASS + requirement.classes[0];
  if (requirement.tag) return KEY_TAG + requirement.tag;
  for (const { operator, value } of requirement.classAttribute) {
    const word = value.trim().split(/[\t\n\f\r ]+/)[0];
    if (!word) continue;
    if (operator === '~' || (operator === '' && value === value.trim())) return KEY_CLASS + word;
    // `*=` finds the value anywhere: only after whitespace does its first word begin a class.
    if (operator === '^' || (operator === '*' && /^[\t\n\f\r ]/.test(value))) return KEY_PREFIX + word;
  }
  return null;
}

/** Whether a sheet still holds the rules its index was built from (same objects, same order, same media contents). */
function unchanged(sheet: CssSheet, index: SheetIndex): boolean {
  const rules = sheet.cssRules;
  if (rules.length !== index.source.length) return false;
  for (let i = 0; i < rules.length; i += 1) if (rules[i] !== index.source[i]) return false;
  return true;
}

/**
 * Replaces jsdom's per-element style computation with the indexed one, for every document of this
 * jsdom. Returns both computations, uncached (the test compares them); does nothing outside jsdom.
 */
export function installStyleRuleIndex(
  window: Window,
): { jsdom: (element: Element) => CssDeclaration; indexed: (element: Element) => CssDeclaration } | null {
  const requireFromHere = createRequire(import.meta.url);
  let styleRules: JsdomStyleRules & { indexed?: (element: ElementImpl) => CssDeclaration; original?: JsdomStyleRules['getDeclarationForElement'] };
  let utils: { implForWrapper: (wrapper: unknown) => ElementImpl; wrapperForImpl: (impl: ElementImpl) => Element };
  let matchesDontThrow: (element: ElementImpl, selectors: string) => boolean;
  let CSSStyleDeclaration: new () => CssDeclaration;
  let defaultRules: CssSheet;
  try {
    const jsdomRequire = createRequire(requireFromHere.resolve('jsdom/lib/jsdom/living/helpers/style-rules.js'));
    styleRules = jsdomRequire('./style-rules.js');
    utils = jsdomRequire('../generated/utils.js');
    matchesDontThrow = jsdomRequire('./selectors.js').matchesDontThrow;
    CSSStyleDeclaration = jsdomRequire('cssstyle').CSSStyleDeclaration;
    defaultRules = jsdomRequire('rrweb-cssom').parse(jsdomRequire('../../browser/default-stylesheet.js'));
  } catch {
    return null;
  }
  const original = styleRules.original ?? styleRules.getDeclarationForElement;
  const toImpl = (element: Element) => utils.implForWrapper(element);
  if (!styleRules.indexed) {
    const indexes = new WeakMap<CssSheet, SheetIndex>();
    const indexOf = (sheet: CssSheet): SheetIndex => {
      let index = indexes.get(sheet);
      if (!index || !unchanged(sheet, index)) {
        index = buildIndex(sheet);
        indexes.set(sheet, index);
      }
      return index;
    };
    const indexed = (element: ElementImpl): CssDeclaration => {
      const document = element._ownerDocument;
      if (!document._styleCache) document._styleCache = new WeakMap();
      const cached = document._styleCache.get(element);
      if (cached) return cached;
      const declaration = new CSSStyleDeclaration();
      const apply = (style: CssDeclaration) => {
        for (let i = 0; i < style.length; i += 1) {
          const property = style[i];
          const value = style.getPropertyValue(property);
          if (value === 'unset') declaration.removeProperty(property);
          else declaration.setProperty(property, value, style.getPropertyPriority(property));
        }
      };
      // The facts the matcher's filter reads (filtered above), once for all candidates: a candidate
      // it would skip is skipped here without going through jsdom and the filter.
      const classAttribute = utils.wrapperForImpl(element).getAttribute('class');
      const facts: ElementFacts = {
        classes: classesIn(classAttribute),
        classAttribute: classAttribute?.toLowerCase() ?? null,
        tag: element._localName.toLowerCase(),
      };
      const classes = facts.classes;
      const keys = [KEY_TAG + facts.tag, ...Array.from(classes, (name) => KEY_CLASS + name)];
      for (const sheet of [defaultRules, ...document.styleSheets._list]) {
        const index = indexOf(sheet);
        let candidates = index.always;
        for (const key of keys) {
          const list = index.byKey.get(key);
          if (list) candidates = candidates.concat(list);
        }
        for (const prefix of index.prefixes) {
          for (const name of classes) {
            if (name.startsWith(prefix)) {
              candidates = candidates.concat(index.byKey.get(KEY_PREFIX + prefix) as number[]);
              break;
            }
          }
        }
        if (candidates.length === 0) continue;
        const ordered = candidates === index.always ? candidates : Array.from(new Set(candidates)).sort((a, b) => a - b);
        for (const position of ordered) {
          const rule = index.rules[position];
          const selectors = rule.selectorText as string;
          if (typeof selectors === 'string' && cannotMatch(selectors, facts)) continue;
          if (matchesDontThrow(element, selectors)) apply(rule.style);
        }
      }
      apply(element.style);
      document._styleCache.set(element, declaration);
      return declaration;
    };
    styleRules.original = original;
    styleRules.indexed = indexed;
    styleRules.getDeclarationForElement = indexed;
  }
  const indexed = styleRules.indexed;
  // window.getComputedStyle calls jsdom's own computation directly (not through the module's
  // exports): filling the style cache first makes it find the element's declaration there.
  if (!(window.getComputedStyle as { indexed?: boolean }).indexed) {
    const computedStyle = window.getComputedStyle.bind(window);
    window.getComputedStyle = Object.assign(
      (element: Element, pseudo?: string | null) => {
        if (element && typeof element === 'object') {
          const impl = toImpl(element);
          if (impl) indexed(impl);
        }
        return computedStyle(element, pseudo);
      },
      { indexed: true },
    );
  }
  // Both computations without jsdom's style cache, for the test to compare.
  const uncached = (compute: (impl: ElementImpl) => CssDeclaration) => (element: Element) => {
    const impl = toImpl(element);
    const document = impl._ownerDocument;
    const saved = document._styleCache;
    document._styleCache = null;
    try {
      return compute(impl);
    } finally {
      document._styleCache = saved;
    }
  };
  return { jsdom: uncached(original), indexed: uncached(indexed) };
}
