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
import { and, count, desc, eq, gt, gte, ilike, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OrderStatus, PayChannel } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
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
function effectiveStatusIs(status: OrderStatus, now: Date | SQLWrapper): SQL {
  if (status === 'created') return and(eq(orders.status, 'created'), gt(orders.expiresAt, now)) as SQL;
  if (status === 'closed') return or(eq(orders.status, 'closed'), and(eq(orders.status, 'created'), lte(orders.expiresAt, now))) as SQL;
  return eq(orders.status, status);
}

export const EXPIRED_CLOSE_REASON = '超时未支付';

/**
 * The caller's own order list and order creation, the wallet's hot paths: prepared once per
 * repository (named statements on PostgreSQL, parsed once per connection; SQL text built once on
 * either driver). The list is one statement: the page with the total as `count(*) over ()`.
 */
function ownOrderStatements(db: DbOrTx) {
  const placeholder = sql.placeholder;
  const prepareList = (status: OrderStatus | undefined) =>
    db
      .select({ order: orders, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.accountId, placeholder('accountId')), status ? effectiveStatusIs(status, placeholder('now')) : undefined))
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(`wallet_own_orders_${status ?? 'all'}`);
  const lists = new Map<OrderStatus | undefined, ReturnType<typeof prepareList>>();
  const prepareInsert = () =>
    db
      .insert(orders)
      .values({
        orderNo: placeholder('orderNo'),
        accountId: placeholder('accountId'),
        tenantCode: placeholder('tenantCode'),
        points: placeholder('points'),
        amountFen: placeholder('amountFen'),
        packageCode: placeholder('packageCode'),
        status: placeholder('status'),
        clientToken: placeholder('clientToken'),
        createdAt: placeholder('createdAt'),
        expiresAt: placeholder('expiresAt'),
      })
      .onConflictDoNothing({ target: [orders.accountId, orders.clientToken] })
      .returning()
      .prepare('wallet_own_order_insert');
  let insert: ReturnType<typeof prepareInsert> | undefined;
  return {
    async list(accountId: string, status: OrderStatus | undefined, now: Date, page: Page): Promise<{ rows: OrderRow[]; total: number }> {
      let list = lists.get(status);
      if (!list) lists.set(status, (list = prepareList(status)));
      const found = await list.execute({ accountId, now: now.toISOString(), limit: page.pageSize, offset: offsetOf(page) });
      if (found.length > 0) return { rows: found.map((row) => row.order), total: found[0].total };
      if (page.current <= 1) return { rows: [], total: 0 };
      // A page past the end has no row to carry the total: count on its own (rare).
      const [{ total }] = await db
        .select({ total: count() })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), status ? effectiveStatusIs(status, now) : undefined));
      return { rows: [], total };
    },

    async insert(values: NewOrder): Promise<OrderRow | undefined> {
      insert ??= prepareInsert();
      const [row] = await insert.execute({
        orderNo: values.orderNo,
        accountId: values.accountId,
        tenantCode: values.tenantCode ?? null,
        points: values.points,
        amountFen: values.amountFen,
        packageCode: values.packageCode ?? null,
        status: values.status ?? 'created',
        clientToken: values.clientToken ?? null,
        createdAt: values.createdAt,
        expiresAt: values.expiresAt,
      });
      return row;
    },
  };
}

export function createOrderRepository(db: DbOrTx) {
  const ownStatements = ownOrderStatements(db);
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

        list: (status: OrderStatus | undefined, now: Date, page: Page) => ownStatements.list(scope.accountId, status, now, page),

        insert: (values: Omit<NewOrder, 'accountId'>) => ownStatements.insert({ ...values, accountId: scope.accountId }),
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
          return pagedSelect(db, page, {
            count: { table: orders, where },
            rows: db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderNo)),
            parallel: true,
          });
        },
      };
    },
  };
}
