/**
 * A small channel of its own for the dashboards' API tests, inserted directly: 测试渠道 (T-CH-MT)
 * with a manager, a sub-manager and a consultant, two customers in two provinces, four purchases
 * (one withdrawn, one bought before the default range and delivered inside it), open gaps and
 * risks, a paid recharge and the ledger's debits; its sub-channel T-CH-MTSUB with one customer and
 * one purchase. Every figure the tests expect is computed by hand from these rows (see the test).
 * The clock is the harness's FakeClock: 2025-06-02 09:00 China time.
 */
import { sql } from 'drizzle-orm';
import { purchaseDebitKey } from '../../../domain/projects/marketplace';
import type { TestApp } from '../harness';

export const MT = 'T-CH-MT';
export const MT_SUB = 'T-CH-MTSUB';
export const MT_CU1 = 'T-CU-MT1';
export const MT_CU2 = 'T-CU-MT2';
export const MT_CU3 = 'T-CU-MT3';
export const MT_MANAGER = 'A-MTM';
export const MT_SUB_MANAGER = 'A-MTS';
export const MT_CONSULTANT = 'A-MTC';
export const MT_SUB_CHANNEL_MANAGER = 'A-MTX';

/** Group codes (project_groups.group_code is unique across channels). */
export const G = { g1: 'PG-MT-1', g2: 'PG-MT-2', g3: 'PG-MT-3', g4: 'PG-MT-4', g5: 'PG-MT-5' } as const;

const at = (iso: string) => new Date(iso).toISOString();

