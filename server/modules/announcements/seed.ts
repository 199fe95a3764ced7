/** The demo announcements (domain DEMO_ANNOUNCEMENTS), published by the platform manager A-01. */
import { DEMO_ANNOUNCEMENTS } from '../../../domain/demo';
import { announcements } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

export const announcementsSeed: SeedPart = {
  area: 'announcements',
  async demo({ now }) {
    return async (tx) => {
      await tx
        .insert(announcements)
        .values(DEMO_ANNOUNCEMENTS.map((item) => ({ ...item, status: '1' as const, createdBy: 'A-01', createdAt: now, updatedAt: now })))
        .onConflictDoNothing();
    };
  },
};
