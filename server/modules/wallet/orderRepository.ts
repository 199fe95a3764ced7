/**
 * Data access of recharge orders. The session's own orders go through `forAccount(scope)`; the
 * platform's list, the payment notifications and the refund name orders across accounts
 * through `crossAccount()`, explicitly. Only this module's table: the names of an order's account
 * and tenant come from identity's directory (platform.ts), and a keyword search across them
 * arrives as the matching ids (`KeywordOwners`).
 *
 * "Expired" is not a stored state: an unpaid order past expires_at counts as closed (domain
 * effectiveOrderStatus), so status filters compare expires_at with `now`.
 */
import { and, count, desc, eq, gt, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PayChannel } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { containsPattern, isAnyOf, offsetOf, type AccountScope, type KeywordOwners, type Page } from './shared';

export type NewOrder = typeof orders.$inferInsert;

export interface PlatformOrderFilter {
  status?: OrderStatus;
  channel?: PayChannel;
  keyword?: string;
  from?: Date;
  to?: Date;
}

/** The platform's filter as the repository applies it: the keyword also matches these owners' orders. */
export interface PlatformOrderSearch extends PlatformOrderFilter {
  keywordOwners?: KeywordOwners;
}

/** The stored rows whose effective status (domain effectiveOrderStatus) is `status` at `now`. */
function effectiveStatusIs(status: OrderStatus, now: Date): SQL {
  if (status === 'created') return and(eq(orders.status, 'created'), gt(orders.expiresAt, now)) as SQL;
  if (status === 'closed') return or(eq(orders.status, 'closed'), and(eq(orders.status, 'created'), lte(orders.expiresAt, now))) as SQL;
  return eq(orders.status, status);
}

export const EXPIRED_CLOSE_REASON = '超时未支付';

export function createOrderRepository(db: DbOrTx) {
  /** Order row changes by order number (the caller locked the row or guards by status). */
  const writes = {
    async insert(values: NewOrder): Promise<OrderRow | undefined> {
      const [row] = await db
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: [orders.accountId, orders.clientToken] })
        .returning();
      return row;
    },

    /** An unpaid order past its expiry becomes closed at its expiry time; returns the row when it changed. */
    async closeIfExpired(orderNo: string, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: 'closed', closedAt: sql`${orders.expiresAt}`, closeReason: EXPIRED_CLOSE_REASON })
        .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 'created'), lte(orders.expiresAt, now)))
        .returning();
      return row;
    },

    async close(orderNo: string, now: Date, reason: string): Promise<OrderRow> {
      const [row] = await db
        .update(orders)
        .set({ status: 'closed', closedAt: now, closeReason: reason })
        .where(eq(orders.orderNo, orderNo))
        .returning();
      return row;
    },

    /** Remembers the channel chosen on the desk while the order is still unpaid; false when it no longer is. */
    async setChannel(orderNo: string, channel: PayChannel): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ channel })
        .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 'created')))
        .returning({ orderNo: orders.orderNo });
      return rows.length === 1;
    },

    async markPaid(orderNo: string, values: { channel: PayChannel; providerTradeNo: string; paidAt: Date }): Promise<OrderRow> {
      const [row] = await db
        .update(orders)
        .set({ status: 'paid', ...values })
        .where(eq(orders.orderNo, orderNo))
        .returning();
      return row;
    },

    /** The points are back in the platform's hands; the provider refund is still to be confirmed. */
    async markRefunding(orderNo: string, reason: string): Promise<OrderRow> {
      const [row] = await db.update(orders).set({ status: 'refunding', refundReason: reason }).where(eq(orders.orderNo, orderNo)).returning();
      return row;
    },

    async markRefunded(orderNo: string, now: Date): Promise<OrderRow> {
      const [row] = await db.update(orders).set({ status: 'refunded', refundedAt: now }).where(eq(orders.orderNo, orderNo)).returning();
      return row;
    },
  };

  function platformWhere(filter: PlatformOrderSearch, now: Date): SQL | undefined {
    const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
    const owners = filter.keywordOwners;
    return and(
      filter.status ? effectiveStatusIs(filter.status, now) : undefined,
      filter.channel ? eq(orders.channel, filter.channel) : undefined,
      filter.from ? gte(orders.createdAt, filter.from) : undefined,
      filter.to ? lt(orders.createdAt, filter.to) : undefined,
      keyword
        ? or(
            ilike(orders.orderNo, keyword),
            ilike(orders.providerTradeNo, keyword),
            owners?.accountIds.length ? isAnyOf(orders.accountId, owners.accountIds) : undefined,
            owners?.tenantCodes.length ? isAnyOf(orders.tenantCode, owners.tenantCodes) : undefined,
          )
        : undefined,
    );
  }

  return {
    ...writes,

    forAccount(scope: AccountScope) {
      const own = (...conditions: (SQL | undefined)[]) => and(eq(orders.accountId, scope.accountId), ...conditions) as SQL;
      return {
        async byNo(orderNo: string): Promise<OrderRow | undefined> {
          const [row] = await db
            .select()
            .from(orders)
            .where(own(eq(orders.orderNo, orderNo)));
          return row;
        },

        /** Locks one of the account's orders until the transaction ends. */
        async lock(orderNo: string): Promise<OrderRow | undefined> {
          const [row] = await db
            .select()
            .from(orders)
            .where(own(eq(orders.orderNo, orderNo)))
            .for('update');
          return row;
        },

        async byClientToken(clientToken: string): Promise<OrderRow | undefined> {
          const [row] = await db
            .select()
            .from(orders)
            .where(own(eq(orders.clientToken, clientToken)));
          return row;
        },

        async list(status: OrderStatus | undefined, now: Date, page: Page): Promise<{ rows: OrderRow[]; total: number }> {
          const where = own(status ? effectiveStatusIs(status, now) : undefined);
          const [rows, [{ total }]] = await Promise.all([
            db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderNo)).limit(page.pageSize).offset(offsetOf(page)),
            db.select({ total: count() }).from(orders).where(where),
          ]);
          return { rows, total };
        },

        insert: (values: Omit<NewOrder, 'accountId'>) => writes.insert({ ...values, accountId: scope.accountId }),
      };
    },

    /** Explicit cross-account access: platform reports, payment notifications, refunds. */
    crossAccount() {
      return {
        async lock(orderNo: string): Promise<OrderRow | undefined> {
          const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
          return row;
        },

        async byNo(orderNo: string): Promise<OrderRow | undefined> {
          const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
          return row;
        },

        async list(filter: PlatformOrderSearch, now: Date, page: Page): Promise<{ rows: OrderRow[]; total: number }> {
          const where = platformWhere(filter, now);
          const [rows, [{ total }]] = await Promise.all([
            db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderNo)).limit(page.pageSize).offset(offsetOf(page)),
            db.select({ total: count() }).from(orders).where(where),
          ]);
          return { rows, total };
        },
      };
    },
  };
}
