CREATE TABLE "tenant_relations" (
	"parent_tenant_code" text NOT NULL,
	"child_tenant_code" text NOT NULL,
	"kind" text NOT NULL,
	"invite_code" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenant_relations_parent_tenant_code_child_tenant_code_kind_pk" PRIMARY KEY("parent_tenant_code","child_tenant_code","kind"),
	CONSTRAINT "tenant_relations_kind_check" CHECK ("tenant_relations"."kind" in ('customer', 'subChannel')),
	CONSTRAINT "tenant_relations_not_self_check" CHECK ("tenant_relations"."parent_tenant_code" <> "tenant_relations"."child_tenant_code")
);
--> statement-breakpoint
ALTER TABLE "tenant_relations" ADD CONSTRAINT "tenant_relations_parent_tenant_code_tenants_tenant_code_fk" FOREIGN KEY ("parent_tenant_code") REFERENCES "public"."tenants"("tenant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_relations" ADD CONSTRAINT "tenant_relations_child_tenant_code_tenants_tenant_code_fk" FOREIGN KEY ("child_tenant_code") REFERENCES "public"."tenants"("tenant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_relations_child_kind_idx" ON "tenant_relations" USING btree ("child_tenant_code","kind");