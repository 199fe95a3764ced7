/**
 * Dev mocks of domain/projects/marketplaceContracts.ts (issue 12), answering from the demo authorizations and
 * products (domain/demo) and the shared in-memory projects (mock/lib/projectStore.ts): purchases
 * push their group, projects, tasks and timeline entry there and debit the mock wallet
 * (mock/lib/walletStore.ts), so the other project mocks and the balance pages see them.
 */
import type { MarketGroupItem, MarketTemplate } from '../domain/projects/marketplaceContracts';
import { marketplaceContracts as c } from '../domain/projects/marketplaceContracts';
import { permissionPoints } from '../domain/kernel/access';
import { authorizationEffect, effectivePrice, isSellable } from '../domain/authorizations/rules';
import { chinaDay } from '../domain/kernel/chinaTime';
import { DEMO_ACCOUNTS, DEMO_AUTHORIZATIONS, DEMO_EQUITY_GRANTS, DEMO_PRODUCTS, DEMO_TENANT_RELATIONS, DEMO_TENANTS } from '../domain/demo';
import { equityPrice } from '../domain/equity/rules';
import { ErrorCode, fail, ok } from '../domain/errors';
import { purchaseObjectsProblem, purchasePoints, remainingQuota } from '../domain/projects/marketplace';
import { canWithdrawGroup, customerTasksOf, GROUP_MACHINE, WITHDRAW_STARTED_MESSAGE } from '../domain/projects/rules';
import { recordMockAudit } from './lib/auditStore';
import { contractKey, guardedSession, type MockCaller, type MockHandler, pageOf, parseOr, toUmiMocks } from './lib/handler';
import { type MockGroup, projectStore } from './lib/projectStore';
import { balanceOf, credit } from './lib/walletStore';

const refuse = (code: ErrorCode, message?: string) => ({ envelope: fail(code, message) });
const PLATFORM_TENANT = DEMO_TENANTS.find((tenant) => tenant.type === 'platform')?.tenantCode ?? 'T-PLATFORM';
const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const newCode = (prefix: 'PG' | 'PJ') =>
  `${prefix}${chinaDay(new Date()).replaceAll('-', '')}${Array.from({ length: 6 }, () => CODE_ALPHABET[Math.floor(Math.random() * 36)]).join('')}`;

const tenantName = (code: string) => DEMO_TENANTS.find((tenant) => tenant.tenantCode === code)?.tenantZhName ?? code;
const accountName = (id: string) => DEMO_ACCOUNTS.find((account) => account.accountId === id)?.showName ?? id;
/** The caller's channel (a channel tenant), or null. */
const channelOf = (caller: MockCaller): string | null => (caller.user.tenantDTO?.type === 'channel' ? (caller.account?.tenantCode ?? null) : null);

/** Projects of the channel's active groups per authorization. */
function usedQuota(channel: string, authorizationCode: string): number {
  const store = projectStore();
  const groups = new Set(
    store.groups
      .filter((g) => g.tenantCode === channel && g.status === 'active' && g.authorizationCode === authorizationCode)
      .map((g) => g.groupCode),
  );
  return store.projects.filter((p) => groups.has(p.groupCode)).length;
}

function sellable(channel: string): MarketTemplate[] {
  const today = chinaDay(new Date());
  const discount = DEMO_EQUITY_GRANTS.find((grant) => grant.tenantCode === channel)?.discountPercent ?? null;
  return DEMO_AUTHORIZATIONS.filter((row) => row.channelTenantCode === channel).flatMap((row) => {
    const product = DEMO_PRODUCTS.find((item) => item.productCode === row.productCode);
    if (!product || !isSellable(authorizationEffect({ status: 'active', validFrom: row.validFrom, validTo: row.validTo }, 'published', today)))
      return [];
    const { basic, steps } = product.definition;
    const authorized = effectivePrice(basic.pricePoints, row);
    const used = usedQuota(channel, row.authorizationCode);
    return [
      {
        productCode: product.productCode,
        productVersion: 1,
        authorizationCode: row.authorizationCode,
        name: basic.name,
        serviceKind: basic.serviceKind,
        standard: basic.standard,
        summary: basic.summary,
        deliveryDays: basic.deliveryDays,
        steps: steps.map((step) => ({ name: step.name, days: step.days, ownerRole: step.ownerRole })),
        pricePoints: equityPrice(authorized, discount),
        authorizedPricePoints: authorized,
        equityDiscountPercent: discount,
        quota: row.quota,
        usedQuota: used,
        remainingQuota: remainingQuota(row.quota, used),
        validTo: row.validTo,
      },
    ];
  });
}

const customersOf = (channel: string) =>
  DEMO_TENANT_RELATIONS.filter((relation) => relation.parentTenantCode === channel && relation.kind === 'customer').map((relation) => ({
    tenantCode: relation.childTenantCode,
    tenantZhName: tenantName(relation.childTenantCode),
  }));

