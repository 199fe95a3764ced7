/**
 * Service authorization: the platform authorizes a channel to sell a published product (price or
 * discount, validity, quota), changes it, and withdraws it; what a channel may sell today is
 * `sellableFor` (app.authorizations, for the projects issue's marketplace). Rules in
 * domain/authorizations/rules.ts; every change is recorded in the operator audit log.
 */
import { randomBytes } from 'node:crypto';
import type { AuthorizationRow, ChannelOption } from '../../../domain/authorizations/contracts';
import type { ProductSummary } from '../../../domain/products/contracts';
import {
  AUTHORIZATION_MACHINE,
  authorizationEffect,
  authorizationProblems,
  authorizationRowOf,
  effectivePrice,
  isSellable,
} from '../../../domain/authorizations/rules';
import { chinaDay } from '../../../domain/kernel/chinaTime';
import { equityPrice } from '../../../domain/equity/rules';
import type { ApprovalState, AuthorizationEffect, PricingMode } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import { StateMoveError } from '../../../domain/kernel/stateMachine';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { AuditLog } from '../auditLog';
import type { Equity } from '../equity';
import type { AccountDirectory } from '../identity';
import type { Products, PublishedProduct } from '../products';
import type { AuthorizationDbRow, AuthorizationFilter, AuthorizationRepository } from './repository';

export interface AuthorizationServiceDeps {
  repos: Repositories<AuthorizationRepository>;
  directory: Pick<AccountDirectory, 'listTenants' | 'tenantsByCodes'>;
  products: Pick<Products, 'summariesByCodes' | 'publishedVersion'>;
  auditLog: AuditLog;
  clock: Clock;
  /** The channel's equity discount at an instant (app.equity). */
  equity: Pick<Equity, 'discountPercentAt'>;
}

export interface AuthorizationSaveInput {
  channelTenantCode: string;
  productCode: string;
  pricingMode: PricingMode;
  pricePoints: number | null;
  discountPercent: number | null;
  quota: number;
  validFrom: string;
  validTo: string;
}

/** A product a channel may sell today, at its price (app.authorizations.sellableFor). */
export interface SellableProduct {
  authorizationCode: string;
  product: PublishedProduct;
  /** What the channel pays: the authorized price with its equity level's discount (domain equityPrice). */
  pricePoints: number;
  /** The authorized price before the equity discount. */
  authorizedPricePoints: number;
  /** The equity discount applied (null: none, the base level). */
  equityDiscountPercent: number | null;
  quota: number;
  validTo: string;
}

/** What other modules may ask about authorizations (app.authorizations). */
export interface Authorizations {
  /**
   * What the channel may sell at `at` (default now) and at which price: the equity level held at
   * that instant discounts it, so a read for a past instant never changes after a later approval.
   */
  sellableFor(channelTenantCode: string, at?: Date): Promise<SellableProduct[]>;
}

/** The most channels listAll answers (the platform has tens, not thousands). */
const CHANNEL_LIST_MAX = 200;
const newAuthorizationCode = () => `AU${randomBytes(5).toString('hex').toUpperCase()}`;

