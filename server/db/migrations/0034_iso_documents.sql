CREATE TABLE "iso_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"doc_code" text NOT NULL,
	"version_no" integer NOT NULL,
	"object_id" text NOT NULL,
	"file_name" text NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"account_id" text,
	"account_name" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "iso_document_versions_source_check" CHECK ("iso_document_versions"."source" in ('generated', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "iso_documents" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"doc_code" text NOT NULL,
	"parent_code" text,
	"is_folder" boolean DEFAULT false NOT NULL,
	"doc_biz_type" text NOT NULL,
	"title" text NOT NULL,
	"doc_number" text DEFAULT '' NOT NULL,
	"sort_no" integer NOT NULL,
	"status" text DEFAULT 'init' NOT NULL,
	"template_key" text,
	"object_id" text,
	"file_name" text,
	"version_no" integer DEFAULT 0 NOT NULL,
	"source" text,
	"variables_version" integer,
	"template_set_version" integer,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "iso_documents_tenant_code_project_code_doc_code_pk" PRIMARY KEY("tenant_code","project_code","doc_code"),
	CONSTRAINT "iso_documents_type_check" CHECK ("iso_documents"."doc_biz_type" in ('manual', 'procedure', 'policy', 'record', 'application', 'ncReport', 'envEvaluationReport', 'envEvaluationForm', 'envEvaluationApproval')),
	CONSTRAINT "iso_documents_status_check" CHECK ("iso_documents"."status" in ('init', 'generated', 'inhand', 'final', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "iso_nonconformities" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"nc_code" text NOT NULL,
	"seq" integer NOT NULL,
	"clause" text NOT NULL,
	"department_code" text NOT NULL,
	"description" text NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"severity" text NOT NULL,
	"root_cause" text DEFAULT '' NOT NULL,
	"correction" text DEFAULT '' NOT NULL,
	"corrective_action" text DEFAULT '' NOT NULL,
	"due_date" text,
	"verification" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"found_date" text,
	"verified_by" text,
	"verified_at" timestamp with time zone,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "iso_nonconformities_tenant_code_project_code_nc_code_pk" PRIMARY KEY("tenant_code","project_code","nc_code"),
	CONSTRAINT "iso_nonconformities_severity_check" CHECK ("iso_nonconformities"."severity" in ('major', 'minor')),
	CONSTRAINT "iso_nonconformities_state_check" CHECK ("iso_nonconformities"."state" in ('open', 'corrected', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "iso_projects" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"systems" jsonb NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"values_version" integer DEFAULT 0 NOT NULL,
	"variable_state" text DEFAULT 'draft' NOT NULL,
	"final_version" integer DEFAULT 0 NOT NULL,
	"finalized_at" timestamp with time zone,
	"finalized_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	"updated_by_name" text,
	"template_set_code" text,
	"template_set_version" integer,
	"generated_at" timestamp with time zone,
	CONSTRAINT "iso_projects_tenant_code_project_code_pk" PRIMARY KEY("tenant_code","project_code"),
	CONSTRAINT "iso_projects_variable_state_check" CHECK ("iso_projects"."variable_state" in ('draft', 'final'))
);
--> statement-breakpoint
CREATE TABLE "iso_variable_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"values_version" integer NOT NULL,
	"action" text NOT NULL,
	"group_key" text,
	"changes" jsonb NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"side" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_events" DROP CONSTRAINT "project_events_type_check";--> statement-breakpoint
CREATE INDEX "iso_document_versions_doc_idx" ON "iso_document_versions" USING btree ("tenant_code","project_code","doc_code","version_no");--> statement-breakpoint
CREATE INDEX "iso_documents_tree_idx" ON "iso_documents" USING btree ("tenant_code","project_code","parent_code","sort_no");--> statement-breakpoint
CREATE INDEX "iso_documents_type_idx" ON "iso_documents" USING btree ("tenant_code","project_code","doc_biz_type");--> statement-breakpoint
CREATE INDEX "iso_nonconformities_list_idx" ON "iso_nonconformities" USING btree ("tenant_code","project_code","seq");--> statement-breakpoint
CREATE INDEX "iso_projects_customer_idx" ON "iso_projects" USING btree ("customer_tenant_code","project_code");--> statement-breakpoint
CREATE INDEX "iso_variable_history_project_idx" ON "iso_variable_history" USING btree ("tenant_code","project_code","id");--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_type_check" CHECK ("project_events"."type" in ('purchase', 'withdraw', 'dispatch', 'reassign', 'recall', 'start', 'svipRequest', 'svipSubmit', 'stateChange', 'ownerChange', 'taskSubmit', 'taskFinish', 'urge', 'certification', 'exam', 'isoDocuments', 'questionnaire', 'riskAssessment'));