CREATE TABLE "activity_points_pick" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_points_pick_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_recharge_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_recharge_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"payment_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_recharge_order_amount" CHECK ("shop_recharge_order"."amount" > 0 and "shop_recharge_order"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_plus" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"denominations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_plus_member" (
	"shop_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_plus_member_shop_id_account_id_pk" PRIMARY KEY("shop_id","account_id"),
	CONSTRAINT "shop_plus_member_ids" CHECK ("shop_plus_member"."shop_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_refund_return" (
	"refund_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_conversation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"shopper_id" integer NOT NULL,
	"shop_id" integer,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"shopper_read_seq" integer DEFAULT 0 NOT NULL,
	"staff_read_seq" integer DEFAULT 0 NOT NULL,
	"shopper_muted" boolean DEFAULT false NOT NULL,
	"last_message_at" timestamp with time zone,
	"shopper_wrote_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversation_shop" CHECK (("chat_conversation"."kind" = 'shop') = ("chat_conversation"."shop_id" is not null)),
	CONSTRAINT "chat_conversation_reads" CHECK ("chat_conversation"."shopper_read_seq" between 0 and "chat_conversation"."last_seq" and "chat_conversation"."staff_read_seq" between 0 and "chat_conversation"."last_seq")
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"side" text NOT NULL,
	"sender_id" integer,
	"client_message_id" text NOT NULL,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_seq" CHECK ("chat_message"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payout" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"receive_account" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdraw_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"net_amount" integer NOT NULL,
	"receive_account" text NOT NULL,
	"state" text DEFAULT 'applied' NOT NULL,
	"request_key" text NOT NULL,
	"reviewer_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdraw_order_amounts" CHECK ("withdraw_order"."amount" > 0 and "withdraw_order"."fee" >= 0 and "withdraw_order"."net_amount" > 0 and "withdraw_order"."net_amount" + "withdraw_order"."fee" = "withdraw_order"."amount")
);
--> statement-breakpoint
CREATE TABLE "withdraw_payout" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdraw_payout_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"withdraw_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"receive_account" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_order" DROP CONSTRAINT "sale_order_amounts";--> statement-breakpoint
ALTER TABLE "shipment" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_activity" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_activity" ADD COLUMN "points_per_user" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_activity" ADD COLUMN "points_total" integer;--> statement-breakpoint
ALTER TABLE "coupon_activity" ADD COLUMN "points_claimed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_order" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_order" ADD COLUMN "points_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "score_exchange" ADD COLUMN "sku_id" integer;--> statement-breakpoint
ALTER TABLE "score_exchange" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "score_exchange" ADD COLUMN "status" text DEFAULT 'to_ship' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_points_pick" ADD CONSTRAINT "activity_points_pick_activity_id_coupon_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."coupon_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_recharge_order" ADD CONSTRAINT "shop_recharge_order_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_recharge_order" ADD CONSTRAINT "shop_recharge_order_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_plus" ADD CONSTRAINT "shop_plus_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_plus_member" ADD CONSTRAINT "shop_plus_member_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_plus_member" ADD CONSTRAINT "shop_plus_member_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_shopper_id_account_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_sender_id_account_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_order" ADD CONSTRAINT "withdraw_order_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_order" ADD CONSTRAINT "withdraw_order_reviewer_id_account_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_payout" ADD CONSTRAINT "withdraw_payout_withdraw_id_withdraw_order_id_fk" FOREIGN KEY ("withdraw_id") REFERENCES "public"."withdraw_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_points_pick_account_idx" ON "activity_points_pick" USING btree ("activity_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_recharge_order_payment_key" ON "shop_recharge_order" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_recharge_order_request_key" ON "shop_recharge_order" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE INDEX "shop_recharge_order_account_idx" ON "shop_recharge_order" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_plus_member_account_idx" ON "shop_plus_member" USING btree ("account_id","joined_at");--> statement-breakpoint
CREATE INDEX "points_refund_return_order_idx" ON "points_refund_return" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversation_shop_key" ON "chat_conversation" USING btree ("shopper_id","shop_id") WHERE "chat_conversation"."kind" = 'shop';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversation_platform_key" ON "chat_conversation" USING btree ("shopper_id") WHERE "chat_conversation"."kind" = 'platform';--> statement-breakpoint
CREATE INDEX "chat_conversation_shopper_list_idx" ON "chat_conversation" USING btree ("shopper_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chat_conversation"."last_message_at" is not null;--> statement-breakpoint
CREATE INDEX "chat_conversation_shop_list_idx" ON "chat_conversation" USING btree ("shop_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chat_conversation"."last_message_at" is not null;--> statement-breakpoint
CREATE INDEX "chat_conversation_platform_list_idx" ON "chat_conversation" USING btree ("last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chat_conversation"."kind" = 'platform' and "chat_conversation"."shopper_wrote_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_seq_key" ON "chat_message" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_client_key" ON "chat_message" USING btree ("conversation_id","side",coalesce("sender_id", 0),"client_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_order_request_key" ON "withdraw_order" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE INDEX "withdraw_order_account_idx" ON "withdraw_order" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "withdraw_order_state_idx" ON "withdraw_order" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_payout_withdraw_key" ON "withdraw_payout" USING btree ("withdraw_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_payout_idempotency_key" ON "withdraw_payout" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "score_exchange_goods_status_idx" ON "score_exchange" USING btree ("score_goods_id","status","created_at","id");--> statement-breakpoint
ALTER TABLE "coupon_activity" ADD CONSTRAINT "coupon_activity_points" CHECK ("coupon_activity"."points" >= 0 and "coupon_activity"."points_per_user" >= 1 and "coupon_activity"."points_claimed" >= 0 and ("coupon_activity"."points_total" is null or "coupon_activity"."points_claimed" <= "coupon_activity"."points_total"));--> statement-breakpoint
ALTER TABLE "sale_order" ADD CONSTRAINT "sale_order_amounts" CHECK ("sale_order"."quantity" > 0 and "sale_order"."goods_amount" >= 0 and "sale_order"."shop_coupon_amount" >= 0 and "sale_order"."platform_coupon_amount" >= 0 and "sale_order"."delivery_fee" >= 0 and "sale_order"."points_used" >= 0 and "sale_order"."points_amount" >= 0 and "sale_order"."pay_amount" >= 0 and "sale_order"."pay_amount" = "sale_order"."goods_amount" - "sale_order"."shop_coupon_amount" - "sale_order"."platform_coupon_amount" - "sale_order"."points_amount" + "sale_order"."delivery_fee");