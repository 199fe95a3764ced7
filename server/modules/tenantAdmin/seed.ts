/** Demo rows of tenantAdmin: the demo channels' company details and 示例认证中心 as a certification body. */
import { DEMO_CERT_BODIES, DEMO_CHANNEL_PROFILES } from '../../../domain/demo';
import { certBodies, channelProfiles } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

export const tenantAdminSeed: SeedPart = {
  area: 'tenantAdmin',
  async demo({ now }) {
    return async (tx) => {
      await tx
        .insert(channelProfiles)
        .values(DEMO_CHANNEL_PROFILES.map((profile) => ({ ...profile, updatedAt: now, updatedBy: 'A-01' })))
        .onConflictDoNothing();
      await tx
        .insert(certBodies)
        .values(DEMO_CERT_BODIES.map((body) => ({ ...body, createdAt: now, updatedAt: now })))
        .onConflictDoNothing();
    };
  },
};
