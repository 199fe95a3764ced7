/**
 * Post-build step of `npm run build`: writes a brotli (.br) and a gzip (.gz) copy next to every
 * compressible file of the web build (dist/ or the directory given as argument), so the server
 * sends compressed bytes without compressing per request (server/http/static.ts serves them with
 * Content-Encoding and Vary). A copy that is not smaller than its file is not written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats only: images and fonts of the build are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|xml)$/i;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

export interface CompressedFile {
  file: string;
  bytes: number;
  br: number | null;
  gz: number | null;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function writeIfSmaller(target: string, data: Buffer, original: number): Promise<number | null> {
  if (data.length >= original) {
    fs.rmSync(target, { force: true });
    return null;
  }
  await fs.promises.writeFile(target, data);
  return data.length;
}

export async function compressDir(dir: string): Promise<CompressedFile[]> {
  const files = filesUnder(dir).filter(
    (file) => COMPRESSIBLE.test(file) && !path.basename(file).startsWith('.') && fs.statSync(file).size >= MIN_BYTES,
  );
  return Promise.all(
    files.map(async (file) => {
      const data = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      return {
        file: path.relative(dir, file),
        bytes: data.length,
        br: await writeIfSmaller(`${file}.br`, br, data.length),
        gz: await writeIfSmaller(`${file}.gz`, gz, data.length),
      };
    }),
  );
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  if (!fs.existsSync(dir)) {
    console.error(`没有找到构建目录 ${dir}：请先运行 max build`);
    process.exit(1);
  }
  const results = await compressDir(dir);
  const sum = (pick: (r: CompressedFile) => number) => results.reduce((total, r) => total + pick(r), 0);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `compressed ${results.length} files of ${dir}: ${kib(sum((r) => r.bytes))} → brotli ${kib(sum((r) => r.br ?? r.bytes))}, gzip ${kib(sum((r) => r.gz ?? r.bytes))}`,
  );
}
