CREATE TABLE "exam_attempts" (
	"tenant_code" text NOT NULL,
	"attempt_code" text NOT NULL,
	"channel_tenant_code" text NOT NULL,
	"delivery_tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"paper_code" text NOT NULL,
	"candidate_account_id" text NOT NULL,
	"candidate_name" text NOT NULL,
	"state" text NOT NULL,
	"paper" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers_version" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"timed_out" boolean DEFAULT false NOT NULL,
	"result" jsonb,
	"grades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_score" double precision DEFAULT 0 NOT NULL,
	"passed" boolean,
	"graded_at" timestamp with time zone,
	"graded_by" text,
	"graded_by_name" text,
	"certificate_no" text,
	"verify_code" text,
	"issued_at" timestamp with time zone,
	CONSTRAINT "exam_attempts_tenant_code_attempt_code_pk" PRIMARY KEY("tenant_code","attempt_code"),
	CONSTRAINT "exam_attempts_state_check" CHECK ("exam_attempts"."state" in ('inProgress', 'submitted', 'graded'))
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_service_kind_check";--> statement-breakpoint
ALTER TABLE "project_events" DROP CONSTRAINT "project_events_type_check";--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_code_idx" ON "exam_attempts" USING btree ("attempt_code");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_project_idx" ON "exam_attempts" USING btree ("project_code");--> statement-breakpoint
CREATE INDEX "exam_attempts_candidate_idx" ON "exam_attempts" USING btree ("tenant_code","candidate_account_id","started_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_channel_idx" ON "exam_attempts" USING btree ("delivery_tenant_code","state","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_running_idx" ON "exam_attempts" USING btree ("tenant_code","candidate_account_id","product_code") WHERE "exam_attempts"."state" = 'inProgress';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_verify_idx" ON "exam_attempts" USING btree ("verify_code");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_certificate_idx" ON "exam_attempts" USING btree ("certificate_no");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_service_kind_check" CHECK ("products"."service_kind" in ('riskAssessment', 'gapAnalysis', 'questionnaire', 'certification', 'exam'));--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_type_check" CHECK ("project_events"."type" in ('purchase', 'withdraw', 'dispatch', 'reassign', 'recall', 'start', 'svipRequest', 'svipSubmit', 'stateChange', 'ownerChange', 'taskSubmit', 'taskFinish', 'urge', 'certification', 'exam', 'questionnaire', 'riskAssessment'));