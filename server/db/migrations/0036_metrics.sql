CREATE TABLE "metric_dirty" (
	"tenant_code" text NOT NULL,
	"project_code" text DEFAULT '' NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_dirty_tenant_code_project_code_pk" PRIMARY KEY("tenant_code","project_code")
);
--> statement-breakpoint
CREATE TABLE "metric_platform_months" (
	"fact" text NOT NULL,
	"dim_kind" text NOT NULL,
	"month" text NOT NULL,
	"dim_value" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "metric_platform_months_fact_dim_kind_month_dim_value_pk" PRIMARY KEY("fact","dim_kind","month","dim_value"),
	CONSTRAINT "metric_platform_months_fact_check" CHECK ("metric_platform_months"."fact" in ('recharge', 'pointsIn', 'pointsOut', 'purchase', 'delivered', 'certProject', 'certificate', 'newTenant', 'channelApproval', 'active')),
	CONSTRAINT "metric_platform_months_dim_check" CHECK ("metric_platform_months"."dim_kind" in ('all', 'product', 'channel', 'region', 'tenantType')),
	CONSTRAINT "metric_platform_months_count_check" CHECK ("metric_platform_months"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "metric_projects" (
	"tenant_code" text NOT NULL,
	"project_code" text NOT NULL,
	"group_code" text NOT NULL,
	"customer_tenant_code" text NOT NULL,
	"delivery_tenant_code" text NOT NULL,
	"project_name" text NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"service_kind" text NOT NULL,
	"state" text NOT NULL,
	"withdrawn" boolean NOT NULL,
	"consultant_account_id" text,
	"progress" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"purchase_month" text NOT NULL,
	"points" integer NOT NULL,
	"planned_days" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"finish_month" text,
	"delivery_days" integer,
	"delayed" boolean NOT NULL,
	"open_gaps" jsonb NOT NULL,
	"high_gaps" integer NOT NULL,
	"overdue_disposals" integer NOT NULL,
	"risks" jsonb NOT NULL,
	"open_risks" jsonb NOT NULL,
	"high_risks" integer NOT NULL,
	"residual_high_risks" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "metric_projects_tenant_code_project_code_pk" PRIMARY KEY("tenant_code","project_code")
);
--> statement-breakpoint
CREATE TABLE "metric_tenant_months" (
	"tenant_code" text NOT NULL,
	"month" text NOT NULL,
	"fact" text NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"tenant_type" text NOT NULL,
	"region_code" text NOT NULL,
	"channel_code" text NOT NULL,
	CONSTRAINT "metric_tenant_months_tenant_code_month_fact_product_code_pk" PRIMARY KEY("tenant_code","month","fact","product_code"),
	CONSTRAINT "metric_tenant_months_fact_check" CHECK ("metric_tenant_months"."fact" in ('recharge', 'pointsIn', 'pointsOut', 'purchase', 'delivered', 'certProject', 'certificate', 'newTenant', 'channelApproval', 'active'))
);
--> statement-breakpoint
CREATE INDEX "metric_projects_month_idx" ON "metric_projects" USING btree ("tenant_code","purchase_month");--> statement-breakpoint
CREATE INDEX "metric_tenant_months_fact_month_idx" ON "metric_tenant_months" USING btree ("fact","month","tenant_type","tenant_code");--> statement-breakpoint
CREATE INDEX "wallet_entries_tenant_type_time_idx" ON "wallet_entries" USING btree ("tenant_code","type","created_at");