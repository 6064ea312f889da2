CREATE TABLE "payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"channel" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_key" text,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"fail_reason" text,
	"voucher_images" text[],
	"voucher_note" text,
	"voucher_at" timestamp with time zone,
	"reviewed_by" integer,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_amount" CHECK ("payment"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_order" (
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "payment_order_payment_id_order_id_pk" PRIMARY KEY("payment_id","order_id"),
	CONSTRAINT "payment_order_amount" CHECK ("payment_order"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"channel" integer NOT NULL,
	"status" text DEFAULT 'refunded' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_refund_amount" CHECK ("payment_refund"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_bank_account" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_balance_not_negative" CHECK ("wallet"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"payment_id" integer,
	"refund_id" integer,
	"balance_after" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entry_amount" CHECK ("wallet_entry"."amount" <> 0 and "wallet_entry"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"company_code" text NOT NULL,
	"tracking_no" text NOT NULL,
	"carrier" text DEFAULT 'simulated' NOT NULL,
	"status" text DEFAULT 'InfoReceived' NOT NULL,
	"shipped_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipment_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"status" text NOT NULL,
	"description" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_company" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"tracking_pattern" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_reviewed_by_account_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bank_account" ADD CONSTRAINT "shop_bank_account_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_refund_id_payment_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_shipped_by_account_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_event" ADD CONSTRAINT "shipment_event_shipment_id_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_no_key" ON "payment" USING btree ("payment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_request_key" ON "payment" USING btree ("account_id","request_key") WHERE "payment"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "payment_account_idx" ON "payment" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_reviewing_idx" ON "payment" USING btree ("created_at") WHERE "payment"."status" = 'reviewing';--> statement-breakpoint
CREATE INDEX "payment_order_order_idx" ON "payment_order" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refund_request_key" ON "payment_refund" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "payment_refund_order_idx" ON "payment_refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refund_payment_idx" ON "payment_refund" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_account_idx" ON "wallet_entry" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entry_payment_key" ON "wallet_entry" USING btree ("payment_id") WHERE "wallet_entry"."kind" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entry_refund_key" ON "wallet_entry" USING btree ("refund_id") WHERE "wallet_entry"."kind" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_order_key" ON "shipment" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_tracking_key" ON "shipment" USING btree ("company_code","tracking_no");--> statement-breakpoint
CREATE INDEX "shipment_open_idx" ON "shipment" USING btree ("updated_at") WHERE "shipment"."status" not in ('Delivered', 'Expired');--> statement-breakpoint
CREATE INDEX "shipment_event_shipment_idx" ON "shipment_event" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_company_code_key" ON "shipping_company" USING btree ("code");