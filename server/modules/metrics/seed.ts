/**
 * The demo set's year of history (domain/metrics/demo.ts), seeded with the demo set when
 * DEMO_HISTORY is on (SeedContext.demoHistory): 安衡咨询's and 恒信安全服务's further customers (tenant,
 * project manager, relation, profile), 恒信's authorizations, the purchases month by month with
 * their projects, customer tasks, dispatches and timeline, and the wallets' paid recharge orders
 * and purchase debits. The wallets' totals grow by what the history recharged and spent (equal
 * amounts): every balance stays what the wallet area's demo rows give it.
 */
import { sql } from 'drizzle-orm';
import { demoHistoryRows } from '../../../domain/metrics/demo';
import {
  accounts,
  customerProfiles,
  memberships,
  orders,
  productAuthorizations,
  projectAssignments,
  projectEvents,
  projectGroups,
  projects,
  projectTasks,
  tenantRelations,
  tenants,
  walletEntries,
  wallets,
} from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import type { SeedPart } from '../../db/seed';

/** Inserts the history at `now` (once: a second call finds its groups and adds nothing). Returns whether it inserted. */
export async function seedDemoHistory(tx: DbOrTx, now: Date): Promise<boolean> {
  const rows = demoHistoryRows(now);
  await tx.insert(tenants).values(rows.tenants).onConflictDoNothing();
  await tx.insert(accounts).values(rows.accounts).onConflictDoNothing();
  await tx.insert(memberships).values(rows.memberships).onConflictDoNothing();
  await tx.insert(tenantRelations).values(rows.relations).onConflictDoNothing();
  await tx.insert(customerProfiles).values(rows.profiles).onConflictDoNothing();
  await tx.insert(productAuthorizations).values(rows.authorizations).onConflictDoNothing();
  const inserted = await tx.insert(projectGroups).values(rows.groups).onConflictDoNothing().returning({ groupCode: projectGroups.groupCode });
  if (inserted.length === 0) return false;
  await tx.insert(projects).values(rows.projects);
  await tx.insert(projectTasks).values(rows.tasks);
  await tx.insert(projectAssignments).values(rows.assignments);
  await tx.insert(projectEvents).values(rows.events.map((event) => ({ ...event, detail: {} })));
  await tx.insert(orders).values(rows.orders);
  // The wallet row first (the ledger references it): a new one at 0, an existing one's totals grown alike.
  for (const total of rows.walletTotals) {
    await tx
      .insert(wallets)
      .values({ accountId: total.accountId, balance: 0, totalIn: total.totalIn, totalOut: total.totalOut, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: wallets.accountId,
        set: { totalIn: sql`${wallets.totalIn} + ${total.totalIn}`, totalOut: sql`${wallets.totalOut} + ${total.totalOut}` },
      });
  }
  await tx.insert(walletEntries).values(rows.entries);
  return true;
}

export const metricsSeed: SeedPart = {
  area: 'metrics',
  async demo({ now, demoHistory }) {
    return async (tx) => {
      if (demoHistory) await seedDemoHistory(tx, now);
    };
  },
};
