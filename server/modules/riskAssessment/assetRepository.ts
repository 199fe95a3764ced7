/** Queries of the three asset tiers (ra_business_assets, ra_system_assets, ra_unit_assets). */
import type { DbOrTx } from '../../db/client';

export function createAssetRepository(_db: DbOrTx) {
  return {};
}
