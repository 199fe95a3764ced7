/**
 * The web project runs its files in one module graph per worker (vitest.config.ts): a `vi.mock`
 * in one file would replace the module for the files after it, or miss because an earlier file
 * already loaded the real one. Web tests answer requests through the Umi fake instead
 * (tests/web/umiFake.tsx: installRequest, answerContracts; page loads through setBrowserPage).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname);
const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.(ts|tsx)$/.test(file));

it('no web test file replaces a module with vi.mock or vi.doMock', () => {
  expect(files.length).toBeGreaterThan(40);
  const mocking = files.filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, file), 'utf8')) && file !== 'noModuleMocks.test.ts');
  expect(mocking).toEqual([]);
});
