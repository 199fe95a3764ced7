CREATE TABLE "cert_bodies" (
	"tenant_code" text PRIMARY KEY NOT NULL,
	"cnas_no" text NOT NULL,
	"credit_code" text NOT NULL,
	"standards" text[] DEFAULT '{}'::text[] NOT NULL,
	"scopes" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"manager_account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cert_bodies_standards_check" CHECK ("cert_bodies"."standards" <@ array['ISO/IEC 27001', 'ISO 9001', 'ISO 14001', 'ISO 45001', 'ISO/IEC 20000-1', 'ISO 22301', 'ISO/IEC 27701']::text[])
);
--> statement-breakpoint
CREATE TABLE "channel_profiles" (
	"tenant_code" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"region" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"from_state" text NOT NULL,
	"approval_state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_account_id" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_reviews_from_state_check" CHECK ("channel_reviews"."from_state" in ('inhand', 'submitted', 'rejected', 'success')),
	CONSTRAINT "channel_reviews_state_check" CHECK ("channel_reviews"."approval_state" in ('inhand', 'submitted', 'rejected', 'success'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cert_bodies_cnas_no_idx" ON "cert_bodies" USING btree ("cnas_no");--> statement-breakpoint
CREATE INDEX "channel_reviews_tenant_idx" ON "channel_reviews" USING btree ("tenant_code","reviewed_at" DESC NULLS LAST,"id" DESC NULLS LAST);