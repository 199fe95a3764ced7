/** Demo rows of this part (see ../seed.ts). */
import type { DbOrTx } from '../../../db/client';
import type { SeedContext } from '../../../db/seed';

export async function ncDemo(_context: SeedContext): Promise<(tx: DbOrTx) => Promise<void>> {
  return async () => {};
}
