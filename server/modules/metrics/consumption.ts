/**
 * 消费明细: the channel's debits with the purchase each paid for, paged with totals over the whole
 * filter, the filter's options and the rows of the export.
 */
import type { ParsedQuery } from '../../../domain/kernel/contract';
import { chinaCompactDay, chinaDayRange } from '../../../domain/kernel/chinaTime';
import type { metricsContracts } from '../../../domain/metrics/contracts';
import type { ConsumptionItem } from '../../../domain/metrics/contracts';
import type { RequestContext } from '../../http/context';
import { tenantScope, type TenantScope } from '../../tenancy';
import type { ConsumptionFilter } from './repository';

import type { MetricsKit, MetricsServiceDeps } from './kit';

type C = typeof metricsContracts;

export function createConsumption(deps: MetricsServiceDeps, kit: MetricsKit) {
  const { accountDirectory, clock } = deps;
  const { repo } = kit;

  // ---- 消费明细 ----------------------------------------------------------------------------------

  const filterOf = (query: { accountId?: string; productCode?: string; customerTenantCode?: string; startDate?: string; endDate?: string }) => {
    const { from, to } = chinaDayRange({ startDate: query.startDate, endDate: query.endDate });
    return {
      accountId: query.accountId,
      productCode: query.productCode,
      customerTenantCode: query.customerTenantCode,
      from,
      to,
    } satisfies ConsumptionFilter;
  };

  async function consumptionItems(scope: TenantScope, filter: ConsumptionFilter, limit: number, offset: number): Promise<ConsumptionItem[]> {
    const rows = await repo.consumptionPage(scope, filter, limit, offset);
    const [members, customers] = [
      await accountDirectory.accountNames([...new Set(rows.map((row) => row.accountId))]),
      await accountDirectory.tenantNames([...new Set(rows.flatMap((row) => (row.customerTenantCode ? [row.customerTenantCode] : [])))]),
    ];
    return rows.map((row) => ({
      entryId: row.entryId,
      createdAt: new Date(row.createdAt).toISOString(),
      accountId: row.accountId,
      memberName: members.get(row.accountId)?.showName ?? row.accountId,
      points: row.points,
      reason: row.reason,
      productCode: row.productCode,
      productName: row.productName,
      customerTenantCode: row.customerTenantCode,
      customerName: row.customerTenantCode ? (customers.get(row.customerTenantCode)?.tenantZhName ?? row.customerTenantCode) : null,
      groupCode: row.groupCode,
      projects: row.projects,
      refunded: row.refunded,
    }));
  }

  async function consumptionList(auth: RequestContext, query: ParsedQuery<C['metricsConsumptionList']>) {
    const scope = tenantScope(auth);
    const filter = filterOf(query);
    const totals = await repo.consumptionTotals(scope, filter);
    const list = await consumptionItems(scope, filter, query.pageSize, (query.current - 1) * query.pageSize);
    return { list, total: totals.entries, current: query.current, pageSize: query.pageSize, totals };
  }

  async function consumptionOptions(auth: RequestContext) {
    const scope = tenantScope(auth);
    const options = await repo.consumptionOptions(scope);
    const [members, customers] = [await accountDirectory.accountNames(options.accountIds), await accountDirectory.tenantNames(options.customerCodes)];
    return {
      members: options.accountIds
        .map((accountId) => ({ accountId, name: members.get(accountId)?.showName ?? accountId }))
        .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')),
      products: options.products,
      customers: options.customerCodes
        .map((code) => ({ customerTenantCode: code, customerName: customers.get(code)?.tenantZhName ?? code }))
        .sort((a, b) => a.customerName.localeCompare(b.customerName, 'zh-CN')),
    };
  }

  /** Every row of the filter (up to `max`), newest first, with the totals over all of them. */
  async function consumptionForExport(auth: RequestContext, query: ParsedQuery<C['metricsConsumptionExport']>, max: number) {
    const scope = tenantScope(auth);
    const filter = filterOf(query);
    const totals = await repo.consumptionTotals(scope, filter);
    const rows: ConsumptionItem[] = [];
    const batch = 1_000;
    while (rows.length < Math.min(max, totals.entries)) {
      const page = await consumptionItems(scope, filter, Math.min(batch, max - rows.length), rows.length);
      if (!page.length) break;
      rows.push(...page);
    }
    return { rows, totals, truncated: totals.entries > rows.length, fileDay: chinaCompactDay(clock.now()) };
  }

  return { consumptionList, consumptionOptions, consumptionForExport };
}
