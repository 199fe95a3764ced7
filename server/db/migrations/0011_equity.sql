CREATE TABLE "equity_applications" (
	"tenant_code" text NOT NULL,
	"application_code" text NOT NULL,
	"from_level" text NOT NULL,
	"level_code" text NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"applicant_account_id" text NOT NULL,
	"licence_version" integer,
	"submitted_at" timestamp with time zone,
	"reviewer_account_id" text,
	"review_reason" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "equity_applications_tenant_code_application_code_pk" PRIMARY KEY("tenant_code","application_code"),
	CONSTRAINT "equity_applications_state_check" CHECK ("equity_applications"."state" in ('inhand', 'submitted', 'rejected', 'success')),
	CONSTRAINT "equity_applications_level_check" CHECK ("equity_applications"."level_code" in ('standard', 'silver', 'gold', 'strategic')),
	CONSTRAINT "equity_applications_from_level_check" CHECK ("equity_applications"."from_level" in ('standard', 'silver', 'gold', 'strategic'))
);
--> statement-breakpoint
CREATE TABLE "equity_grants" (
	"tenant_code" text NOT NULL,
	"grant_code" text NOT NULL,
	"level_code" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"application_code" text,
	"granted_by_account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "equity_grants_tenant_code_grant_code_pk" PRIMARY KEY("tenant_code","grant_code"),
	CONSTRAINT "equity_grants_level_check" CHECK ("equity_grants"."level_code" in ('standard', 'silver', 'gold', 'strategic')),
	CONSTRAINT "equity_grants_discount_check" CHECK ("equity_grants"."discount_percent" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_area_check";--> statement-breakpoint
CREATE UNIQUE INDEX "equity_applications_open_idx" ON "equity_applications" USING btree ("tenant_code") WHERE "equity_applications"."state" in ('inhand', 'submitted');--> statement-breakpoint
CREATE INDEX "equity_applications_tenant_time_idx" ON "equity_applications" USING btree ("tenant_code","created_at");--> statement-breakpoint
CREATE INDEX "equity_applications_code_idx" ON "equity_applications" USING btree ("application_code");--> statement-breakpoint
CREATE INDEX "equity_applications_state_time_idx" ON "equity_applications" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "equity_grants_tenant_from_idx" ON "equity_grants" USING btree ("tenant_code","effective_from");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_area_check" CHECK ("audit_log"."area" in ('products', 'authorizations', 'channels', 'tenantConfig', 'certBodies', 'accounts', 'standardConfig', 'equity'));