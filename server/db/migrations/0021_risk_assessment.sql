CREATE TABLE "ra_assessments" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"delivery_tenant_code" text NOT NULL,
	"stage" text DEFAULT 'business' NOT NULL,
	"status" text DEFAULT 'combing' NOT NULL,
	"method" text DEFAULT 'matrix' NOT NULL,
	"config_id" text NOT NULL,
	"config_version" text NOT NULL,
	"config" jsonb NOT NULL,
	"combing_finished" boolean DEFAULT false NOT NULL,
	"reject_stage" text,
	"reject_reason" text DEFAULT '' NOT NULL,
	"rejected_by" text,
	"rejected_at" timestamp with time zone,
	"owner_reject_reason" text DEFAULT '' NOT NULL,
	"owner_rejected_by" text,
	"owner_rejected_at" timestamp with time zone,
	"seq" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ra_assessments_tenant_code_project_code_pk" PRIMARY KEY("tenant_code","project_code"),
	CONSTRAINT "ra_assessments_stage_check" CHECK ("ra_assessments"."stage" in ('business', 'system', 'unit', 'identify', 'assess', 'control', 'risk', 'remnant_risk', 'submit', 'assets_progress_fin', 'assess_reject', 'control_reject', 'risk_reject', 'remnant_risk_reject')),
	CONSTRAINT "ra_assessments_status_check" CHECK ("ra_assessments"."status" in ('combing', 'assets-owner-submit', 'assets-owner-finish', 'assess-confirm', 'assess-complete')),
	CONSTRAINT "ra_assessments_method_check" CHECK ("ra_assessments"."method" in ('matrix', 'multiplication'))
);
--> statement-breakpoint
CREATE TABLE "ra_business_assets" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"asset_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_account_id" text,
	"state" text DEFAULT 'inhand' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"importance" integer NOT NULL,
	"associations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "ra_business_assets_tenant_code_project_code_asset_code_pk" PRIMARY KEY("tenant_code","project_code","asset_code"),
	CONSTRAINT "ra_business_assets_state_check" CHECK ("ra_business_assets"."state" in ('inhand', 'submitted', 'freeze')),
	CONSTRAINT "ra_business_assets_importance_check" CHECK ("ra_business_assets"."importance" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "ra_controls" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"control_code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"effectiveness" text NOT NULL,
	"layer" text NOT NULL,
	"asset_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"threat_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ra_controls_tenant_code_project_code_control_code_pk" PRIMARY KEY("tenant_code","project_code","control_code"),
	CONSTRAINT "ra_controls_type_check" CHECK ("ra_controls"."type" in ('preventive', 'protective')),
	CONSTRAINT "ra_controls_effectiveness_check" CHECK ("ra_controls"."effectiveness" in ('effective', 'partial', 'ineffective'))
);
--> statement-breakpoint
CREATE TABLE "ra_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"action" text NOT NULL,
	"label" text NOT NULL,
	"stage" text NOT NULL,
	"status" text NOT NULL,
	"actor_account_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ra_risks" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"risk_code" text NOT NULL,
	"asset_code" text NOT NULL,
	"asset_tier" text NOT NULL,
	"vuln_code" text NOT NULL,
	"threat_code" text NOT NULL,
	"rank" integer NOT NULL,
	"asset_value" integer NOT NULL,
	"threat_value" integer NOT NULL,
	"severity" integer NOT NULL,
	"likelihood_value" real NOT NULL,
	"likelihood_level" integer NOT NULL,
	"loss_value" real NOT NULL,
	"loss_level" integer NOT NULL,
	"value" real NOT NULL,
	"level" integer NOT NULL,
	"acceptance" text NOT NULL,
	"explanation" jsonb NOT NULL,
	"treatment" jsonb,
	"residual_status" text NOT NULL,
	"residual_value" real,
	"residual_level" integer,
	"residual_acceptance" text,
	"further_action" boolean NOT NULL,
	"residual_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ra_risks_tenant_code_project_code_risk_code_pk" PRIMARY KEY("tenant_code","project_code","risk_code"),
	CONSTRAINT "ra_risks_acceptance_check" CHECK ("ra_risks"."acceptance" in ('acceptable', 'conditional', 'mustTreat')),
	CONSTRAINT "ra_risks_residual_status_check" CHECK ("ra_risks"."residual_status" in ('untreated', 'eliminated', 'treated', 'accepted', 'pendingAcceptance'))
);
--> statement-breakpoint
CREATE TABLE "ra_system_assets" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"asset_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_account_id" text,
	"state" text DEFAULT 'inhand' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"system_type" text NOT NULL,
	"carry_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"carry_level" integer NOT NULL,
	"system_related" integer,
	"confidentiality" integer NOT NULL,
	"integrity" integer NOT NULL,
	"availability" integer NOT NULL,
	"business_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"value" integer NOT NULL,
	"assessed_at" timestamp with time zone,
	CONSTRAINT "ra_system_assets_tenant_code_project_code_asset_code_pk" PRIMARY KEY("tenant_code","project_code","asset_code"),
	CONSTRAINT "ra_system_assets_state_check" CHECK ("ra_system_assets"."state" in ('inhand', 'submitted', 'freeze')),
	CONSTRAINT "ra_system_assets_category_check" CHECK ("ra_system_assets"."category" in ('data', 'software', 'hardware', 'service', 'staff', 'other'))
);
--> statement-breakpoint
CREATE TABLE "ra_threats" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"threat_code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"capability" integer,
	"frequency" integer NOT NULL,
	"timing" text DEFAULT 'normal' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ra_threats_tenant_code_project_code_threat_code_pk" PRIMARY KEY("tenant_code","project_code","threat_code"),
	CONSTRAINT "ra_threats_category_check" CHECK ("ra_threats"."category" in ('failure', 'environment', 'misoperation', 'mismanagement', 'malware', 'abuse', 'networkAttack', 'physicalAttack', 'leakage', 'tampering', 'repudiation')),
	CONSTRAINT "ra_threats_source_check" CHECK ("ra_threats"."source" in ('environment', 'accident', 'malicious', 'negligent'))
);
--> statement-breakpoint
CREATE TABLE "ra_unit_assets" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"asset_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_account_id" text,
	"state" text DEFAULT 'inhand' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"unit_type" text NOT NULL,
	"sub_type" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"confidentiality" integer NOT NULL,
	"integrity" integer NOT NULL,
	"availability" integer NOT NULL,
	"system_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"value" integer NOT NULL,
	"assessed_at" timestamp with time zone,
	CONSTRAINT "ra_unit_assets_tenant_code_project_code_asset_code_pk" PRIMARY KEY("tenant_code","project_code","asset_code"),
	CONSTRAINT "ra_unit_assets_state_check" CHECK ("ra_unit_assets"."state" in ('inhand', 'submitted', 'freeze')),
	CONSTRAINT "ra_unit_assets_category_check" CHECK ("ra_unit_assets"."category" in ('data', 'software', 'hardware', 'service', 'staff', 'other')),
	CONSTRAINT "ra_unit_assets_type_check" CHECK ("ra_unit_assets"."unit_type" in ('systemUnit', 'systemComponents', 'humanResources', 'otherAssets'))
);
--> statement-breakpoint
CREATE TABLE "ra_vulnerabilities" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"vuln_code" text NOT NULL,
	"asset_code" text NOT NULL,
	"asset_tier" text NOT NULL,
	"name" text NOT NULL,
	"layer" text NOT NULL,
	"severity" integer NOT NULL,
	"exploitability" integer,
	"threat_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ra_vulnerabilities_tenant_code_project_code_vuln_code_pk" PRIMARY KEY("tenant_code","project_code","vuln_code"),
	CONSTRAINT "ra_vulnerabilities_layer_check" CHECK ("ra_vulnerabilities"."layer" in ('physical', 'network', 'systemSoftware', 'middleware', 'application', 'data', 'techManagement', 'orgManagement'))
);
--> statement-breakpoint
ALTER TABLE "project_events" DROP CONSTRAINT "project_events_type_check";--> statement-breakpoint
CREATE UNIQUE INDEX "ra_assessments_project_idx" ON "ra_assessments" USING btree ("project_code");--> statement-breakpoint
CREATE INDEX "ra_assessments_customer_idx" ON "ra_assessments" USING btree ("customer_tenant_code","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ra_assessments_delivery_idx" ON "ra_assessments" USING btree ("delivery_tenant_code","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ra_business_assets_name_idx" ON "ra_business_assets" USING btree ("project_code","name");--> statement-breakpoint
CREATE INDEX "ra_business_assets_owner_idx" ON "ra_business_assets" USING btree ("project_code","owner_account_id");--> statement-breakpoint
CREATE INDEX "ra_events_project_idx" ON "ra_events" USING btree ("tenant_code","project_code","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ra_risks_rank_idx" ON "ra_risks" USING btree ("project_code","rank");--> statement-breakpoint
CREATE INDEX "ra_risks_asset_idx" ON "ra_risks" USING btree ("project_code","asset_code");--> statement-breakpoint
CREATE INDEX "ra_risks_further_idx" ON "ra_risks" USING btree ("project_code","further_action","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "ra_system_assets_name_idx" ON "ra_system_assets" USING btree ("project_code","name");--> statement-breakpoint
CREATE INDEX "ra_system_assets_owner_idx" ON "ra_system_assets" USING btree ("project_code","owner_account_id");--> statement-breakpoint
CREATE INDEX "ra_system_assets_category_idx" ON "ra_system_assets" USING btree ("project_code","category","value");--> statement-breakpoint
CREATE UNIQUE INDEX "ra_unit_assets_name_idx" ON "ra_unit_assets" USING btree ("project_code","name");--> statement-breakpoint
CREATE INDEX "ra_unit_assets_owner_idx" ON "ra_unit_assets" USING btree ("project_code","owner_account_id");--> statement-breakpoint
CREATE INDEX "ra_unit_assets_category_idx" ON "ra_unit_assets" USING btree ("project_code","category","value");--> statement-breakpoint
CREATE INDEX "ra_unit_assets_type_idx" ON "ra_unit_assets" USING btree ("project_code","unit_type");--> statement-breakpoint
CREATE INDEX "ra_vulnerabilities_asset_idx" ON "ra_vulnerabilities" USING btree ("project_code","asset_code");--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_type_check" CHECK ("project_events"."type" in ('purchase', 'withdraw', 'dispatch', 'reassign', 'recall', 'start', 'svipRequest', 'svipSubmit', 'stateChange', 'ownerChange', 'taskSubmit', 'taskFinish', 'urge', 'questionnaire', 'riskAssessment'));