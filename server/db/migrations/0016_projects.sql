CREATE TABLE "project_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"kind" text NOT NULL,
	"from_account_id" text,
	"to_account_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"by_account_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_assignments_kind_check" CHECK ("project_assignments"."kind" in ('dispatch', 'reassign', 'recall'))
);
--> statement-breakpoint
CREATE TABLE "project_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"group_code" text NOT NULL,
	"project_code" text,
	"type" text NOT NULL,
	"actor_account_id" text,
	"summary" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_events_type_check" CHECK ("project_events"."type" in ('purchase', 'withdraw', 'dispatch', 'reassign', 'recall', 'start', 'svipRequest', 'svipSubmit', 'stateChange', 'ownerChange', 'taskSubmit', 'taskFinish', 'urge'))
);
--> statement-breakpoint
CREATE TABLE "project_groups" (
	"tenant_code" text NOT NULL,
	"group_code" text NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"delivery_tenant_code" text NOT NULL,
	"product_code" text NOT NULL,
	"product_version" integer NOT NULL,
	"product_name" text NOT NULL,
	"service_kind" text NOT NULL,
	"standard" text NOT NULL,
	"authorization_code" text NOT NULL,
	"unit_price_points" integer NOT NULL,
	"price_points" integer NOT NULL,
	"request_key" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"purchased_by" text NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"withdrawn_by" text,
	"withdrawn_at" timestamp with time zone,
	"withdraw_reason" text,
	CONSTRAINT "project_groups_tenant_code_group_code_pk" PRIMARY KEY("tenant_code","group_code"),
	CONSTRAINT "project_groups_status_check" CHECK ("project_groups"."status" in ('active', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "project_tasks" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"step_no" integer NOT NULL,
	"title" text NOT NULL,
	"role_code" text NOT NULL,
	"account_id" text,
	"status" text DEFAULT 'notsubmit' NOT NULL,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_tasks_tenant_code_project_code_step_no_pk" PRIMARY KEY("tenant_code","project_code","step_no"),
	CONSTRAINT "project_tasks_status_check" CHECK ("project_tasks"."status" in ('notsubmit', 'submited', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "project_urges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"urge_type" text NOT NULL,
	"target_account_id" text NOT NULL,
	"by_account_id" text NOT NULL,
	"by_tenant_code" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sms_sent" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_urges_type_check" CHECK ("project_urges"."urge_type" in ('login_verify', 'assets_urge', 'questions_urge', 'assets_task', 'questionnaire_task'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"group_code" text NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"delivery_tenant_code" text NOT NULL,
	"name" text NOT NULL,
	"level" text,
	"state" text DEFAULT 'empty' NOT NULL,
	"distribute_status" text DEFAULT 'undispatch' NOT NULL,
	"consultant_account_id" text,
	"transferred" boolean DEFAULT false NOT NULL,
	"customer_owner_account_id" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"svip_data" jsonb,
	"svip_requested_at" timestamp with time zone,
	"svip_submitted_at" timestamp with time zone,
	"dispatched_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "projects_tenant_code_project_code_pk" PRIMARY KEY("tenant_code","project_code"),
	CONSTRAINT "projects_level_check" CHECK ("projects"."level" in ('1', '2', '3', '4')),
	CONSTRAINT "projects_state_check" CHECK ("projects"."state" in ('empty', 'inhand', 'audit', 'finished', 'consumerSubmitSvipData')),
	CONSTRAINT "projects_distribute_check" CHECK ("projects"."distribute_status" in ('dispatched', 'undispatch')),
	CONSTRAINT "projects_progress_check" CHECK ("projects"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"kind" text NOT NULL,
	"job_key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "jobs_progress_check" CHECK ("jobs"."done" >= 0 and "jobs"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_area_check";--> statement-breakpoint
CREATE INDEX "project_assignments_project_idx" ON "project_assignments" USING btree ("tenant_code","project_code","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_events_group_idx" ON "project_events" USING btree ("tenant_code","group_code","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "project_groups_code_idx" ON "project_groups" USING btree ("group_code");--> statement-breakpoint
CREATE UNIQUE INDEX "project_groups_request_idx" ON "project_groups" USING btree ("tenant_code","request_key");--> statement-breakpoint
CREATE INDEX "project_groups_purchased_idx" ON "project_groups" USING btree ("tenant_code","purchased_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_groups_customer_idx" ON "project_groups" USING btree ("customer_tenant_code","purchased_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_groups_delivery_idx" ON "project_groups" USING btree ("delivery_tenant_code","purchased_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_tasks_customer_idx" ON "project_tasks" USING btree ("customer_tenant_code","project_code");--> statement-breakpoint
CREATE INDEX "project_urges_project_idx" ON "project_urges" USING btree ("tenant_code","project_code","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_urges_last_idx" ON "project_urges" USING btree ("project_code","target_account_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_idx" ON "projects" USING btree ("project_code");--> statement-breakpoint
CREATE INDEX "projects_group_idx" ON "projects" USING btree ("tenant_code","group_code");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("tenant_code","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_pool_idx" ON "projects" USING btree ("delivery_tenant_code","distribute_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_consultant_idx" ON "projects" USING btree ("delivery_tenant_code","consultant_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_tenant_code","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("tenant_code","kind","job_key");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_area_check" CHECK ("audit_log"."area" in ('products', 'authorizations', 'channels', 'tenantConfig', 'certBodies', 'accounts', 'standardConfig', 'equity', 'customers', 'personnel', 'partners', 'projects'));
