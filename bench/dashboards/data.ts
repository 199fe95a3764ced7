/**
 * The dashboards bench's data (bench/dashboards/index.ts), generated set-based in SQL
 * (generate_series) on PostgreSQL: channels 'T-BENCH-nnnn' each with a manager (A-BM-n), five
 * consultants, 20 customers (tenant, relation, profile in one of ten provinces' counties), its
 * purchases of the four demo service products over the last twelve months (groups of five
 * projects: finished, some late, running, a few stalled), the manager's wallet with a consume
 * entry per purchase and a paid recharge order per month, open gap disposals (some overdue) on
 * one gap project in ten and computed risks (some high, some still open) on one risk assessment
 * in ten. Every tenth channel is the parent of the next nine (sub-channels).
 *
 * The metric triggers stay off while loading (session_replication_role = replica: no trigger of
 * the session fires, the foreign keys' neither — the rows are consistent by construction); the
 * bench then rebuilds the summaries (app.metrics.rebuild()).
 */
import type pg from 'pg';

export const GROUP_SIZE = 5;
export const CUSTOMERS_PER_CHANNEL = 20;
export const CONSULTANTS_PER_CHANNEL = 5;

export const benchChannel = (n: number) => `T-BENCH-${String(n).padStart(4, '0')}`;
export const benchManager = (n: number) => `A-BM-${n}`;

/** The demo products (seeded with the demo set) with the unit price paid and their planned days. */
const PRODUCTS = `(values (1, 'PD-RA-20984', '信息安全风险评估（GB/T 20984-2022）', 'riskAssessment', 'gov', 2470, 30),
  (2, 'PD-GAP-MLPS3', '等级保护 2.0 第三级差距分析', 'gapAnalysis', 'gov', 1615, 14),
  (3, 'PD-GAP-ISO27001', 'ISO/IEC 27001:2022 差距分析', 'gapAnalysis', 'iso', 2138, 21),
  (4, 'PD-QN-ONLINE', '信息安全在线问卷评估', 'questionnaire', 'iso', 380, 10)) as pr(n, code, name, kind, standard, price, days)`;

const INDUSTRIES = `array['65','64','66','39','44','51','63','84','83','34']`;
const REGIONS = `array['330106','310115','320508','440305','110108','340104','350203','510107','420106','370212']`;

const ch = (column: string) => `'T-BENCH-' || lpad(${column}::text, 4, '0')`;

/**
 * Loads channels first..last (1-based), `perChannel` projects each, in one transaction with the
 * triggers off. `nowMs`: the instant the twelve months run up to.
 */
