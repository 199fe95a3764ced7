ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
DROP INDEX "transfer_records_voucher_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_records_voucher_idx" ON "transfer_records" USING btree ("voucher_object_id") WHERE "transfer_records"."status" <> 'rejected';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created', 'paid', 'closed', 'refunding', 'refunded'));