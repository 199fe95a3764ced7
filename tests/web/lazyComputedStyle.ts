/**
 * Makes window.getComputedStyle cheap for the question Testing Library asks most: is this element
 * hidden (`display` and `visibility`), without changing any answer.
 *
 * jsdom's getComputedStyle copies every declared property of the element into a new declaration
 * and then resolves fifteen properties (`visibility`, `pointer-events` and thirteen colours), each
 * by walking the element's ancestors and parsing colours. `*ByRole` queries call it for every
 * element they look at and for every node inside each candidate's accessible name, but read only
 * `display` and `visibility` (dom-accessibility-api's isHidden, Testing Library's isInaccessible).
 *
 * The style returned here answers `display` and `visibility` (as properties or through
 * getPropertyValue) from the same computation jsdom uses for those two properties, taken when the
 * style is asked for, as jsdom's is; the same value goes through the same CSSStyleDeclaration
 * setter jsdom's copy uses, so the answer is the same string. Anything else read from it (another
 * property, cssText, length, iteration, a method) builds jsdom's whole style on first use and
 * answers from that. tests/web/lazyComputedStyle.test.tsx compares both on antd's stylesheets.
 */
import { createRequire } from 'node:module';

interface Declaration {
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
}
interface JsdomStyleRules {
  getDeclarationForElement: (element: object) => Declaration;
  getResolvedValue: (element: object, property: string) => string;
}
type ComputedStyle = (element: Element, pseudo?: string | null) => CSSStyleDeclaration;

const FAST = new Set(['display', 'visibility']);

/**
 * Wraps this window's getComputedStyle (whatever it is now: install after the other wrappers of
 * tests/web/setup.ts). Returns the lazy and the eager function (the test compares them); null
 * outside jsdom.
 */
export function installLazyComputedStyle(window: Window): { lazy: ComputedStyle; eager: ComputedStyle } | null {
  const current = window.getComputedStyle as ComputedStyle & { lazy?: ComputedStyle; eager?: ComputedStyle };
  if (current.lazy && current.eager) return { lazy: current.lazy, eager: current.eager };
  let styleRules: JsdomStyleRules;
  let utils: { implForWrapper: (wrapper: unknown) => object | null };
  let CSSStyleDeclaration: new () => Declaration;
  try {
    const jsdomRequire = createRequire(createRequire(import.meta.url).resolve('jsdom/lib/jsdom/living/helpers/style-rules.js'));
    styleRules = jsdomRequire('./style-rules.js');
    utils = jsdomRequire('../generated/utils.js');
    CSSStyleDeclaration = jsdomRequire('cssstyle').CSSStyleDeclaration;
  } catch {
    return null;
  }
  const eager: ComputedStyle = current.bind(window);
  // What jsdom's copy stores for a value: its setter may rewrite it. One declaration per value.
  const stored = new Map<string, string>();
  const store = (property: string, value: string, priority: string): string => {
    const key = `${property}\u0000${value}\u0000${priority}`;
    let answer = stored.get(key);
    if (answer === undefined) {
      const scratch = new CSSStyleDeclaration();
      if (value !== '') scratch.setProperty(property, value, priority);
      answer = scratch.getPropertyValue(property);
      stored.set(key, answer);
    }
    return answer;
  };
  const prototype = Object.getPrototypeOf(eager(window.document.documentElement)) as object;

  const lazy: ComputedStyle = (element, pseudo) => {
    const impl = element instanceof (window as unknown as typeof globalThis).Element ? utils.implForWrapper(element) : null;
    if (!impl) return eager(element, pseudo);
    // jsdom's getComputedStyle: `display` copied from the element's declaration, `visibility`
    // overwritten with its resolved value.
    const declared = styleRules.getDeclarationForElement(impl);
    const fast: Record<string, string> = {
      display: store('display', declared.getPropertyValue('display'), declared.getPropertyPriority('display')),
      visibility: store('visibility', styleRules.getResolvedValue(impl, 'visibility'), ''),
    };
    let whole: CSSStyleDeclaration | null = null;
    const complete = (): CSSStyleDeclaration => {
      whole ??= eager(element, pseudo);
      return whole;
    };
    const getPropertyValue = (property: string) => (FAST.has(property) ? fast[property] : complete().getPropertyValue(property));
    return new Proxy(Object.create(prototype) as CSSStyleDeclaration, {
      get(_target, property) {
        if (typeof property === 'string' && FAST.has(property)) return fast[property];
        if (property === 'getPropertyValue') return getPropertyValue;
        const value = Reflect.get(complete(), property);
        return typeof value === 'function' ? value.bind(complete()) : value;
      },
      set: (_target, property, value) => Reflect.set(complete(), property, value),
      has: (_target, property) => Reflect.has(complete(), property),
      ownKeys: () => Reflect.ownKeys(complete()),
      getOwnPropertyDescriptor(_target, property) {
        const descriptor = Reflect.getOwnPropertyDescriptor(complete(), property);
        // A proxy may not report a property its target lacks as non-configurable.
        return descriptor && { ...descriptor, configurable: true };
      },
      defineProperty: (_target, property, descriptor) => Reflect.defineProperty(complete(), property, descriptor),
      deleteProperty: (_target, property) => Reflect.deleteProperty(complete(), property),
    });
  };
  window.getComputedStyle = Object.assign(lazy, { lazy, eager }) as typeof window.getComputedStyle;
  return { lazy, eager };
}