export function createAuthorizationService({ repos, directory, products, auditLog, clock, equity }: AuthorizationServiceDeps) {
  const { repo } = repos;
  const today = () => chinaDay(clock.now());

  async function toRows(rows: readonly AuthorizationDbRow[]): Promise<AuthorizationRow[]> {
    const [channels, summaries] = await Promise.all([
      directory.tenantsByCodes(rows.map((row) => row.channelTenantCode)),
      products.summariesByCodes(rows.map((row) => row.productCode)),
    ]);
    const day = today();
    return rows.flatMap((row) => {
      const product = summaries.get(row.productCode);
      if (!product) return [];
      return [toRow(row, product, channels.get(row.channelTenantCode)?.tenantZhName ?? row.channelTenantCode, day)];
    });
  }

  const toRow = (row: AuthorizationDbRow, product: ProductSummary, channelName: string, day: string): AuthorizationRow =>
    authorizationRowOf({ ...row, updatedAt: row.updatedAt.toISOString() }, product, channelName, day);

  async function reread(authorizationCode: string): Promise<AuthorizationRow> {
    const row = await repo.byCode(authorizationCode);
    if (!row) throw new BusinessError(ErrorCode.AUTHORIZATION_NOT_FOUND);
    const [answer] = await toRows([row]);
    return answer;
  }

  const snapshot = (row: AuthorizationDbRow | AuthorizationSaveInput | undefined) =>
    row && {
      pricingMode: row.pricingMode,
      pricePoints: row.pricePoints,
      discountPercent: row.discountPercent,
      quota: row.quota,
      validFrom: row.validFrom,
      validTo: row.validTo,
      ...('status' in row ? { status: row.status } : {}),
    };

  const authorizations: Authorizations = {
    async sellableFor(channelTenantCode, at = clock.now()) {
      const rows = (await repo.all({ channelTenantCode })).filter((row) => row.status === 'active');
      const day = chinaDay(at);
      const discount = await equity.discountPercentAt(channelTenantCode, at);
      const sellable: SellableProduct[] = [];
      for (const row of rows) {
        const product = await products.publishedVersion(row.productCode);
        if (!product || !isSellable(authorizationEffect(row, 'published', day))) continue;
        const authorized = effectivePrice(product.definition.basic.pricePoints, row);
        sellable.push({
          authorizationCode: row.authorizationCode,
          product,
          pricePoints: equityPrice(authorized, discount),
          authorizedPricePoints: authorized,
          equityDiscountPercent: discount,
          quota: row.quota,
          validTo: row.validTo,
        });
      }
      return sellable;
    },
  };

  return {
    authorizations,

    async listChannels(query: { keyword?: string; approvalState?: ApprovalState }): Promise<ChannelOption[]> {
      const { list } = await directory.listTenants({ type: 'channel', ...query, current: 1, pageSize: CHANNEL_LIST_MAX });
      return list.map(({ tenantCode, tenantZhName, approvalState }) => ({ tenantCode, tenantZhName, approvalState }));
    },

    async list(query: AuthorizationFilter & { effect?: AuthorizationEffect; current: number; pageSize: number }) {
      if (!query.effect) {
        const { rows, total } = await repo.page(query, query);
        return { list: await toRows(rows), total, current: query.current, pageSize: query.pageSize };
      }
      // The effect depends on today and the product's state: filtered after reading (tens of rows per platform).
      const matching = (await toRows(await repo.all(query))).filter((row) => row.effect === query.effect);
      const start = (query.current - 1) * query.pageSize;
      return { list: matching.slice(start, start + query.pageSize), total: matching.length, current: query.current, pageSize: query.pageSize };
    },

    async save(auth: RequestContext, input: AuthorizationSaveInput): Promise<AuthorizationRow> {
      const channel = (await directory.tenantsByCodes([input.channelTenantCode])).get(input.channelTenantCode);
      if (channel?.type !== 'channel' || channel.approvalState !== 'success') throw new BusinessError(ErrorCode.AUTHORIZATION_CHANNEL);
      const product = (await products.summariesByCodes([input.productCode])).get(input.productCode);
      if (!product) throw new BusinessError(ErrorCode.PRODUCT_NOT_FOUND);
      if (product.status !== 'published') throw new BusinessError(ErrorCode.AUTHORIZATION_PRODUCT);
      const problems = authorizationProblems(input, product, today());
      if (problems.length > 0) throw new BusinessError(ErrorCode.AUTHORIZATION_RULE, problems.join('；'));
      const values = {
        pricingMode: input.pricingMode,
        pricePoints: input.pricingMode === 'price' ? input.pricePoints : null,
        discountPercent: input.pricingMode === 'discount' ? input.discountPercent : null,
        quota: input.quota,
        validFrom: input.validFrom,
        validTo: input.validTo,
      };
      const code = await repos.transaction(async (txRepo, tx) => {
        const existing = await txRepo.lockPair(input.channelTenantCode, input.productCode);
        const now = clock.now();
        let authorizationCode: string;
        if (existing) {
          AUTHORIZATION_MACHINE.assertMove(existing.status, 'authorize', auth.userInfo);
          authorizationCode = existing.authorizationCode;
          await txRepo.update(authorizationCode, { ...values, status: 'active', updatedAt: now });
        } else {
          authorizationCode = newAuthorizationCode();
          await txRepo.insert({
            authorizationCode,
            channelTenantCode: input.channelTenantCode,
            productCode: input.productCode,
            ...values,
            status: 'active',
            createdAt: now,
            updatedAt: now,
          });
        }
        await auditLog.record(
          auth,
          {
            area: 'authorizations',
            action: existing ? (existing.status === 'withdrawn' ? '重新授权' : '修改授权') : '授权渠道销售产品',
            targetType: 'authorization',
            targetId: authorizationCode,
            targetName: `${channel.tenantZhName} · ${product.name}`,
            before: snapshot(existing) ?? null,
            after: { ...values, status: 'active' },
          },
          { tx },
        );
        return authorizationCode;
      });
      return reread(code);
    },

    async withdraw(auth: RequestContext, authorizationCode: string): Promise<AuthorizationRow> {
      // Names first: other modules' reads must not wait inside this transaction (one connection on PGlite).
      const existing = await repo.byCode(authorizationCode);
      const [named] = existing ? await toRows([existing]) : [];
      await repos.transaction(async (txRepo, tx) => {
        const row = await txRepo.lockByCode(authorizationCode);
        if (!row) throw new BusinessError(ErrorCode.AUTHORIZATION_NOT_FOUND);
        let status: AuthorizationDbRow['status'];
        try {
          status = AUTHORIZATION_MACHINE.assertMove(row.status, 'withdraw', auth.userInfo);
        } catch (error) {
          if (error instanceof StateMoveError) throw new BusinessError(ErrorCode.AUTHORIZATION_STATE, error.message);
          throw error;
        }
        await txRepo.update(authorizationCode, { status, updatedAt: clock.now() });
        await auditLog.record(
          auth,
          {
            area: 'authorizations',
            action: '撤销授权',
            targetType: 'authorization',
            targetId: authorizationCode,
            targetName: named ? `${named.channelName} · ${named.productName}` : authorizationCode,
            before: { status: row.status },
            after: { status },
          },
          { tx },
        );
      });
      return reread(authorizationCode);
    },
  };
}

export type AuthorizationService = ReturnType<typeof createAuthorizationService>;
