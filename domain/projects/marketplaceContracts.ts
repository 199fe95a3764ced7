/**
 * Contracts of the projects area (issue 12), part: 服务市场与购买（/project）. See server/modules/projects/index.ts.
 *
 * - `templateList` (spec path) answers the caller channel's sellable services with everything the
 *   marketplace shows: price after the equity discount, quota left, what is delivered.
 * - `allValidTemplateList` (spec path) answers the same services as short options (code, name,
 *   kind, standard) for selects and filters.
 * - `getTenantListForProject` (spec path): the channel's own customers to buy for.
 * - `saveGroup.json` (spec path, §7 "ISO and product"): the purchase — debit and project group in
 *   one transaction, idempotent by the client's `requestKey`.
 * The reads are open to the /project route's holders (consultOrDelivery: platform delivery sees
 * the page too, with empty lists as it has no channel); only the purchase needs canReadConsult and,
 * checked by the service, the permission point createProject.
 * - ours: `/api/platform/projectGroup/list.json` and `withdraw.json` (platform finance withdraws a
 *   group none of whose projects has started, refunding the points).
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { GroupStatus, ProjectLevel, Standard } from './enums';
import { ServiceKind } from '../products/enums';
import { MARKET_MESSAGES } from './marketplace';
import { GROUP_REMARK_MAX, PROJECT_NAME_MAX, PROJECTS_PER_GROUP_MAX } from './rules';
import { text } from '../kernel/text';
import { defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';

const tag = '服务市场';

/** One delivery step as the marketplace card shows it. */
export const MarketStep = z.object({ name: z.string(), days: z.number().int(), ownerRole: z.string() });

/** A service the caller's channel may sell today. */
export const MarketTemplate = z.object({
  productCode: z.string(),
  productVersion: z.number().int(),
  authorizationCode: z.string(),
  name: z.string(),
  serviceKind: ServiceKind.schema,
  standard: Standard.schema,
  summary: z.string(),
  deliveryDays: z.number().int(),
  steps: z.array(MarketStep),
  /** What the channel pays per project (after its equity discount). */
  pricePoints: z.number().int(),
  /** The authorized price per project before the equity discount. */
  authorizedPricePoints: z.number().int(),
  /** The equity discount in percent (95 = 9.5 折), null: none. */
  equityDiscountPercent: z.number().int().nullable(),
  quota: z.number().int(),
  /** Projects already bought under the authorization (active groups). */
  usedQuota: z.number().int(),
  remainingQuota: z.number().int(),
  validTo: z.string(),
});
export type MarketTemplate = z.infer<typeof MarketTemplate>;

export const MarketTemplateOption = z.object({
  productCode: z.string(),
  name: z.string(),
  serviceKind: ServiceKind.schema,
  standard: Standard.schema,
});

export const MarketCustomer = z.object({ tenantCode: z.string(), tenantZhName: z.string() });
export type MarketCustomer = z.infer<typeof MarketCustomer>;

