/**
 * The partners area owns no table: sub-channel relations are identity's (app.tenantRelations,
 * app.partnersDirectory), a channel's company details tenantAdmin's (app.channelProfiles),
 * consumption the wallet's (app.wallet). The repository is empty; `repositories()` over it gives
 * the service the transaction that those modules' calls join with `{ tx }`.
 */
import type { DbOrTx } from '../../db/client';

export function createPartnersRepository(_db: DbOrTx) {
  return {};
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
