CREATE TABLE "setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "session" ADD CONSTRAINT "session_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_device" ADD CONSTRAINT "push_device_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary" ADD CONSTRAINT "dictionary_parent_id_dictionary_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dictionary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_mobile_key" ON "account" USING btree ("phone_code","mobile") WHERE "account"."mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_email_key" ON "account" USING btree (lower("email")) WHERE "account"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_number_key" ON "account" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "session_token_hash_key" ON "session" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "session_live_key" ON "session" USING btree ("account_id","app_type") WHERE "session"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "session_account_idx" ON "session" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_version_key" ON "app_version" USING btree ("platform","pkg_name","version_code");--> statement-breakpoint
CREATE UNIQUE INDEX "push_device_device_key" ON "push_device" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "push_device_account_idx" ON "push_device" USING btree ("account_id") WHERE "push_device"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_code_key" ON "dictionary" USING btree ("code");--> statement-breakpoint
CREATE INDEX "dictionary_parent_idx" ON "dictionary" USING btree ("parent_id","sort");