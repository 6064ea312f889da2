CREATE TABLE "setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile" text,
	"phone_code" text DEFAULT '86' NOT NULL,
	"email" text,
	"password_hash" text,
	"name" text DEFAULT '' NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"number" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"user_type" integer DEFAULT 0 NOT NULL,
	"vip_status" integer DEFAULT 0 NOT NULL,
	"alipay_receive_account" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{user}'::text[] NOT NULL,
	"invite_code" text,
	"referrer_id" integer,
	"register_gift_amount" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"lang" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"app_type" text NOT NULL,
	"token_hash" text NOT NULL,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "sign_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"client_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_version" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"pkg_name" text NOT NULL,
	"version_code" integer NOT NULL,
	"version_name" text NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"down_url" text DEFAULT '' NOT NULL,
	"ios_url" text DEFAULT '' NOT NULL,
	"ck_version" text DEFAULT '' NOT NULL,
	"described" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_device" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_device_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"device_id" text NOT NULL,
	"platform" text NOT NULL,
	"push_token" text NOT NULL,
	"account_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionary_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"parent_id" integer,
	"label" jsonb NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "area_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nation_id" integer NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"phone_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"version" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"phone_code" text NOT NULL,
	"mobile" text NOT NULL,
	"nation_id" integer NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"district_id" integer,
	"area_text" text DEFAULT '' NOT NULL,
	"detail" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upload" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"url" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_certificate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_certificate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"number" text NOT NULL,
	"holder" text NOT NULL,
	"image" text NOT NULL,
	"valid_until" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_fee_rule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_fee_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"nation_id" integer,
	"area_id" integer,
	"first_units" integer NOT NULL,
	"first_fee" integer NOT NULL,
	"extra_units" integer NOT NULL,
	"extra_fee" integer NOT NULL,
	"free_over_amount" integer,
	CONSTRAINT "delivery_fee_rule_region_key" UNIQUE NULLS NOT DISTINCT("template_id","nation_id","area_id"),
	CONSTRAINT "delivery_fee_rule_units" CHECK ("delivery_fee_rule"."first_units" > 0 and "delivery_fee_rule"."extra_units" > 0 and "delivery_fee_rule"."first_fee" >= 0 and "delivery_fee_rule"."extra_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_fee_template" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_fee_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"charge_by" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"intro" jsonb NOT NULL,
	"logo" text NOT NULL,
	"banner" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"nation_id" integer NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"district_id" integer,
	"address" jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"delivery_radius_m" integer DEFAULT 0 NOT NULL,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"delivery_minutes" integer DEFAULT 0 NOT NULL,
	"rating" double precision DEFAULT 5 NOT NULL,
	"desc_score" double precision DEFAULT 5 NOT NULL,
	"service_score" double precision DEFAULT 5 NOT NULL,
	"delivery_score" double precision DEFAULT 5 NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"goods_count" integer DEFAULT 0 NOT NULL,
	"recommend_rank" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_address" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"nation_id" integer NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"district_id" integer,
	"address" jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_browse_history" (
	"account_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"browsed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_browse_history_account_id_shop_id_pk" PRIMARY KEY("account_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "shop_business_time" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_business_time_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens_at" integer NOT NULL,
	"closes_at" integer NOT NULL,
	CONSTRAINT "shop_business_time_span" CHECK ("shop_business_time"."weekday" between 1 and 7 and "shop_business_time"."opens_at" >= 0 and "shop_business_time"."closes_at" > "shop_business_time"."opens_at" and "shop_business_time"."closes_at" <= 2880)
);
--> statement-breakpoint
CREATE TABLE "shop_follow" (
	"account_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_follow_account_id_shop_id_pk" PRIMARY KEY("account_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "shop_qualification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_qualification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"number" text NOT NULL,
	"image" text NOT NULL,
	"valid_until" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "browse_history" (
	"account_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"browsed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "browse_history_account_id_goods_id_pk" PRIMARY KEY("account_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"level" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"icon" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT 'mall' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "category_level" CHECK ("category"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "category_attr" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_attr_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_attr_value" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_attr_value_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attr_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"swatch" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category2_id" integer NOT NULL,
	"category1_id" integer NOT NULL,
	"kind" text DEFAULT 'mall' NOT NULL,
	"drug_class" text,
	"title" jsonb NOT NULL,
	"image" text NOT NULL,
	"price_min" integer NOT NULL,
	"price_max" integer NOT NULL,
	"market_price" integer NOT NULL,
	"score_price" integer,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"good_review_count" integer DEFAULT 0 NOT NULL,
	"favor_count" integer DEFAULT 0 NOT NULL,
	"attr_value_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"delivery_template_id" integer,
	"recommend_rank" integer,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_prices" CHECK ("goods"."price_min" >= 0 and "goods"."price_min" <= "goods"."price_max")
);
--> statement-breakpoint
CREATE TABLE "goods_detail" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"subtitle" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"images" text[] NOT NULL,
	"detail_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_favor" (
	"account_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_favor_account_id_goods_id_pk" PRIMARY KEY("account_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods_news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"goods_id" integer,
	"shop_id" integer,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_sku" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_sku_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"code" text NOT NULL,
	"spec_value_ids" integer[] NOT NULL,
	"spec_name" jsonb NOT NULL,
	"image" text NOT NULL,
	"price" integer NOT NULL,
	"market_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_sku_stock" CHECK ("goods_sku"."stock" >= 0 and "goods_sku"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lightning_deal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lightning_deal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"deal_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sold_quantity" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lightning_deal_window" CHECK ("lightning_deal"."starts_at" < "lightning_deal"."ends_at"),
	CONSTRAINT "lightning_deal_quantity" CHECK ("lightning_deal"."sold_quantity" between 0 and "lightning_deal"."quantity" and "lightning_deal"."deal_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"sku_id" integer,
	"shop_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"order_item_id" integer,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"lang" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"spec_text" text DEFAULT '' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"agree_count" integer DEFAULT 0 NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"status" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rating" CHECK ("review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "review_agree" (
	"review_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_agree_review_id_account_id_pk" PRIMARY KEY("review_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" text NOT NULL,
	"shop_id" integer,
	"title" jsonb NOT NULL,
	"image" text NOT NULL,
	"link_type" text DEFAULT 'none' NOT NULL,
	"link_target" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_shortcut" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_shortcut_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_group" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link_type" text DEFAULT 'none' NOT NULL,
	"link_target" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_group_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_group_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"goods_id" integer,
	"shop_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_group_item_target" CHECK (("home_group_item"."goods_id" is null) <> ("home_group_item"."shop_id" is null))
);
--> statement-breakpoint
CREATE TABLE "home_shortcut" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_shortcut_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" text NOT NULL,
	"group_id" integer,
	"category_id" integer,
	"title" jsonb NOT NULL,
	"icon" text NOT NULL,
	"link_type" text DEFAULT 'none' NOT NULL,
	"link_target" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_topnav" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_topnav_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"category_id" integer,
	"link_type" text DEFAULT 'none' NOT NULL,
	"link_target" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer,
	"title" jsonb NOT NULL,
	"kind" text NOT NULL,
	"threshold_amount" integer DEFAULT 0 NOT NULL,
	"amount_off" integer,
	"percent_off" integer,
	"total_quantity" integer NOT NULL,
	"picked_quantity" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"pick_starts_at" timestamp with time zone NOT NULL,
	"pick_ends_at" timestamp with time zone NOT NULL,
	"valid_days" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_terms" CHECK ("coupon"."picked_quantity" between 0 and "coupon"."total_quantity" and (("coupon"."kind" = 'amount_off' and "coupon"."amount_off" > 0) or ("coupon"."kind" = 'percent_off' and "coupon"."percent_off" between 1 and 99)))
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_referrer_id_account_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_device" ADD CONSTRAINT "push_device_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary" ADD CONSTRAINT "dictionary_parent_id_dictionary_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dictionary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area" ADD CONSTRAINT "area_nation_id_nation_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area" ADD CONSTRAINT "area_parent_id_area_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."area"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_nation_id_nation_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_province_id_area_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_city_id_area_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_district_id_area_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_message" ADD CONSTRAINT "user_message_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_certificate" ADD CONSTRAINT "merchant_certificate_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fee_rule" ADD CONSTRAINT "delivery_fee_rule_template_id_delivery_fee_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."delivery_fee_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fee_rule" ADD CONSTRAINT "delivery_fee_rule_nation_id_nation_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fee_rule" ADD CONSTRAINT "delivery_fee_rule_area_id_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fee_template" ADD CONSTRAINT "delivery_fee_template_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_nation_id_nation_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_province_id_area_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_city_id_area_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_district_id_area_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_address" ADD CONSTRAINT "shop_address_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_address" ADD CONSTRAINT "shop_address_nation_id_nation_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_address" ADD CONSTRAINT "shop_address_province_id_area_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_address" ADD CONSTRAINT "shop_address_city_id_area_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_address" ADD CONSTRAINT "shop_address_district_id_area_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_browse_history" ADD CONSTRAINT "shop_browse_history_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_browse_history" ADD CONSTRAINT "shop_browse_history_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_business_time" ADD CONSTRAINT "shop_business_time_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follow" ADD CONSTRAINT "shop_follow_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follow" ADD CONSTRAINT "shop_follow_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_qualification" ADD CONSTRAINT "shop_qualification_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "browse_history" ADD CONSTRAINT "browse_history_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "browse_history" ADD CONSTRAINT "browse_history_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_parent_id_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_attr" ADD CONSTRAINT "category_attr_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_attr_value" ADD CONSTRAINT "category_attr_value_attr_id_category_attr_id_fk" FOREIGN KEY ("attr_id") REFERENCES "public"."category_attr"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category2_id_category_id_fk" FOREIGN KEY ("category2_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category1_id_category_id_fk" FOREIGN KEY ("category1_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_delivery_template_id_delivery_fee_template_id_fk" FOREIGN KEY ("delivery_template_id") REFERENCES "public"."delivery_fee_template"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_detail" ADD CONSTRAINT "goods_detail_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_favor" ADD CONSTRAINT "goods_favor_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_favor" ADD CONSTRAINT "goods_favor_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_news" ADD CONSTRAINT "goods_news_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_news" ADD CONSTRAINT "goods_news_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD CONSTRAINT "goods_sku_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lightning_deal" ADD CONSTRAINT "lightning_deal_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lightning_deal" ADD CONSTRAINT "lightning_deal_sku_id_goods_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_sku_id_goods_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_sku"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_agree" ADD CONSTRAINT "review_agree_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_agree" ADD CONSTRAINT "review_agree_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_shortcut" ADD CONSTRAINT "category_shortcut_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_group_item" ADD CONSTRAINT "home_group_item_group_id_home_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."home_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_group_item" ADD CONSTRAINT "home_group_item_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_group_item" ADD CONSTRAINT "home_group_item_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_shortcut" ADD CONSTRAINT "home_shortcut_group_id_home_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."home_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_shortcut" ADD CONSTRAINT "home_shortcut_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_topnav" ADD CONSTRAINT "home_topnav_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_target_idx" ON "outbox" USING btree ("channel","target","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_mobile_key" ON "account" USING btree ("phone_code","mobile") WHERE "account"."mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_email_key" ON "account" USING btree (lower("email")) WHERE "account"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_number_key" ON "account" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "account_invite_code_key" ON "account" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "account_referrer_idx" ON "account" USING btree ("referrer_id") WHERE "account"."referrer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "session_token_hash_key" ON "session" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "session_live_key" ON "session" USING btree ("account_id","app_type") WHERE "session"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "session_account_idx" ON "session" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sign_code_target_idx" ON "sign_code" USING btree ("channel","target","created_at");--> statement-breakpoint
CREATE INDEX "sign_code_client_idx" ON "sign_code" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_version_key" ON "app_version" USING btree ("platform","pkg_name","version_code");--> statement-breakpoint
CREATE UNIQUE INDEX "push_device_device_key" ON "push_device" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "push_device_account_idx" ON "push_device" USING btree ("account_id") WHERE "push_device"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_code_key" ON "dictionary" USING btree ("code");--> statement-breakpoint
CREATE INDEX "dictionary_parent_idx" ON "dictionary" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "area_nation_code_key" ON "area" USING btree ("nation_id","code");--> statement-breakpoint
CREATE INDEX "area_nation_top_idx" ON "area" USING btree ("nation_id","sort") WHERE "area"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "area_parent_idx" ON "area" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "nation_code_key" ON "nation" USING btree ("code");--> statement-breakpoint
CREATE INDEX "nation_sort_idx" ON "nation" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_code_key" ON "agreement" USING btree ("code");--> statement-breakpoint
CREATE INDEX "address_account_idx" ON "address" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "address_default_key" ON "address" USING btree ("account_id") WHERE "address"."is_default";--> statement-breakpoint
CREATE INDEX "user_message_account_idx" ON "user_message" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "user_message_unread_idx" ON "user_message" USING btree ("account_id","kind") WHERE "user_message"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_url_key" ON "upload" USING btree ("url");--> statement-breakpoint
CREATE INDEX "upload_account_idx" ON "upload" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_account_key" ON "merchant" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "merchant_certificate_merchant_idx" ON "merchant_certificate" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE INDEX "delivery_fee_template_shop_idx" ON "delivery_fee_template" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_fee_template_default_key" ON "delivery_fee_template" USING btree ("shop_id") WHERE "delivery_fee_template"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "shop_code_key" ON "shop" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shop_merchant_idx" ON "shop" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "shop_kind_idx" ON "shop" USING btree ("kind","sales_count");--> statement-breakpoint
CREATE INDEX "shop_recommend_idx" ON "shop" USING btree ("recommend_rank") WHERE "shop"."recommend_rank" is not null;--> statement-breakpoint
CREATE INDEX "shop_location_idx" ON "shop" USING gist (point("lng", "lat")) WHERE "shop"."lat" is not null and "shop"."lng" is not null;--> statement-breakpoint
CREATE INDEX "shop_search_idx" ON "shop" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "shop_address_shop_idx" ON "shop_address" USING btree ("shop_id","kind","sort");--> statement-breakpoint
CREATE INDEX "shop_browse_history_account_idx" ON "shop_browse_history" USING btree ("account_id","browsed_at");--> statement-breakpoint
CREATE INDEX "shop_business_time_shop_idx" ON "shop_business_time" USING btree ("shop_id","weekday","opens_at");--> statement-breakpoint
CREATE INDEX "shop_follow_account_idx" ON "shop_follow" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_follow_shop_idx" ON "shop_follow" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_qualification_shop_idx" ON "shop_qualification" USING btree ("shop_id","sort");--> statement-breakpoint
CREATE INDEX "browse_history_account_idx" ON "browse_history" USING btree ("account_id","browsed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "category_code_key" ON "category" USING btree ("code");--> statement-breakpoint
CREATE INDEX "category_top_idx" ON "category" USING btree ("channel","sort") WHERE "category"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "category_attr_code_key" ON "category_attr" USING btree ("category_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "category_attr_value_code_key" ON "category_attr_value" USING btree ("attr_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_code_key" ON "goods" USING btree ("code");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id","sales_count");--> statement-breakpoint
CREATE INDEX "goods_category2_idx" ON "goods" USING btree ("category2_id","sales_count");--> statement-breakpoint
CREATE INDEX "goods_category1_idx" ON "goods" USING btree ("category1_id","sales_count");--> statement-breakpoint
CREATE INDEX "goods_shop_idx" ON "goods" USING btree ("shop_id","sales_count");--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("sales_count","id");--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("price_min","id");--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "goods_recommend_idx" ON "goods" USING btree ("recommend_rank") WHERE "goods"."recommend_rank" is not null;--> statement-breakpoint
CREATE INDEX "goods_score_idx" ON "goods" USING btree ("score_price") WHERE "goods"."score_price" is not null;--> statement-breakpoint
CREATE INDEX "goods_search_idx" ON "goods" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "goods_attr_values_idx" ON "goods" USING gin ("attr_value_ids");--> statement-breakpoint
CREATE INDEX "goods_favor_account_idx" ON "goods_favor" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_favor_goods_idx" ON "goods_favor" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "goods_news_published_idx" ON "goods_news" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_sku_code_key" ON "goods_sku" USING btree ("code");--> statement-breakpoint
CREATE INDEX "goods_sku_goods_idx" ON "goods_sku" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_sku_default_key" ON "goods_sku" USING btree ("goods_id") WHERE "goods_sku"."is_default";--> statement-breakpoint
CREATE INDEX "lightning_deal_ends_idx" ON "lightning_deal" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "lightning_deal_goods_idx" ON "lightning_deal" USING btree ("goods_id","ends_at");--> statement-breakpoint
CREATE INDEX "review_goods_idx" ON "review" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE INDEX "review_account_idx" ON "review" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_order_item_key" ON "review" USING btree ("order_item_id") WHERE "review"."order_item_id" is not null;--> statement-breakpoint
CREATE INDEX "banner_position_idx" ON "banner" USING btree ("position","sort") WHERE "banner"."shop_id" is null;--> statement-breakpoint
CREATE INDEX "banner_shop_idx" ON "banner" USING btree ("shop_id","position","sort") WHERE "banner"."shop_id" is not null;--> statement-breakpoint
CREATE INDEX "category_shortcut_position_idx" ON "category_shortcut" USING btree ("position","sort");--> statement-breakpoint
CREATE INDEX "home_group_sort_idx" ON "home_group" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "home_group_item_group_idx" ON "home_group_item" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "home_shortcut_position_idx" ON "home_shortcut" USING btree ("position","sort") WHERE "home_shortcut"."group_id" is null;--> statement-breakpoint
CREATE INDEX "home_shortcut_group_idx" ON "home_shortcut" USING btree ("group_id","sort") WHERE "home_shortcut"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "home_shortcut_category_idx" ON "home_shortcut" USING btree ("category_id") WHERE "home_shortcut"."category_id" is not null;--> statement-breakpoint
CREATE INDEX "home_topnav_sort_idx" ON "home_topnav" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "coupon_shop_idx" ON "coupon" USING btree ("shop_id","pick_ends_at");