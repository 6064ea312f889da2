CREATE TABLE "shop_member" (
	"shop_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"role" text NOT NULL,
	"rights" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_member_shop_id_account_id_pk" PRIMARY KEY("shop_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"refund_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refund_line" (
	"refund_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "payment_refund_line_refund_id_order_line_id_pk" PRIMARY KEY("refund_id","order_line_id"),
	CONSTRAINT "payment_refund_line_amounts" CHECK ("payment_refund_line"."quantity" >= 0 and "payment_refund_line"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refund" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refund" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
-- Refunds made before refunds had states: those given back are settled, those under way pending.
UPDATE "payment_refund" SET "status" = CASE "status" WHEN 'refunded' THEN 'settled' WHEN 'refunding' THEN 'pending' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD COLUMN "fail_reason" text;--> statement-breakpoint
ALTER TABLE "payment_refund" RENAME COLUMN "refunded_at" TO "settled_at";--> statement-breakpoint
ALTER TABLE "payment_refund" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_member" ADD CONSTRAINT "shop_member_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_member" ADD CONSTRAINT "shop_member_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_refund_id_payment_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refund"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_line" ADD CONSTRAINT "payment_refund_line_refund_id_payment_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refund"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_line" ADD CONSTRAINT "payment_refund_line_order_line_id_sale_order_goods_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sale_order_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_member_account_idx" ON "shop_member" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payment_event_payment_idx" ON "payment_event" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refund_line_line_idx" ON "payment_refund_line" USING btree ("order_line_id");--> statement-breakpoint
-- Every shop's merchant owns it, with every right.
INSERT INTO "shop_member" ("shop_id", "account_id", "role", "rights")
SELECT s."id", m."account_id", 'owner', ARRAY['goods', 'orders', 'aftersales', 'chat', 'finance'] FROM "shop" s JOIN "merchant" m ON m."id" = s."merchant_id"
ON CONFLICT DO NOTHING;