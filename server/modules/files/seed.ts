/**
 * The files seed: the demo project files (domain DEMO_PROJECT_FILES) and the demo share link.
 * Rows only: a seed has no storage, so `ensureDemoBytes` (called when the module is ready) writes
 * the bytes of demo rows whose storage key is empty — a new FILES_DIR serves them too.
 */
import { createHash } from 'node:crypto';
import { like } from 'drizzle-orm';
import { DEMO_FILE_SHARE, DEMO_PROJECT_FILES, demoFileBytes } from '../../../domain/files/demo';
import { extensionOf } from '../../../domain/files/rules';
import type { DbOrTx } from '../../db/client';
import { files, fileShares } from '../../db/schema';
import type { SeedPart } from '../../db/seed';
import { contentTypeFor, type FileStorage } from '../../storage';

const DAY_MS = 86_400_000;
const storageKeyOf = (objectId: string) => `demo/${objectId}`;

export const filesSeed: SeedPart = {
  area: 'files',
  async demo({ now }) {
    return async (tx) => {
      await tx
        .insert(files)
        .values(
          DEMO_PROJECT_FILES.map((file) => {
            const bytes = Buffer.from(demoFileBytes(file));
            return {
              objectId: file.objectId,
              tenantCode: 'T-CU-DEMO',
              accountId: file.accountId,
              purpose: 'project' as const,
              projectCode: file.projectCode,
              source: file.source,
              fileName: file.fileName,
              contentType: contentTypeFor(extensionOf(file.fileName)),
              size: bytes.length,
              sha256: createHash('sha256').update(bytes).digest('hex'),
              storageKey: storageKeyOf(file.objectId),
              createdAt: new Date(now.getTime() - file.daysAgo * DAY_MS),
            };
          }),
        )
        .onConflictDoNothing();
      const share = DEMO_FILE_SHARE;
      await tx
        .insert(fileShares)
        .values({
          shareId: share.shareId,
          tokenHash: createHash('sha256').update(share.token, 'utf8').digest('hex'),
          tokenTail: share.token.slice(-6),
          objectId: share.objectId,
          createdBy: share.createdBy,
          createdAt: new Date(now.getTime() - share.daysAgo * DAY_MS),
          expiresAt: new Date(now.getTime() + share.validDays * DAY_MS),
          maxDownloads: share.maxDownloads,
        })
        .onConflictDoNothing();
    };
  },
};

/** Writes the bytes of the demo files whose rows exist but whose storage is empty. */
export async function ensureDemoBytes(db: DbOrTx, storage: FileStorage): Promise<void> {
  const rows = await db.select({ objectId: files.objectId, storageKey: files.storageKey }).from(files).where(like(files.storageKey, 'demo/%'));
  const byId = new Map(DEMO_PROJECT_FILES.map((file) => [file.objectId, file]));
  for (const row of rows) {
    const file = byId.get(row.objectId);
    if (!file || row.storageKey !== storageKeyOf(file.objectId) || (await storage.exists(row.storageKey))) continue;
    await storage.put(row.storageKey, Buffer.from(demoFileBytes(file)));
  }
}
