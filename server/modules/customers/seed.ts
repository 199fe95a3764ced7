/**
 * Demo rows of the customers area: the company details the demo channels keep of their customers
 * and a few consultations (domain/customers/demo.ts). The customer tenants, their project
 * managers and the relations are identity's demo rows. The profile of 杭州云栖数据 belongs to the
 * sub-channel 恒信安全 (partners' demo data): without that tenant it is seeded all the same and
 * stays invisible (no channel sees it), so this part never fails on a branch without it.
 */
import { DEMO_CONSULTATIONS, DEMO_CUSTOMER_PROFILES } from '../../../domain/demo';
import { consultations, customerProfiles } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

const DAY_MS = 86_400_000;

export const customersSeed: SeedPart = {
  area: 'customers',
  async demo({ now }) {
    return async (tx) => {
      await tx
        .insert(customerProfiles)
        .values(
          DEMO_CUSTOMER_PROFILES.map(({ createdDaysAgo, ...profile }) => {
            const createdAt = new Date(now.getTime() - createdDaysAgo * DAY_MS);
            return { ...profile, createdAt, updatedAt: createdAt, updatedBy: profile.createdBy };
          }),
        )
        .onConflictDoNothing();
      await tx
        .insert(consultations)
        .values(DEMO_CONSULTATIONS.map((consultation) => ({ ...consultation, recordedAt: now })))
        .onConflictDoNothing();
    };
  },
};