function groupItem(group: MockGroup): MarketGroupItem {
  const rows = projectStore().projects.filter((p) => p.groupCode === group.groupCode);
  return {
    groupCode: group.groupCode,
    channelTenantCode: group.tenantCode,
    channelName: tenantName(group.tenantCode),
    customerTenantCode: group.customerTenantCode,
    customerName: tenantName(group.customerTenantCode),
    deliveryTenantCode: group.deliveryTenantCode,
    productCode: group.productCode,
    productName: group.productName,
    serviceKind: group.serviceKind,
    projectCount: rows.length,
    unitPricePoints: group.unitPricePoints,
    pricePoints: group.pricePoints,
    status: group.status,
    withdrawable: group.status === 'active' && canWithdrawGroup(rows.map((p) => p.state)),
    purchasedBy: group.purchasedBy,
    purchasedByName: accountName(group.purchasedBy),
    purchasedAt: group.purchasedAt,
    withdrawnAt: group.withdrawnAt,
    withdrawReason: null,
  };
}

function purchaseAnswer(group: MockGroup, replayed: boolean) {
  return {
    groupCode: group.groupCode,
    projectCodes: projectStore()
      .projects.filter((p) => p.groupCode === group.groupCode)
      .map((p) => p.projectCode)
      .sort(),
    productName: group.productName,
    customerTenantCode: group.customerTenantCode,
    deliveryTenantCode: group.deliveryTenantCode,
    unitPricePoints: group.unitPricePoints,
    pricePoints: group.pricePoints,
    balanceAfter: balanceOf(group.purchasedBy),
    replayed,
    purchasedAt: group.purchasedAt,
  };
}

