ALTER TABLE "gap_disposals" ADD COLUMN "gap_level" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "gap_disposals" ADD COLUMN "category_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gap_disposals" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gap_reports" ADD COLUMN "job_run" text;--> statement-breakpoint
CREATE INDEX "gap_disposals_rank_idx" ON "gap_disposals" USING btree ("tenant_code","project_code","status","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "gap_reports_job_run_idx" ON "gap_reports" USING btree ("tenant_code","project_code","job_run");