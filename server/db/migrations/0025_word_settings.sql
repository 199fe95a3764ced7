CREATE TABLE "word_settings" (
	"tenant_code" text NOT NULL,
	"account_id" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "word_settings_pk" PRIMARY KEY("tenant_code","account_id")
);
--> statement-breakpoint
ALTER TABLE "word_settings" ADD CONSTRAINT "word_settings_tenant_code_tenants_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenants"("tenant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_settings" ADD CONSTRAINT "word_settings_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;