/**
 * Service authorization rules: which channel may sell which product, at what price, how many
 * times and until when. Used by the server, the /accredit form and the mocks.
 *
 * "An authorization never outlives its product":
 * - its validity may not end after the product's sale end date (销售截止日期), and may not already be over;
 * - a product must be published to be authorized;
 * - while the product is withdrawn (下架) the authorization is not effective (effect productOffSale);
 *   nothing is rewritten, so republishing the product lets the authorization count again within its
 *   validity. Projects already bought keep their pinned product version either way.
 */
import type { AuthorizationRow } from './contracts';
import type { ProductSummary } from '../products/contracts';
import type { ProductStatus } from '../products/enums';
import { AuthorizationStatus, type AuthorizationEffect, type PricingMode } from '../products/enums';
import { defineStateMachine } from '../kernel/stateMachine';

export type AuthorizationAction = 'authorize' | 'withdraw';

export const AUTHORIZATION_MACHINE = defineStateMachine<AuthorizationStatus, AuthorizationAction>({
  name: '授权',
  states: AuthorizationStatus.labels,
  moves: [
    { from: ['active', 'withdrawn'], to: 'active', action: 'authorize', label: '授权', by: [{ access: 'canRoot' }] },
    { from: 'active', to: 'withdrawn', action: 'withdraw', label: '撤销授权', by: [{ access: 'canRoot' }] },
  ],
});

export interface PricingInput {
  pricingMode: PricingMode;
  pricePoints: number | null;
  discountPercent: number | null;
}

/** Points the channel pays per project: the fixed price, or the discounted list price rounded up (at least 1). */
export function effectivePrice(listPricePoints: number, pricing: PricingInput): number {
  if (pricing.pricingMode === 'price') return pricing.pricePoints ?? listPricePoints;
  return Math.max(1, Math.ceil((listPricePoints * (pricing.discountPercent ?? 100)) / 100));
}

export interface AuthorizedProductFacts {
  status: ProductStatus;
  saleEndDate: string;
}

/** Every reason the authorization cannot be saved, in Chinese (empty = fine). `today`: the China day. */
export function authorizationProblems(input: { validFrom: string; validTo: string }, product: AuthorizedProductFacts, today: string): string[] {
  const problems: string[] = [];
  if (product.status !== 'published') problems.push('只能授权已发布的产品');
  if (input.validFrom > input.validTo) problems.push('有效期开始日期不能晚于结束日期');
  if (input.validTo < today) problems.push(`有效期结束日期不能早于今天（${today}）`);
  if (input.validTo > product.saleEndDate) problems.push(`有效期结束日期不能晚于产品的销售截止日期 ${product.saleEndDate}`);
  return problems;
}

/** Whether the channel can sell the product today, and if not, why. */
export function authorizationEffect(
  authorization: { status: AuthorizationStatus; validFrom: string; validTo: string },
  productStatus: ProductStatus,
  today: string,
): AuthorizationEffect {
  if (authorization.status === 'withdrawn') return 'withdrawn';
  if (productStatus !== 'published') return 'productOffSale';
  if (today < authorization.validFrom) return 'notStarted';
  if (today > authorization.validTo) return 'expired';
  return 'effective';
}

/** Sellable: authorized, effective today, and the product published. */
export const isSellable = (effect: AuthorizationEffect): boolean => effect === 'effective';

/** The fields of a stored authorization that its list row shows (server table or mock store). */
export interface StoredAuthorization extends PricingInput {
  authorizationCode: string;
  channelTenantCode: string;
  productCode: string;
  quota: number;
  validFrom: string;
  validTo: string;
  status: AuthorizationStatus;
  /** ISO 8601. */
  updatedAt: string;
}

/** One row of the authorization list: the stored authorization with its product, price and effect today. */
export function authorizationRowOf(row: StoredAuthorization, product: ProductSummary, channelName: string, today: string): AuthorizationRow {
  return {
    authorizationCode: row.authorizationCode,
    channelTenantCode: row.channelTenantCode,
    channelName,
    productCode: row.productCode,
    productName: product.name,
    serviceKind: product.serviceKind,
    productStatus: product.status,
    productSaleEndDate: product.saleEndDate,
    listPricePoints: product.pricePoints,
    pricingMode: row.pricingMode,
    pricePoints: row.pricePoints,
    discountPercent: row.discountPercent,
    effectivePricePoints: effectivePrice(product.pricePoints, row),
    quota: row.quota,
    validFrom: row.validFrom,
    validTo: row.validTo,
    status: row.status,
    effect: authorizationEffect(row, product.status, today),
    updatedAt: row.updatedAt,
  };
}
