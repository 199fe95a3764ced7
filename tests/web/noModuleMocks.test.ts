/**
 * The web and API projects run their files in one module graph per worker (vitest.config.ts): a `vi.mock`
 * in one file would replace the module for the files after it, or miss because an earlier file
 * already loaded the real one. Web tests answer requests through the Umi fake instead
 * (tests/web/umiFake.tsx: installRequest, answerContracts; page loads through setBrowserPage).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const testsDir = path.resolve(import.meta.dirname, '..');
const files = ['web', 'api'].flatMap((project) =>
  (readdirSync(path.join(testsDir, project), { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(project, file)),
);

it('no web or API test file replaces a module with vi.mock or vi.doMock', () => {
  expect(files.filter((file) => file.startsWith('web')).length).toBeGreaterThan(40);
  expect(files.filter((file) => file.startsWith('api')).length).toBeGreaterThan(40);
  const mocking = files.filter(
    (file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(testsDir, file), 'utf8')) && !file.endsWith('noModuleMocks.test.ts'),
  );
  expect(mocking).toEqual([]);
});
