ALTER TABLE "checkout" ADD COLUMN "committed_at" timestamp with time zone;--> statement-breakpoint
-- Checkouts committed before this column existed.
UPDATE "checkout" c SET "committed_at" = n."committed_at" FROM "checkout_number" n WHERE n."checkout_id" = c."id" AND n."committed_at" IS NOT NULL;--> statement-breakpoint
-- A checkout that two racing numbers committed (the flaw this migration closes) keeps its first number as the
-- committed one; the later number's orders stay, and a replay of that number now answers 4210.
UPDATE "checkout_number" n SET "committed_at" = NULL WHERE n."committed_at" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "checkout_number" m WHERE m."checkout_id" = n."checkout_id" AND m."committed_at" IS NOT NULL
    AND (m."committed_at", m."number") < (n."committed_at", n."number"));--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_number_committed_key" ON "checkout_number" USING btree ("checkout_id") WHERE "checkout_number"."committed_at" is not null;
