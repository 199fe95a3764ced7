ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "iso_projects" ADD COLUMN "final_values" jsonb;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('general', 'toolKit', 'transferVoucher', 'channelLicence', 'project', 'projectDraft', 'anonymous'));