export const marketTemplateList = defineContract({
  method: 'GET',
  path: '/consulting/template/templateList',
  tag,
  summary: '服务市场：本渠道当前可售的服务（已发布且授权有效），含权益折后单价、剩余额度、交付步骤与周期',
  query: z.object({ keyword: filterOf(text({ max: 60 })), serviceKind: filterOf(ServiceKind.schema) }),
  response: z.array(MarketTemplate),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const marketAllValidTemplateList = defineContract({
  method: 'GET',
  path: '/consulting/template/consulting/allValidTemplateList',
  tag,
  summary: '本渠道当前可售服务的简要选项（编码、名称、类型、标准），供选择框与筛选使用',
  response: z.array(MarketTemplateOption),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const marketTenantListForProject = defineContract({
  method: 'GET',
  path: '/consulting/tenant/getTenantListForProject',
  tag,
  summary: '可为其购买服务的客户：本渠道自己的客户（按名称搜索）',
  query: z.object({ keyword: filterOf(text({ max: 60 })) }),
  response: z.array(MarketCustomer),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const PurchaseObjectInput = z.object({
  name: text({ max: PROJECT_NAME_MAX, name: true, required: MARKET_MESSAGES.objectName }),
  level: ProjectLevel.schema.nullable().default(null),
});

export const marketSaveGroup = defineContract({
  method: 'POST',
  path: '/channel/projectGroup/saveGroup.json',
  tag,
  summary:
    '购买服务：为本渠道的客户购买一项服务（每个评估对象一个项目），在一个事务中扣减购买人积分并创建项目组、项目与客户任务；同一 requestKey 只购买一次；积分不足时 errorCode 13001',
  body: z.object({
    productCode: text({ max: 40, required: MARKET_MESSAGES.productRequired }),
    customerTenantCode: text({ max: 64, required: MARKET_MESSAGES.customerRequired }),
    objects: z.array(PurchaseObjectInput).min(1, MARKET_MESSAGES.objectsRequired).max(PROJECTS_PER_GROUP_MAX, MARKET_MESSAGES.objectsTooMany),
    /** Who delivers: the channel itself, or the platform (平台交付). */
    delivery: z.enum(['channel', 'platform'], { error: '请选择交付方式' }).default('channel'),
    remark: text({ max: GROUP_REMARK_MAX, multiline: true }).default(''),
    /** Made by the client when the dialog opens: the same key again buys once. */
    requestKey: z
      .string({ error: MARKET_MESSAGES.requestKey })
      .trim()
      .regex(/^[0-9A-Za-z-]{8,64}$/, MARKET_MESSAGES.requestKey),
  }),
  response: z.object({
    groupCode: z.string(),
    projectCodes: z.array(z.string()),
    productName: z.string(),
    customerTenantCode: z.string(),
    deliveryTenantCode: z.string(),
    unitPricePoints: z.number().int(),
    pricePoints: z.number().int(),
    /** The buyer's balance after the debit. */
    balanceAfter: z.number().int(),
    /** True when the request key had already bought this group (nothing was debited again). */
    replayed: z.boolean(),
    purchasedAt: Timestamp,
  }),
  access: 'canReadConsult',
  timeout: TIMEOUTS.default,
});

/** A purchase as platform finance lists it. */
export const MarketGroupItem = z.object({
  groupCode: z.string(),
  channelTenantCode: z.string(),
  channelName: z.string(),
  customerTenantCode: z.string(),
  customerName: z.string(),
  deliveryTenantCode: z.string(),
  productCode: z.string(),
  productName: z.string(),
  serviceKind: z.string(),
  projectCount: z.number().int(),
  unitPricePoints: z.number().int(),
  pricePoints: z.number().int(),
  status: GroupStatus.schema,
  /** Active and none of its projects has started: platform finance may withdraw it. */
  withdrawable: z.boolean(),
  purchasedBy: z.string(),
  purchasedByName: z.string(),
  purchasedAt: Timestamp,
  withdrawnAt: Timestamp.nullable(),
  withdrawReason: z.string().nullable(),
});
export type MarketGroupItem = z.infer<typeof MarketGroupItem>;

export const marketGroupList = defineContract({
  method: 'GET',
  path: '/api/platform/projectGroup/list.json',
  tag,
  summary: '项目组列表（平台财务，全部渠道）：关键字（项目组编号、服务、渠道或客户名称）、状态；按购买时间倒序',
  query: PageQuery.extend({ keyword: filterOf(text({ max: 60 })), status: filterOf(GroupStatus.schema) }),
  response: pageOf(MarketGroupItem),
  access: 'canFinancialmanagement',
  timeout: TIMEOUTS.default,
});

export const marketGroupWithdraw = defineContract({
  method: 'POST',
  path: '/api/platform/projectGroup/withdraw.json',
  tag,
  summary: '撤销项目组并退款（平台财务）：项目均未开始实施时，在一个事务中退还购买人积分并将项目组置为已撤销',
  body: z.object({
    groupCode: text({ max: 40, required: '请指定项目组' }),
    reason: text({ max: 200, required: MARKET_MESSAGES.withdrawReason }),
  }),
  response: MarketGroupItem.extend({ refundedPoints: z.number().int(), balanceAfter: z.number().int() }),
  access: 'canFinancialmanagement',
  timeout: TIMEOUTS.default,
});

export const marketplaceContracts = {
  marketTemplateList,
  marketAllValidTemplateList,
  marketTenantListForProject,
  marketSaveGroup,
  marketGroupList,
  marketGroupWithdraw,
} as const;
