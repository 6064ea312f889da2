CREATE TABLE "agreement_version" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_status_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_status_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decorate_draft" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decorate_draft_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer NOT NULL,
	"config" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"copied_from" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone,
	CONSTRAINT "decorate_draft_published_has_who" CHECK ("decorate_draft"."status" = 'draft' or ("decorate_draft"."published_by" is not null and "decorate_draft"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "suspend_reason" text;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "resume_status" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "shop_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_version" ADD CONSTRAINT "agreement_version_agreement_id_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_status_event" ADD CONSTRAINT "shop_status_event_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_status_event" ADD CONSTRAINT "shop_status_event_operator_id_account_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_version_key" ON "agreement_version" USING btree ("agreement_id","version");--> statement-breakpoint
CREATE INDEX "shop_status_event_shop_idx" ON "shop_status_event" USING btree ("shop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "decorate_draft_version_key" ON "decorate_draft" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "decorate_draft_published_key" ON "decorate_draft" USING btree ("status") WHERE "decorate_draft"."status" = 'published';--> statement-breakpoint
CREATE INDEX "decorate_draft_status_idx" ON "decorate_draft" USING btree ("status","version");--> statement-breakpoint
CREATE INDEX "sale_order_shop_created_idx" ON "sale_order" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_refund_stuck_idx" ON "payment_refund" USING btree ("id") WHERE "payment_refund"."status" in ('pending', 'failed');