export async function loadChannels(client: pg.Client, first: number, last: number, perChannel: number, nowMs: number): Promise<void> {
  const groups = Math.max(1, Math.floor(perChannel / GROUP_SIZE));
  const params = [first, last, nowMs, groups];
  const now = `to_timestamp($3::bigint / 1000.0)`;
  const statements = [
    // Channels and their customers.
    `insert into tenants (tenant_code, type, approval_state, tenant_zh_name, created_at)
     select ${ch('c')}, 'channel', 'success', '基准渠道 ' || c, ${now} - interval '500 days' + (c % 100) * interval '1 day'
       from generate_series($1::int, $2::int) c
     union all
     select ${ch('c')} || '-C' || k, 'customer', 'success', '基准客户 ' || c || '-' || k, ${now} - interval '400 days' + (k * 15) * interval '1 day'
       from generate_series($1::int, $2::int) c, generate_series(1, ${CUSTOMERS_PER_CHANNEL}) k`,
    `insert into channel_profiles (tenant_code, company_name, credit_code, contact_name, contact_phone, region, region_code, updated_at, updated_by)
     select ${ch('c')}, '基准渠道 ' || c || ' 有限公司', 'BENCHCH' || lpad(c::text, 6, '0'), '渠道联系人', '13900000000', '基准地区',
            (${REGIONS})[c % 10 + 1], ${now}, 'A-01'
       from generate_series($1::int, $2::int) c`,
    `insert into tenant_relations (parent_tenant_code, child_tenant_code, kind, created_by, created_at)
     select ${ch('c')}, ${ch('c')} || '-C' || k, 'customer', 'A-BM-' || c, ${now} - interval '400 days'
       from generate_series($1::int, $2::int) c, generate_series(1, ${CUSTOMERS_PER_CHANNEL}) k
     union all
     select ${ch('(c - (c - 1) % 10)')}, ${ch('c')}, 'subChannel', 'A-BM-' || (c - (c - 1) % 10), ${now} - interval '450 days'
       from generate_series($1::int, $2::int) c where (c - 1) % 10 <> 0`,
    `insert into customer_profiles (tenant_code, customer_tenant_code, company_name, credit_code, industry_code, region_code, size, contact_name,
       contact_phone, pm_account_id, created_by, created_at, updated_by, updated_at)
     select ${ch('c')}, ${ch('c')} || '-C' || k, '基准客户 ' || c || '-' || k || ' 有限公司', 'BENCHCU' || lpad(c::text, 6, '0') || lpad(k::text, 3, '0'),
            (${INDUSTRIES})[(c + k) % 10 + 1], (${REGIONS})[(c * 7 + k) % 10 + 1], 'medium', '客户联系人', '13900000001', 'A-BP-' || c || '-' || k,
            'A-BM-' || c, ${now} - interval '400 days', 'A-BM-' || c, ${now} - interval '400 days'
       from generate_series($1::int, $2::int) c, generate_series(1, ${CUSTOMERS_PER_CHANNEL}) k`,
    // The manager and the consultants; the manager's wallet (recharged what it spent).
    `insert into accounts (account_id, phone, show_name, invite_code, created_at, updated_at)
     select 'A-BM-' || c, '1390' || lpad(c::text, 7, '0'), '基准管理员 ' || c, 'BM' || c, ${now} - interval '500 days', ${now} - interval '500 days'
       from generate_series($1::int, $2::int) c
     union all
     select 'A-BC-' || c || '-' || j, null, '基准顾问 ' || c || '-' || j, 'BC' || c || '-' || j, ${now} - interval '500 days', ${now} - interval '500 days'
       from generate_series($1::int, $2::int) c, generate_series(0, ${CONSULTANTS_PER_CHANNEL - 1}) j`,
    `insert into memberships (tenant_code, account_id, roles, created_at)
     select ${ch('c')}, 'A-BM-' || c, array['channel-tenant-manager'], ${now} - interval '500 days' from generate_series($1::int, $2::int) c
     union all
     select ${ch('c')}, 'A-BC-' || c || '-' || j, array[case when j = 0 then 'channel-owner' else 'channel-executor' end], ${now} - interval '500 days'
       from generate_series($1::int, $2::int) c, generate_series(0, ${CONSULTANTS_PER_CHANNEL - 1}) j`,
    `insert into licence_acceptances (account_id, licence_code, accepted_at)
     select 'A-BM-' || c, l.licence_code, ${now} - interval '500 days' from generate_series($1::int, $2::int) c, licences l`,
    // Purchases: group g of channel c, g days-fractions apart over the last 360 days.
    `insert into project_groups (tenant_code, group_code, customer_tenant_code, delivery_tenant_code, product_code, product_version, product_name,
       service_kind, standard, authorization_code, unit_price_points, price_points, request_key, remark, status, purchased_by, purchased_at)
     select ${ch('c')}, 'PG' || lpad(c::text, 4, '0') || lpad(g::text, 10, '0'), ${ch('c')} || '-C' || (g % ${CUSTOMERS_PER_CHANNEL} + 1), ${ch('c')},
            pr.code, 1, pr.name, pr.kind, pr.standard, 'AU-BENCH-' || c || '-' || pr.n, pr.price, pr.price * ${GROUP_SIZE}, 'bench-' || g, '',
            'active', 'A-BM-' || c,
            ${now} - (360.0 * g / $4::int) * interval '1 day' - (c % 20) * interval '1 hour'
       from generate_series($1::int, $2::int) c, generate_series(1, $4::int) g join ${PRODUCTS} on pr.n = g % 4 + 1`,
    // Five projects a group: finished when old enough (one in five late), unless stalled (one in thirteen).
    `insert into projects (tenant_code, project_code, group_code, customer_tenant_code, delivery_tenant_code, name, level, state, distribute_status,
       consultant_account_id, transferred, progress, dispatched_at, finished_at, created_at, updated_at)
     select x.tenant_code, 'PJ' || lpad(x.c::text, 4, '0') || lpad(x.g::text, 8, '0') || x.p, x.group_code, x.customer_tenant_code, x.tenant_code,
            '对象 ' || x.g || '-' || x.p, case when x.standard = 'gov' then ((x.p % 2) + 2)::text end,
            case when x.done then 'finished' else (array['inhand', 'audit', 'inhand'])[x.p % 3 + 1] end, 'dispatched',
            'A-BC-' || x.c || '-' || (x.g % ${CONSULTANTS_PER_CHANNEL}), false,
            case when x.done then 100 else (x.p * 17 + x.g) % 95 end, x.purchased_at + interval '1 day',
            case when x.done then x.finish end, x.purchased_at, coalesce(case when x.done then x.finish end, x.purchased_at)
       from (select g0.*, f.finish, f.finish < ${now} and (g0.g + g0.p) % 13 <> 0 as done
               from (select grp.tenant_code, grp.group_code, grp.customer_tenant_code, grp.standard, grp.product_code, grp.purchased_at,
                            substr(grp.group_code, 3, 4)::int as c, substr(grp.group_code, 7, 10)::int as g, p
                       from project_groups grp, generate_series(1, ${GROUP_SIZE}) p
                      where grp.tenant_code between ${ch('$1::int')} and ${ch('$2::int')} and grp.tenant_code like 'T-BENCH-%') g0
               join ${PRODUCTS} on pr.code = g0.product_code,
               lateral (select g0.purchased_at + pr.days * (0.5 + ((g0.g * 7 + g0.p * 3) % 10) / 12.0) * interval '1 day' as finish) f) x`,
    // Wallets: a consume entry per purchase, a paid recharge order and its entry per channel and month.
    `insert into wallet_entries (entry_id, account_id, type, amount, balance_after, idempotency_key, reason, tenant_code, operator_account_id, created_at)
     select 'E-B-' || g.group_code, g.purchased_by, 'consume', -g.price_points, 0, 'project-group:' || g.tenant_code || ':' || g.request_key,
            '购买服务“' || g.product_name || '”（5 个项目）', g.tenant_code, g.purchased_by, g.purchased_at
       from project_groups g where g.tenant_code between ${ch('$1::int')} and ${ch('$2::int')} and g.tenant_code like 'T-BENCH-%'`,
    `insert into orders (order_no, account_id, tenant_code, points, amount_fen, status, channel, provider_trade_no, created_at, expires_at, paid_at)
     select 'PB' || substr(m.tenant_code, 9) || replace(m.month, '-', ''), m.account, m.tenant_code, m.points, m.points * 100, 'paid', 'wechat',
            'BENCH' || substr(m.tenant_code, 9) || m.month, m.first_at - interval '3 hours', m.first_at - interval '150 minutes', m.first_at - interval '2 hours'
       from (select tenant_code, purchased_by as account, to_char(purchased_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month,
                    sum(price_points)::int as points, min(purchased_at) as first_at
               from project_groups where tenant_code between ${ch('$1::int')} and ${ch('$2::int')} and tenant_code like 'T-BENCH-%'
              group by 1, 2, 3) m`,
    `insert into wallet_entries (entry_id, account_id, type, amount, balance_after, idempotency_key, reason, order_no, tenant_code, created_at)
     select 'E-R-' || o.order_no, o.account_id, 'recharge', o.points, o.points, 'order:' || o.order_no, '充值（微信支付）', o.order_no, o.tenant_code, o.paid_at
       from orders o where o.tenant_code between ${ch('$1::int')} and ${ch('$2::int')} and o.tenant_code like 'T-BENCH-%'`,
    `insert into wallets (account_id, balance, total_in, total_out, created_at, updated_at)
     select account_id, 0, sum(points), sum(points), ${now}, ${now}
       from orders where tenant_code between ${ch('$1::int')} and ${ch('$2::int')} and tenant_code like 'T-BENCH-%' group by account_id`,
    // Findings: three open gap disposals (levels 3–5, one overdue) on one gap project in ten; four risks (levels 2–5) on one risk assessment in ten.
    `insert into gap_disposals (tenant_code, project_code, gap_key, customer_tenant_code, report_no, gap_level, rank, due_date, status, updated_at)
     select p.tenant_code, p.project_code, 'gap-' || k, p.customer_tenant_code, 1, k + 2, k,
            to_char((${now} at time zone 'Asia/Shanghai') + (k * 20 - 30) * interval '1 day', 'YYYY-MM-DD'), 'in-handle', ${now}
       from projects p join project_groups g on g.tenant_code = p.tenant_code and g.group_code = p.group_code, generate_series(1, 3) k
      where p.tenant_code between ${ch('$1::int')} and ${ch('$2::int')} and p.tenant_code like 'T-BENCH-%'
        and g.service_kind = 'gapAnalysis' and right(p.project_code, 2) = '11'`,
    `insert into ra_risks (tenant_code, project_code, risk_code, asset_code, asset_tier, vuln_code, threat_code, rank, asset_value, threat_value, severity,
       likelihood_value, likelihood_level, loss_value, loss_level, value, level, acceptance, explanation, residual_status, residual_level,
       further_action, computed_at)
     select p.tenant_code, p.project_code, 'R' || k, 'S1', 'system', 'V' || k, 'T' || k, k, 3, 3, 3, 10, k + 1, 10, k + 1, 10 * (k + 1), k + 1,
            case when k + 1 >= 4 then 'mustTreat' else 'acceptable' end, '[]'::jsonb,
            case when k % 2 = 0 then 'untreated' else 'treated' end, case when k = 4 then 4 else 2 end, k + 1 >= 4, ${now}
       from projects p join project_groups g on g.tenant_code = p.tenant_code and g.group_code = p.group_code, generate_series(1, 4) k
      where p.tenant_code between ${ch('$1::int')} and ${ch('$2::int')} and p.tenant_code like 'T-BENCH-%'
        and g.service_kind = 'riskAssessment' and right(p.project_code, 2) = '21'`,
  ];
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    for (const statement of statements) {
      const used = [...new Set(statement.match(/\$\d/g) ?? [])].map((name) => Number(name.slice(1)));
      const max = Math.max(0, ...used);
      await client.query(statement, params.slice(0, max));
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
