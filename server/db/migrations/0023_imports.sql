CREATE TABLE "gov_innovative_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"qualification" text NOT NULL,
	"year" integer NOT NULL,
	"certificate_no" text NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date,
	"tec_domain" text NOT NULL,
	"gov_product_cls" text NOT NULL,
	"main_product" text DEFAULT '' NOT NULL,
	"rd_expense" numeric(14, 2) NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	"rd_staff" integer NOT NULL,
	"total_staff" integer NOT NULL,
	"ip_count" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"batch_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gov_innovative_records_qualification_check" CHECK ("gov_innovative_records"."qualification" in ('highTech', 'techSme', 'innovativeSme', 'specialisedSme', 'littleGiant'))
);
--> statement-breakpoint
CREATE TABLE "gov_tec_projects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"project_no" text NOT NULL,
	"project_name" text NOT NULL,
	"level" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"tec_domain" text NOT NULL,
	"gov_product_cls" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"total_funds" numeric(14, 2) NOT NULL,
	"gov_funds" numeric(14, 2),
	"leader" text NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"batch_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gov_tec_projects_level_check" CHECK ("gov_tec_projects"."level" in ('national', 'provincial', 'municipal', 'district')),
	CONSTRAINT "gov_tec_projects_status_check" CHECK ("gov_tec_projects"."status" in ('ongoing', 'accepted', 'terminated'))
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"size" integer NOT NULL,
	"requested_by_tenant" text NOT NULL,
	"created_by" text NOT NULL,
	"job_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "import_batches_kind_check" CHECK ("import_batches"."kind" in ('govTecProject', 'govInnovative'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gov_innovative_records_key_idx" ON "gov_innovative_records" USING btree ("tenant_code","qualification","year");--> statement-breakpoint
CREATE INDEX "gov_innovative_records_year_idx" ON "gov_innovative_records" USING btree ("tenant_code","year" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "gov_tec_projects_no_idx" ON "gov_tec_projects" USING btree ("tenant_code","project_no");--> statement-breakpoint
CREATE INDEX "gov_tec_projects_start_idx" ON "gov_tec_projects" USING btree ("tenant_code","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_batches_tenant_idx" ON "import_batches" USING btree ("tenant_code","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_batches_job_idx" ON "import_batches" USING btree ("job_id");