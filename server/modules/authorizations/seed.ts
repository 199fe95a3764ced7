/** The demo authorizations (domain DEMO_AUTHORIZATIONS): every demo product for 安衡咨询. */
import { DEMO_AUTHORIZATIONS } from '../../../domain/demo';
import { productAuthorizations } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

export const authorizationsSeed: SeedPart = {
  area: 'authorizations',
  async demo({ now }) {
    return async (tx) => {
      await tx
        .insert(productAuthorizations)
        .values(DEMO_AUTHORIZATIONS.map((row) => ({ ...row, status: 'active' as const, createdAt: now, updatedAt: now })))
        .onConflictDoNothing();
    };
  },
};
