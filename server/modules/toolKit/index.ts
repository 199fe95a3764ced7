/**
 * New-user guide downloads (GET /api/user/toolKit/list.json): the shown items, platform-wide.
 * Management calls (save/update) arrive with the announcements issue.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toolKitContracts } from '../../../domain/api/toolKit';
import type { DbOrTx } from '../../db/client';
import { toolKitItems } from '../../db/schema';
import { registerContract } from '../../http/registerContract';

export function createToolKitRepository(db: DbOrTx) {
  return {
    shown: () =>
      db
        .select({ uniqueCode: toolKitItems.uniqueCode, title: toolKitItems.title, downloadUrl: toolKitItems.downloadUrl })
        .from(toolKitItems)
        .where(eq(toolKitItems.status, '1'))
        .orderBy(asc(toolKitItems.sortOrder), asc(toolKitItems.createdAt)),
  };
}

export default async function toolKitModule(app: FastifyInstance) {
  const repo = createToolKitRepository(app.db);
  registerContract(app, toolKitContracts.toolKitList, async () => repo.shown());
}
