CREATE TABLE "operator_action" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_action_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"request" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_holiday" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "shop_holiday_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "health_goods" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"approval_number" text NOT NULL,
	"dosage_form" jsonb NOT NULL,
	"specification" jsonb NOT NULL,
	"usage" jsonb NOT NULL,
	"contraindications" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_demand" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medicine_demand_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"medicine" text NOT NULL,
	"quantity" integer NOT NULL,
	"symptoms" text NOT NULL,
	"goods_id" integer,
	"prescription" boolean NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_quote_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_demand_quantity" CHECK ("medicine_demand"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "medicine_demand_shop" (
	"demand_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"distance_m" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_demand_shop_demand_id_shop_id_pk" PRIMARY KEY("demand_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "medicine_quote" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medicine_quote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"demand_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"conversation_id" integer NOT NULL,
	"staff_id" integer,
	"request_key" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_quote_amounts" CHECK ("medicine_quote"."quantity" between 1 and 99 and "medicine_quote"."unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "takeaway_progress" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"stage" text DEFAULT 'accepted' NOT NULL,
	"eta_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"preparing_at" timestamp with time zone,
	"delivering_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "takeaway_progress_stage" CHECK ("takeaway_progress"."stage" in ('accepted', 'preparing', 'delivering', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "groupbuy_listing" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groupbuy_listing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"group_price" integer NOT NULL,
	"pickup_date" date NOT NULL,
	"cut_off_at" timestamp with time zone NOT NULL,
	"threshold" integer NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"per_shopper_limit" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groupbuy_listing_amounts" CHECK ("groupbuy_listing"."group_price" > 0 and "groupbuy_listing"."threshold" > 0 and "groupbuy_listing"."joined" >= 0 and "groupbuy_listing"."per_shopper_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "groupbuy_order" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"pickup_point_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"cancel_due_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"code_hash" text,
	"code_sealed" text,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groupbuy_order_quantity" CHECK ("groupbuy_order"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "groupbuy_pickup_staff" (
	"pickup_point_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groupbuy_pickup_staff_pickup_point_id_account_id_pk" PRIMARY KEY("pickup_point_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "groupbuy_redeem_failure" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "groupbuy_redeem_failure_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "house_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_reward" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"points" integer NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_reward_points_check" CHECK ("invite_reward"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "share_link" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"sharer_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversation" DROP CONSTRAINT "chat_conversation_shop";--> statement-breakpoint
ALTER TABLE "address" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "address" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "packing_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "last_order_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_order" ADD COLUMN "packing_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD COLUMN "demand_id" integer;--> statement-breakpoint
ALTER TABLE "shop_holiday" ADD CONSTRAINT "shop_holiday_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_goods" ADD CONSTRAINT "health_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_demand" ADD CONSTRAINT "medicine_demand_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_demand" ADD CONSTRAINT "medicine_demand_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_demand_shop" ADD CONSTRAINT "medicine_demand_shop_demand_id_medicine_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."medicine_demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_demand_shop" ADD CONSTRAINT "medicine_demand_shop_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_quote" ADD CONSTRAINT "medicine_quote_demand_id_medicine_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."medicine_demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_quote" ADD CONSTRAINT "medicine_quote_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_quote" ADD CONSTRAINT "medicine_quote_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_quote" ADD CONSTRAINT "medicine_quote_sku_id_goods_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_quote" ADD CONSTRAINT "medicine_quote_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_quote" ADD CONSTRAINT "medicine_quote_staff_id_account_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_quote" ADD CONSTRAINT "medicine_quote_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takeaway_progress" ADD CONSTRAINT "takeaway_progress_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takeaway_progress" ADD CONSTRAINT "takeaway_progress_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_listing" ADD CONSTRAINT "groupbuy_listing_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_listing" ADD CONSTRAINT "groupbuy_listing_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_listing" ADD CONSTRAINT "groupbuy_listing_sku_id_goods_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_listing" ADD CONSTRAINT "groupbuy_listing_category_id_house_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."house_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_order" ADD CONSTRAINT "groupbuy_order_order_id_sale_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_order" ADD CONSTRAINT "groupbuy_order_listing_id_groupbuy_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."groupbuy_listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_order" ADD CONSTRAINT "groupbuy_order_pickup_point_id_shop_address_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."shop_address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_order" ADD CONSTRAINT "groupbuy_order_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_order" ADD CONSTRAINT "groupbuy_order_redeemed_by_account_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_pickup_staff" ADD CONSTRAINT "groupbuy_pickup_staff_pickup_point_id_shop_address_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."shop_address"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_pickup_staff" ADD CONSTRAINT "groupbuy_pickup_staff_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_reward" ADD CONSTRAINT "invite_reward_invitee_id_account_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_reward" ADD CONSTRAINT "invite_reward_inviter_id_account_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_sharer_id_account_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_action_operator_idx" ON "operator_action" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "operator_action_subject_idx" ON "operator_action" USING btree ("subject","id") WHERE "operator_action"."subject" <> '';--> statement-breakpoint
CREATE INDEX "medicine_demand_account_idx" ON "medicine_demand" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "medicine_demand_shop_list_idx" ON "medicine_demand_shop" USING btree ("shop_id","created_at" DESC NULLS LAST,"demand_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "medicine_quote_demand_idx" ON "medicine_quote" USING btree ("demand_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_quote_request_key" ON "medicine_quote" USING btree ("shop_id","request_key");--> statement-breakpoint
CREATE INDEX "takeaway_progress_shop_idx" ON "takeaway_progress" USING btree ("shop_id","stage","accepted_at","order_id");--> statement-breakpoint
CREATE INDEX "groupbuy_listing_category_idx" ON "groupbuy_listing" USING btree ("category_id","id") WHERE "groupbuy_listing"."status" = 'open';--> statement-breakpoint
CREATE INDEX "groupbuy_listing_shop_idx" ON "groupbuy_listing" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "groupbuy_listing_cutoff_idx" ON "groupbuy_listing" USING btree ("cut_off_at") WHERE "groupbuy_listing"."status" = 'open';--> statement-breakpoint
CREATE INDEX "groupbuy_order_listing_idx" ON "groupbuy_order" USING btree ("listing_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groupbuy_order_code_key" ON "groupbuy_order" USING btree ("pickup_point_id","code_hash");--> statement-breakpoint
CREATE INDEX "groupbuy_order_cancel_idx" ON "groupbuy_order" USING btree ("cancel_due_at") WHERE "groupbuy_order"."cancel_due_at" is not null and "groupbuy_order"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "groupbuy_pickup_staff_account_idx" ON "groupbuy_pickup_staff" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_category_code_key" ON "house_category" USING btree ("code");--> statement-breakpoint
CREATE INDEX "invite_reward_inviter_idx" ON "invite_reward" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_code_key" ON "share_link" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_sharer_goods_key" ON "share_link" USING btree ("sharer_id","goods_id");--> statement-breakpoint
CREATE INDEX "area_location_idx" ON "area" USING gist (point("lng", "lat")) WHERE "area"."lat" is not null and "area"."lng" is not null;--> statement-breakpoint
CREATE INDEX "area_name_search_idx" ON "area" USING gin (to_tsvector('simple'::regconfig, ("name" ->> 'en') || ' ' || ("name" ->> 'zh') || ' ' || ("name" ->> 'ja')));--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversation_demand_key" ON "chat_conversation" USING btree ("demand_id","shop_id") WHERE "chat_conversation"."kind" = 'demand';--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_takeaway_terms" CHECK ("shop"."packing_fee" >= 0 and "shop"."last_order_minutes" between 0 and 720);--> statement-breakpoint
ALTER TABLE "sale_order" ADD CONSTRAINT "sale_order_packing_fee" CHECK ("sale_order"."packing_fee" >= 0 and "sale_order"."packing_fee" <= "sale_order"."delivery_fee");--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_demand" CHECK (("chat_conversation"."kind" = 'demand') = ("chat_conversation"."demand_id" is not null));--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_shop" CHECK (("chat_conversation"."kind" in ('shop', 'demand')) = ("chat_conversation"."shop_id" is not null));