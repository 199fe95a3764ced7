/**
 * The merge points that only collect the areas are generated (scripts/generateIndexes.ts), and
 * the domain's arrows point one way: an area imports the kernel and the areas it builds on, never
 * an aggregator, and the kernel imports no area.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '../../domain/api';
import { generatedIndexes, staleIndexes } from '../../scripts/generateIndexes';

const ROOT = path.resolve(__dirname, '../..');
const DOMAIN = path.join(ROOT, 'domain');
const AGGREGATORS = ['api', 'errors', 'enums', 'demo', 'constants', 'projectKinds'].map((b) => path.join(DOMAIN, b, 'index.ts'));

function domainFiles(dir = DOMAIN): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? domainFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The files a domain file imports, resolved (relative imports only: the domain has no aliases). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => {
    const base = path.resolve(path.dirname(file), m[1]);
    return [`${base}.ts`, path.join(base, 'index.ts'), base].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? base;
  });
}

describe('generated merge points', () => {
  it('are up to date with the area folders (npx tsx scripts/generateIndexes.ts)', () => {
    expect(staleIndexes(ROOT)).toEqual([]);
  });

  it('collect every area that declares contracts, errors and demo data', () => {
    const contracts = generatedIndexes(ROOT).get('domain/api/index.ts') ?? '';
    for (const area of ['identity', 'riskAssessment', 'gapAnalysis', 'projects']) expect(contracts).toContain(`from '../${area}/contracts'`);
    expect(generatedIndexes(ROOT).get('domain/errors/index.ts')).toContain('...riskAssessmentErrors.codes');
    expect(generatedIndexes(ROOT).get('domain/demo/index.ts')).toContain("export * from '../riskAssessment/demo'");
  });
});

describe('the domain imports one way', () => {
  const files = domainFiles().filter((f) => !AGGREGATORS.includes(f));

  it('no domain file imports an aggregator', () => {
    const offenders = files.flatMap((f) =>
      importsOf(f)
        .filter((t) => AGGREGATORS.includes(t))
        .map((t) => `${path.relative(ROOT, f)} → ${path.relative(ROOT, t)}`),
    );
    expect(offenders).toEqual([]);
  });

  it.each(['kernel', 'engines', 'catalogues'])('%s imports no area (only the kernel and the shared libraries)', (floor) => {
    const below = ['kernel', 'engines', 'catalogues'].map((dir) => path.join(DOMAIN, dir));
    const offenders = files
      .filter((f) => f.startsWith(path.join(DOMAIN, floor) + path.sep))
      .flatMap((f) =>
        importsOf(f)
          .filter((t) => !below.some((dir) => t.startsWith(dir + path.sep)))
          .map((t) => `${path.relative(ROOT, f)} → ${path.relative(ROOT, t)}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe('contract paths', () => {
  it('each is written out in the source, as the browser shows it (no built prefixes)', () => {
    const source = domainFiles()
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const missing = ALL_CONTRACTS.map((c) => c.path).filter((p) => !source.includes(`'${p}'`));
    expect(missing).toEqual([]);
  });
});
