CREATE TABLE "user_coupon" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_coupon_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"shop_id" integer,
	"status" text DEFAULT 'unused' NOT NULL,
	"picked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "checkout" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"source" text NOT NULL,
	"lines" jsonb NOT NULL,
	"address_id" integer,
	"coupon_choices" jsonb DEFAULT '{"shops":{}}'::jsonb NOT NULL,
	"remarks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_number" (
	"number" text PRIMARY KEY NOT NULL,
	"checkout_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"order_ids" integer[]
);
--> statement-breakpoint
CREATE TABLE "sale_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"checkout_number" text NOT NULL,
	"status" text DEFAULT 'paying' NOT NULL,
	"quantity" integer NOT NULL,
	"goods_amount" integer NOT NULL,
	"shop_coupon_amount" integer DEFAULT 0 NOT NULL,
	"platform_coupon_amount" integer DEFAULT 0 NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"pay_amount" integer NOT NULL,
	"user_coupon_id" integer,
	"platform_user_coupon_id" integer,
	"address" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"terminate_reason" text,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_order_amounts" CHECK ("sale_order"."quantity" > 0 and "sale_order"."goods_amount" >= 0 and "sale_order"."shop_coupon_amount" >= 0 and "sale_order"."platform_coupon_amount" >= 0 and "sale_order"."delivery_fee" >= 0 and "sale_order"."pay_amount" >= 0 and "sale_order"."pay_amount" = "sale_order"."goods_amount" - "sale_order"."shop_coupon_amount" - "sale_order"."platform_coupon_amount" + "sale_order"."delivery_fee")
);
--> statement-breakpoint
CREATE TABLE "sale_order_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_order_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_order_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_order_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer,
	"title" jsonb NOT NULL,
	"spec_name" jsonb NOT NULL,
	"image" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_order_goods_amounts" CHECK ("sale_order_goods"."quantity" > 0 and "sale_order_goods"."unit_price" >= 0 and "sale_order_goods"."amount" = "sale_order_goods"."unit_price" * "sale_order_goods"."quantity" and "sale_order_goods"."discount_amount" between 0 and "sale_order_goods"."amount")
);
--> statement-breakpoint
ALTER TABLE "coupon" DROP CONSTRAINT "coupon_terms";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "purchase_limit" integer;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "max_off" integer;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_address_id_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."address"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_number" ADD CONSTRAINT "checkout_number_checkout_id_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_number" ADD CONSTRAINT "checkout_number_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order" ADD CONSTRAINT "sale_order_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order" ADD CONSTRAINT "sale_order_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order" ADD CONSTRAINT "sale_order_user_coupon_id_user_coupon_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupon"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order" ADD CONSTRAINT "sale_order_platform_user_coupon_id_user_coupon_id_fk" FOREIGN KEY ("platform_user_coupon_id") REFERENCES "public"."user_coupon"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_event" ADD CONSTRAINT "sale_order_event_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_goods" ADD CONSTRAINT "sale_order_goods_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_goods" ADD CONSTRAINT "sale_order_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_goods" ADD CONSTRAINT "sale_order_goods_sku_id_goods_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_coupon_account_idx" ON "user_coupon" USING btree ("account_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "user_coupon_coupon_idx" ON "user_coupon" USING btree ("coupon_id","account_id");--> statement-breakpoint
CREATE INDEX "checkout_account_idx" ON "checkout" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_number_checkout_idx" ON "checkout_number" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_order_no_key" ON "sale_order" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_order_checkout_shop_key" ON "sale_order" USING btree ("checkout_number","shop_id");--> statement-breakpoint
CREATE INDEX "sale_order_account_idx" ON "sale_order" USING btree ("account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "sale_order_shop_idx" ON "sale_order" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "sale_order_pay_deadline_idx" ON "sale_order" USING btree ("pay_deadline") WHERE "sale_order"."status" = 'paying';--> statement-breakpoint
CREATE INDEX "sale_order_event_order_idx" ON "sale_order_event" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_order_goods_order_idx" ON "sale_order_goods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sale_order_goods_goods_idx" ON "sale_order_goods" USING btree ("goods_id");--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_terms" CHECK ("coupon"."picked_quantity" between 0 and "coupon"."total_quantity" and (("coupon"."kind" = 'amount_off' and "coupon"."amount_off" > 0) or ("coupon"."kind" = 'percent_off' and "coupon"."percent_off" between 1 and 99)) and ("coupon"."max_off" is null or "coupon"."max_off" > 0));