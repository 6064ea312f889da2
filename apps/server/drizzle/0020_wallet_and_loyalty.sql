CREATE TABLE "coupon_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_activity_window" CHECK ("coupon_activity"."starts_at" < "coupon_activity"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "coupon_activity_coupon" (
	"activity_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_activity_coupon_activity_id_coupon_id_pk" PRIMARY KEY("activity_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "recharge_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_order_amount" CHECK ("recharge_order"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_earning" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"pay_amount" bigint NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_earning_points" CHECK ("points_earning"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_take_back" (
	"refund_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"due" integer,
	"taken" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_exchange" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_exchange_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"score_goods_id" integer NOT NULL,
	"points" integer NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"score_price" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_goods_price" CHECK ("score_goods"."score_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_activity_coupon" ADD CONSTRAINT "coupon_activity_coupon_activity_id_coupon_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."coupon_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_activity_coupon" ADD CONSTRAINT "coupon_activity_coupon_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_order" ADD CONSTRAINT "recharge_order_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_order" ADD CONSTRAINT "recharge_order_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_exchange" ADD CONSTRAINT "score_exchange_score_goods_id_score_goods_id_fk" FOREIGN KEY ("score_goods_id") REFERENCES "public"."score_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_activity_live_idx" ON "coupon_activity" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "coupon_activity_coupon_coupon_idx" ON "coupon_activity_coupon" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_order_payment_key" ON "recharge_order" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_order_request_key" ON "recharge_order" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE INDEX "recharge_order_account_idx" ON "recharge_order" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "points_take_back_order_idx" ON "points_take_back" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "score_exchange_request_key" ON "score_exchange" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE INDEX "score_exchange_account_idx" ON "score_exchange" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "score_goods_sku_key" ON "score_goods" USING btree ("sku_id");