export async function insertMetricsFixture(t: TestApp): Promise<void> {
  const db = t.database.db;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const now = at('2025-06-02T01:00:00Z');

  for (const [code, type, name, created] of [
    [MT, 'channel', '测试渠道', '2025-01-15T02:00:00Z'],
    [MT_SUB, 'channel', '测试下级渠道', '2025-01-20T02:00:00Z'],
    [MT_CU1, 'customer', '测试客户甲', '2025-01-16T02:00:00Z'],
    [MT_CU2, 'customer', '测试客户乙', '2025-01-16T02:00:00Z'],
    [MT_CU3, 'customer', '测试客户丙', '2025-01-21T02:00:00Z'],
  ] as const) {
    await run(
      sql`insert into tenants (tenant_code, type, approval_state, tenant_zh_name, created_at) values (${code}, ${type}, 'success', ${name}, ${at(created)})`,
    );
  }
  await run(sql`insert into channel_reviews (tenant_code, from_state, approval_state, reviewer_account_id, reviewer_name, reviewed_at)
                values (${MT}, 'submitted', 'success', 'A-01', '平台管理员', ${at('2025-01-17T02:00:00Z')})`);
  await run(sql`insert into channel_profiles (tenant_code, company_name, credit_code, contact_name, contact_phone, region, region_code, updated_at, updated_by)
                values (${MT}, '测试渠道', '91330100MA00000001', '联系人', '13900000001', '浙江省杭州市', '330100', ${now}, 'A-01'),
                       (${MT_SUB}, '测试下级渠道', '91330100MA00000002', '联系人', '13900000002', '江苏省南京市', '320100', ${now}, 'A-01')`);
  await run(sql`insert into tenant_relations (parent_tenant_code, child_tenant_code, kind, created_by, created_at) values
                (${MT}, ${MT_CU1}, 'customer', ${MT_MANAGER}, ${now}), (${MT}, ${MT_CU2}, 'customer', ${MT_MANAGER}, ${now}),
                (${MT}, ${MT_SUB}, 'subChannel', ${MT_MANAGER}, ${now}), (${MT_SUB}, ${MT_CU3}, 'customer', ${MT_SUB_CHANNEL_MANAGER}, ${now})`);
  for (const [channel, customer, name, credit, industry, region] of [
    [MT, MT_CU1, '测试客户甲', '91330106MA00000011', '65', '330106'],
    [MT, MT_CU2, '测试客户乙', '91110101MA00000012', '13', '110101'],
    [MT_SUB, MT_CU3, '测试客户丙', '91320102MA00000013', '65', '320102'],
  ] as const) {
    await run(sql`insert into customer_profiles (tenant_code, customer_tenant_code, company_name, credit_code, industry_code, region_code, size,
                    contact_name, contact_phone, pm_account_id, created_by, created_at, updated_by, updated_at)
                  values (${channel}, ${customer}, ${name}, ${credit}, ${industry}, ${region}, 'small', '联系人', '13900000003', 'A-21', 'A-11', ${now}, 'A-11', ${now})`);
  }

  for (const [accountId, phone, tenantCode, role, name] of [
    [MT_MANAGER, '13900000091', MT, 'channel-tenant-manager', '测试渠道管理员'],
    [MT_SUB_MANAGER, '13900000092', MT, 'channel-tenant-sub-manager', '测试渠道子管理员'],
    [MT_CONSULTANT, '13900000093', MT, 'channel-owner', '顾问甲'],
    [MT_SUB_CHANNEL_MANAGER, '13900000094', MT_SUB, 'channel-tenant-manager', '下级渠道管理员'],
  ] as const) {
    await t.insertAccount({ accountId, phone, memberships: [{ tenantCode, roles: [role] }] });
    await run(sql`update accounts set show_name = ${name} where account_id = ${accountId}`);
    await run(sql`insert into licence_acceptances (account_id, licence_code, accepted_at) select ${accountId}, licence_code, ${now} from licences`);
  }

  await run(sql`insert into product_authorizations (authorization_code, channel_tenant_code, product_code, pricing_mode, price_points, quota, valid_from, valid_to, status, created_at, updated_at)
                values ('AU-MT-1', ${MT}, 'PD-RA-20984', 'price', 1000, 10, '2025-01-01', '2025-12-31', 'active', ${now}, ${now})`);

  // Purchases: [group, channel, customer, product, unit points, purchased, status, projects: [code, state, consultant, progress, finished]]
  type P = [string, string, string | null, number, string | null];
  const purchases: [string, string, string, string, number, string, 'active' | 'withdrawn', P[]][] = [
    [
      G.g1,
      MT,
      MT_CU1,
      'PD-RA-20984',
      1000,
      '2025-03-10T02:00:00Z',
      'active',
      [
        ['PJ-MT-1', 'finished', MT_CONSULTANT, 100, '2025-04-05T02:00:00Z'],
        ['PJ-MT-2', 'inhand', MT_CONSULTANT, 40, null],
      ],
    ],
    [G.g2, MT, MT_CU2, 'PD-GAP-ISO27001', 500, '2025-05-20T02:00:00Z', 'active', [['PJ-MT-3', 'inhand', null, 10, null]]],
    [G.g3, MT, MT_CU1, 'PD-GAP-ISO27001', 500, '2025-04-01T02:00:00Z', 'withdrawn', [['PJ-MT-4', 'empty', null, 0, null]]],
    [G.g4, MT, MT_CU2, 'PD-RA-20984', 1000, '2024-05-15T02:00:00Z', 'active', [['PJ-MT-5', 'finished', MT_CONSULTANT, 100, '2024-07-10T02:00:00Z']]],
    [
      G.g5,
      MT_SUB,
      MT_CU3,
      'PD-QN-ONLINE',
      380,
      '2025-02-10T02:00:00Z',
      'active',
      [
        ['PJ-MT-6', 'finished', null, 100, '2025-02-15T02:00:00Z'],
        ['PJ-MT-7', 'inhand', null, 50, null],
      ],
    ],
  ];
  for (const [groupCode, channel, customer, product, unit, purchased, status, projects] of purchases) {
    const [version] = (
      (await run(sql`select v.version, v.definition -> 'basic' ->> 'name' as name, v.definition -> 'basic' ->> 'serviceKind' as kind
                       from product_versions v join products p on p.product_code = v.product_code and p.published_version = v.version
                      where v.product_code = ${product}`)) as unknown as { rows: { version: number; name: string; kind: string }[] }
    ).rows;
    await run(sql`insert into project_groups (tenant_code, group_code, customer_tenant_code, delivery_tenant_code, product_code, product_version, product_name,
                    service_kind, standard, authorization_code, unit_price_points, price_points, request_key, status, purchased_by, purchased_at)
                  values (${channel}, ${groupCode}, ${customer}, ${channel}, ${product}, ${version.version}, ${version.name}, ${version.kind}, 'iso', 'AU-MT-1',
                    ${unit}, ${unit * projects.length}, ${`rk-${groupCode}`}, ${status}, ${MT_MANAGER}, ${at(purchased)})`);
    for (const [projectCode, state, consultant, progress, finished] of projects) {
      await run(sql`insert into projects (tenant_code, project_code, group_code, customer_tenant_code, delivery_tenant_code, name, state, consultant_account_id,
                      progress, finished_at, created_at, updated_at)
                    values (${channel}, ${projectCode}, ${groupCode}, ${customer}, ${channel}, ${`对象 ${projectCode}`}, ${state}, ${consultant}, ${progress},
                      ${finished ? at(finished) : null}, ${at(purchased)}, ${at(purchased)})`);
    }
  }

  // Gaps of PJ-MT-3: open 5 (overdue), open 4 (due later), open 2 (no due date); a closed 5.
  for (const [key, level, due, status] of [
    ['g-a', 5, '2025-05-30', 'in-handle'],
    ['g-b', 4, '2025-06-30', 'in-handle'],
    ['g-c', 2, null, 'in-handle'],
    ['g-d', 5, '2025-05-01', 'finish'],
  ] as const) {
    await run(sql`insert into gap_disposals (tenant_code, project_code, gap_key, customer_tenant_code, report_no, gap_level, due_date, status, updated_at)
                  values (${MT}, 'PJ-MT-3', ${key}, ${MT_CU2}, 1, ${level}, ${due}, ${status}, ${now})`);
  }
  // Risks of PJ-MT-2: a 5 untreated (open, high), a 4 treated whose residual stays 4, a 2 untreated.
  for (const [code, level, residualStatus, residualLevel] of [
    ['R-1', 5, 'untreated', null],
    ['R-2', 4, 'treated', 4],
    ['R-3', 2, 'untreated', null],
  ] as const) {
    await run(sql`insert into ra_risks (tenant_code, project_code, risk_code, asset_code, asset_tier, vuln_code, threat_code, rank, asset_value, threat_value,
                    severity, likelihood_value, likelihood_level, loss_value, loss_level, value, level, acceptance, explanation, residual_status,
                    residual_level, further_action, computed_at)
                  values (${MT}, 'PJ-MT-2', ${code}, 'AS-1', 'system', 'V-1', ${`T-${code}`}, 1, 3, 3, 3, 3, 3, 3, 3, 10, ${level}, 'mustTreat', '[]'::jsonb,
                    ${residualStatus}, ${residualLevel}, false, ${now})`);
  }

  // The ledger: a paid recharge, the purchases' debits (G3's refunded), one debit without a purchase.
  await run(sql`insert into wallets (account_id, balance, total_in, total_out, created_at, updated_at) values
                (${MT_MANAGER}, 1400, 5500, 4100, ${now}, ${now}), (${MT_SUB_MANAGER}, 0, 0, 0, ${now}, ${now})`);
  await run(sql`insert into orders (order_no, account_id, tenant_code, points, amount_fen, status, channel, created_at, expires_at, paid_at)
                values ('OR-MT-1', ${MT_MANAGER}, ${MT}, 5000, 500000, 'paid', 'sandbox', ${at('2025-03-01T02:00:00Z')}, ${at('2025-03-01T03:00:00Z')}, ${at('2025-03-01T02:05:00Z')})`);
  const entries: [string, string, string, number, string, string][] = [
    ['E-MT-1', MT_MANAGER, 'recharge', 5000, 'order:OR-MT-1', '2025-03-01T02:05:00Z'],
    ['E-MT-2', MT_MANAGER, 'consume', -2000, purchaseDebitKey(MT, `rk-${G.g1}`), '2025-03-10T02:00:00Z'],
    ['E-MT-3', MT_SUB_MANAGER, 'consume', -500, purchaseDebitKey(MT, `rk-${G.g2}`), '2025-05-20T02:00:00Z'],
    ['E-MT-4', MT_MANAGER, 'consume', -500, purchaseDebitKey(MT, `rk-${G.g3}`), '2025-04-01T02:00:00Z'],
    ['E-MT-5', MT_MANAGER, 'refund', 500, `project-group-refund:${G.g3}`, '2025-04-02T02:00:00Z'],
    ['E-MT-6', MT_MANAGER, 'consume', -1000, purchaseDebitKey(MT, `rk-${G.g4}`), '2024-05-15T02:00:00Z'],
    ['E-MT-7', MT_MANAGER, 'consume', -100, 'other:exam-1', '2025-05-25T02:00:00Z'],
  ];
  for (const [entryId, accountId, type, amount, key, created] of entries) {
    await run(sql`insert into wallet_entries (entry_id, account_id, type, amount, balance_after, idempotency_key, reason, tenant_code, operator_account_id, created_at)
                  values (${entryId}, ${accountId}, ${type}, ${amount}, 0, ${key}, ${`说明 ${entryId}`}, ${MT}, ${accountId}, ${at(created)})`);
  }
}
