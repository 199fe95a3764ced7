CREATE TABLE "gap_disposals" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"gap_key" text NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"report_no" integer NOT NULL,
	"owner_account_id" text,
	"plan" text DEFAULT '' NOT NULL,
	"due_date" text,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'in-handle' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "gap_disposals_tenant_code_project_code_gap_key_pk" PRIMARY KEY("tenant_code","project_code","gap_key"),
	CONSTRAINT "gap_disposals_status_check" CHECK ("gap_disposals"."status" in ('in-handle', 'finish'))
);
--> statement-breakpoint
CREATE TABLE "gap_reports" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"report_no" integer NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"standard" text NOT NULL,
	"config_id" text NOT NULL,
	"config_version" text NOT NULL,
	"cover" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gap_reports_tenant_code_project_code_report_no_pk" PRIMARY KEY("tenant_code","project_code","report_no")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_items" (
	"tenant_code" text NOT NULL,
	"item_code" text NOT NULL,
	"questionnaire_code" text NOT NULL,
	"project_code" text NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"section_key" text NOT NULL,
	"section_name" text NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'unassigned' NOT NULL,
	"respondent_account_id" text,
	"return_reason" text DEFAULT '' NOT NULL,
	"judgement" jsonb,
	"judged_by" text,
	"judged_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questionnaire_items_tenant_code_item_code_pk" PRIMARY KEY("tenant_code","item_code"),
	CONSTRAINT "questionnaire_items_status_check" CHECK ("questionnaire_items"."status" in ('unassigned', 'assigned', 'submitted', 'returned')),
	CONSTRAINT "questionnaire_items_kind_check" CHECK ("questionnaire_items"."kind" in ('template', 'mlps', 'isoClause', 'isoControl'))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_risks" (
	"tenant_code" text NOT NULL,
	"risk_code" text NOT NULL,
	"questionnaire_code" text NOT NULL,
	"project_code" text NOT NULL,
	"item_code" text NOT NULL,
	"finding" text NOT NULL,
	"recommendation" text NOT NULL,
	"level" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"close_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "questionnaire_risks_tenant_code_risk_code_pk" PRIMARY KEY("tenant_code","risk_code"),
	CONSTRAINT "questionnaire_risks_level_check" CHECK ("questionnaire_risks"."level" in ('high', 'medium', 'low')),
	CONSTRAINT "questionnaire_risks_status_check" CHECK ("questionnaire_risks"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"tenant_code" text NOT NULL,
	"questionnaire_code" text NOT NULL,
	"project_code" text NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"delivery_tenant_code" text NOT NULL,
	"standard" text NOT NULL,
	"service_kind" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'answering' NOT NULL,
	"gap_status" text,
	"config_id" text NOT NULL,
	"config_version" text NOT NULL,
	"total_items" integer NOT NULL,
	"distributed_by" text NOT NULL,
	"distributed_at" timestamp with time zone NOT NULL,
	"submitted_to_channel_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"scoring_job_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questionnaires_tenant_code_questionnaire_code_pk" PRIMARY KEY("tenant_code","questionnaire_code"),
	CONSTRAINT "questionnaires_status_check" CHECK ("questionnaires"."status" in ('answering', 'channelReview', 'finished')),
	CONSTRAINT "questionnaires_gap_status_check" CHECK ("questionnaires"."gap_status" in ('evaluating-risk', 'gap-analysising', 'report-finished'))
);
--> statement-breakpoint
CREATE INDEX "gap_disposals_customer_idx" ON "gap_disposals" USING btree ("customer_tenant_code","project_code");--> statement-breakpoint
CREATE INDEX "gap_reports_customer_idx" ON "gap_reports" USING btree ("customer_tenant_code","project_code");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_items_code_idx" ON "questionnaire_items" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "questionnaire_items_seq_idx" ON "questionnaire_items" USING btree ("tenant_code","questionnaire_code","seq");--> statement-breakpoint
CREATE INDEX "questionnaire_items_respondent_idx" ON "questionnaire_items" USING btree ("customer_tenant_code","respondent_account_id","questionnaire_code");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_risks_code_idx" ON "questionnaire_risks" USING btree ("risk_code");--> statement-breakpoint
CREATE INDEX "questionnaire_risks_questionnaire_idx" ON "questionnaire_risks" USING btree ("tenant_code","questionnaire_code","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questionnaire_risks_item_idx" ON "questionnaire_risks" USING btree ("tenant_code","item_code");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_code_idx" ON "questionnaires" USING btree ("questionnaire_code");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_project_idx" ON "questionnaires" USING btree ("project_code");--> statement-breakpoint
CREATE INDEX "questionnaires_customer_idx" ON "questionnaires" USING btree ("customer_tenant_code","distributed_at" DESC NULLS LAST);