/**
 * The local-disk driver: bytes under FILES_DIR/<key>. A write goes to a temporary file in the
 * target's directory, is flushed, then renamed over the target (atomic on one file system), so a
 * crash never leaves a half-written file under a key. The root is created on first write.
 * Only one machine sees these files: several processes need the s3 driver (./s3.ts).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, InvalidStorageKeyError, StorageUnavailableError, type FileStorage } from './types';

export function createLocalDiskStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  /** The absolute path of a key, refusing anything that would land outside the root. */
  function pathOf(key: string): string {
    assertStorageKey(key);
    const full = path.resolve(root, key);
    const relative = path.relative(root, full);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) throw new InvalidStorageKeyError(key);
    return full;
  }

  /** Writes through a temporary file beside the target, flushed to disk, then renamed over it. */
  async function writeAtomically(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const target = pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(temp);
      const handle = await fs.promises.open(temp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(temp, target);
    } catch (error) {
      await fs.promises.rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  return {
    driver: 'local',

    put: (key, bytes) => writeAtomically(key, (temp) => fs.promises.writeFile(temp, bytes, { flag: 'wx', mode: 0o600 })),

    putStream: (key, stream) => writeAtomically(key, (temp) => pipeline(stream, fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 }))),

    async check() {
      const probe = path.join(root, `.check-${randomBytes(6).toString('hex')}`);
      try {
        await fs.promises.mkdir(root, { recursive: true });
        await fs.promises.writeFile(probe, '', { mode: 0o600 });
        await fs.promises.rm(probe, { force: true });
      } catch (error) {
        throw new StorageUnavailableError('local', `${root} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'})`, {
          cause: error,
        });
      }
    },

    async open(key): Promise<Readable | null> {
      const file = pathOf(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return handle.createReadStream({ autoClose: true });
    },

    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },

    async exists(key) {
      try {
        return (await fs.promises.stat(pathOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
