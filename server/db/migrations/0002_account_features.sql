CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"aoc_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"publish_date" date NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_aoc_code_unique" UNIQUE("aoc_code"),
	CONSTRAINT "announcements_status_check" CHECK ("announcements"."status" in ('0', '1'))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"object_id" text PRIMARY KEY NOT NULL,
	"tenant_code" text,
	"account_id" text NOT NULL,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('general', 'toolKit', 'transferVoucher'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"tenant_code" text,
	"points" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"package_code" text,
	"status" text DEFAULT 'created' NOT NULL,
	"channel" text,
	"provider_trade_no" text,
	"client_token" text,
	"close_reason" text,
	"refund_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created', 'paid', 'closed', 'refunded')),
	CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" is null or "orders"."channel" in ('sandbox', 'wechat', 'alipay')),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."points" > 0 and "orders"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"order_no" text,
	"provider_trade_no" text,
	"verified" integer NOT NULL,
	"outcome" text NOT NULL,
	"payload" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_records" (
	"record_code" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"tenant_code" text NOT NULL,
	"amount" integer NOT NULL,
	"payer_name" text NOT NULL,
	"payer_account" text DEFAULT '' NOT NULL,
	"payer_bank" text DEFAULT '' NOT NULL,
	"transfer_date" date NOT NULL,
	"voucher_object_id" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"audited_by" text,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_records_status_check" CHECK ("transfer_records"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "transfer_records_amount_positive" CHECK ("transfer_records"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"entry_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"order_no" text,
	"record_code" text,
	"tenant_code" text,
	"operator_account_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_entries_type_check" CHECK ("wallet_entries"."type" in ('recharge', 'consume', 'gift', 'refund', 'transfer', 'adjustment')),
	CONSTRAINT "wallet_entries_amount_non_zero" CHECK ("wallet_entries"."amount" <> 0),
	CONSTRAINT "wallet_entries_balance_non_negative" CHECK ("wallet_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"account_id" text PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"total_in" bigint DEFAULT 0 NOT NULL,
	"total_out" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallets_balance_non_negative" CHECK ("wallets"."balance" >= 0),
	CONSTRAINT "wallets_totals_non_negative" CHECK ("wallets"."total_in" >= 0 and "wallets"."total_out" >= 0),
	CONSTRAINT "wallets_balance_is_totals" CHECK ("wallets"."balance" = "wallets"."total_in" - "wallets"."total_out")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_accounts_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_code_tenants_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenants"("tenant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_code_tenants_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenants"("tenant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_records" ADD CONSTRAINT "transfer_records_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_records" ADD CONSTRAINT "transfer_records_tenant_code_tenants_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenants"("tenant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_records" ADD CONSTRAINT "transfer_records_voucher_object_id_files_object_id_fk" FOREIGN KEY ("voucher_object_id") REFERENCES "public"."files"("object_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_records" ADD CONSTRAINT "transfer_records_audited_by_accounts_account_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallets_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallets"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_visible_idx" ON "announcements" USING btree ("status","publish_date","id");--> statement-breakpoint
CREATE INDEX "files_tenant_idx" ON "files" USING btree ("tenant_code","created_at");--> statement-breakpoint
CREATE INDEX "orders_account_time_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_time_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_tenant_time_idx" ON "orders" USING btree ("tenant_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_token_idx" ON "orders" USING btree ("account_id","client_token");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_no","received_at");--> statement-breakpoint
CREATE INDEX "transfer_records_account_time_idx" ON "transfer_records" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_records_status_time_idx" ON "transfer_records" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transfer_records_tenant_time_idx" ON "transfer_records" USING btree ("tenant_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_idempotency_idx" ON "wallet_entries" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_time_idx" ON "wallet_entries" USING btree ("account_id","created_at");