DROP INDEX "shipment_open_idx";--> statement-breakpoint
ALTER TABLE "shipment" ADD COLUMN "next_step_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_event" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shipment_next_step_idx" ON "shipment" USING btree ("next_step_at") WHERE "shipment"."next_step_at" is not null;--> statement-breakpoint
-- Parcels on their way when the steps were queued jobs: their next step is due now (the sweep asks the carrier,
-- which appends the event that is next or, with nothing to come, takes the parcel off the queue). Jobs still
-- queued for the old step queue find no worker and expire with the queue's retention.
UPDATE "shipment" SET "next_step_at" = now() WHERE "status" NOT IN ('Delivered', 'Expired');
