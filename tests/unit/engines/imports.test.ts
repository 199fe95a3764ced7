/**
 * The engines' modules import each other without cycles (type-only imports included): a cycle
 * such as the former audit-time calculator ↔ explain loop makes module order matter and hides
 * which file owns a type.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../domain/engines');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Relative imports of a file inside domain/engines, resolved to files. */
function importsOf(file: string, files: ReadonlySet<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return specifiers
    .map((s) => path.resolve(path.dirname(file), s))
    .flatMap((base) => [`${base}.ts`, path.join(base, 'index.ts')].filter((candidate) => files.has(candidate)).slice(0, 1));
}

describe('engine module graph', () => {
  it('has no import cycle', () => {
    const files = sourceFiles(ROOT);
    const graph = new Map(files.map((f) => [f, importsOf(f, new Set(files))]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(ROOT, f)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
