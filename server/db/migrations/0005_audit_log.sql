CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_account_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_tenant_code" text DEFAULT '' NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_area_check" CHECK ("audit_log"."area" in ('products', 'authorizations', 'channels', 'tenantConfig', 'certBodies', 'accounts'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_area_at_idx" ON "audit_log" USING btree ("area","at" DESC NULLS LAST);