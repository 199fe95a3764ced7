/**
 * The marketplace part (see index.ts): what the caller's channel may sell (app.authorizations)
 * with the quota left, the customers it may buy for (app.tenantRelations), the purchase — debit
 * (app.wallet), group, projects, the customer's tasks and the timeline in ONE transaction,
 * idempotent by the client's request key, the authorization's quota counted under a lock — and
 * platform finance's withdrawal with refund. Rules: domain/projects/marketplace.ts, domain/projects/rules.ts.
 */
import { randomBytes } from 'node:crypto';
import type { MarketGroupItem, MarketTemplate, marketplaceContracts as c } from '../../../../domain/projects/marketplaceContracts';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import { permissionPoints } from '../../../../domain/kernel/access';
import { chinaDay } from '../../../../domain/kernel/chinaTime';
import { ErrorCode } from '../../../../domain/errors';
import {
  purchaseDebitKey,
  purchaseObjectsProblem,
  purchaseReason,
  REFUND_REASON,
  refundCreditKey,
  remainingQuota,
} from '../../../../domain/projects/marketplace';
import { canWithdrawGroup, customerTasksOf, GROUP_MACHINE, purchasePoints, WITHDRAW_STARTED_MESSAGE } from '../../../../domain/projects/rules';
import type { Clock } from '../../../clock';
import { isUniqueViolation } from '../../../db/errors';
import type { Repositories } from '../../../db/repositories';
import type { ProjectGroupRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { AuditLog } from '../../auditLog';
import type { Authorizations, SellableProduct } from '../../authorizations';
import type { AccountDirectory, TenantRelations } from '../../identity';
import type { Products } from '../../products';
import type { LedgerService } from '../../wallet';
import { recordProjectEvents } from '../events';
import type { GroupStats, MarketplaceRepository } from './repository';

export interface MarketplaceDeps {
  repos: Repositories<MarketplaceRepository>;
  authorizations: Authorizations;
  products: Pick<Products, 'publishedVersion'>;
  wallet: Pick<LedgerService, 'debit' | 'credit' | 'balanceOf'>;
  tenantRelations: TenantRelations;
  accountDirectory: AccountDirectory;
  auditLog: AuditLog;
  clock: Clock;
}

/** What other modules may ask the projects module (app.projectCounts). */
export interface ProjectCounts {
  /** Projects of active groups per customer tenant (absent: none), in one query for one page. */
  activeByCustomer(customerTenantCodes: readonly string[]): Promise<Map<string, number>>;
}

const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** PG/PJ + the China day (yyyymmdd) + six random letters or digits (domain GROUP_CODE_PATTERN, PROJECT_CODE_PATTERN). */
function newCode(prefix: 'PG' | 'PJ', now: Date): string {
  const bytes = randomBytes(6);
  const tail = Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  return `${prefix}${chinaDay(now).replaceAll('-', '')}${tail}`;
}

export function createMarketplaceService({
  repos,
  authorizations,
  products,
  wallet,
  tenantRelations,
  accountDirectory,
  auditLog,
  clock,
}: MarketplaceDeps) {
  /** The caller's channel (a channel tenant), or null for anyone else (the platform sees no marketplace). */
  const channelOf = (auth: RequestContext): string | null => (auth.tenant?.type === 'channel' ? auth.tenant.tenantCode : null);

  async function sellable(channel: string): Promise<{ items: SellableProduct[]; used: Map<string, number> }> {
    const items = await authorizations.sellableFor(channel, clock.now());
    const used = await repos.repo.forChannel(channel).usedQuota(items.map((item) => item.authorizationCode));
    return { items, used };
  }

  function templateOf(item: SellableProduct, used: number): MarketTemplate {
    const { basic, steps } = item.product.definition;
    return {
      productCode: item.product.productCode,
      productVersion: item.product.version,
      authorizationCode: item.authorizationCode,
      name: basic.name,
      serviceKind: basic.serviceKind,
      standard: basic.standard,
      summary: basic.summary,
      deliveryDays: basic.deliveryDays,
      steps: steps.map((step) => ({ name: step.name, days: step.days, ownerRole: step.ownerRole })),
      pricePoints: item.pricePoints,
      authorizedPricePoints: item.authorizedPricePoints,
      equityDiscountPercent: item.equityDiscountPercent,
      quota: item.quota,
      usedQuota: used,
      remainingQuota: remainingQuota(item.quota, used),
      validTo: item.validTo,
    };
  }

  async function customersOf(channel: string): Promise<{ tenantCode: string; tenantZhName: string }[]> {
    const relations = await tenantRelations.childrenOf([channel], 'customer');
    const names = await accountDirectory.tenantNames(relations.map((relation) => relation.childTenantCode));
    return relations.map((relation) => ({
      tenantCode: relation.childTenantCode,
      tenantZhName: names.get(relation.childTenantCode)?.tenantZhName ?? relation.childTenantCode,
    }));
  }

  /** The platform tenant (the delivery tenant of 平台交付). */
  async function platformTenantCode(): Promise<string> {
    const { list } = await accountDirectory.listTenants({ type: 'platform', current: 1, pageSize: 1 });
    if (!list[0]) throw new Error('platform tenant missing');
    return list[0].tenantCode;
  }

  async function purchaseAnswer(group: ProjectGroupRow, replayed: boolean, balanceAfter?: number) {
    return {
      groupCode: group.groupCode,
      projectCodes: await repos.repo.forChannel(group.tenantCode).projectCodesOf(group.groupCode),
      productName: group.productName,
      customerTenantCode: group.customerTenantCode,
      deliveryTenantCode: group.deliveryTenantCode,
      unitPricePoints: group.unitPricePoints,
      pricePoints: group.pricePoints,
      balanceAfter: balanceAfter ?? (await wallet.balanceOf(group.purchasedBy)),
      replayed,
      purchasedAt: group.purchasedAt.toISOString(),
    };
  }

  /** The earlier purchase of the same request key: answered again when it is the same purchase. */
  function replayOf(group: ProjectGroupRow, body: ParsedBody<typeof c.marketSaveGroup>): ProjectGroupRow {
    if (group.productCode !== body.productCode || group.customerTenantCode !== body.customerTenantCode) {
      throw new BusinessError(ErrorCode.MARKET_REQUEST_KEY_REUSED);
    }
    return group;
  }

  async function groupItems(rows: readonly ProjectGroupRow[]): Promise<MarketGroupItem[]> {
    const cross = repos.repo.crossChannel();
    const [stats, tenants, accounts] = await Promise.all([
      cross.groupStats(rows),
      accountDirectory.tenantNames(rows.flatMap((row) => [row.tenantCode, row.customerTenantCode])),
      accountDirectory.accountNames(rows.map((row) => row.purchasedBy)),
    ]);
    return rows.map((row) => groupItemOf(row, stats.get(row.groupCode) ?? { projectCount: 0, startedCount: 0 }, tenants, accounts));
  }

  function groupItemOf(
    row: ProjectGroupRow,
    stats: GroupStats,
    tenants: Map<string, { tenantZhName: string }>,
    accounts: Map<string, { showName: string }>,
  ): MarketGroupItem {
    return {
      groupCode: row.groupCode,
      channelTenantCode: row.tenantCode,
      channelName: tenants.get(row.tenantCode)?.tenantZhName ?? row.tenantCode,
      customerTenantCode: row.customerTenantCode,
      customerName: tenants.get(row.customerTenantCode)?.tenantZhName ?? row.customerTenantCode,
      deliveryTenantCode: row.deliveryTenantCode,
      productCode: row.productCode,
      productName: row.productName,
      serviceKind: row.serviceKind,
      projectCount: stats.projectCount,
      unitPricePoints: row.unitPricePoints,
      pricePoints: row.pricePoints,
      status: row.status,
      withdrawable: row.status === 'active' && stats.startedCount === 0,
      purchasedBy: row.purchasedBy,
      purchasedByName: accounts.get(row.purchasedBy)?.showName ?? row.purchasedBy,
      purchasedAt: row.purchasedAt.toISOString(),
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      withdrawReason: row.withdrawReason,
    };
  }

  const projectCounts: ProjectCounts = {
    activeByCustomer: (customerTenantCodes) => repos.repo.activeProjectCounts(customerTenantCodes),
  };

  return {
    projectCounts,

    async templates(auth: RequestContext, query: ParsedQuery<typeof c.marketTemplateList>): Promise<MarketTemplate[]> {
      const channel = channelOf(auth);
      if (!channel) return [];
      const { items, used } = await sellable(channel);
      const keyword = query.keyword?.toLowerCase();
      return items
        .map((item) => templateOf(item, used.get(item.authorizationCode) ?? 0))
        .filter((item) => (!keyword || item.name.toLowerCase().includes(keyword)) && (!query.serviceKind || item.serviceKind === query.serviceKind));
    },

    async templateOptions(auth: RequestContext) {
      const channel = channelOf(auth);
      if (!channel) return [];
      const items = await authorizations.sellableFor(channel, clock.now());
      return items.map(({ product }) => ({
        productCode: product.productCode,
        name: product.definition.basic.name,
        serviceKind: product.definition.basic.serviceKind,
        standard: product.definition.basic.standard,
      }));
    },

    async customers(auth: RequestContext, query: ParsedQuery<typeof c.marketTenantListForProject>) {
      const channel = channelOf(auth);
      if (!channel) return [];
      const keyword = query.keyword?.toLowerCase();
      return (await customersOf(channel)).filter((item) => !keyword || item.tenantZhName.toLowerCase().includes(keyword));
    },

    /**
     * The purchase. Before the transaction: who may buy, the customer, the product and its
     * authorization, the objects. In the transaction: the authorization's lock, the request key
     * looked up again (a parallel twin may just have committed), the quota, the debit (13001
     * when short: nothing is created), group, projects, tasks and the timeline.
     */
    async purchase(auth: RequestContext, body: ParsedBody<typeof c.marketSaveGroup>) {
      if (!permissionPoints(auth.userInfo).has('createProject')) throw new BusinessError(ErrorCode.MARKET_BUY_REFUSED);
      const channel = channelOf(auth);
      if (!channel) throw new BusinessError(ErrorCode.MARKET_BUY_REFUSED);
      const mine = repos.repo.forChannel(channel);
      const earlier = await mine.groupByRequestKey(body.requestKey);
      if (earlier) return purchaseAnswer(replayOf(earlier, body), true);

      const customers = await customersOf(channel);
      if (!customers.some((customer) => customer.tenantCode === body.customerTenantCode)) throw new BusinessError(ErrorCode.MARKET_CUSTOMER_NOT_OWN);
      const now = clock.now();
      const offer = (await authorizations.sellableFor(channel, now)).find((item) => item.product.productCode === body.productCode);
      if (!offer) {
        throw new BusinessError(await productWithdrawnOrAuthorization(body.productCode));
      }
      const { basic, steps } = offer.product.definition;
      const problem = purchaseObjectsProblem(basic.standard, body.objects);
      if (problem) throw new BusinessError(ErrorCode.MARKET_OBJECTS_INVALID, problem);
      const deliveryTenantCode = body.delivery === 'platform' ? await platformTenantCode() : channel;
      const count = body.objects.length;
      const points = purchasePoints(offer.pricePoints, count);
      const taskSteps = customerTasksOf(steps);
      const accountId = auth.account.accountId;

      try {
        const done = await repos.transaction(async (repo, tx): Promise<{ group: ProjectGroupRow; replayed: boolean; balanceAfter?: number }> => {
          const own = repo.forChannel(channel);
          await own.lockAuthorization(offer.authorizationCode);
          const twin = await own.groupByRequestKey(body.requestKey);
          if (twin) return { group: replayOf(twin, body), replayed: true as const };
          const used = (await own.usedQuota([offer.authorizationCode])).get(offer.authorizationCode) ?? 0;
          if (count > remainingQuota(offer.quota, used)) {
            throw new BusinessError(
              ErrorCode.MARKET_QUOTA_EXCEEDED,
              `该服务的授权额度剩余 ${remainingQuota(offer.quota, used)} 个项目，不能购买 ${count} 个`,
            );
          }
          const receipt = await wallet.debit(accountId, points, purchaseReason(basic.name, count), purchaseDebitKey(channel, body.requestKey), {
            tenantCode: channel,
            operatorAccountId: accountId,
            tx,
          });
          const groupCode = newCode('PG', now);
          const projectRows = body.objects.map((object) => ({
            tenantCode: channel,
            projectCode: newCode('PJ', now),
            groupCode,
            customerTenantCode: body.customerTenantCode,
            deliveryTenantCode,
            name: object.name.trim(),
            level: object.level,
            state: 'empty' as const,
            distributeStatus: 'undispatch' as const,
            createdAt: now,
            updatedAt: now,
          }));
          const group = await own.insertPurchase(
            {
              tenantCode: channel,
              groupCode,
              customerTenantCode: body.customerTenantCode,
              deliveryTenantCode,
              productCode: offer.product.productCode,
              productVersion: offer.product.version,
              productName: basic.name,
              serviceKind: basic.serviceKind,
              standard: basic.standard,
              authorizationCode: offer.authorizationCode,
              unitPricePoints: offer.pricePoints,
              pricePoints: points,
              requestKey: body.requestKey,
              remark: body.remark,
              status: 'active',
              purchasedBy: accountId,
              purchasedAt: now,
            },
            projectRows,
            projectRows.flatMap((project) =>
              taskSteps.map((step) => ({
                tenantCode: channel,
                projectCode: project.projectCode,
                customerTenantCode: body.customerTenantCode,
                stepNo: step.stepNo,
                title: step.title,
                roleCode: step.roleCode,
                updatedAt: now,
              })),
            ),
          );
          await recordProjectEvents(tx, [
            {
              tenantCode: channel,
              groupCode,
              type: 'purchase',
              actorAccountId: accountId,
              summary: `购买“${basic.name}”，${count} 个项目，消耗 ${points} 积分${deliveryTenantCode === channel ? '' : '（平台交付）'}`,
              detail: {
                productCode: offer.product.productCode,
                productVersion: offer.product.version,
                unitPricePoints: offer.pricePoints,
                pricePoints: points,
              },
              at: now,
            },
          ]);
          return { group, replayed: false as const, balanceAfter: receipt.balanceAfter };
        });
        // Answered after the commit: on PGlite (one connection) no read may run beside the transaction.
        return purchaseAnswer(done.group, done.replayed, done.replayed ? undefined : done.balanceAfter);
      } catch (error) {
        // A twin with the same key committed between our check and our insert: answer it.
        if (isUniqueViolation(error)) {
          const twin = await mine.groupByRequestKey(body.requestKey);
          if (twin) return purchaseAnswer(replayOf(twin, body), true);
        }
        throw error;
      }
    },

    async groups(query: ParsedQuery<typeof c.marketGroupList>) {
      const tenantCodes = query.keyword ? (await accountDirectory.matching(query.keyword)).tenantCodes : undefined;
      const { rows, total } = await repos.repo.crossChannel().pageGroups({ keyword: query.keyword, tenantCodes, status: query.status }, query);
      return { list: await groupItems(rows), total, current: query.current, pageSize: query.pageSize };
    },

    /** Platform finance withdraws a group none of whose projects started: refund, status, audit and timeline together. */
    async withdraw(auth: RequestContext, body: ParsedBody<typeof c.marketGroupWithdraw>) {
      const now = clock.now();
      const result = await repos.transaction(async (repo, tx) => {
        const cross = repo.crossChannel();
        const group = await cross.groupForUpdate(body.groupCode);
        if (!group) throw new BusinessError(ErrorCode.PROJECT_GROUP_NOT_FOUND);
        if (group.status !== 'active') throw new BusinessError(ErrorCode.MARKET_GROUP_WITHDRAWN);
        const refusal = GROUP_MACHINE.refusal(group.status, 'withdraw', auth.userInfo);
        if (refusal) throw new BusinessError(ErrorCode.FORBIDDEN, refusal);
        const projectRows = await cross.projectsForUpdate(group.tenantCode, group.groupCode);
        if (!canWithdrawGroup(projectRows.map((row) => row.state))) throw new BusinessError(ErrorCode.MARKET_GROUP_STARTED, WITHDRAW_STARTED_MESSAGE);
        const receipt = await wallet.credit(group.purchasedBy, group.pricePoints, REFUND_REASON, refundCreditKey(group.groupCode), {
          type: 'refund',
          tenantCode: group.tenantCode,
          operatorAccountId: auth.account.accountId,
          tx,
        });
        const after = await cross.markWithdrawn(group.tenantCode, group.groupCode, {
          withdrawnBy: auth.account.accountId,
          withdrawnAt: now,
          withdrawReason: body.reason,
        });
        await auditLog.record(
          auth,
          {
            area: 'projects',
            action: '撤销项目组并退款',
            targetType: 'projectGroup',
            targetId: group.groupCode,
            targetName: group.productName,
            before: { status: group.status },
            after: { status: after.status, refundedPoints: group.pricePoints, refundedTo: group.purchasedBy, reason: body.reason },
          },
          { tx },
        );
        await recordProjectEvents(tx, [
          {
            tenantCode: group.tenantCode,
            groupCode: group.groupCode,
            type: 'withdraw',
            actorAccountId: auth.account.accountId,
            summary: `平台撤销项目组，退还 ${group.pricePoints} 积分：${body.reason}`,
            detail: { refundedPoints: group.pricePoints, reason: body.reason },
            at: now,
          },
        ]);
        return { group: after, stats: { projectCount: projectRows.length, startedCount: 0 }, balanceAfter: receipt.balanceAfter };
      });
      const [item] = await groupItems([result.group]);
      return { ...item, refundedPoints: result.group.pricePoints, balanceAfter: result.balanceAfter };
    },
  };

  /** Which refusal fits a product the channel cannot sell today: off sale, or the authorization ended. */
  async function productWithdrawnOrAuthorization(productCode: string) {
    return (await products.publishedVersion(productCode)) ? ErrorCode.MARKET_AUTHORIZATION_INVALID : ErrorCode.MARKET_PRODUCT_WITHDRAWN;
  }
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
