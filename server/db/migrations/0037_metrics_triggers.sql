-- Dashboards (issue 32; docs/decisions.md "Dashboards"): every source table whose rows feed a
-- figure marks what changed in metric_dirty, once per statement (transition tables: a bulk
-- statement costs one insert of its distinct marks, not one per row). The metrics refresh
-- (server/modules/metrics/refresh.ts) processes the marks.
--
-- A mark that already exists is touched (DO UPDATE … WHERE older), not skipped: the upsert takes
-- the mark's row lock, so a refresh that deletes the mark waits for the writing transaction and
-- then reads its rows; a change is never lost between a refresh's delete and its read.
--
-- metric_mark(tenant expression, project expression): the columns of the table that name the
-- tenant and the project ('' = the tenant's own facts); rows with a null tenant mark nothing.
CREATE FUNCTION metric_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant_expr text := TG_ARGV[0];
  project_expr text := TG_ARGV[1];
  rows_sql text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    rows_sql := format('SELECT %s AS t, %s AS p FROM metric_new', tenant_expr, project_expr);
  ELSIF TG_OP = 'DELETE' THEN
    rows_sql := format('SELECT %s AS t, %s AS p FROM metric_old', tenant_expr, project_expr);
  ELSE
    rows_sql := format('SELECT %1$s AS t, %2$s AS p FROM metric_new UNION ALL SELECT %1$s, %2$s FROM metric_old', tenant_expr, project_expr);
  END IF;
  EXECUTE format(
    'INSERT INTO metric_dirty (tenant_code, project_code) SELECT DISTINCT t, p FROM (%s) marks WHERE t IS NOT NULL ORDER BY 1, 2 '
    'ON CONFLICT (tenant_code, project_code) DO UPDATE SET marked_at = excluded.marked_at WHERE metric_dirty.marked_at < excluded.marked_at',
    rows_sql);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A group's change (withdrawal) changes each of its projects' summary.
CREATE FUNCTION metric_mark_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO metric_dirty (tenant_code, project_code)
    SELECT DISTINCT p.tenant_code, p.project_code FROM projects p
    JOIN (SELECT tenant_code, group_code FROM metric_new UNION SELECT tenant_code, group_code FROM metric_old) g
      ON g.tenant_code = p.tenant_code AND g.group_code = p.group_code
    ORDER BY 1, 2
    ON CONFLICT (tenant_code, project_code) DO UPDATE SET marked_at = excluded.marked_at WHERE metric_dirty.marked_at < excluded.marked_at;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO metric_dirty (tenant_code, project_code)
    SELECT DISTINCT tenant_code, '' FROM metric_old ORDER BY 1, 2
    ON CONFLICT (tenant_code, project_code) DO UPDATE SET marked_at = excluded.marked_at WHERE metric_dirty.marked_at < excluded.marked_at;
  END IF;
  -- An insert comes with its projects, which mark themselves.
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_metric_ins AFTER INSERT ON projects REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', 'project_code');
--> statement-breakpoint
CREATE TRIGGER projects_metric_upd AFTER UPDATE ON projects REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', 'project_code');
--> statement-breakpoint
CREATE TRIGGER projects_metric_del AFTER DELETE ON projects REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', 'project_code');
--> statement-breakpoint
CREATE TRIGGER gap_disposals_metric_ins AFTER INSERT ON gap_disposals REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', 'project_code');
--> statement-breakpoint
CREATE TRIGGER gap_disposals_metric_upd AFTER UPDATE ON gap_disposals REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', 'project_code');
--> statement-breakpoint
CREATE TRIGGER gap_disposals_metric_del AFTER DELETE ON gap_disposals REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', 'project_code');
--> statement-breakpoint
CREATE TRIGGER ra_risks_metric_ins AFTER INSERT ON ra_risks REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', 'project_code');
--> statement-breakpoint
CREATE TRIGGER ra_risks_metric_upd AFTER UPDATE ON ra_risks REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', 'project_code');
--> statement-breakpoint
CREATE TRIGGER ra_risks_metric_del AFTER DELETE ON ra_risks REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', 'project_code');
--> statement-breakpoint
CREATE TRIGGER wallet_entries_metric_ins AFTER INSERT ON wallet_entries REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER wallet_entries_metric_upd AFTER UPDATE ON wallet_entries REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER wallet_entries_metric_del AFTER DELETE ON wallet_entries REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER orders_metric_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER orders_metric_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER orders_metric_del AFTER DELETE ON orders REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER tenants_metric_ins AFTER INSERT ON tenants REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER tenants_metric_upd AFTER UPDATE ON tenants REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER tenants_metric_del AFTER DELETE ON tenants REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER tenant_relations_metric_ins AFTER INSERT ON tenant_relations REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('child_tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER tenant_relations_metric_upd AFTER UPDATE ON tenant_relations REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('child_tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER tenant_relations_metric_del AFTER DELETE ON tenant_relations REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('child_tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER customer_profiles_metric_ins AFTER INSERT ON customer_profiles REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('customer_tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER customer_profiles_metric_upd AFTER UPDATE ON customer_profiles REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('customer_tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER customer_profiles_metric_del AFTER DELETE ON customer_profiles REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('customer_tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER channel_profiles_metric_ins AFTER INSERT ON channel_profiles REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER channel_profiles_metric_upd AFTER UPDATE ON channel_profiles REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER channel_profiles_metric_del AFTER DELETE ON channel_profiles REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER channel_reviews_metric_ins AFTER INSERT ON channel_reviews REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER channel_reviews_metric_upd AFTER UPDATE ON channel_reviews REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER channel_reviews_metric_del AFTER DELETE ON channel_reviews REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER cert_projects_metric_ins AFTER INSERT ON cert_projects REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER cert_projects_metric_upd AFTER UPDATE ON cert_projects REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER cert_projects_metric_del AFTER DELETE ON cert_projects REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER cert_certificates_metric_ins AFTER INSERT ON cert_certificates REFERENCING NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER cert_certificates_metric_upd AFTER UPDATE ON cert_certificates REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER cert_certificates_metric_del AFTER DELETE ON cert_certificates REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark('tenant_code', '''''');
--> statement-breakpoint
CREATE TRIGGER project_groups_metric_upd AFTER UPDATE ON project_groups REFERENCING OLD TABLE AS metric_old NEW TABLE AS metric_new FOR EACH STATEMENT EXECUTE FUNCTION metric_mark_groups();
--> statement-breakpoint
CREATE TRIGGER project_groups_metric_del AFTER DELETE ON project_groups REFERENCING OLD TABLE AS metric_old FOR EACH STATEMENT EXECUTE FUNCTION metric_mark_groups();
