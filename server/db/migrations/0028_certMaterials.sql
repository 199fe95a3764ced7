CREATE TABLE "cert_material_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"cert_project_code" text NOT NULL,
	"template_key" text,
	"sort" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"return_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cert_material_items_status_check" CHECK ("cert_material_items"."status" in ('pending', 'submitted', 'accepted', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "cert_material_lists" (
	"tenant_code" text NOT NULL,
	"cert_project_code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cert_material_lists_tenant_code_cert_project_code_pk" PRIMARY KEY("tenant_code","cert_project_code")
);
--> statement-breakpoint
CREATE TABLE "cert_material_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"cert_project_code" text NOT NULL,
	"item_id" bigint NOT NULL,
	"object_id" text NOT NULL,
	"file_tenant_code" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cert_material_uploads" ADD CONSTRAINT "cert_material_uploads_item_id_cert_material_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cert_material_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cert_material_items_project_idx" ON "cert_material_items" USING btree ("tenant_code","cert_project_code","sort");--> statement-breakpoint
CREATE INDEX "cert_material_uploads_item_idx" ON "cert_material_uploads" USING btree ("tenant_code","cert_project_code","item_id");