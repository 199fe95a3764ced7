ALTER TABLE "memberships" DROP CONSTRAINT "memberships_status_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_area_check";--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_pending_idx" ON "memberships" USING btree ("account_id") WHERE "memberships"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('active', 'disabled', 'pending', 'rejected'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_area_check" CHECK ("audit_log"."area" in ('products', 'authorizations', 'channels', 'tenantConfig', 'certBodies', 'accounts', 'standardConfig', 'equity', 'customers', 'personnel'));