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
CREATE INDEX "upload_account_idx" ON "upload" USING btree ("account_id","created_at");