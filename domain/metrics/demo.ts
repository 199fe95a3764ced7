/**
 * The demo set's year of history (issue 32 "Demo data shows real figures on first start"): over
 * the twelve China months up to the seed instant, 安衡咨询 (T-CH-ANHENG) and its sub-channel
 * 恒信安全服务 (T-CH-HENGXIN) win customers in several provinces and buy the demo services for
 * them month by month; their consultants (林志远 A-13 and A-14; 恒信's manager A-16) deliver
 * most on time, some late, a few are still running past their planned days. Every purchase is
 * paid from the buyer's wallet (a 'consume' entry with the marketplace's idempotency key), every
 * month's spending recharged by a paid order just before it, so the history nets to zero points:
 * every demo account keeps the balance the demo set gives it.
 *
 * Pure and deterministic: the same `now` gives the same rows (a seeded generator, no
 * Math.random). The server seeds them with the demo set when DEMO_HISTORY is on
 * (server/modules/metrics/seed.ts). The existing demo rows are left as they are: the history has
 * its own customers, and 安衡咨询's purchases stay well within its authorizations' quotas.
 */
import { chinaCompactDay, chinaDayStart, chinaMonths, formatChinaDateTime } from '../kernel/chinaTime';
import { DEMO_PRODUCTS } from '../products/demo';
import type { ProjectEventType } from '../projects/enums';
import { purchaseDebitKey, purchaseReason } from '../projects/marketplace';
import { customerTasksOf, type ProjectState, type RoleRelationStatus } from '../projects/rules';
import { ORDER_EXPIRE_MINUTES } from '../wallet/constants';
import type { PayChannel } from '../wallet/enums';
import { formatPointsDelta, idempotencyKeys, priceFenOf } from '../wallet/rules';
import { addMonths } from './period';
import type { DemoHistoryRows } from './demoHistoryRows';
import {
  HISTORY_GOV_OBJECTS,
  HISTORY_PLANS,
  type Offer,
  HISTORY_ISO_OBJECTS,
  DEMO_HISTORY_AUTHORIZATIONS,
  DEMO_HISTORY_CUSTOMERS,
  DEMO_HISTORY_MONTHS,
  historyCreditCode,
} from './demoHistoryData';

export {
  DEMO_HISTORY_AUTHORIZATIONS,
  DEMO_HISTORY_CUSTOMERS,
  DEMO_HISTORY_MONTHS,
  historyCreditCode,
  type DemoHistoryAuthorization,
  type DemoHistoryCustomer,
} from './demoHistoryData';
export type { DemoHistoryRows } from './demoHistoryRows';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** mulberry32: a small seeded generator (the history must be the same for the same seed instant). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The seed's generator: the same seed instant always gives the same history. */
const HISTORY_SEED = 20_250_601;

