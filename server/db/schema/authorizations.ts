/**
 * Service authorizations: which channel tenant may sell which product, at what price, how many
 * projects and until when. Keyed by the channel tenant first (one row per channel and product).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { AuthorizationStatus, PricingMode } from '../../../domain/enums';
import { at, oneOf } from './columns';

export const productAuthorizations = pgTable(
  'product_authorizations',
  {
    authorizationCode: text('authorization_code').primaryKey(),
    channelTenantCode: text('channel_tenant_code').notNull(),
    productCode: text('product_code').notNull(),
    pricingMode: text('pricing_mode', { enum: PricingMode.values as [PricingMode, ...PricingMode[]] }).notNull(),
    pricePoints: integer('price_points'),
    discountPercent: integer('discount_percent'),
    quota: integer('quota').notNull(),
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
    status: text('status', { enum: AuthorizationStatus.values as [AuthorizationStatus, ...AuthorizationStatus[]] }).notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('product_authorizations_channel_product_idx').on(t.channelTenantCode, t.productCode),
    check('product_authorizations_pricing_mode_check', oneOf(t.pricingMode, PricingMode.values)),
    check('product_authorizations_status_check', oneOf(t.status, AuthorizationStatus.values)),
    check('product_authorizations_quota_check', sql`${t.quota} > 0`),
  ],
);
