/**
 * Dev mocks of domain/authorizations/contracts.ts (`npm run dev:mock`): the demo authorizations (domain
 * DEMO_AUTHORIZATIONS) over the demo channel tenants and the mock products, with the server's
 * rules (authorizationProblems, authorizationEffect, AUTHORIZATION_MACHINE).
 */
import { authorizationContracts as c, type AuthorizationRow } from '../domain/authorizations/contracts';
import { AUTHORIZATION_MACHINE, authorizationProblems, authorizationRowOf } from '../domain/authorizations/rules';
import { chinaDay } from '../domain/kernel/chinaTime';
import { DEMO_AUTHORIZATIONS, DEMO_TENANTS, type DemoAuthorization } from '../domain/demo';
import type { AuthorizationStatus } from '../domain/enums';
import { ErrorCode, fail, ok } from '../domain/errors';
import { recordMockAudit } from './lib/auditStore';
import { contractKey, guardedSession, type MockHandler, pageOf, parseOr, toUmiMocks } from './lib/handler';
import { mockProducts, summaryOf } from './products';

type MockAuthorization = DemoAuthorization & { status: AuthorizationStatus; updatedAt: string };

const seed = (): MockAuthorization[] => DEMO_AUTHORIZATIONS.map((row) => ({ ...row, status: 'active', updatedAt: '2025-05-20T09:00:00.000Z' }));
const state = { rows: seed(), sequence: 100 };

export function resetAuthorizationsMockState(): void {
  state.rows = seed();
  state.sequence = 100;
}

const today = () => chinaDay(new Date());
const productOf = (code: string) => {
  const product = mockProducts().find((p) => p.productCode === code);
  return product && summaryOf(product);
};
const channelName = (code: string) => DEMO_TENANTS.find((tenant) => tenant.tenantCode === code)?.tenantZhName ?? code;

function toRow(row: MockAuthorization): AuthorizationRow | undefined {
  const product = productOf(row.productCode);
  return product && authorizationRowOf(row, product, channelName(row.channelTenantCode), today());
}

const rowsOf = (rows: MockAuthorization[]) => rows.flatMap((row) => toRow(row) ?? []);

export const authorizationsMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.channelListAll)]: guardedSession(c.channelListAll, ({ query }) => {
    const parsed = parseOr(c.channelListAll.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { keyword, approvalState } = parsed.value;
    const channels = DEMO_TENANTS.filter(
      (tenant) =>
        tenant.type === 'channel' &&
        (!approvalState || tenant.approvalState === approvalState) &&
        (!keyword || tenant.tenantZhName.includes(keyword)),
    ).map(({ tenantCode, tenantZhName, approvalState: s }) => ({ tenantCode, tenantZhName, approvalState: s }));
    return { envelope: ok(channels) };
  }),

  [contractKey(c.getChannelPurchaseInfo)]: guardedSession(c.getChannelPurchaseInfo, ({ query }) => {
    const parsed = parseOr(c.getChannelPurchaseInfo.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, channelTenantCode, productCode, effect } = parsed.value;
    const rows = rowsOf(state.rows)
      .filter(
        (row) =>
          (!channelTenantCode || row.channelTenantCode === channelTenantCode) &&
          (!productCode || row.productCode === productCode) &&
          (!effect || row.effect === effect),
      )
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return { envelope: ok(pageOf(rows, { current, pageSize })) };
  }),

  [contractKey(c.updatePurchaseInfo)]: guardedSession(c.updatePurchaseInfo, ({ body, caller }) => {
    const parsed = parseOr(c.updatePurchaseInfo.body, body);
    if ('failure' in parsed) return parsed.failure;
    const input = parsed.value;
    const channel = DEMO_TENANTS.find((tenant) => tenant.tenantCode === input.channelTenantCode);
    if (channel?.type !== 'channel' || channel.approvalState !== 'success') return { envelope: fail(ErrorCode.AUTHORIZATION_CHANNEL) };
    const product = productOf(input.productCode);
    if (!product) return { envelope: fail(ErrorCode.PRODUCT_NOT_FOUND) };
    if (product.status !== 'published') return { envelope: fail(ErrorCode.AUTHORIZATION_PRODUCT) };
    const problems = authorizationProblems(input, product, today());
    if (problems.length > 0) return { envelope: fail(ErrorCode.AUTHORIZATION_RULE, problems.join('；')) };
    const values = {
      pricingMode: input.pricingMode,
      pricePoints: input.pricingMode === 'price' ? input.pricePoints : null,
      discountPercent: input.pricingMode === 'discount' ? input.discountPercent : null,
      quota: input.quota,
      validFrom: input.validFrom,
      validTo: input.validTo,
    };
    let row = state.rows.find((r) => r.channelTenantCode === input.channelTenantCode && r.productCode === input.productCode);
    const before = row ? { ...row } : null;
    if (row) Object.assign(row, values, { status: 'active', updatedAt: new Date().toISOString() });
    else {
      state.sequence += 1;
      row = {
        authorizationCode: `AU-MOCK-${state.sequence}`,
        channelTenantCode: input.channelTenantCode,
        productCode: input.productCode,
        ...values,
        status: 'active',
        updatedAt: new Date().toISOString(),
      };
      state.rows.push(row);
    }
    recordMockAudit(caller, {
      area: 'authorizations',
      action: before ? '修改授权' : '授权渠道销售产品',
      targetType: 'authorization',
      targetId: row.authorizationCode,
      targetName: `${channel.tenantZhName} · ${product.name}`,
      before,
      after: values,
    });
    return { envelope: ok(toRow(row)!) };
  }),

  [contractKey(c.withdrawAuthorization)]: guardedSession(c.withdrawAuthorization, ({ body, caller }) => {
    const parsed = parseOr(c.withdrawAuthorization.body, body);
    if ('failure' in parsed) return parsed.failure;
    const row = state.rows.find((r) => r.authorizationCode === parsed.value.authorizationCode);
    if (!row) return { envelope: fail(ErrorCode.AUTHORIZATION_NOT_FOUND) };
    const refusal = AUTHORIZATION_MACHINE.refusal(row.status, 'withdraw', caller.user);
    if (refusal) return { envelope: fail(ErrorCode.AUTHORIZATION_STATE, refusal) };
    const answer = toRow(row);
    recordMockAudit(caller, {
      area: 'authorizations',
      action: '撤销授权',
      targetType: 'authorization',
      targetId: row.authorizationCode,
      targetName: answer ? `${answer.channelName} · ${answer.productName}` : row.authorizationCode,
      before: { status: row.status },
      after: { status: 'withdrawn' },
    });
    row.status = 'withdrawn';
    row.updatedAt = new Date().toISOString();
    return { envelope: ok(toRow(row)!) };
  }),
};

export default toUmiMocks(authorizationsMockHandlers);
