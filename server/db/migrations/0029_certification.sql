CREATE TABLE "cert_audits" (
	"tenant_code" text NOT NULL,
	"audit_code" text NOT NULL,
	"cert_project_code" text NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"schedule_state" text NOT NULL,
	"window_from" date NOT NULL,
	"window_to" date NOT NULL,
	"required_days" numeric(6, 1) NOT NULL,
	"total_days" numeric(6, 1) NOT NULL,
	"start_date" date,
	"end_date" date,
	"team" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan" jsonb,
	"report" jsonb,
	"published_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cert_audits_tenant_code_audit_code_pk" PRIMARY KEY("tenant_code","audit_code"),
	CONSTRAINT "cert_audits_type_check" CHECK ("cert_audits"."type" in ('stage1', 'stage2', 'surveillance1', 'surveillance2', 'recertification')),
	CONSTRAINT "cert_audits_state_check" CHECK ("cert_audits"."state" in ('planned', 'scheduled', 'inProgress', 'completed', 'closed', 'cancelled')),
	CONSTRAINT "cert_audits_schedule_state_check" CHECK ("cert_audits"."schedule_state" in ('unscheduled', 'draft', 'published')),
	CONSTRAINT "cert_audits_window_check" CHECK ("cert_audits"."window_from" <= "cert_audits"."window_to")
);
--> statement-breakpoint
CREATE TABLE "cert_certificates" (
	"tenant_code" text NOT NULL,
	"certificate_no" text NOT NULL,
	"cert_project_code" text NOT NULL,
	"standards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scope_text" text DEFAULT '' NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"status_since" date,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cert_certificates_tenant_code_certificate_no_pk" PRIMARY KEY("tenant_code","certificate_no"),
	CONSTRAINT "cert_certificates_status_check" CHECK ("cert_certificates"."status" in ('valid', 'suspended', 'withdrawn', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "cert_findings" (
	"tenant_code" text NOT NULL,
	"finding_code" text NOT NULL,
	"audit_code" text NOT NULL,
	"cert_project_code" text NOT NULL,
	"grade" text NOT NULL,
	"state" text NOT NULL,
	"clause" text NOT NULL,
	"description" text NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"deadline" date,
	"corrective_action" text,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"verification_note" text,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cert_findings_tenant_code_finding_code_pk" PRIMARY KEY("tenant_code","finding_code"),
	CONSTRAINT "cert_findings_grade_check" CHECK ("cert_findings"."grade" in ('major', 'minor', 'observation')),
	CONSTRAINT "cert_findings_state_check" CHECK ("cert_findings"."state" in ('open', 'submitted', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "cert_projects" (
	"tenant_code" text NOT NULL,
	"cert_project_code" text NOT NULL,
	"origin" text NOT NULL,
	"state" text NOT NULL,
	"client_name" text NOT NULL,
	"client_tenant_code" text,
	"channel_tenant_code" text,
	"project_code" text,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"region_name" text DEFAULT '' NOT NULL,
	"standards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scope_text" text DEFAULT '' NOT NULL,
	"scope_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hangye_code" text,
	"sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"personnel" jsonb,
	"complexity" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"not_applicable" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audit_time" jsonb,
	"audit_time_config" jsonb,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"decline_reason" text,
	"end_reason" text,
	"technical_review" jsonb,
	"decision" jsonb,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cert_projects_tenant_code_cert_project_code_pk" PRIMARY KEY("tenant_code","cert_project_code"),
	CONSTRAINT "cert_projects_origin_check" CHECK ("cert_projects"."origin" in ('channel', 'body')),
	CONSTRAINT "cert_projects_state_check" CHECK ("cert_projects"."state" in ('applied', 'accepted', 'declined', 'reviewed', 'programmed', 'technicalReview', 'certified', 'refused', 'withdrawn'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cert_audits_code_idx" ON "cert_audits" USING btree ("audit_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cert_audits_seq_idx" ON "cert_audits" USING btree ("tenant_code","cert_project_code","seq");--> statement-breakpoint
CREATE INDEX "cert_audits_window_idx" ON "cert_audits" USING btree ("tenant_code","window_from","window_to");--> statement-breakpoint
CREATE INDEX "cert_audits_dates_idx" ON "cert_audits" USING btree ("tenant_code","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cert_certificates_no_idx" ON "cert_certificates" USING btree ("certificate_no");--> statement-breakpoint
CREATE INDEX "cert_certificates_project_idx" ON "cert_certificates" USING btree ("tenant_code","cert_project_code");--> statement-breakpoint
CREATE INDEX "cert_certificates_status_idx" ON "cert_certificates" USING btree ("tenant_code","status","expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "cert_findings_code_idx" ON "cert_findings" USING btree ("finding_code");--> statement-breakpoint
CREATE INDEX "cert_findings_audit_idx" ON "cert_findings" USING btree ("tenant_code","audit_code");--> statement-breakpoint
CREATE INDEX "cert_findings_project_idx" ON "cert_findings" USING btree ("tenant_code","cert_project_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cert_projects_code_idx" ON "cert_projects" USING btree ("cert_project_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cert_projects_project_idx" ON "cert_projects" USING btree ("project_code") WHERE "cert_projects"."project_code" is not null;--> statement-breakpoint
CREATE INDEX "cert_projects_state_idx" ON "cert_projects" USING btree ("tenant_code","state","created_at");--> statement-breakpoint
CREATE INDEX "cert_projects_client_idx" ON "cert_projects" USING btree ("client_tenant_code");--> statement-breakpoint
CREATE INDEX "cert_projects_channel_idx" ON "cert_projects" USING btree ("channel_tenant_code");