/**
 * A webpack plugin (added in .umirc.ts) that writes `<output>/.bundle-manifest.json` after a
 * build: the files of the entry (what index.html loads) and of every named chunk group (each route
 * component Umi imports lazily, e.g. `p__Login__index`, `t__plugin-layout__Layout`), plus for each
 * JS file the node_modules packages it carries, largest first (to see why a file is big).
 * scripts/checkBundle.ts reads it; the server never sends it (dotfiles are not served).
 */
import fs from 'node:fs';
import path from 'node:path';

export const BUNDLE_MANIFEST = '.bundle-manifest.json';

export interface BundleManifest {
  entry: string[];
  groups: Record<string, string[]>;
  /** JS file → [package, bytes before minification] largest first (those of 1 KB or more). */
  packages: Record<string, [string, number][]>;
}

interface WebpackModule {
  nameForCondition?: () => string | null;
  size: () => number;
  /** A concatenated module (scope hoisting) holds the modules it joined. */
  modules?: WebpackModule[];
}
interface WebpackChunk {
  files: Set<string>;
}
interface WebpackChunkGroup {
  name: string | null;
  chunks: WebpackChunk[];
  getFiles: () => string[];
}
interface WebpackCompilation {
  outputOptions: { path?: string };
  entrypoints: Map<string, WebpackChunkGroup>;
  namedChunkGroups: Map<string, WebpackChunkGroup>;
  chunkGraph: { getChunkModulesIterable: (chunk: WebpackChunk) => Iterable<WebpackModule> };
}
interface WebpackCompiler {
  hooks: { afterEmit: { tap: (name: string, fn: (compilation: WebpackCompilation) => void) => void } };
}

const packageOf = (file: string | null | undefined): string => {
  const match =
    file &&
    /node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/.exec(file.split('node_modules').length > 2 ? file.slice(file.lastIndexOf('node_modules')) : file);
  return match ? match[1].replace(/\\/g, '/') : '(app)';
};

export class BundleManifestPlugin {
  apply(compiler: WebpackCompiler): void {
    compiler.hooks.afterEmit.tap('BundleManifestPlugin', (compilation) => {
      const out = compilation.outputOptions.path;
      if (!out) return;
      const entry = [...compilation.entrypoints.values()].flatMap((group) => group.getFiles());
      const groups: Record<string, string[]> = {};
      for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.getFiles();
      const packages: Record<string, [string, number][]> = {};
      const seen = new Set<WebpackChunk>();
      // BUNDLE_MODULES=1: also every module with its file and size (.bundle-modules.json), to dig.
      const modules: [string, string, number][] | undefined = process.env.BUNDLE_MODULES === '1' ? [] : undefined;
      for (const group of [...compilation.entrypoints.values(), ...compilation.namedChunkGroups.values()]) {
        for (const chunk of group.chunks) {
          if (seen.has(chunk)) continue;
          seen.add(chunk);
          const sizes = new Map<string, number>();
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            // Scope hoisting joins modules into one: count each joined module under its own package.
            for (const inner of module.modules ?? [module]) {
              const name = packageOf(inner.nameForCondition?.());
              sizes.set(name, (sizes.get(name) ?? 0) + inner.size());
              if (modules)
                for (const file of chunk.files) if (file.endsWith('.js')) modules.push([file, inner.nameForCondition?.() ?? '?', inner.size()]);
            }
          }
          const top = [...sizes].filter(([, bytes]) => bytes >= 1024).sort((a, b) => b[1] - a[1]);
          for (const file of chunk.files) if (file.endsWith('.js')) packages[file] = top;
        }
      }
      const manifest: BundleManifest = { entry: [...new Set(entry)], groups, packages };
      fs.writeFileSync(path.join(out, BUNDLE_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
      if (modules) fs.writeFileSync(path.join(out, '.bundle-modules.json'), JSON.stringify(modules.sort((a, b) => b[2] - a[2])));
    });
  }
}
