ALTER TABLE "jobs" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_creator_idx" ON "jobs" USING btree ("tenant_code","created_by","id");