/** The history as table rows at a seed instant (server/modules/metrics/seed.ts inserts them). */
export function demoHistoryRows(now: Date): DemoHistoryRows {
  const random = seededRandom(HISTORY_SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const between = (from: number, to: number) => from + random() * (to - from);
  const currentMonth = chinaMonths(now, 1).months[0];
  const firstMonth = addMonths(currentMonth, -(DEMO_HISTORY_MONTHS - 1));
  const historyStart = chinaDayStart(`${firstMonth}-01`);
  const latest = now.getTime() - 60_000;

  const rows: DemoHistoryRows = {
    customers: DEMO_HISTORY_CUSTOMERS,
    tenants: [],
    accounts: [],
    memberships: [],
    relations: [],
    profiles: [],
    authorizations: DEMO_HISTORY_AUTHORIZATIONS.map((row) => ({
      ...row,
      status: 'active' as const,
      createdAt: new Date(historyStart.getTime() - 30 * DAY_MS),
      updatedAt: new Date(historyStart.getTime() - 30 * DAY_MS),
    })),
    groups: [],
    projects: [],
    tasks: [],
    assignments: [],
    events: [],
    orders: [],
    entries: [],
    walletTotals: [],
  };

  // Customers: won in the weeks before the history starts.
  DEMO_HISTORY_CUSTOMERS.forEach((item, index) => {
    const createdAt = new Date(historyStart.getTime() - (40 - index * 4) * DAY_MS);
    rows.tenants.push({ tenantCode: item.customerTenantCode, type: 'customer', approvalState: 'success', tenantZhName: item.companyName, createdAt });
    rows.accounts.push({
      accountId: item.pmAccountId,
      phone: item.pmPhone,
      showName: item.pmName,
      inviteCode: `INV${item.pmAccountId.slice(2)}HIST`,
      createdAt,
      updatedAt: createdAt,
    });
    rows.memberships.push({ tenantCode: item.customerTenantCode, accountId: item.pmAccountId, roles: ['consumer-pm'], createdAt });
    rows.relations.push({
      parentTenantCode: item.channelTenantCode,
      childTenantCode: item.customerTenantCode,
      kind: 'customer',
      createdBy: item.createdBy,
      createdAt,
    });
    rows.profiles.push({
      tenantCode: item.channelTenantCode,
      customerTenantCode: item.customerTenantCode,
      companyName: item.companyName,
      creditCode: historyCreditCode(item),
      industryCode: item.industryCode,
      regionCode: item.regionCode,
      size: item.size,
      contactName: item.contactName,
      contactPhone: item.pmPhone,
      address: item.address,
      remark: '',
      pmAccountId: item.pmAccountId,
      createdBy: item.createdBy,
      createdAt,
      updatedBy: item.createdBy,
      updatedAt: createdAt,
    });
  });

  // Purchases and their delivery, month by month.
  interface Debit {
    accountId: string;
    tenantCode: string;
    at: Date;
    points: number;
    key: string;
    reason: string;
  }
  const debits: Debit[] = [];
  let sequence = 0;
  for (const plan of HISTORY_PLANS) {
    const used = new Map<string, number>();
    const customers = DEMO_HISTORY_CUSTOMERS.filter((item) => item.channelTenantCode === plan.tenantCode);
    for (let m = 0; m < DEMO_HISTORY_MONTHS; m += 1) {
      const month = addMonths(firstMonth, m);
      const from = chinaDayStart(`${month}-01`).getTime();
      const to = Math.min(chinaDayStart(`${addMonths(month, 1)}-01`).getTime(), latest);
      const instants = Array.from({ length: plan.groupsPerMonth }, () => Math.min(latest, from + random() * Math.max(0, to - from))).sort(
        (a, b) => a - b,
      );
      for (const instant of instants) {
        const purchasedAt = new Date(instant);
        const offer = pickOffer(plan.offers, used, random);
        if (!offer) continue;
        const product = DEMO_PRODUCTS.find((candidate) => candidate.productCode === offer.productCode);
        if (!product) continue;
        const { basic, steps } = product.definition;
        const left = offer.budget - (used.get(offer.productCode) ?? 0);
        const count = Math.min(left, basic.standard === 'gov' && offer.productCode !== 'PD-RA-20984' && random() < 0.4 ? 2 : 1);
        used.set(offer.productCode, (used.get(offer.productCode) ?? 0) + count);
        const client = pick(customers);
        const buyer = pick(plan.buyers);
        sequence += 1;
        const tail = `H${String(sequence).padStart(5, '0')}`;
        const groupCode = `PG${chinaCompactDay(purchasedAt)}${tail}`;
        const requestKey = `demo-${groupCode}`;
        const pricePoints = offer.unitPricePoints * count;
        rows.groups.push({
          tenantCode: plan.tenantCode,
          groupCode,
          customerTenantCode: client.customerTenantCode,
          deliveryTenantCode: plan.tenantCode,
          productCode: offer.productCode,
          productVersion: 1,
          productName: basic.name,
          serviceKind: basic.serviceKind,
          standard: basic.standard,
          authorizationCode: offer.authorizationCode,
          unitPricePoints: offer.unitPricePoints,
          pricePoints,
          requestKey,
          remark: '',
          status: 'active',
          purchasedBy: buyer,
          purchasedAt,
        });
        rows.events.push({
          tenantCode: plan.tenantCode,
          groupCode,
          projectCode: null,
          type: 'purchase',
          actorAccountId: buyer,
          summary: `购买“${basic.name}”，${count} 个项目，消耗 ${pricePoints} 积分`,
          at: purchasedAt,
        });
        debits.push({
          accountId: buyer,
          tenantCode: plan.tenantCode,
          at: purchasedAt,
          points: pricePoints,
          key: purchaseDebitKey(plan.tenantCode, requestKey),
          reason: purchaseReason(basic.name, count),
        });

        const taskSteps = customerTasksOf(steps);
        for (let index = 0; index < count; index += 1) {
          const projectCode = `PJ${chinaCompactDay(purchasedAt)}H${String(sequence).padStart(4, '0')}${index + 1}`;
          const gov = basic.standard === 'gov';
          const name = gov ? pick(HISTORY_GOV_OBJECTS) : (HISTORY_ISO_OBJECTS[offer.productCode] ?? basic.name);
          const consultant = pick(plan.consultants);
          const elapsed = latest - purchasedAt.getTime();
          const dispatchedAt = new Date(purchasedAt.getTime() + Math.min(DAY_MS, elapsed / 3));
          const startedAt = new Date(purchasedAt.getTime() + Math.min(2 * DAY_MS, elapsed / 2));
          // How long it takes: on time mostly (50–95 % of the planned days), late one time in five; a few stall.
          const late = random() < 0.2;
          const stalled = random() < 0.08;
          const planned = basic.deliveryDays * DAY_MS;
          const takes = planned * (late ? between(1.15, 1.7) : between(0.5, 0.95));
          const finishAt = purchasedAt.getTime() + takes;
          const finished = !stalled && finishAt <= latest;
          const progress = finished ? 100 : Math.max(5, Math.min(stalled ? 80 : 95, Math.round((elapsed / takes) * 100)));
          const state: ProjectState = finished ? 'finished' : progress >= 85 ? 'audit' : 'inhand';
          const finishedAt = finished ? new Date(finishAt) : null;
          rows.projects.push({
            tenantCode: plan.tenantCode,
            projectCode,
            groupCode,
            customerTenantCode: client.customerTenantCode,
            deliveryTenantCode: plan.tenantCode,
            name,
            level: gov ? (random() < 0.7 ? '3' : '2') : null,
            state,
            distributeStatus: 'dispatched',
            consultantAccountId: consultant,
            transferred: false,
            customerOwnerAccountId: client.pmAccountId,
            progress,
            dispatchedAt,
            finishedAt,
            createdAt: purchasedAt,
            updatedAt: finishedAt ?? startedAt,
          });
          rows.assignments.push({
            tenantCode: plan.tenantCode,
            projectCode,
            kind: 'dispatch',
            fromAccountId: null,
            toAccountId: consultant,
            reason: '',
            byAccountId: buyer,
            at: dispatchedAt,
          });
          const event = (type: ProjectEventType, actor: string, summary: string, at: Date) =>
            rows.events.push({ tenantCode: plan.tenantCode, groupCode, projectCode, type, actorAccountId: actor, summary, at });
          event('dispatch', buyer, `将“${name}”分派给顾问`, dispatchedAt);
          event('start', consultant, '开始实施', startedAt);
          const submittedAt = new Date(Math.max(startedAt.getTime(), (finishedAt?.getTime() ?? latest) - 2 * DAY_MS));
          if (state !== 'inhand') event('stateChange', consultant, '提交审核', submittedAt);
          if (finishedAt) event('stateChange', buyer, '审核通过，项目完成', finishedAt);
          for (const step of taskSteps) {
            const status: RoleRelationStatus = finished ? 'finished' : 'notsubmit';
            rows.tasks.push({
              tenantCode: plan.tenantCode,
              projectCode,
              customerTenantCode: client.customerTenantCode,
              ...step,
              accountId: client.pmAccountId,
              status,
              submittedAt: finished ? submittedAt : null,
              finishedAt,
              updatedAt: finishedAt ?? startedAt,
            });
          }
        }
      }
    }
  }

  // Each buyer recharges a month's spending a few hours before that month's first purchase.
  const byAccountMonth = new Map<string, Debit[]>();
  for (const debit of debits) {
    const key = `${debit.accountId}|${debit.tenantCode}|${chinaMonths(debit.at, 1).months[0]}`;
    byAccountMonth.set(key, [...(byAccountMonth.get(key) ?? []), debit]);
  }
  interface Movement {
    accountId: string;
    tenantCode: string;
    at: Date;
    amount: number;
    key: string;
    reason: string;
    orderNo: string | null;
  }
  const movements: Movement[] = [];
  let orderSequence = 0;
  for (const [key, monthDebits] of byAccountMonth) {
    const [accountId, tenantCode] = key.split('|');
    const points = monthDebits.reduce((sum, debit) => sum + debit.points, 0);
    const first = Math.min(...monthDebits.map((debit) => debit.at.getTime()));
    const createdAt = new Date(first - between(2, 20) * HOUR_MS);
    const paidAt = new Date(createdAt.getTime() + 2 * 60_000);
    orderSequence += 1;
    const orderNo = `PO${formatChinaDateTime(createdAt).replace(/\D/g, '')}H${String(orderSequence).padStart(5, '0')}`;
    const channel: PayChannel = random() < 0.6 ? 'wechat' : 'alipay';
    rows.orders.push({
      orderNo,
      accountId,
      tenantCode,
      points,
      amountFen: priceFenOf(points),
      packageCode: null,
      status: 'paid',
      channel,
      providerTradeNo: `DEMO${orderNo.slice(2)}`,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + ORDER_EXPIRE_MINUTES * 60_000),
      paidAt,
    });
    movements.push({
      accountId,
      tenantCode,
      at: paidAt,
      amount: points,
      key: idempotencyKeys.orderPaid(orderNo),
      reason: `充值 ${formatPointsDelta(points)} 积分（${channel === 'wechat' ? '微信支付' : '支付宝'}）`,
      orderNo,
    });
    for (const debit of monthDebits) {
      movements.push({ accountId, tenantCode, at: debit.at, amount: -debit.points, key: debit.key, reason: debit.reason, orderNo: null });
    }
  }
  // The ledger in time order per account, with the running balance (from 0 back to 0).
  movements.sort((a, b) => a.at.getTime() - b.at.getTime() || b.amount - a.amount);
  const balances = new Map<string, { balance: number; totalIn: number; totalOut: number }>();
  movements.forEach((movement, index) => {
    const wallet = balances.get(movement.accountId) ?? { balance: 0, totalIn: 0, totalOut: 0 };
    wallet.balance += movement.amount;
    if (movement.amount > 0) wallet.totalIn += movement.amount;
    else wallet.totalOut -= movement.amount;
    balances.set(movement.accountId, wallet);
    rows.entries.push({
      entryId: `E-HIST-${String(index + 1).padStart(5, '0')}`,
      accountId: movement.accountId,
      type: movement.amount > 0 ? 'recharge' : 'consume',
      amount: movement.amount,
      balanceAfter: wallet.balance,
      idempotencyKey: movement.key,
      reason: movement.reason,
      orderNo: movement.orderNo,
      tenantCode: movement.tenantCode,
      operatorAccountId: movement.amount > 0 ? null : movement.accountId,
      createdAt: movement.at,
    });
  });
  rows.walletTotals = [...balances].map(([accountId, wallet]) => ({ accountId, totalIn: wallet.totalIn, totalOut: wallet.totalOut }));
  return rows;
}

/** A product to buy, weighted, among those whose budget is not used up. */
function pickOffer(offers: readonly Offer[], used: ReadonlyMap<string, number>, random: () => number): Offer | undefined {
  const open = offers.filter((offer) => (used.get(offer.productCode) ?? 0) < offer.budget);
  const total = open.reduce((sum, offer) => sum + offer.weight, 0);
  let draw = random() * total;
  for (const offer of open) {
    draw -= offer.weight;
    if (draw < 0) return offer;
  }
  return open.at(-1);
}
