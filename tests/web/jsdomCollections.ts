/**
 * Iterating a jsdom HTMLCollection (`Array.from(head.children)`, `for … of`) without its proxy.
 *
 * jsdom's HTMLCollection wrapper is a Proxy, and its iterator is Array.prototype.values, which
 * reads `length` and then every index through the proxy's traps (a property descriptor per
 * element). antd's css-in-js lists the document head's children on every style update (rc-util's
 * `findStyles`), once per mounted component: about a tenth of a page test's CPU went there
 * (docs/testing.md). This iterator walks the collection's own list instead, still live like the
 * array iterator: each step brings the list up to date and reads its current length, so removing
 * elements while iterating behaves as before. tests/web/jsdomCollections.test.tsx compares them.
 */
import { createRequire } from 'node:module';

interface CollectionImpl {
  _update(): void;
  _list: unknown[];
}
interface JsdomUtils {
  implForWrapper(wrapper: unknown): CollectionImpl | null;
  wrapperForImpl(impl: unknown): Element;
}

/** Installs the iterator on this window's HTMLCollection; returns the one it replaced (or null outside jsdom). */
export function installCollectionIterator(window: Window): (() => Iterator<Element>) | null {
  const prototype = (window as unknown as { HTMLCollection?: { prototype: Record<symbol, unknown> } }).HTMLCollection?.prototype;
  if (!prototype) return null;
  const current = prototype[Symbol.iterator] as (() => Iterator<Element>) & { direct?: () => Iterator<Element> };
  if (current.direct) return current.direct;
  let utils: JsdomUtils;
  try {
    const jsdomRequire = createRequire(createRequire(import.meta.url).resolve('jsdom/lib/jsdom/living/generated/utils.js'));
    utils = jsdomRequire('./utils.js');
  } catch {
    return null;
  }
  const iterate = function (this: unknown): Iterator<Element> & Iterable<Element> {
    const impl = utils.implForWrapper(this);
    if (!impl) return current.call(this) as Iterator<Element> & Iterable<Element>;
    let index = 0;
    let finished = false;
    return {
      next() {
        if (!finished) {
          impl._update();
          if (index < impl._list.length) return { value: utils.wrapperForImpl(impl._list[index++]), done: false };
          finished = true;
        }
        return { value: undefined, done: true };
      },
      [Symbol.iterator]() {
        return this;
      },
    };
  };
  prototype[Symbol.iterator] = Object.assign(iterate, { direct: current });
  return current;
}

/**
 * `document.querySelector('head')` answered with `document.head` when that is certainly the same
 * element: rc-util's css-in-js container lookup asks it several times per mounted component, and
 * jsdom runs a selector match over the document each time (about 3 % of the page tests' CPU). The
 * head is the first `head` in tree order when it is the root element's first element child: only
 * the root comes before it. Anything else goes to jsdom's own querySelector. Returns jsdom's.
 */
export function installHeadQuery(window: Window): Document['querySelector'] {
  const document = window.document as Document & { querySelector: Document['querySelector'] & { jsdom?: Document['querySelector'] } };
  if (document.querySelector.jsdom) return document.querySelector.jsdom;
  const jsdom = document.querySelector.bind(document) as Document['querySelector'];
  document.querySelector = Object.assign(
    (selectors: string) => {
      if (selectors === 'head') {
        const head = document.head;
        if (head && document.documentElement?.firstElementChild === head) return head;
      }
      return jsdom(selectors);
    },
    { jsdom },
  ) as Document['querySelector'];
  return jsdom;
}
