// @vitest-environment jsdom
/**
 * The HTMLCollection iterator of tests/web/setup.ts (jsdomCollections.ts) gives what jsdom's own
 * gives: the same elements in order, live while iterating (an element removed ahead is skipped, one
 * appended is reached), and done stays done. Its querySelector('head') finds what jsdom's finds.
 */
import { expect, it } from 'vitest';
import { installCollectionIterator, installHeadQuery } from './jsdomCollections';

const fill = (count: number) => {
  const list = document.createElement('div');
  for (let i = 0; i < count; i += 1) {
    const child = document.createElement(i % 2 ? 'span' : 'style');
    child.id = `c${i}`;
    list.append(child);
  }
  document.body.append(list);
  return list;
};

const ids = (iterator: Iterator<Element>, each?: (element: Element, list: HTMLElement) => void, list?: HTMLElement) => {
  const seen: string[] = [];
  for (let step = iterator.next(); !step.done; step = iterator.next()) {
    seen.push(step.value.id);
    each?.(step.value, list as HTMLElement);
  }
  return seen;
};

it('iterates like jsdom’s own iterator, also while the collection changes', () => {
  const jsdomOwn = installCollectionIterator(window);
  expect(jsdomOwn).not.toBeNull();
  const ours = HTMLCollection.prototype[Symbol.iterator];
  expect(ours).not.toBe(jsdomOwn);

  const changes: [string, (element: Element, list: HTMLElement) => void][] = [
    ['nothing', () => undefined],
    ['remove the next', (element) => element.nextElementSibling?.remove()],
    ['remove itself', (element) => element.remove()],
    ['append one at c2', (element, list) => element.id === 'c2' && list.append(Object.assign(document.createElement('i'), { id: 'late' }))],
  ];
  for (const [name, change] of changes) {
    const a = fill(6);
    const b = fill(6);
    const expected = ids(jsdomOwn!.call(a.children), change, a);
    expect(ids(ours.call(b.children), change, b), name).toEqual(expected);
    a.remove();
    b.remove();
  }
  const list = fill(5);
  expect(Array.from(list.children).map((element) => element.id)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
  expect([...list.getElementsByTagName('style')].map((element) => element.id)).toEqual(['c0', 'c2', 'c4']);
  const iterator = ours.call(list.children);
  ids(iterator);
  list.append(document.createElement('b'));
  expect(iterator.next().done).toBe(true);
});

it('answers querySelector("head") with the element jsdom finds, also when the head is not first', () => {
  const jsdom = installHeadQuery(window);
  expect(document.querySelector('head')).toBe(jsdom('head'));
  expect(document.querySelector('head')).toBe(document.head);
  // A head element placed before the real one (first child of the root): jsdom's answer, not document.head.
  const early = document.createElement('head');
  const wrapper = document.createElement('div');
  wrapper.append(early);
  document.documentElement.prepend(wrapper);
  try {
    expect(document.querySelector('head')).toBe(early);
    expect(document.querySelector('head')).toBe(jsdom('head'));
  } finally {
    wrapper.remove();
  }
  expect(document.querySelector('body')).toBe(document.body);
});
