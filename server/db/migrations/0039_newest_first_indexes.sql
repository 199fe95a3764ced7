DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_area_at_idx";--> statement-breakpoint
DROP INDEX "consultations_customer_idx";--> statement-breakpoint
DROP INDEX "customer_profiles_created_idx";--> statement-breakpoint
DROP INDEX "gov_innovative_records_year_idx";--> statement-breakpoint
DROP INDEX "gov_tec_projects_start_idx";--> statement-breakpoint
DROP INDEX "import_batches_tenant_idx";--> statement-breakpoint
DROP INDEX "project_assignments_project_idx";--> statement-breakpoint
DROP INDEX "project_events_group_idx";--> statement-breakpoint
DROP INDEX "project_groups_purchased_idx";--> statement-breakpoint
DROP INDEX "project_groups_customer_idx";--> statement-breakpoint
DROP INDEX "project_groups_delivery_idx";--> statement-breakpoint
DROP INDEX "project_urges_project_idx";--> statement-breakpoint
DROP INDEX "project_urges_last_idx";--> statement-breakpoint
DROP INDEX "projects_created_idx";--> statement-breakpoint
DROP INDEX "projects_pool_idx";--> statement-breakpoint
DROP INDEX "projects_consultant_idx";--> statement-breakpoint
DROP INDEX "projects_customer_idx";--> statement-breakpoint
DROP INDEX "projects_delivery_created_idx";--> statement-breakpoint
DROP INDEX "questionnaire_risks_questionnaire_idx";--> statement-breakpoint
DROP INDEX "questionnaires_customer_idx";--> statement-breakpoint
DROP INDEX "ra_assessments_customer_idx";--> statement-breakpoint
DROP INDEX "ra_assessments_delivery_idx";--> statement-breakpoint
DROP INDEX "ra_events_project_idx";--> statement-breakpoint
DROP INDEX "channel_reviews_tenant_idx";--> statement-breakpoint
CREATE INDEX "project_groups_platform_idx" ON "project_groups" USING btree ("purchased_at" DESC NULLS FIRST,"group_code");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_area_at_idx" ON "audit_log" USING btree ("area","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consultations_customer_idx" ON "consultations" USING btree ("tenant_code","customer_tenant_code","consultation_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customer_profiles_created_idx" ON "customer_profiles" USING btree ("tenant_code","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gov_innovative_records_year_idx" ON "gov_innovative_records" USING btree ("tenant_code","year" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gov_tec_projects_start_idx" ON "gov_tec_projects" USING btree ("tenant_code","start_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "import_batches_tenant_idx" ON "import_batches" USING btree ("tenant_code","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_assignments_project_idx" ON "project_assignments" USING btree ("tenant_code","project_code","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_events_group_idx" ON "project_events" USING btree ("tenant_code","group_code","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_groups_purchased_idx" ON "project_groups" USING btree ("tenant_code","purchased_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_groups_customer_idx" ON "project_groups" USING btree ("customer_tenant_code","purchased_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_groups_delivery_idx" ON "project_groups" USING btree ("delivery_tenant_code","purchased_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_urges_project_idx" ON "project_urges" USING btree ("tenant_code","project_code","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_urges_last_idx" ON "project_urges" USING btree ("project_code","target_account_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("tenant_code","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_pool_idx" ON "projects" USING btree ("delivery_tenant_code","distribute_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_consultant_idx" ON "projects" USING btree ("delivery_tenant_code","consultant_account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_tenant_code","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_delivery_created_idx" ON "projects" USING btree ("delivery_tenant_code","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questionnaire_risks_questionnaire_idx" ON "questionnaire_risks" USING btree ("tenant_code","questionnaire_code","opened_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questionnaires_customer_idx" ON "questionnaires" USING btree ("customer_tenant_code","distributed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ra_assessments_customer_idx" ON "ra_assessments" USING btree ("customer_tenant_code","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ra_assessments_delivery_idx" ON "ra_assessments" USING btree ("delivery_tenant_code","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ra_events_project_idx" ON "ra_events" USING btree ("tenant_code","project_code","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "channel_reviews_tenant_idx" ON "channel_reviews" USING btree ("tenant_code","reviewed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);