CREATE TABLE "consultations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"consultation_date" date NOT NULL,
	"way" text NOT NULL,
	"content" text NOT NULL,
	"next_step" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultations_way_check" CHECK ("consultations"."way" in ('phone', 'meeting', 'wechat', 'email', 'other'))
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"tenant_code" text NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"industry_code" text NOT NULL,
	"region_code" text NOT NULL,
	"size" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"pm_account_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_profiles_tenant_code_customer_tenant_code_pk" PRIMARY KEY("tenant_code","customer_tenant_code"),
	CONSTRAINT "customer_profiles_size_check" CHECK ("customer_profiles"."size" in ('large', 'medium', 'small', 'micro'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_area_check";--> statement-breakpoint
CREATE INDEX "consultations_customer_idx" ON "consultations" USING btree ("tenant_code","customer_tenant_code","consultation_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_profiles_credit_code_idx" ON "customer_profiles" USING btree ("tenant_code","credit_code");--> statement-breakpoint
CREATE INDEX "customer_profiles_created_idx" ON "customer_profiles" USING btree ("tenant_code","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_profiles_customer_idx" ON "customer_profiles" USING btree ("customer_tenant_code");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_area_check" CHECK ("audit_log"."area" in ('products', 'authorizations', 'channels', 'tenantConfig', 'certBodies', 'accounts', 'standardConfig', 'equity', 'customers'));