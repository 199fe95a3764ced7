/**
 * The local-disk driver: bytes under FILES_DIR/<key>. A write goes to a temporary file in the
 * target's directory, is flushed, then renamed over the target (atomic on one file system), so a
 * crash never leaves a half-written file under a key. The root is created on first write.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, InvalidStorageKeyError, type FileStorage } from './types';

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

  return {
    driver: 'local',

    async put(key, bytes) {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const handle = await fs.promises.open(temp, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.promises.rename(temp, target);
      } catch (error) {
        await fs.promises.rm(temp, { force: true }).catch(() => undefined);
        throw error;
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
