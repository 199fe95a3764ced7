CREATE TABLE "assessor_registrations" (
	"tenant_code" text NOT NULL,
	"assessor_code" text NOT NULL,
	"field" text NOT NULL,
	"grade" text NOT NULL,
	"reg_no" text NOT NULL,
	"valid_until" date NOT NULL,
	CONSTRAINT "assessor_registrations_tenant_code_assessor_code_field_pk" PRIMARY KEY("tenant_code","assessor_code","field"),
	CONSTRAINT "assessor_registrations_field_check" CHECK ("assessor_registrations"."field" in ('QMS', 'EMS', 'OHSMS', 'ISMS', 'ITSMS')),
	CONSTRAINT "assessor_registrations_grade_check" CHECK ("assessor_registrations"."grade" in ('trainee', 'auditor', 'senior'))
);
--> statement-breakpoint
CREATE TABLE "assessors" (
	"tenant_code" text NOT NULL,
	"assessor_code" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"account_id" text,
	"region_code" text NOT NULL,
	"region_name" text NOT NULL,
	"team_leader" boolean DEFAULT false NOT NULL,
	"expert" boolean DEFAULT false NOT NULL,
	"max_days_per_month" integer DEFAULT 15 NOT NULL,
	"technical_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"leaves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assessors_tenant_code_assessor_code_pk" PRIMARY KEY("tenant_code","assessor_code"),
	CONSTRAINT "assessors_max_days_check" CHECK ("assessors"."max_days_per_month" between 1 and 31)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "assessor_registrations_reg_no_idx" ON "assessor_registrations" USING btree ("reg_no");--> statement-breakpoint
CREATE UNIQUE INDEX "assessors_phone_idx" ON "assessors" USING btree ("tenant_code","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "assessors_account_idx" ON "assessors" USING btree ("tenant_code","account_id") WHERE "assessors"."account_id" is not null;--> statement-breakpoint
CREATE INDEX "assessors_name_idx" ON "assessors" USING btree ("tenant_code","name");