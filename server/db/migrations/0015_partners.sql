ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_area_check";--> statement-breakpoint
ALTER TABLE "channel_profiles" ADD COLUMN "licence_object_id" text;--> statement-breakpoint
CREATE INDEX "wallet_entries_tenant_type_idx" ON "wallet_entries" USING btree ("tenant_code","type");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('general', 'toolKit', 'transferVoucher', 'channelLicence'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_area_check" CHECK ("audit_log"."area" in ('products', 'authorizations', 'channels', 'tenantConfig', 'certBodies', 'accounts', 'standardConfig', 'equity', 'customers', 'personnel', 'partners'));