CREATE TABLE "accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"show_name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"phone" text,
	"invite_code" text NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'active' NOT NULL,
	"account_belong_to_platform_type" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accounts_phone_unique" UNIQUE("phone"),
	CONSTRAINT "accounts_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "accounts_status_check" CHECK ("accounts"."status" in ('active', 'disabled')),
	CONSTRAINT "accounts_platform_type_check" CHECK ("accounts"."account_belong_to_platform_type" is null or "accounts"."account_belong_to_platform_type" in ('platform', 'subPlatform'))
);
--> statement-breakpoint
CREATE TABLE "licence_acceptances" (
	"account_id" text NOT NULL,
	"licence_code" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "licence_acceptances_account_id_licence_code_pk" PRIMARY KEY("account_id","licence_code")
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"licence_code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"publish_date" date NOT NULL,
	CONSTRAINT "licences_type_check" CHECK ("licences"."type" in ('rechargeBalance', 'balanceRuleDesc', 'accountRight'))
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"phone" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"tenant_code" text NOT NULL,
	"account_id" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"close_tab_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "memberships_tenant_code_account_id_pk" PRIMARY KEY("tenant_code","account_id"),
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('active', 'disabled')),
	CONSTRAINT "memberships_roles_check" CHECK ("memberships"."roles" <@ array['platform-manager', 'subPlatformManager', 'platform-delivery', 'channel-tenant-manager', 'channel-tenant-sub-manager', 'channel-owner', 'channel-executor', 'consumer-pm', 'consumer-owner', 'consumer-executor', 'internal_auditor', 'cb-tenant-manager', 'cb-tenant-audit', 'cb-tenant-common-scheduler']::text[]),
	CONSTRAINT "memberships_close_tab_keys_check" CHECK ("memberships"."close_tab_keys" <@ array['accountEquity', 'project', 'partnerManage', 'collaborationDashboard']::text[])
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" text NOT NULL,
	"current_tenant_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"tenant_code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"approval_state" text NOT NULL,
	"tenant_zh_name" text NOT NULL,
	"tenant_en_name" text DEFAULT '' NOT NULL,
	"logo_icon_url" text DEFAULT '' NOT NULL,
	"h_tab" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenants_type_check" CHECK ("tenants"."type" in ('platform', 'channel', 'customer', 'cb')),
	CONSTRAINT "tenants_approval_state_check" CHECK ("tenants"."approval_state" in ('inhand', 'submitted', 'rejected', 'success'))
);
--> statement-breakpoint
CREATE TABLE "tool_kit_items" (
	"unique_code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"download_url" text NOT NULL,
	"show_msg" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"file_media_id" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tool_kit_items_status_check" CHECK ("tool_kit_items"."status" in ('0', '1'))
);
--> statement-breakpoint
CREATE TABLE "verify_codes" (
	"code_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "verify_codes_purpose_check" CHECK ("verify_codes"."purpose" in ('login', 'binding'))
);
--> statement-breakpoint
ALTER TABLE "licence_acceptances" ADD CONSTRAINT "licence_acceptances_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_acceptances" ADD CONSTRAINT "licence_acceptances_licence_code_licences_licence_code_fk" FOREIGN KEY ("licence_code") REFERENCES "public"."licences"("licence_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tenant_code_tenants_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenants"("tenant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_current_tenant_code_tenants_tenant_code_fk" FOREIGN KEY ("current_tenant_code") REFERENCES "public"."tenants"("tenant_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licences_type_version_idx" ON "licences" USING btree ("type","version");--> statement-breakpoint
CREATE INDEX "memberships_account_idx" ON "memberships" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "verify_codes_phone_idx" ON "verify_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "verify_codes_ip_idx" ON "verify_codes" USING btree ("ip","created_at");