export const marketplaceMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.marketTemplateList)]: guardedSession(c.marketTemplateList, ({ query, caller }) => {
    const parsed = parseOr(c.marketTemplateList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const channel = channelOf(caller);
    const keyword = parsed.value.keyword?.toLowerCase();
    const list = channel
      ? sellable(channel).filter(
          (item) =>
            (!keyword || item.name.toLowerCase().includes(keyword)) && (!parsed.value.serviceKind || item.serviceKind === parsed.value.serviceKind),
        )
      : [];
    return { envelope: ok(list) };
  }),

  [contractKey(c.marketAllValidTemplateList)]: guardedSession(c.marketAllValidTemplateList, ({ caller }) => {
    const channel = channelOf(caller);
    const list = channel
      ? sellable(channel).map(({ productCode, name, serviceKind, standard }) => ({ productCode, name, serviceKind, standard }))
      : [];
    return { envelope: ok(list) };
  }),

  [contractKey(c.marketTenantListForProject)]: guardedSession(c.marketTenantListForProject, ({ query, caller }) => {
    const parsed = parseOr(c.marketTenantListForProject.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const channel = channelOf(caller);
    const keyword = parsed.value.keyword?.toLowerCase();
    return { envelope: ok(channel ? customersOf(channel).filter((item) => !keyword || item.tenantZhName.toLowerCase().includes(keyword)) : []) };
  }),

  [contractKey(c.marketSaveGroup)]: guardedSession(c.marketSaveGroup, ({ body, caller }) => {
    const parsed = parseOr(c.marketSaveGroup.body, body);
    if ('failure' in parsed) return parsed.failure;
    const input = parsed.value;
    const channel = channelOf(caller);
    if (!permissionPoints(caller.user).has('createProject') || !channel) return refuse(ErrorCode.MARKET_BUY_REFUSED);
    const store = projectStore();
    const earlier = store.groups.find((g) => g.tenantCode === channel && g.requestKey === input.requestKey);
    if (earlier) {
      if (earlier.productCode !== input.productCode || earlier.customerTenantCode !== input.customerTenantCode)
        return refuse(ErrorCode.MARKET_REQUEST_KEY_REUSED);
      return { envelope: ok(purchaseAnswer(earlier, true)) };
    }
    if (!customersOf(channel).some((item) => item.tenantCode === input.customerTenantCode)) return refuse(ErrorCode.MARKET_CUSTOMER_NOT_OWN);
    const offer = sellable(channel).find((item) => item.productCode === input.productCode);
    if (!offer) {
      return refuse(
        DEMO_PRODUCTS.some((p) => p.productCode === input.productCode) ? ErrorCode.MARKET_AUTHORIZATION_INVALID : ErrorCode.MARKET_PRODUCT_WITHDRAWN,
      );
    }
    const problem = purchaseObjectsProblem(offer.standard, input.objects);
    if (problem) return refuse(ErrorCode.MARKET_OBJECTS_INVALID, problem);
    const count = input.objects.length;
    if (count > offer.remainingQuota) {
      return refuse(ErrorCode.MARKET_QUOTA_EXCEEDED, `该服务的授权额度剩余 ${offer.remainingQuota} 个项目，不能购买 ${count} 个`);
    }
    const points = purchasePoints(offer.pricePoints, count);
    const buyer = caller.user.accountId;
    if (balanceOf(buyer) < points) return refuse(ErrorCode.INSUFFICIENT_BALANCE);
    credit(buyer, 'consume', -points, `购买服务“${offer.name}”（${count} 个项目）`);
    const at = new Date().toISOString();
    const deliveryTenantCode = input.delivery === 'platform' ? PLATFORM_TENANT : channel;
    const group: MockGroup = {
      tenantCode: channel,
      groupCode: newCode('PG'),
      customerTenantCode: input.customerTenantCode,
      deliveryTenantCode,
      productCode: offer.productCode,
      productVersion: offer.productVersion,
      productName: offer.name,
      serviceKind: offer.serviceKind,
      standard: offer.standard,
      authorizationCode: offer.authorizationCode,
      unitPricePoints: offer.pricePoints,
      pricePoints: points,
      requestKey: input.requestKey,
      remark: input.remark,
      status: 'active',
      purchasedBy: buyer,
      purchasedAt: at,
      withdrawnAt: null,
    };
    store.groups.push(group);
    const product = DEMO_PRODUCTS.find((item) => item.productCode === offer.productCode)!;
    for (const object of input.objects) {
      const projectCode = newCode('PJ');
      store.projects.push({
        tenantCode: channel,
        projectCode,
        groupCode: group.groupCode,
        customerTenantCode: input.customerTenantCode,
        deliveryTenantCode,
        name: object.name.trim(),
        level: object.level,
        state: 'empty',
        distributeStatus: 'undispatch',
        consultantAccountId: null,
        transferred: false,
        customerOwnerAccountId: null,
        progress: 0,
        svipData: null,
        svipRequestedAt: null,
        svipSubmittedAt: null,
        dispatchedAt: null,
        finishedAt: null,
        createdAt: at,
        updatedAt: at,
      });
      for (const step of customerTasksOf(product.definition.steps)) {
        store.tasks.push({ projectCode, ...step, accountId: null, status: 'notsubmit', submittedAt: null, finishedAt: null });
      }
    }
    store.events.push({
      groupCode: group.groupCode,
      projectCode: null,
      type: 'purchase',
      actorAccountId: buyer,
      summary: `购买“${offer.name}”，${count} 个项目，消耗 ${points} 积分${deliveryTenantCode === channel ? '' : '（平台交付）'}`,
      at,
    });
    return { envelope: ok(purchaseAnswer(group, false)) };
  }),

  [contractKey(c.marketGroupList)]: guardedSession(c.marketGroupList, ({ query }) => {
    const parsed = parseOr(c.marketGroupList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { keyword, status } = parsed.value;
    const needle = keyword?.toLowerCase();
    const rows = projectStore()
      .groups.filter((g) => !status || g.status === status)
      .filter(
        (g) =>
          !needle ||
          [g.groupCode, g.productName, tenantName(g.tenantCode), tenantName(g.customerTenantCode)].some((value) =>
            value.toLowerCase().includes(needle),
          ),
      )
      .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt) || a.groupCode.localeCompare(b.groupCode))
      .map(groupItem);
    return { envelope: ok(pageOf(rows, parsed.value)) };
  }),

  [contractKey(c.marketGroupWithdraw)]: guardedSession(c.marketGroupWithdraw, ({ body, caller }) => {
    const parsed = parseOr(c.marketGroupWithdraw.body, body);
    if ('failure' in parsed) return parsed.failure;
    const store = projectStore();
    const group = store.groups.find((g) => g.groupCode === parsed.value.groupCode);
    if (!group) return refuse(ErrorCode.PROJECT_GROUP_NOT_FOUND);
    if (group.status !== 'active') return refuse(ErrorCode.MARKET_GROUP_WITHDRAWN);
    const refusal = GROUP_MACHINE.refusal(group.status, 'withdraw', caller.user);
    if (refusal) return refuse(ErrorCode.FORBIDDEN, refusal);
    const states = store.projects.filter((p) => p.groupCode === group.groupCode).map((p) => p.state);
    if (!canWithdrawGroup(states)) return refuse(ErrorCode.MARKET_GROUP_STARTED, WITHDRAW_STARTED_MESSAGE);
    const balanceAfter = credit(group.purchasedBy, 'refund', group.pricePoints, '项目组撤销退款');
    const at = new Date().toISOString();
    group.status = 'withdrawn';
    group.withdrawnAt = at;
    store.events.push({
      groupCode: group.groupCode,
      projectCode: null,
      type: 'withdraw',
      actorAccountId: caller.user.accountId,
      summary: `平台撤销项目组，退还 ${group.pricePoints} 积分：${parsed.value.reason}`,
      at,
    });
    recordMockAudit(caller, {
      area: 'projects',
      action: '撤销项目组并退款',
      targetType: 'projectGroup',
      targetId: group.groupCode,
      targetName: group.productName,
      before: { status: 'active' },
      after: { status: 'withdrawn', refundedPoints: group.pricePoints, reason: parsed.value.reason },
    });
    return { envelope: ok({ ...groupItem(group), withdrawReason: parsed.value.reason, refundedPoints: group.pricePoints, balanceAfter }) };
  }),
};

export default toUmiMocks(marketplaceMockHandlers);
