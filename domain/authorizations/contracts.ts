/**
 * Service authorization (/accredit; spec §7 "Tenants, users and marketing", issue 10 item 2): the
 * platform authorizes a channel to sell a published product — a fixed price in points or a
 * discount of the list price, a validity period and a quota of projects — and withdraws it.
 * GET getChannelPurchaseInfo reads, POST updatePurchaseInfo authorizes or changes; withdrawing is
 * our own POST /channel/authorization/withdraw (alias table in docs/feature-checklist.md).
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { ApprovalState } from '../kernel/tenancyEnums';
import { AuthorizationEffect, AuthorizationStatus, PricingMode, ProductStatus, ServiceKind } from '../products/enums';
import { text } from '../kernel/text';
import { DateString, PageQuery, Timestamp, defineContract, filterOf, pageOf } from '../kernel/contract';
import { positiveInt } from '../products/contracts';

const tag = '服务授权';

export const ChannelOption = z.object({ tenantCode: z.string(), tenantZhName: z.string(), approvalState: ApprovalState.schema });
export type ChannelOption = z.infer<typeof ChannelOption>;

const DISCOUNT_MESSAGE = '折扣须为 1–99 的整数（百分比）';
/** Percent of the list price the channel pays, 1–99 (85 = 八五折). */
export const discountPercent = z.coerce.number({ error: DISCOUNT_MESSAGE }).int(DISCOUNT_MESSAGE).min(1, DISCOUNT_MESSAGE).max(99, DISCOUNT_MESSAGE);

/** What the platform sets for one channel and product. */
export const AuthorizationInput = z
  .object({
    channelTenantCode: text({ max: 64, required: '请选择渠道' }),
    productCode: text({ max: 40, required: '请选择产品' }),
    pricingMode: PricingMode.schema,
    /** Fixed price in points (pricingMode price). */
    pricePoints: positiveInt('价格').nullable().default(null),
    /** Percent of the list price the channel pays, 1–99 (pricingMode discount; 85 = 八五折). */
    discountPercent: discountPercent.nullable().default(null),
    /** How many projects the channel may open with this product. */
    quota: positiveInt('配额', 100_000),
    validFrom: DateString,
    validTo: DateString,
  })
  .superRefine((input, ctx) => {
    if (input.pricingMode === 'price' && input.pricePoints === null)
      ctx.addIssue({ code: 'custom', message: '价格须为正整数', path: ['pricePoints'] });
    if (input.pricingMode === 'discount' && input.discountPercent === null)
      ctx.addIssue({ code: 'custom', message: DISCOUNT_MESSAGE, path: ['discountPercent'] });
    if (input.validFrom > input.validTo) ctx.addIssue({ code: 'custom', message: '有效期开始日期不能晚于结束日期', path: ['validTo'] });
  });
export type AuthorizationInput = z.input<typeof AuthorizationInput>;

export const AuthorizationRow = z.object({
  authorizationCode: z.string(),
  channelTenantCode: z.string(),
  channelName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  serviceKind: ServiceKind.schema,
  productStatus: ProductStatus.schema,
  productSaleEndDate: z.string(),
  listPricePoints: z.number().int(),
  pricingMode: PricingMode.schema,
  pricePoints: z.number().int().nullable(),
  discountPercent: z.number().int().nullable(),
  /** What the channel pays per project, in points. */
  effectivePricePoints: z.number().int(),
  quota: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  status: AuthorizationStatus.schema,
  effect: AuthorizationEffect.schema,
  updatedAt: Timestamp,
});
export type AuthorizationRow = z.infer<typeof AuthorizationRow>;

export const channelListAll = defineContract({
  method: 'GET',
  path: '/api/platform/channel/listAll.json',
  tag,
  summary: '全部渠道租户（可按名称搜索、按审核状态筛选）',
  query: z.object({ keyword: filterOf(text({ max: 60 })), approvalState: filterOf(ApprovalState.schema) }),
  response: z.array(ChannelOption),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const getChannelPurchaseInfo = defineContract({
  method: 'GET',
  path: '/channel/authorization/getChannelPurchaseInfo',
  tag,
  summary: '渠道的产品授权（分页，按渠道、产品、状态筛选）',
  query: PageQuery.extend({
    channelTenantCode: filterOf(text({ max: 64 })),
    productCode: filterOf(text({ max: 40 })),
    effect: filterOf(AuthorizationEffect.schema),
  }),
  response: pageOf(AuthorizationRow),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const updatePurchaseInfo = defineContract({
  method: 'POST',
  path: '/channel/authorization/updatePurchaseInfo',
  tag,
  summary: '授权渠道销售产品，或修改授权（价格或折扣、有效期、配额）',
  body: AuthorizationInput,
  response: AuthorizationRow,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const withdrawAuthorization = defineContract({
  method: 'POST',
  path: '/channel/authorization/withdraw',
  tag,
  summary: '撤销渠道的产品授权',
  body: z.object({ authorizationCode: text({ max: 40, required: '请指定授权记录' }) }),
  response: AuthorizationRow,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const authorizationContracts = { channelListAll, getChannelPurchaseInfo, updatePurchaseInfo, withdrawAuthorization };
