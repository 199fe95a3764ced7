/** Queries of threats, vulnerabilities, existing measures and computed risks. */
import type { DbOrTx } from '../../db/client';

export function createRiskRepository(_db: DbOrTx) {
  return {};
}
