DROP INDEX "push_device_device_key";--> statement-breakpoint
ALTER TABLE "push_device" ADD CONSTRAINT "push_device_owner_key" UNIQUE NULLS NOT DISTINCT("device_id","account_id");