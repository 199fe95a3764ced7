CREATE TABLE "file_shares" (
	"share_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_tail" text NOT NULL,
	"object_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_downloads" integer,
	"downloads" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "project_code" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "source" text DEFAULT 'usr' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_object_id_files_object_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."files"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_created_by_accounts_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_revoked_by_accounts_account_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_shares_token_idx" ON "file_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "file_shares_object_idx" ON "file_shares" USING btree ("object_id","created_at");--> statement-breakpoint
CREATE INDEX "files_project_idx" ON "files" USING btree ("project_code","created_at");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_source_check" CHECK ("files"."source" in ('usr', 'ai'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('general', 'toolKit', 'transferVoucher', 'channelLicence', 'project', 'anonymous'));