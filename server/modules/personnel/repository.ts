/**
 * The personnel area owns no table: accounts and memberships are identity's (app.personnelAdmin).
 * This empty repository only gives the service `repos.transaction`, so a membership change and
 * its audit entry commit together.
 */
import type { DbOrTx } from '../../db/client';

export function createPersonnelRepository(_db: DbOrTx) {
  return {};
}

export type PersonnelRepository = ReturnType<typeof createPersonnelRepository>;
