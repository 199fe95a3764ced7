// @vitest-environment jsdom
/**
 * The web tests' style cache (keepStyleCache.ts, installed by the setup file): a style entry whose
 * components all unmounted stays with count zero, and the next mount reuses the same value
 * instead of generating it again; the document's style elements are the same either way.
 */
import './setup';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { cleanup, render, screen } from '@testing-library/react';
import { Button, Select } from 'antd';
import { expect, it } from 'vitest';

/** The entries of a cache: key → [components using it, value]. */
const entriesOf = (cache: ReturnType<typeof createCache>) => (cache as unknown as { cache: Map<string, [number, unknown]> }).cache;

const page = (cache: ReturnType<typeof createCache>) => (
  <StyleProvider cache={cache}>
    <Button type="primary">保存</Button>
    <Select options={[{ value: 1, label: '一' }]} />
  </StyleProvider>
);

it('keeps an unused entry with count zero and reuses its value on the next mount', () => {
  const cache = createCache();
  render(page(cache));
  const mounted = new Map(entriesOf(cache));
  expect(mounted.size).toBeGreaterThan(0);
  expect([...mounted.values()].every(([count]) => count > 0)).toBe(true);

  cleanup();
  const kept = entriesOf(cache);
  expect([...kept.keys()].sort()).toEqual([...mounted.keys()].sort());
  expect([...kept.values()].every(([count]) => count === 0)).toBe(true);

  render(page(cache));
  for (const [key, [count, value]] of entriesOf(cache)) {
    expect(count, key).toBeGreaterThan(0);
    if (mounted.has(key)) expect(value, key).toBe(mounted.get(key)![1]);
  }
});

it('leaves the same style elements in the document after an unmount and a new mount', () => {
  const cache = createCache();
  render(page(cache));
  const styles = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent);
  const first = styles();
  expect(first.some((css) => css?.includes('.ant-btn-primary'))).toBe(true);
  cleanup();
  expect(styles()).toEqual(first);
  render(page(cache));
  expect(screen.getByRole('button', { name: '保 存' })).toBeTruthy();
  expect(styles()).toEqual(first);
});
