CREATE TABLE "env_importance_configs" (
	"version" integer PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"threshold" integer NOT NULL,
	"saved_by_account_id" text NOT NULL,
	"saved_by_name" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "env_importance_configs_version_check" CHECK ("env_importance_configs"."version" > 0),
	CONSTRAINT "env_importance_configs_threshold_check" CHECK ("env_importance_configs"."threshold" > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_area_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_area_check" CHECK ("audit_log"."area" in ('products', 'authorizations', 'channels', 'tenantConfig', 'certBodies', 'accounts', 'standardConfig'));