/**
 * Copying stored files from one storage to another (`npm run files:migrate`: the local FILES_DIR
 * into the configured bucket). Every file the `files` table references is copied unless the target
 * already holds it with the right content, then read back from the target and verified against the
 * row's sha256. Idempotent: a second run copies nothing and reports every file as already there.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import type { FileStorage } from './types';

export interface MigrateReport {
  /** Copied now and verified by sha256 from the target. */
  copied: number;
  /** Already in the target with the right content: nothing copied. */
  alreadyThere: number;
  /** In neither store (the row's bytes were lost before): listed by object id. */
  missing: string[];
  /** In the target with other content than the row's sha256 after copying: listed by object id. */
  mismatched: string[];
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The target's content hash under the key, or null when it holds nothing there. */
async function targetHash(target: FileStorage, key: string): Promise<string | null> {
  const stream = await target.open(key);
  return stream ? sha256Of(stream) : null;
}

const PAGE = 500;

export async function migrateFiles(options: {
  db: Db;
  source: FileStorage;
  target: FileStorage;
  /** Called per file with its outcome (progress output). */
  onFile?: (objectId: string, outcome: 'copied' | 'alreadyThere' | 'missing' | 'mismatched') => void;
}): Promise<MigrateReport> {
  const { db, source, target, onFile } = options;
  const report: MigrateReport = { copied: 0, alreadyThere: 0, missing: [], mismatched: [] };
  let after = '';
  for (;;) {
    const rows = await db
      .select({ objectId: files.objectId, storageKey: files.storageKey, sha256: files.sha256 })
      .from(files)
      .where(gt(files.objectId, after))
      .orderBy(asc(files.objectId))
      .limit(PAGE);
    for (const row of rows) {
      let outcome: 'copied' | 'alreadyThere' | 'missing' | 'mismatched';
      const before = await targetHash(target, row.storageKey);
      if (before === row.sha256) outcome = 'alreadyThere';
      else {
        const stream = await source.open(row.storageKey);
        // Nothing to copy: lost, or the target holds other bytes under the key.
        if (!stream) outcome = before === null ? 'missing' : 'mismatched';
        else {
          await target.putStream(row.storageKey, stream);
          outcome = (await targetHash(target, row.storageKey)) === row.sha256 ? 'copied' : 'mismatched';
        }
      }
      if (outcome === 'copied' || outcome === 'alreadyThere') report[outcome] += 1;
      else report[outcome].push(row.objectId);
      onFile?.(row.objectId, outcome);
    }
    if (rows.length < PAGE) return report;
    after = rows[rows.length - 1]!.objectId;
  }
}
