/**
 * The build's lazy stand-ins (scripts/lazyProModules.ts) only help while each rule still matches
 * the installed pro-components: the importing file exists and still imports that request, the
 * stand-in exists and loads a module that exists, and the stand-in exports every name the
 * importing file takes from it. A pro-components upgrade that moves a file fails here instead of
 * silently putting the weight back on every table page.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LAZY_RULES, LazyProModulesPlugin } from '../../scripts/lazyProModules';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(ROOT, 'package.json'));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The names an ES module file imports from `request` (default included). */
function importedNames(source: string, request: string): string[] {
  const pattern = new RegExp(`import\\s+([^;]*?)\\s+from\\s+["']${escapeRegExp(request)}["']`, 'g');
  const names: string[] = [];
  for (const match of source.matchAll(pattern)) {
    const clause = match[1];
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    if (/^\s*[A-Za-z_$][\w$]*\s*(,|$)/.test(clause)) names.push('default');
    for (const part of named
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean))
      names.push(part.split(/\s+as\s+/)[0]);
  }
  return names;
}

describe('lazy pro-components stand-ins', () => {
  for (const rule of LAZY_RULES) {
    it(`${rule.issuer} imports ${rule.request}, which ${rule.standIn} stands in for`, () => {
      const issuer = require.resolve(rule.issuer);
      const names = importedNames(fs.readFileSync(issuer, 'utf8'), rule.request);
      expect(names.length).toBeGreaterThan(0);
      const standIn = fs.readFileSync(path.join(ROOT, rule.standIn), 'utf8');
      for (const name of names) {
        if (name === 'default') expect(standIn).toMatch(/export default /);
        else expect(standIn).toMatch(new RegExp(`export (const ${name}\\b|\\{[^}]*\\b${name}\\b)`));
      }
      // What the stand-in loads exists (a moved module would fail the build's chunk, not here).
      for (const [, loaded] of standIn.matchAll(/import\('([^']+)'\)/g)) expect(() => require.resolve(loaded)).not.toThrow();
    });
  }
});

describe('the build plugin', () => {
  /** The plugin on a fake compiler: returns the resolve step and the end-of-build step. */
  function install() {
    let resolve: (data: { request: string; contextInfo: { issuer?: string } }) => void = () => undefined;
    let done: () => void = () => undefined;
    new LazyProModulesPlugin('/repo').apply({
      hooks: {
        normalModuleFactory: { tap: (_name, fn) => fn({ hooks: { beforeResolve: { tap: (_n, step) => (resolve = step) } } }) },
        done: { tap: (_name, fn) => (done = fn) },
      },
    });
    return { resolve: (request: string, issuer: string) => ((data) => (resolve(data), data.request))({ request, contextInfo: { issuer } }), done };
  }

  it('swaps the import of the named file only, and reports the rules a build never used', () => {
    const { resolve, done } = install();
    const fieldIndex = '/repo/node_modules/@ant-design/pro-field/es/index.js';
    expect(resolve('./components/TreeSelect', fieldIndex)).toBe(path.join('/repo', 'src/lazyPro/field/TreeSelect.tsx'));
    // The same request from another file, or another request from that file, stays as it is.
    expect(resolve('./components/TreeSelect', '/repo/node_modules/@ant-design/pro-form/es/components/index.js')).toBe('./components/TreeSelect');
    expect(resolve('./components/Select', fieldIndex)).toBe('./components/Select');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    done();
    expect(warn).toHaveBeenCalledTimes(LAZY_RULES.length - 1);
    expect(warn.mock.calls.flat().join('\n')).not.toContain('./components/TreeSelect from');
    warn.mockRestore();
  });
});
