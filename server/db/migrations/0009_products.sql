CREATE TABLE "product_versions" (
	"product_code" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_versions_product_code_version_pk" PRIMARY KEY("product_code","version")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"service_kind" text NOT NULL,
	"standard" text NOT NULL,
	"project_create_type" text NOT NULL,
	"price_points" integer NOT NULL,
	"sale_end_date" text NOT NULL,
	"status" text NOT NULL,
	"published_version" integer,
	"draft" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_service_kind_check" CHECK ("products"."service_kind" in ('riskAssessment', 'gapAnalysis', 'questionnaire', 'certification')),
	CONSTRAINT "products_standard_check" CHECK ("products"."standard" in ('iso', 'gov')),
	CONSTRAINT "products_project_create_type_check" CHECK ("products"."project_create_type" in ('iso', 'gov')),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'published', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "product_authorizations" (
	"authorization_code" text PRIMARY KEY NOT NULL,
	"channel_tenant_code" text NOT NULL,
	"product_code" text NOT NULL,
	"pricing_mode" text NOT NULL,
	"price_points" integer,
	"discount_percent" integer,
	"quota" integer NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_authorizations_pricing_mode_check" CHECK ("product_authorizations"."pricing_mode" in ('price', 'discount')),
	CONSTRAINT "product_authorizations_status_check" CHECK ("product_authorizations"."status" in ('active', 'withdrawn')),
	CONSTRAINT "product_authorizations_quota_check" CHECK ("product_authorizations"."quota" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_code_products_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("product_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_authorizations_channel_product_idx" ON "product_authorizations" USING btree ("channel_tenant_code","product_code");