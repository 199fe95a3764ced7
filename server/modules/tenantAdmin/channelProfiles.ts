/**
 * `app.channelProfiles` (issue 11): the part of tenantAdmin's channel_profiles that the partners
 * area needs for a new channel's application — its company details and business licence written
 * in the applicant's transaction, and whether a credit code is already a channel's. The platform
 * console's own functions (service.ts) are unchanged; this file only adds.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ChannelProfileRow, channelProfiles } from '../../db/schema';

type Tx = { tx?: DbOrTx };

export type ChannelApplicationProfile = Omit<typeof channelProfiles.$inferInsert, 'licenceObjectId'> & { licenceObjectId: string };

export interface ChannelProfiles {
  /** Writes the company details and licence of a channel that has just applied. */
  saveApplication(values: ChannelApplicationProfile, options: Required<Tx>): Promise<ChannelProfileRow>;
  /** The channel (other than `exceptCode`) whose company details carry this credit code, if any. */
  channelWithCreditCode(creditCode: string, exceptCode?: string, options?: Tx): Promise<string | undefined>;
}

export function createChannelProfiles(db: DbOrTx): ChannelProfiles {
  return {
    async saveApplication(values, { tx }) {
      const [row] = await tx.insert(channelProfiles).values(values).returning();
      return row;
    },
    async channelWithCreditCode(creditCode, exceptCode, options) {
      const [row] = await (options?.tx ?? db)
        .select({ tenantCode: channelProfiles.tenantCode })
        .from(channelProfiles)
        .where(and(eq(channelProfiles.creditCode, creditCode), exceptCode ? ne(channelProfiles.tenantCode, exceptCode) : undefined))
        .limit(1);
      return row?.tenantCode;
    },
  };
}
