/** The demo equity (domain DEMO_EQUITY_*): 安衡咨询 holds 银牌合作伙伴 and has applied for 金牌合作伙伴. */
import { DEMO_EQUITY_APPLICATIONS, DEMO_EQUITY_GRANTS } from '../../../domain/demo';
import { equityApplications, equityGrants } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

const date = (value: string | null) => (value ? new Date(value) : null);

export const equitySeed: SeedPart = {
  area: 'equity',
  async demo({ now }) {
    return async (tx) => {
      await tx
        .insert(equityApplications)
        .values(
          DEMO_EQUITY_APPLICATIONS.map((row) => ({
            ...row,
            submittedAt: date(row.submittedAt),
            reviewedAt: date(row.reviewedAt),
            createdAt: new Date(row.createdAt),
            updatedAt: date(row.reviewedAt) ?? date(row.submittedAt) ?? new Date(row.createdAt),
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(equityGrants)
        .values(DEMO_EQUITY_GRANTS.map((row) => ({ ...row, effectiveFrom: new Date(row.effectiveFrom), createdAt: now })))
        .onConflictDoNothing();
    };
  },
};
